import { EXERCISE_COLOUR_PARTS, EXERCISE_TYPES, exerciseCopy, exerciseFields, isDbId, readColourPairs, serializeColourPairs } from '@prancheta/shared';
import type { ColourPair, ExerciseFields, ExerciseType } from '@prancheta/shared';
import type { Actor, UserActor } from '../../../access/actor.ts';
import type { AppContext } from '../../../context.ts';
import { nowIso, stamps } from '../../../db/index.ts';
import { readDraft } from '../../../drafts/draft.ts';
import type { Form, FormSpec } from '../../../forms/parse-form.ts';
import { listField, rawText } from '../../../forms/parse-form.ts';
import { FormInvalid, fieldIssue } from '../../../http/errors.ts';
import type { FormIssue } from '../../../http/errors.ts';
import { uploadTmpDir } from '../../../uploads/multipart.ts';
import { canvasPngRule, draftRule } from '../../../uploads/rules.ts';
import { newFileKey, storeRecord } from '../../../uploads/store-record.ts';
import type { TrainingRow } from '../repo.ts';
import { exerciseColours } from './present.ts';
import type { ExerciseRow } from './repo.ts';
import { exercisesRepo } from './repo.ts';

/** Storage area of exercise drawings and drafts (`exercicios/<userId>/img-<random>.png`). */
export const EXERCISES_AREA = 'exercicios';

const TEXT_KEYS = ['titulo', 'descricao', 'duracao', 'blocos_de_duracao', 'dimensao', 'relacao_numerica', 'h_duracao', 'h_blocos', 'h_dimensao', 'h_relacao'] as const;

/** The stored files of an exercise. */
export function exerciseFileKeys(row: Pick<ExerciseRow, 'img_key' | 'draft_key'>): string[] {
  return [row.img_key, row.draft_key].filter((k): k is string => Boolean(k));
}

/** The text fields of an exercise body over the stored values (an update keeps what it leaves out). */
function exerciseInput(raw: Record<string, unknown>, existing: ExerciseRow | null): Record<string, unknown> {
  const candidate: Record<string, unknown> = {};
  for (const key of TEXT_KEYS) candidate[key] = raw[key] ?? (existing ? existing[key] : undefined);
  return candidate;
}

function colourIssues(raw: Record<string, unknown>): FormIssue[] {
  return readColourPairs(raw, EXERCISE_COLOUR_PARTS).invalid.map((part) => fieldIssue(`colors.${part}`, 'validation.colour'));
}

function exerciseColoursOf(raw: Record<string, unknown>, existing: ExerciseRow | null): Record<string, ColourPair> {
  return { ...exerciseColours(existing ?? { colors: '{}' }), ...readColourPairs(raw, EXERCISE_COLOUR_PARTS).pairs };
}

function exerciseType(raw: Record<string, unknown>, existing: ExerciseRow | null, hasDraft: boolean): string {
  return rawText(raw, 'type')?.trim() || (existing ? existing.type : hasDraft ? 'image' : 'text');
}

/**
 * The exercise form of the editor (editable draft + img PNG) or of the form modal (text only):
 * POST exercicios and POST exercicios/{id}. A new drawn exercise needs both files.
 */
export function exerciseForm(ctx: AppContext, existing: ExerciseRow | null): FormSpec<typeof exerciseFields> {
  return {
    fields: exerciseFields,
    files: { img: canvasPngRule, editable: draftRule },
    tmpDir: uploadTmpDir(ctx),
    missingKey: 'exercices.fill-error',
    input: (raw) => exerciseInput(raw, existing),
    check(raw) {
      const issues = colourIssues(raw);
      const type = exerciseType(raw, existing, raw.editable !== undefined);
      if (!(EXERCISE_TYPES as readonly string[]).includes(type)) issues.push(fieldIssue('type', 'validation.invalid'));
      if (!existing && !('treino_id' in raw && /^\d+$/.test(rawText(raw, 'treino_id')?.trim() ?? '') && isDbId(Number(rawText(raw, 'treino_id'))))) issues.push(fieldIssue('treino_id', 'validation.required'));
      return issues;
    },
  };
}

/** Most exercises one copy may carry. */
const MAX_COPY = 200;

const copyFields = exerciseCopy.extend({ exercices: exerciseCopy.shape.exercices.max(MAX_COPY, { message: 'exercices.select-one' }) });

/**
 * POST exercicios/copy/{sourceTrainingId}: the exercises (`exercices` as a JSON array or
 * exercices[i] form fields) and the target training `to`.
 */
