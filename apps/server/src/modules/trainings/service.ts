import { randomBytes } from 'node:crypto';
import { CLUB_PLACEHOLDER, LIMITS, hexColour, trainingFields } from '@prancheta/shared';
import type { PostworkInput } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import type { TreinosTable } from '../../db/types.ts';
import type { MultipartBody } from '../../http/multipart.ts';
import { bracketPairs } from '../../http/multipart.ts';
import { exercisesRepo } from '../exercises/repo.ts';
import { copyExercise } from '../exercises/service.ts';
import { formationsRepo } from '../formations/repo.ts';
import { sportById } from '../sports/catalogue.ts';
import type { ColourPair } from './colours.ts';
import { FieldsInvalid, fieldIssue, hasMissing } from './invalid.ts';
import type { FieldIssue } from './invalid.ts';
import { trainingColours } from './present.ts';
import type { TrainingRow } from './repo.ts';
import { trainingsRepo } from './repo.ts';
import { sanitizeRichText } from './sanitize.ts';

const TEXT_KEYS = ['clube', 'professor', 'categoria', 'metodologia', 'data', 'objetivos', 'esporte_id'] as const;

/** Where the files of a training (logo, and its exercises' files) live. */
export function trainingPrefix(id: number): string {
  return `treinos/${id}/`;
}

function logoKey(id: number, ext: string): string {
  return `${trainingPrefix(id)}logo-${randomBytes(6).toString('hex')}.${ext}`;
}

type TrainingValues = Omit<TreinosTable, 'id' | 'created_at' | 'updated_at' | 'user_id' | 'logo_key' | 'postwork_header' | 'postwork_description'>;

function parseCategory(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined || raw.trim() === '' || raw === 'null') return null;
  return /^\d{1,10}$/.test(raw.trim()) && Number(raw) > 0 ? Number(raw) : 'invalid';
}

/** Validates a training form (update: missing fields keep their stored values). */
async function checkFields(ctx: AppContext, userId: number, fields: Record<string, string>, existing: TrainingRow | null): Promise<TrainingValues> {
  const candidate: Record<string, unknown> = {};
  for (const key of TEXT_KEYS) candidate[key] = fields[key] ?? (existing ? existing[key] : undefined);
  if (candidate.esporte_id === '') candidate.esporte_id = undefined;
  const category = fields.category_id === undefined && existing ? existing.category_id : parseCategory(fields.category_id);
  const issues: FieldIssue[] = [];
  const parsed = trainingFields.safeParse({ ...candidate, category_id: category === 'invalid' ? null : category });
  if (!parsed.success) issues.push(...(parsed.error.issues as FieldIssue[]));
  if (parsed.success && !sportById(parsed.data.esporte_id)) issues.push(fieldIssue('esporte_id', 'treinos.sport-invalid'));
  if (category === 'invalid') issues.push(fieldIssue('category_id', 'validation.invalid'));
  else if (category !== null && category !== existing?.category_id && !(await formationsRepo.categoryOfUser(ctx.db, userId, category))) {
    issues.push(fieldIssue('category_id', 'formations.category-invalid'));
  }

  const colours: Record<string, ColourPair> = existing ? trainingColours(existing) : { header: [...LIMITS.defaultHeaderColors] };
  const header = bracketPairs(fields, 'colors').header;
  if (header) {
    if (hexColour.safeParse(header[0]).success && hexColour.safeParse(header[1]).success) colours.header = header;
    else issues.push(fieldIssue('colors.header', 'validation.colour'));
  }
  if (!parsed.success || issues.length > 0) throw new FieldsInvalid(issues, hasMissing(issues) ? 'treinos.fill-error' : null);
  const v = parsed.data;
  const inClub = v.category_id !== null;
  return {
    clube: inClub ? CLUB_PLACEHOLDER : v.clube,
    professor: inClub ? CLUB_PLACEHOLDER : v.professor,
    categoria: inClub ? CLUB_PLACEHOLDER : v.categoria,
    metodologia: v.metodologia,
    data: v.data,
    objetivos: v.objetivos,
    esporte_id: v.esporte_id,
    category_id: v.category_id,
    colors: JSON.stringify(colours),
  };
}

/**
 * Creates (existing = null) or updates a training from a multipart body (logo in `img`). The
 * form is validated before the first write; a refused form stores nothing.
 */
export async function saveTraining(ctx: AppContext, userId: number, body: MultipartBody, existing: TrainingRow | null): Promise<number> {
  const values = await checkFields(ctx, userId, body.fields, existing);
  // Under a club category the club's own image is used: an uploaded logo is ignored.
  const logo = values.category_id === null ? body.files.img : undefined;
  const id = existing ? existing.id : await trainingsRepo.insert(ctx.db, { ...values, user_id: userId, logo_key: null, postwork_header: '', postwork_description: '', ...stamps() });
  let written: string | null = null;
  try {
    let logo_key: string | undefined;
    if (logo) {
      logo_key = logoKey(id, logo.ext);
      await body.commit(logo, ctx.storage, logo_key);
      written = logo_key;
    }
    await trainingsRepo.update(ctx.db, userId, id, { ...values, ...(logo_key ? { logo_key } : {}), updated_at: nowIso() });
    if (existing && logo_key && existing.logo_key) await ctx.storage.delete(existing.logo_key);
  } catch (err) {
    if (written) await ctx.storage.delete(written).catch(() => undefined);
    if (!existing) {
      await trainingsRepo.deleteById(ctx.db, id).catch(() => undefined);
      await ctx.storage.deletePrefix(trainingPrefix(id)).catch(() => undefined);
    }
    throw err;
  }
  return id;
}

/** POST rate/{id}: stores the post-work header and the sanitised rich-text description. */
export async function savePostwork(ctx: AppContext, row: TrainingRow, input: PostworkInput): Promise<void> {
  await trainingsRepo.update(ctx.db, row.user_id, row.id, { postwork_header: input.header, postwork_description: sanitizeRichText(input.description), updated_at: nowIso() });
}

/** Duplicates a training: header, colours, logo, post-work and every exercise with its files. */
export async function duplicateTraining(ctx: AppContext, row: TrainingRow): Promise<number> {
  const { id: _id, created_at: _c, updated_at: _u, logo_key, ...rest } = row;
  const id = await trainingsRepo.insert(ctx.db, { ...rest, logo_key: null, ...stamps() });
  try {
    if (logo_key && (await ctx.storage.exists(logo_key))) {
      const key = logoKey(id, logo_key.slice(logo_key.lastIndexOf('.') + 1));
      await ctx.storage.copy(logo_key, key);
      await trainingsRepo.update(ctx.db, row.user_id, id, { logo_key: key });
    }
    const copy = { ...row, id };
    for (const ex of await exercisesRepo.listByTraining(ctx.db, row.user_id, row.id)) await copyExercise(ctx, ex, copy);
  } catch (err) {
    await removeTraining(ctx, { ...row, id }).catch(() => undefined);
    throw err;
  }
  return id;
}

/** Deletes a training with its exercises and every stored file of both. */
export async function removeTraining(ctx: AppContext, row: Pick<TrainingRow, 'id'>): Promise<void> {
  await trainingsRepo.deleteById(ctx.db, row.id);
  await ctx.storage.deletePrefix(trainingPrefix(row.id));
}
