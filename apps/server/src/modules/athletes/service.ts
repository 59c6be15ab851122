import type { AthleteImportRow, AthleteValues, Language } from '@prancheta/shared';
import { ATHLETES_IMPORT_MAX_ROWS, ATHLETES_MAX, athleteInput, translate } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import { validationAnswer } from '../../http/error-handler.ts';
import { parseCsv } from './csv.ts';
import type { AthleteRow } from './repo.ts';
import { athletesRepo } from './repo.ts';

/** 422 on category_id unless the category belongs to a club the coach is in. */
export async function checkCategory(ctx: AppContext, actor: UserActor, categoryId: number | null): Promise<void> {
  if (categoryId !== null && !(await athletesRepo.categoryVisible(ctx.db, actor, categoryId))) throw invalid({ category_id: ['atletas.category-invalid'] });
}

/** Creates (existing = null) or updates a roster entry from accepted values. */
export async function saveAthlete(ctx: AppContext, actor: UserActor, values: AthleteValues, existing: AthleteRow | null): Promise<number> {
  await checkCategory(ctx, actor, values.category_id);
  if (existing) {
    await athletesRepo.update(ctx.db, actor, existing.id, { ...values, updated_at: nowIso() });
    return existing.id;
  }
  if ((await athletesRepo.count(ctx.db, actor)) >= ATHLETES_MAX) throw new HttpError(422, 'atletas.too-many', { max: ATHLETES_MAX });
  return athletesRepo.insert(ctx.db, { ...values, user_id: actor.id, ...stamps() });
}

/** Deletes a roster entry; its student links and attendance go with it (cascade), its sheets are unlinked. */
export async function removeAthlete(ctx: AppContext, actor: UserActor, row: AthleteRow): Promise<void> {
  await athletesRepo.deleteById(ctx.db, actor, row.id);
}

/** Header spellings of each column (lower case, accents removed), in the three languages. */
const HEADERS: Record<string, keyof AthleteValues> = {
  name: 'name',
  nome: 'name',
  nombre: 'name',
  birth_date: 'birth_date',
  'birth date': 'birth_date',
  birthdate: 'birth_date',
  'data de nascimento': 'birth_date',
  nascimento: 'birth_date',
  'fecha de nacimiento': 'birth_date',
  email: 'email',
  'e-mail': 'email',
  correo: 'email',
  phone: 'phone',
  telefone: 'phone',
  telefono: 'phone',
  celular: 'phone',
  whatsapp: 'phone',
  group: 'group_label',
  group_label: 'group_label',
  grupo: 'group_label',
  categoria: 'group_label',
  category: 'group_label',
  turma: 'group_label',
  notes: 'notes',
  observacoes: 'notes',
  observacao: 'notes',
  notas: 'notes',
  observaciones: 'notes',
};

function headerKey(cell: string): keyof AthleteValues | undefined {
  const k = cell
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  return HEADERS[k];
}

/** A spreadsheet's day (DD/MM/YYYY, as Brazilian spreadsheets write it) as YYYY-MM-DD; other text unchanged. */
function isoDayOf(v: string): string {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(v.trim());
  return m ? `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}` : v.trim();
}

/**
 * Reads a roster CSV: a header line naming the columns (any of the three languages; name is
 * required), then one athlete per line. Each row is checked with the same schema as the form; a
 * refused row carries its reasons and is never imported. Blank lines are skipped.
 */
export function previewImport(csv: string, lang: Language): AthleteImportRow[] {
  const lines = parseCsv(csv);
  const header = lines[0] ?? [];
  const columns = header.map(headerKey);
  if (!columns.includes('name')) throw invalid({ csv: ['atletas.csv-no-name'] }, 'atletas.csv-no-name');
  const body = lines.slice(1);
  if (body.length > ATHLETES_IMPORT_MAX_ROWS) throw new HttpError(422, 'atletas.csv-too-many', { max: ATHLETES_IMPORT_MAX_ROWS }, { csv: ['atletas.csv-too-many'] });
  const rows: AthleteImportRow[] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const raw: Record<string, string> = {};
    columns.forEach((key, j) => {
      if (key && key !== 'category_id') raw[key] = key === 'birth_date' ? isoDayOf(cells[j] ?? '') : (cells[j] ?? '');
    });
    const parsed = athleteInput.safeParse(raw);
    const errors = parsed.success ? {} : validationAnswer(lang, parsed.error.issues).errors;
    if (cells.length > header.length && cells.slice(header.length).some((c) => c.trim() !== '')) (errors._ ??= []).push(translate(lang, 'atletas.csv-extra-cells'));
    rows.push({
      line: i + 2,
      name: (raw.name ?? '').trim(),
      birth_date: parsed.success ? parsed.data.birth_date : raw.birth_date || null,
      email: (raw.email ?? '').trim(),
      phone: (raw.phone ?? '').trim(),
      group_label: (raw.group_label ?? '').trim(),
      notes: (raw.notes ?? '').trim(),
      errors,
    });
  });
  return rows;
}

/** Stores the accepted rows of a preview in one transaction; refused rows are left out. Answers how many were stored. */
export async function importRows(ctx: AppContext, actor: UserActor, rows: AthleteImportRow[]): Promise<number> {
  const accepted = rows.filter((r) => Object.keys(r.errors).length === 0);
  if (accepted.length === 0) return 0;
  if ((await athletesRepo.count(ctx.db, actor)) + accepted.length > ATHLETES_MAX) throw new HttpError(422, 'atletas.too-many', { max: ATHLETES_MAX });
  await ctx.db.transaction().execute(async (trx) => {
    for (const r of accepted) {
      await athletesRepo.insert(trx, { user_id: actor.id, name: r.name, birth_date: r.birth_date, email: r.email, phone: r.phone, group_label: r.group_label, notes: r.notes, category_id: null, ...stamps() });
    }
  });
  return accepted.length;
}