export function copyForm(ctx: AppContext): FormSpec<typeof copyFields> {
  return {
    fields: copyFields,
    tmpDir: uploadTmpDir(ctx),
    input: (raw) => ({ exercices: listField(raw, 'exercices'), to: raw.to === '' ? undefined : raw.to }),
    messageFor: (issues) => (issues.some((i) => i.path[0] === 'exercices' && i.message === 'exercices.select-one') ? 'exercices.select-one' : issues.some((i) => i.path[0] === 'to') ? 'treinos.copy-target' : undefined),
  };
}

/** The training id a new exercise names (checked by exerciseForm). */
export function exerciseTrainingId(form: Form<ExerciseFields>): number {
  return Number(rawText(form.raw, 'treino_id')?.trim());
}

/**
 * Creates (existing = null) or updates an exercise of `training` from an accepted form. The draft
 * is validated before anything is written; files and row are stored together by storeRecord.
 */
export async function saveExercise(ctx: AppContext, actor: UserActor, training: TrainingRow, form: Form<ExerciseFields>, existing: ExerciseRow | null): Promise<number> {
  const type = exerciseType(form.raw, existing, Boolean(form.files.editable)) as ExerciseType;
  if (!existing && type === 'image') {
    const missing = (['editable', 'img'] as const).filter((f) => !form.files[f]);
    if (missing.length > 0) throw new FormInvalid(missing.map((f) => fieldIssue(f, 'upload.required')), 'exercices.fill-error');
  }
  const draft = form.files.editable ? readDraft(await form.files.editable.read()) : null;
  const row = { ...form.values, type, colors: serializeColourPairs(exerciseColoursOf(form.raw, existing)) };
  return storeRecord(ctx, {
    area: EXERCISES_AREA,
    userId: actor.id,
    files: { img_key: form.files.img ? { upload: form.files.img } : undefined, draft_key: draft ? { bytes: draft.gzip, ext: 'json.gz' } : undefined },
    previous: { img_key: existing?.img_key, draft_key: existing?.draft_key },
    async write(trx, keys) {
      if (existing) {
        await exercisesRepo.update(trx, actor, existing.id, { ...row, ...keys, updated_at: nowIso() });
        return existing.id;
      }
      return exercisesRepo.insert(trx, { ...row, user_id: actor.id, treino_id: training.id, img_key: keys.img_key ?? null, draft_key: keys.draft_key ?? null, ...stamps() });
    },
  });
}

/** PUT exercicios/{id}: the form modal's fields and colours (files untouched); what it leaves out stays. */
export function exerciseFieldsForm(ctx: AppContext, existing: ExerciseRow): FormSpec<typeof exerciseFields> {
  return {
    fields: exerciseFields,
    tmpDir: uploadTmpDir(ctx),
    missingKey: 'exercices.fill-error',
    input: (raw) => exerciseInput(raw, existing),
    check: (raw) => colourIssues(raw),
  };
}

/** Stores the accepted fields of exerciseFieldsForm. */
export async function updateExerciseFields(ctx: AppContext, actor: Actor, existing: ExerciseRow, form: Form<ExerciseFields>): Promise<void> {
  await exercisesRepo.update(ctx.db, actor, existing.id, { ...form.values, colors: serializeColourPairs(exerciseColoursOf(form.raw, existing)), updated_at: nowIso() });
}

/** Copies an exercise (drawing and draft files first, then the row) into `target`. Answers the new id. */
export async function copyExercise(ctx: AppContext, actor: UserActor, source: ExerciseRow, target: TrainingRow): Promise<number> {
  const { id: _id, created_at: _c, updated_at: _u, img_key, draft_key, ...rest } = source;
  const keys: { img_key: string | null; draft_key: string | null } = { img_key: null, draft_key: null };
  try {
    if (img_key && (await ctx.storage.exists(img_key))) {
      keys.img_key = newFileKey(EXERCISES_AREA, actor.id, 'img', img_key.slice(img_key.lastIndexOf('.') + 1));
      await ctx.storage.copy(img_key, keys.img_key);
    }
    if (draft_key && (await ctx.storage.exists(draft_key))) {
      keys.draft_key = newFileKey(EXERCISES_AREA, actor.id, 'draft', 'json.gz');
      await ctx.storage.copy(draft_key, keys.draft_key);
    }
    return await exercisesRepo.insert(ctx.db, { ...rest, ...keys, treino_id: target.id, user_id: actor.id, ...stamps() });
  } catch (err) {
    for (const key of exerciseFileKeys(keys)) await ctx.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** Deletes an exercise row and its files. */
export async function removeExercise(ctx: AppContext, actor: Actor, row: ExerciseRow): Promise<void> {
  await exercisesRepo.deleteById(ctx.db, actor, row.id);
  for (const key of exerciseFileKeys(row)) await ctx.storage.delete(key);
}
