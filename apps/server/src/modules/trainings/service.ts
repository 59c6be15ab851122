import { CLUB_PLACEHOLDER, LIMITS, TRAINING_TEXT_MAX, isDbId, markAsCopy, readColourPairs, serializeColourPairs, trainingFields } from '@prancheta/shared';
import type { ColourPair, PostworkInput, TrainingFields } from '@prancheta/shared';
import type { Actor, UserActor } from '../../access/actor.ts';
import { categoryOfUser } from '../../clubs/categories.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { fieldIssue } from '../../http/errors.ts';
import type { FormIssue } from '../../http/errors.ts';
import type { Form, FormSpec } from '../../forms/parse-form.ts';
import { rawText } from '../../forms/parse-form.ts';
import { sanitizeRichText } from '../../richtext/sanitize.ts';
import { newFileKey, storeRecord } from '../../uploads/store-record.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { smallImageRule } from '../../uploads/rules.ts';
import { sportById } from '../sports/surface.ts';
import { exercisesRepo } from './exercises/repo.ts';
import { copyExercise, exerciseFileKeys } from './exercises/service.ts';
import { trainingColours } from './present.ts';
import type { TrainingRow } from './repo.ts';
import { trainingsRepo } from './repo.ts';
import { shareLinksRepo } from '../../share-links/repo.ts';

/** Storage area of training logos (`treinos/<userId>/logo-<random>.<ext>`). */
export const TRAININGS_AREA = 'treinos';

const TEXT_KEYS = ['clube', 'professor', 'categoria', 'metodologia', 'data', 'objetivos', 'esporte_id'] as const;

function parseCategory(raw: string | undefined): number | null | 'invalid' {
  if (raw === undefined || raw.trim() === '' || raw === 'null') return null;
  return /^\d+$/.test(raw.trim()) && isDbId(Number(raw)) ? Number(raw) : 'invalid';
}

/** The training form (POST treinos, POST treinos/{id}): an update keeps the fields it leaves out. */
export function trainingForm(ctx: AppContext, actor: UserActor, existing: TrainingRow | null): FormSpec<typeof trainingFields> {
  const category = (raw: Record<string, unknown>) => (raw.category_id === undefined && existing ? existing.category_id : parseCategory(rawText(raw, 'category_id')));
  return {
    fields: trainingFields,
    files: { img: smallImageRule },
    tmpDir: uploadTmpDir(ctx),
    missingKey: 'treinos.fill-error',
    input(raw) {
      const candidate: Record<string, unknown> = {};
      for (const key of TEXT_KEYS) candidate[key] = rawText(raw, key) ?? (existing ? existing[key] : undefined);
      if (candidate.esporte_id === '') candidate.esporte_id = undefined;
      const c = category(raw);
      return { ...candidate, category_id: c === 'invalid' ? null : c };
    },
    async check(raw, values) {
      const issues: FormIssue[] = [];
      if (values && !sportById(values.esporte_id)) issues.push(fieldIssue('esporte_id', 'treinos.sport-invalid'));
      const c = category(raw);
      if (c === 'invalid') issues.push(fieldIssue('category_id', 'validation.invalid'));
      else if (c !== null && c !== existing?.category_id && !(await categoryOfUser(ctx.db, actor, c))) issues.push(fieldIssue('category_id', 'formations.category-invalid'));
      if (readColourPairs(raw, ['header']).invalid.length > 0) issues.push(fieldIssue('colors.header', 'validation.colour'));
      return issues;
    },
  };
}

/**
 * Creates (existing = null) or updates a training from an accepted form (logo in `img`): the logo
 * and the row are stored together by storeRecord.
 */
