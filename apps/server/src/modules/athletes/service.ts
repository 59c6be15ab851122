import type { AthleteImportRow, AthleteValues, Language } from '@prancheta/shared';
import { ATHLETES_IMPORT_MAX_ROWS, ATHLETES_MAX, athleteInput, translate } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { withOwnerLock } from '../../db/owner-lock.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import { validationAnswer } from '../../http/error-handler.ts';
import { parseCsv, unneutralised } from './csv.ts';
import { markDuplicates, rowsToStore } from './duplicates.ts';
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
  return withOwnerLock(ctx.db, 'users', actor.id, async (trx) => {
    checkRoom(await athletesRepo.count(trx, actor), 1);
    return athletesRepo.insert(trx, { ...values, user_id: actor.id, ...stamps() });
  });
}

/** 422 unless `adding` more athletes keep the coach within ATHLETES_MAX. */
function checkRoom(current: number, adding: number): void {
  if (current + adding > ATHLETES_MAX) throw new HttpError(422, 'atletas.too-many', { max: ATHLETES_MAX });
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
 * refused row carries its reasons and is never imported. Blank lines are skipped. A cell the
 * export neutralised ('=..., '+55...) is read back without the apostrophe. Duplicates are marked
 * by markDuplicates, against the roster.
 */
export function parseImport(csv: string, lang: Language): AthleteImportRow[] {
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
      const cell = unneutralised(cells[j] ?? '');
      if (key && key !== 'category_id') raw[key] = key === 'birth_date' ? isoDayOf(cell) : cell;
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
      duplicate: null,
    });
  });
  return rows;
}

/** The import's rows with their duplicates marked against the coach's roster as it is now (the preview). */
export async function previewImport(ctx: AppContext, actor: UserActor, rows: AthleteImportRow[]): Promise<AthleteImportRow[]> {
  return markDuplicates(rows, await athletesRepo.facts(ctx.db, actor));
}

/**
 * Stores the valid rows of an import in one transaction of the coach (withOwnerLock on the coach's row): the
 * duplicates are marked against the roster read inside it and skipped unless includeDuplicates,
 * and the athlete limit is checked there too, so parallel imports can neither pass the limit
 * together nor store the same sheet twice. All or nothing: over the limit, nothing is stored.
 * Answers the rows as marked and how many were stored.
 */
export async function importRows(ctx: AppContext, actor: UserActor, rows: AthleteImportRow[], includeDuplicates: boolean): Promise<{ rows: AthleteImportRow[]; imported: number }> {
  return withOwnerLock(ctx.db, 'users', actor.id, async (trx) => {
    const roster = await athletesRepo.facts(trx, actor);
    const marked = markDuplicates(rows, roster);
    const store = rowsToStore(marked, includeDuplicates);
    if (store.length === 0) return { rows: marked, imported: 0 };
    // The limit counts real athletes only (the sample athlete of "Load examples" is left out).
    checkRoom(await athletesRepo.count(trx, actor), store.length);
    await athletesRepo.insertMany(
      trx,
      store.map((r) => ({
        user_id: actor.id,
        name: r.name,
        birth_date: r.birth_date,
        email: r.email,
        phone: r.phone,
        group_label: r.group_label,
        notes: r.notes,
        category_id: null,
        ...stamps(),
      })),
    );
    return { rows: marked, imported: store.length };
  });
}
