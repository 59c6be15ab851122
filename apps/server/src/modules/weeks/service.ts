import { LIMITS, markAsCopy, WEEK_CELL_TEXT_MAX, WEEK_JSON_FIELDS, WEEK_NOTE_TEXT_MAX, weekEndDate, weekFields } from '@prancheta/shared';
import type { Actor, UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import type { SemanasTable } from '../../db/types.ts';
import type { z } from 'zod';
import type { Form, FormSpec } from '../../forms/parse-form.ts';
import { fieldIssue } from '../../http/errors.ts';
import type { FormIssue } from '../../http/errors.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { smallImageRule } from '../../uploads/rules.ts';
import { newFileKey, storeRecord } from '../../uploads/store-record.ts';
import { richTextToPlain, sanitizeRichText } from '../../richtext/sanitize.ts';
import { storedConfig } from './present.ts';
import type { WeekRow } from './repo.ts';
import { weeksRepo } from './repo.ts';
import { shareLinksRepo } from '../../share-links/repo.ts';

/** Storage area of sheet header images (`semanas/<userId>/img-<random>.<ext>`). */
const WEEKS_AREA = 'semanas';

type WeekValues = Omit<SemanasTable, 'id' | 'created_at' | 'updated_at' | 'user_id' | 'img_key' | 'is_example'>;
type WeekForm = z.output<typeof weekFields>;

/** An issue for visible text longer than `max` (answered as "At most {max} characters"). */
function tooLong(path: string, max: number): FormIssue {
  return { code: 'too_big', maximum: max, message: 'validation.max', path: path.split('.') } as FormIssue;
}

/** One cell of a cell field in the flat form spelling: `time[segundaM]`. */
const FLAT_CELL = /^(?:dia|time|place|treinos)\[([^[\]]*)\]$/;

/**
 * The schema's input from the multipart fields: the JSON fields parsed (a malformed one stays text
 * and is refused by the schema), and the flat spelling of the cell fields (`dia[segundaM]`,
 * `time[quartaN]`, `place[..]`, `treinos[..]`) gathered into their field, so the same limits
 * apply. Any other bracketed spelling of these fields (`config[range]`, `time[a][b]`) turns its
 * field into text, refused by the schema as invalid rather than dropped.
 */
function jsonFields(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const key of WEEK_JSON_FIELDS) {
    const text = raw[key];
    if (typeof text !== 'string') continue;
    if (text.trim() === '') {
      delete out[key];
      continue;
    }
    try {
      out[key] = JSON.parse(text);
    } catch {
      // left as text: the schema answers "invalid" for this field
    }
  }
  for (const [name, value] of Object.entries(raw)) {
    const field = name.slice(0, Math.max(0, name.indexOf('[')));
    if (!(WEEK_JSON_FIELDS as readonly string[]).includes(field)) continue;
    delete out[name];
    const cell = FLAT_CELL.exec(name)?.[1];
    const current = out[field];
    const isObject = current === undefined || (typeof current === 'object' && current !== null && !Array.isArray(current));
    out[field] = cell !== undefined && isObject ? { ...(current as Record<string, unknown> | undefined), [cell]: value } : name;
  }
  return out;
}

/** The rich-text cells and note sanitised, as they are stored. */
function cleanTexts(v: WeekForm): { dia: Record<string, string>; observacao: string } {
  const dia: Record<string, string> = {};
  for (const [cell, html] of Object.entries(v.dia)) {
    const clean = sanitizeRichText(html ?? '');
    if (clean !== '') dia[cell] = clean;
  }
  return { dia, observacao: sanitizeRichText(v.observacao) };
}

/** The training links of the form (cell -> training id). */
function linksOf(v: WeekForm): Record<string, number> {
  return Object.fromEntries(Object.entries(v.treinos).filter(([, id]) => id !== undefined)) as Record<string, number>;
}

/**
 * The sheet form (seed 001 §5: header, subtitle, title required, max 120; range 200; time and place
 * 20; date required; header image png/jpg/bmp), on the shared form pipeline. Rich text is measured
 * after sanitising; linked trainings must be the coach's own. A refused form stores nothing.
 */
export function weekForm(ctx: AppContext, actor: UserActor): FormSpec<typeof weekFields> {
  return {
    fields: weekFields,
    files: { img: smallImageRule },
    tmpDir: uploadTmpDir(ctx),
    input: jsonFields,
    missingKey: 'semana.fill-error',
    async check(_raw, v) {
      if (!v) return [];
      const issues: FormIssue[] = [];
      const { dia, observacao } = cleanTexts(v);
      for (const [cell, html] of Object.entries(dia)) if (richTextToPlain(html).length > WEEK_CELL_TEXT_MAX) issues.push(tooLong(`dia.${cell}`, WEEK_CELL_TEXT_MAX));
      if (richTextToPlain(observacao).length > WEEK_NOTE_TEXT_MAX) issues.push(tooLong('observacao', WEEK_NOTE_TEXT_MAX));
      const links = linksOf(v);
      const owned = new Set((await weeksRepo.linkableTrainings(ctx.db, actor, [...new Set(Object.values(links))])).map((t) => t.id));
      for (const [cell, id] of Object.entries(links)) if (!owned.has(id)) issues.push(fieldIssue(`treinos.${cell}`, 'semana.training-invalid'));
      return issues;
    },
  };
}

function storedValues(v: WeekForm): WeekValues {
  const nonEmpty = (r: Partial<Record<string, string>>) => Object.fromEntries(Object.entries(r).filter(([, s]) => s !== undefined && s !== ''));
  const { dia, observacao } = cleanTexts(v);
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
    links: JSON.stringify(linksOf(v)),
  };
}

/**
 * Creates (existing = null) or replaces a sheet from an accepted form (header image in `img`; an
 * update without one keeps the stored image).
 */
export async function saveWeek(ctx: AppContext, actor: UserActor, form: Form<WeekForm>, existing: WeekRow | null): Promise<number> {
  const values = storedValues(form.values);
  const img = form.files.img;
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

/** Duplicates a sheet with its texts, cells, links and image; its title marked as a copy ("Semana 12 (cópia)"). */
export async function duplicateWeek(ctx: AppContext, actor: UserActor, row: WeekRow, copyMark: string): Promise<number> {
  const { id: _id, created_at: _c, updated_at: _u, img_key, ...rest } = row;
  const title = markAsCopy(rest.title, copyMark, LIMITS.weekTitleMax);
  const id = await weeksRepo.insert(ctx.db, { ...rest, title, user_id: actor.id, img_key: null, is_example: 0, ...stamps() });
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
  // Its share links go with it.
  if (!(await weeksRepo.find(ctx.db, actor, row.id))) await shareLinksRepo.deleteOfRecord(ctx.db, 'semana', row.id);
  if (row.img_key) await ctx.storage.delete(row.img_key);
}
