import { randomBytes } from 'node:crypto';
import { EXERCISE_COLOUR_PARTS, EXERCISE_TYPES, exerciseFields, hexColour } from '@prancheta/shared';
import type { ExerciseFields, ExerciseType, ExerciseUpdate } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import type { MultipartBody } from '../../http/multipart.ts';
import { bracketPairs } from '../../http/multipart.ts';
import { readDraft } from '../formations/draft.ts';
import type { ColourPair } from '../trainings/colours.ts';
import { FieldsInvalid, fieldIssue, hasMissing } from '../trainings/invalid.ts';
import type { FieldIssue } from '../trainings/invalid.ts';
import type { TrainingRow } from '../trainings/repo.ts';
import { exerciseColours } from './present.ts';
import type { ExerciseRow } from './repo.ts';
import { exercisesRepo } from './repo.ts';

const TEXT_KEYS = ['titulo', 'descricao', 'duracao', 'blocos_de_duracao', 'dimensao', 'relacao_numerica', 'h_duracao', 'h_blocos', 'h_dimensao', 'h_relacao'] as const;

/** Where the files of one exercise live: under its training, so deleting a training is one prefix. */
export function exercisePrefix(treinoId: number, exerciseId: number): string {
  return `treinos/${treinoId}/ex-${exerciseId}/`;
}

function newKey(treinoId: number, exerciseId: number, kind: 'img' | 'draft', ext: string): string {
  return `${exercisePrefix(treinoId, exerciseId)}${kind}-${randomBytes(6).toString('hex')}.${ext}`;
}

/** Validates the text fields (falling back to the stored values on update) and the colour pairs. */
export function checkExerciseFields(
  input: Partial<Record<(typeof TEXT_KEYS)[number], unknown>>,
  colourInput: Record<string, [string, string]>,
  existing: ExerciseRow | null,
): { values: ExerciseFields; colours: Record<string, ColourPair> } {
  const candidate: Record<string, unknown> = {};
  for (const key of TEXT_KEYS) candidate[key] = input[key] ?? (existing ? existing[key] : undefined);
  const issues: FieldIssue[] = [];
  const parsed = exerciseFields.safeParse(candidate);
  if (!parsed.success) issues.push(...(parsed.error.issues as FieldIssue[]));
  const colours = existing ? exerciseColours(existing) : exerciseColours({ colors: '{}' });
  for (const [part, pair] of Object.entries(colourInput)) {
    if (!(EXERCISE_COLOUR_PARTS as readonly string[]).includes(part)) continue;
    if (!hexColour.safeParse(pair[0]).success || !hexColour.safeParse(pair[1]).success) {
      issues.push(fieldIssue(`colors.${part}`, 'validation.colour'));
      continue;
    }
    colours[part] = [pair[0], pair[1]];
  }
  if (!parsed.success || issues.length > 0) throw new FieldsInvalid(issues, hasMissing(issues) ? 'exercices.fill-error' : null);
  return { values: parsed.data, colours };
}

/**
 * Creates (existing = null) or updates an exercise of `training` from a multipart body sent by the
 * editor (editable draft + img PNG) or a form (text only). Everything is validated before the
 * first write; on a storage failure new files (and a new row) are removed.
 */