export async function saveTraining(ctx: AppContext, actor: UserActor, form: Form<TrainingFields>, existing: TrainingRow | null): Promise<number> {
  const v = form.values;
  const colours: Record<string, ColourPair> = existing ? trainingColours(existing) : { header: [...LIMITS.defaultHeaderColors] };
  Object.assign(colours, readColourPairs(form.raw, ['header']).pairs);
  const inClub = v.category_id !== null;
  const values = {
    clube: inClub ? CLUB_PLACEHOLDER : v.clube,
    professor: inClub ? CLUB_PLACEHOLDER : v.professor,
    categoria: inClub ? CLUB_PLACEHOLDER : v.categoria,
    metodologia: v.metodologia,
    data: v.data,
    objetivos: v.objetivos,
    esporte_id: v.esporte_id,
    category_id: v.category_id,
    colors: serializeColourPairs(colours),
  };
  // Under a club category the club's own image is used: an uploaded logo is ignored.
  const logo = values.category_id === null ? form.files.img : undefined;
  return storeRecord(ctx, {
    area: TRAININGS_AREA,
    userId: actor.id,
    files: { logo_key: logo ? { upload: logo } : undefined },
    previous: { logo_key: existing?.logo_key },
    async write(trx, keys) {
      if (existing) {
        await trainingsRepo.update(trx, actor, existing.id, { ...values, ...keys, updated_at: nowIso() });
        return existing.id;
      }
      return trainingsRepo.insert(trx, { ...values, user_id: actor.id, logo_key: keys.logo_key ?? null, postwork_header: '', postwork_description: '', ...stamps() });
    },
  });
}

/** POST rate/{id}: stores the post-work header and the sanitised rich-text description. */
export async function savePostwork(ctx: AppContext, actor: Actor, row: TrainingRow, input: PostworkInput): Promise<void> {
  await trainingsRepo.update(ctx.db, actor, row.id, { postwork_header: input.header, postwork_description: sanitizeRichText(input.description), updated_at: nowIso() });
}

/** Duplicates a training: header (club marked as a copy), colours, logo, post-work and every exercise with its files. */
export async function duplicateTraining(ctx: AppContext, actor: UserActor, row: TrainingRow, copyMark: string): Promise<number> {
  const { id: _id, created_at: _c, updated_at: _u, logo_key, ...rest } = row;
  // The copy says it is one ("Flamengo (cópia)"), within the field's length.
  const clube = markAsCopy(rest.clube, copyMark, TRAINING_TEXT_MAX);
  const id = await trainingsRepo.insert(ctx.db, { ...rest, clube, user_id: actor.id, logo_key: null, is_example: 0, ...stamps() });
  try {
    if (logo_key && (await ctx.storage.exists(logo_key))) {
      const key = newFileKey(TRAININGS_AREA, actor.id, 'logo', logo_key.slice(logo_key.lastIndexOf('.') + 1));
      await ctx.storage.copy(logo_key, key);
      await trainingsRepo.update(ctx.db, actor, id, { logo_key: key });
    }
    const copy = { ...row, id, user_id: actor.id };
    for (const ex of await exercisesRepo.listByTraining(ctx.db, actor, row.id)) await copyExercise(ctx, actor, ex, copy);
  } catch (err) {
    const partial = await trainingsRepo.find(ctx.db, actor, id);
    if (partial) await removeTraining(ctx, actor, partial).catch(() => undefined);
    throw err;
  }
  return id;
}

/** Deletes a training with its exercises and every stored file of both (files after the rows). */
export async function removeTraining(ctx: AppContext, actor: Actor, row: Pick<TrainingRow, 'id' | 'logo_key'>): Promise<void> {
  const exercises = await exercisesRepo.listByTraining(ctx.db, actor, row.id);
  // Its share links go with it (a visitor's link to a deleted training is a 404, not a dangling row).
  if (await trainingsRepo.deleteById(ctx.db, actor, row.id)) await shareLinksRepo.deleteOfRecord(ctx.db, 'treino', row.id);
  for (const key of [row.logo_key, ...exercises.flatMap(exerciseFileKeys)]) if (key) await ctx.storage.delete(key);
}
