import { WEEK_CELL_TEXT_MAX, WEEK_JSON_FIELDS, WEEK_NOTE_TEXT_MAX, weekEndDate, weekFields } from '@prancheta/shared';
import type { Actor, UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import type { SemanasTable } from '../../db/types.ts';
import type { MultipartBody } from '../../uploads/multipart.ts';
import { FormInvalid, fieldIssue, isMissingIssue } from '../../http/errors.ts';
import type { FormIssue as FieldIssue } from '../../http/errors.ts';
import { newFileKey, storeRecord } from '../../uploads/store-record.ts';
import { richTextToPlain, sanitizeRichText } from '../../richtext/sanitize.ts';
import { storedConfig } from './present.ts';
import type { WeekRow } from './repo.ts';
import { weeksRepo } from './repo.ts';

/** Storage area of sheet header images (`semanas/<userId>/img-<random>.<ext>`). */
const WEEKS_AREA = 'semanas';

type WeekValues = Omit<SemanasTable, 'id' | 'created_at' | 'updated_at' | 'user_id' | 'img_key'>;

/** The multipart text fields as the schema reads them: JSON fields parsed, a malformed one is an issue. */
/** An issue for visible text longer than `max` (answered as "At most {max} characters"). */
function tooLong(path: string, max: number): FieldIssue {
  return { code: 'too_big', maximum: max, message: 'validation.max', path: path.split('.') } as FieldIssue;
}

function readFields(fields: Record<string, string>, issues: FieldIssue[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...fields };
  for (const key of WEEK_JSON_FIELDS) {
    const raw = fields[key];
    if (raw === undefined || raw.trim() === '') {
      delete out[key];
      continue;
    }
    try {
      out[key] = JSON.parse(raw);
    } catch {
      delete out[key];
      issues.push(fieldIssue(key, 'validation.invalid'));
    }
  }
  return out;
}

/**
 * Validates a sheet form (seed 001 §5: header, subtitle, title required, max 120; range 200; time
 * and place 20; date required) and sanitises its rich text before measuring its visible length.
 * Throws FieldsInvalid; nothing is written before it passes.
 */
async function checkFields(ctx: AppContext, actor: UserActor, fields: Record<string, string>): Promise<WeekValues> {
  const issues: FieldIssue[] = [];
  const parsed = weekFields.safeParse(readFields(fields, issues));
  if (!parsed.success) issues.push(...(parsed.error.issues as FieldIssue[]));
  if (!parsed.success || issues.length > 0) throw new FormInvalid(issues, issues.some(isMissingIssue) ? 'semana.fill-error' : 'validation.general');
  const v = parsed.data;

  const dia: Record<string, string> = {};
  for (const [cell, html] of Object.entries(v.dia)) {
    const clean = sanitizeRichText(html ?? '');
    if (richTextToPlain(clean).length > WEEK_CELL_TEXT_MAX) issues.push(tooLong(`dia.${cell}`, WEEK_CELL_TEXT_MAX));
    if (clean !== '') dia[cell] = clean;
  }
  const observacao = sanitizeRichText(v.observacao);
  if (richTextToPlain(observacao).length > WEEK_NOTE_TEXT_MAX) issues.push(tooLong('observacao', WEEK_NOTE_TEXT_MAX));

  const links = Object.fromEntries(Object.entries(v.treinos).filter(([, id]) => id !== undefined)) as Record<string, number>;
  const wanted = [...new Set(Object.values(links))];
  const owned = new Set((await weeksRepo.linkableTrainings(ctx.db, actor, wanted)).map((t) => t.id));
  for (const [cell, id] of Object.entries(links)) if (!owned.has(id)) issues.push(fieldIssue(`treinos.${cell}`, 'semana.training-invalid'));
  if (issues.length > 0) throw new FormInvalid(issues);

  const nonEmpty = (r: Partial<Record<string, string>>) => Object.fromEntries(Object.entries(r).filter(([, s]) => s !== undefined && s !== ''));
  return {
    cabecalho: v.cabecalho,
    subtitulo: v.subtitulo,
    title: v.title,
    observacao,
    data_inicio: v.dataInicio,
    data_fim: weekEndDate(v.dataInicio),
    config: storedConfig(v.config),
    dia: JSON.stringify(dia),
    time: JSON.stringify(nonEmpty(v.time)),
    place: JSON.stringify(nonEmpty(v.place)),
    links: JSON.stringify(links),
  };
}

/**
 * Creates (existing = null) or replaces a sheet from a multipart body (header image in `img`; an
 * update without one keeps the stored image). A refused form stores nothing.
 */
export async function saveWeek(ctx: AppContext, actor: UserActor, body: MultipartBody, existing: WeekRow | null): Promise<number> {
  const values = await checkFields(ctx, actor, body.fields);
  const img = body.files.img;
  return storeRecord(ctx, {
    area: WEEKS_AREA,
    userId: actor.id,
    files: { img_key: img ? { upload: img } : undefined },
    previous: { img_key: existing?.img_key },
    async write(trx, keys) {
      if (existing) {
        await weeksRepo.update(trx, actor, existing.id, { ...values, ...keys, updated_at: nowIso() });
        return existing.id;
      }
      return weeksRepo.insert(trx, { ...values, user_id: actor.id, img_key: keys.img_key ?? null, ...stamps() });
    },
  });
}

/** Duplicates a sheet with its texts, cells, links and image. */
export async function duplicateWeek(ctx: AppContext, actor: UserActor, row: WeekRow): Promise<number> {
  const { id: _id, created_at: _c, updated_at: _u, img_key, ...rest } = row;
  const id = await weeksRepo.insert(ctx.db, { ...rest, user_id: actor.id, img_key: null, ...stamps() });
  try {
    if (img_key && (await ctx.storage.exists(img_key))) {
      const key = newFileKey(WEEKS_AREA, actor.id, 'img', img_key.slice(img_key.lastIndexOf('.') + 1));
      await ctx.storage.copy(img_key, key);
      await weeksRepo.update(ctx.db, actor, id, { img_key: key });
    }
  } catch (err) {
    const partial = await weeksRepo.find(ctx.db, actor, id);
    if (partial) await removeWeek(ctx, actor, partial).catch(() => undefined);
    throw err;
  }
  return id;
}

/** Deletes a sheet and its stored files. */
export async function removeWeek(ctx: AppContext, actor: Actor, row: Pick<WeekRow, 'id' | 'img_key'>): Promise<void> {
  await weeksRepo.deleteById(ctx.db, actor, row.id);
  if (row.img_key) await ctx.storage.delete(row.img_key);
}