export async function saveExercise(ctx: AppContext, userId: number, training: TrainingRow, body: MultipartBody, existing: ExerciseRow | null): Promise<number> {
  const typeRaw = body.fields.type?.trim() || (existing ? existing.type : body.files.editable ? 'image' : 'text');
  if (!(EXERCISE_TYPES as readonly string[]).includes(typeRaw)) throw new FieldsInvalid([fieldIssue('type', 'validation.invalid')], null);
  const type = typeRaw as ExerciseType;
  const { values, colours } = checkExerciseFields(body.fields, bracketPairs(body.fields, 'colors'), existing);
  if (!existing && type === 'image') {
    const missing = (['editable', 'img'] as const).filter((f) => !body.files[f]);
    if (missing.length > 0) throw new FieldsInvalid(missing.map((f) => fieldIssue(f, 'upload.required')), 'exercices.fill-error');
  }
  const draft = body.files.editable ? readDraft(await body.files.editable.read()) : null;
  const row = { ...values, type, colors: JSON.stringify(colours) };

  const id = existing ? existing.id : await exercisesRepo.insert(ctx.db, { ...row, user_id: userId, treino_id: training.id, img_key: null, draft_key: null, ...stamps() });
  const written: string[] = [];
  try {
    const keys: { img_key?: string; draft_key?: string } = {};
    if (body.files.img) {
      const key = newKey(training.id, id, 'img', body.files.img.ext);
      await body.commit(body.files.img, ctx.storage, key);
      written.push(key);
      keys.img_key = key;
    }
    if (draft) {
      const key = newKey(training.id, id, 'draft', 'json.gz');
      await ctx.storage.put(key, draft.gzip);
      written.push(key);
      keys.draft_key = key;
    }
    await exercisesRepo.update(ctx.db, userId, id, { ...row, ...keys, updated_at: nowIso() });
    if (existing) {
      if (keys.img_key && existing.img_key) await ctx.storage.delete(existing.img_key);
      if (keys.draft_key && existing.draft_key) await ctx.storage.delete(existing.draft_key);
    }
  } catch (err) {
    for (const key of written) await ctx.storage.delete(key).catch(() => undefined);
    if (!existing) {
      await exercisesRepo.deleteById(ctx.db, id).catch(() => undefined);
      await ctx.storage.deletePrefix(exercisePrefix(training.id, id)).catch(() => undefined);
    }
    throw err;
  }
  return id;
}

/** PUT exercicios/{id}: the form modal's fields and colours (files untouched). */
export async function updateExerciseFields(ctx: AppContext, userId: number, existing: ExerciseRow, input: Partial<ExerciseUpdate>): Promise<void> {
  const colourInput: Record<string, [string, string]> = {};
  for (const [part, pair] of Object.entries(input.colors ?? {})) if (pair) colourInput[part] = [pair[0], pair[1]];
  const { values, colours } = checkExerciseFields(input, colourInput, existing);
  await exercisesRepo.update(ctx.db, userId, existing.id, { ...values, colors: JSON.stringify(colours), updated_at: nowIso() });
}

/** Copies an exercise (row, drawing and draft files) into `target`. Answers the new id. */
export async function copyExercise(ctx: AppContext, source: ExerciseRow, target: TrainingRow): Promise<number> {
  const { id: _id, created_at: _c, updated_at: _u, img_key, draft_key, ...rest } = source;
  const id = await exercisesRepo.insert(ctx.db, { ...rest, treino_id: target.id, user_id: target.user_id, img_key: null, draft_key: null, ...stamps() });
  try {
    const keys: { img_key?: string; draft_key?: string } = {};
    if (img_key && (await ctx.storage.exists(img_key))) {
      keys.img_key = newKey(target.id, id, 'img', img_key.slice(img_key.lastIndexOf('.') + 1));
      await ctx.storage.copy(img_key, keys.img_key);
    }
    if (draft_key && (await ctx.storage.exists(draft_key))) {
      keys.draft_key = newKey(target.id, id, 'draft', 'json.gz');
      await ctx.storage.copy(draft_key, keys.draft_key);
    }
    if (keys.img_key || keys.draft_key) await exercisesRepo.update(ctx.db, target.user_id, id, keys);
  } catch (err) {
    await exercisesRepo.deleteById(ctx.db, id).catch(() => undefined);
    await ctx.storage.deletePrefix(exercisePrefix(target.id, id)).catch(() => undefined);
    throw err;
  }
  return id;
}

/** Deletes an exercise row and its files. */
export async function removeExercise(ctx: AppContext, row: ExerciseRow): Promise<void> {
  await exercisesRepo.deleteById(ctx.db, row.id);
  await ctx.storage.deletePrefix(exercisePrefix(row.treino_id, row.id));
}
