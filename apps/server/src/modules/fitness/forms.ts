import type { ExerciseMode, FitnessExColourPart } from '@prancheta/shared';
import { dbId, EXERCISE_LABELS_FITNESS, EXERCISE_MODES, FITNESS_EX_COLOUR_PARTS, fitnessExerciseFields, LIMITS, readColourPairs, sheetFields, sheetObjectivesMax } from '@prancheta/shared';
import { z } from 'zod';
import type { UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import type { FitnesExerciciosTable } from '../../db/types.ts';
import type { FormSpec } from '../../forms/parse-form.ts';
import { fileList } from '../../forms/parse-form.ts';
import { fieldIssue } from '../../http/errors.ts';
import type { FormIssue } from '../../http/errors.ts';
import type { UploadedFile } from '../../uploads/multipart.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { smallImageRule } from '../../uploads/rules.ts';
import { findAthletes } from '../athletes/surface.ts';
import { findFormation } from '../formations/surface.ts';
import type { MediaRoots } from '../media/surface.ts';
import { userFolder } from '../media/surface.ts';
import { exerciseColours } from './present.ts';
import type { ExerciseRow, SheetRow } from './repo.ts';

/** A yes/no query or form flag: '1' or 'true' (the first value when repeated). */
export const flag = z.union([z.string(), z.array(z.string())]).optional();
export function isOn(v: unknown): boolean {
  const first = Array.isArray(v) ? (v[0] as unknown) : v;
  return first === '1' || first === 'true' || first === true;
}

function prefixed(issues: FormIssue[], prefix: string): FormIssue[] {
  return prefix ? issues.map((i) => ({ ...i, path: [prefix, ...i.path] })) : issues;
}

/* ------------------------------------------------------------------ sheets */

/**
 * The sheet form (seed 001 §5, POST fitnes and fitnes/{id}; cover in `img`). The kind is the
 * stored sheet's, else `video` (the query flag), else the body's `is_video` field: a video
 * session's objectives are limited to 800 characters.
 */
export function sheetForm(ctx: AppContext, actor: UserActor, existing: SheetRow | null, video: boolean): FormSpec<ReturnType<typeof sheetFields>> {
  const known = existing ? existing.is_video === 1 : video;
  return {
    fields: sheetFields(known),
    files: { img: smallImageRule },
    tmpDir: uploadTmpDir(ctx),
    missingKey: 'fitnes.fill-error',
    async check(raw, values) {
      const issues = readColourPairs(raw, ['header']).invalid.map((part) => fieldIssue(`colors.${part}`, 'validation.colour'));
      if (values?.athlete_id != null && (await findAthletes(ctx.db, actor, [values.athlete_id])).length === 0) issues.push(fieldIssue('athlete_id', 'atletas.athlete-invalid'));
      const max = sheetObjectivesMax(true);
      if (!existing && !known && isOn(raw.is_video) && values && values.objectives.length > max) {
        issues.push({ code: 'too_big', maximum: max, message: 'validation.max', path: ['objectives'] } as FormIssue);
      }
      return issues;
    },
  };
}

/* --------------------------------------------------------------- exercises */

/** A body value holding text other than blanks. */
const filled = (v: unknown): boolean => (typeof v === 'string' ? v.trim() !== '' : typeof v === 'number');

/**
 * The mode of a new exercise: the `mode` field, else what the body holds (child -> bi-set, a
 * filled imc or magra -> profile; the empty profile fields a full form sends mean a normal one).
 */
export function modeOf(raw: Record<string, unknown>): ExerciseMode {
  const m = raw.mode;
  if (typeof m === 'string' && (EXERCISE_MODES as readonly string[]).includes(m)) return m as ExerciseMode;
  if (childBody(raw)) return 'biset';
  if (filled(raw.imc) || filled(raw.magra)) return 'profile';
  return 'normal';
}

/** The bi-set second half of a body: a nested `child` object (JSON) or flat `child[...]` fields. */
export function childBody(raw: Record<string, unknown>): Record<string, unknown> | null {
  const nested = raw.child;
  if (nested && typeof nested === 'object' && !Array.isArray(nested)) return nested as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    const m = /^child\[([^\]]+)\](.*)$/.exec(k);
    if (m) out[`${m[1]}${m[2]}`] = v;
  }
  return Object.keys(out).length > 0 ? out : null;
}

export type ExerciseValues = Omit<FitnesExerciciosTable, 'id' | 'created_at' | 'updated_at' | 'user_id' | 'fitnes_id' | 'parent_id'>;

/** Checks that the chosen gif or video exists for the actor; answers the stored path or an issue. */
async function checkMedia(ctx: AppContext, roots: MediaRoots, actor: UserActor, isVideo: boolean, path: string, usergif: boolean): Promise<{ path: string; usergif: boolean } | string> {
  if (isVideo) {
    const id = Number(path);
    const video = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await findFormation(ctx.db, actor, id) : null;
    if (!video || video.type !== 'video' || !video.file_key) return 'fitnes.video-invalid';
    return { path: String(id), usergif: true };
  }
  if (usergif) {
    const name = path.split('/').pop() ?? '';
    const own = `${userFolder(actor.id)}/${name}`;
    if (path.includes('/') && path !== own) return 'gifs.not-found';
    return (await roots.userGifs.stat(own)) ? { path: own, usergif: true } : 'gifs.not-found';
  }
  return (await roots.gifs.stat(path)) ? { path, usergif: false } : 'gifs.not-found';
}

/**
 * Validates one exercise form (seed 001 §5) into column values. Issues are named under `prefix`
 * ('child' for a bi-set's second half); nothing is written here.
 */
async function exerciseValues(ctx: AppContext, roots: MediaRoots, actor: UserActor, isVideo: boolean, mode: ExerciseMode, raw: Record<string, unknown>, prefix: string, issues: FormIssue[]): Promise<ExerciseValues | null> {
  const parsed = fitnessExerciseFields(isVideo, mode).safeParse({ ...raw, description: raw.description ?? raw.objectives });
  const local: FormIssue[] = [];
  if (!parsed.success) local.push(...(parsed.error.issues as FormIssue[]));
  const colours = readColourPairs(raw, FITNESS_EX_COLOUR_PARTS);
  for (const part of colours.invalid) local.push(fieldIssue(`colors.${part}`, 'validation.colour'));
  let media: { path: string; usergif: boolean } = { path: '', usergif: false };
  if (parsed.success && parsed.data.path !== '') {
    const checked = await checkMedia(ctx, roots, actor, isVideo, parsed.data.path, parsed.data.usergif);
    if (typeof checked === 'string') local.push(fieldIssue('path', checked));
    else media = checked;
  }
  issues.push(...prefixed(local, prefix));
  if (!parsed.success || local.length > 0) return null;
  const v = parsed.data;
  const colors = { ...exerciseColours({ colors: '{}' }), ...colours.pairs } as Record<FitnessExColourPart, [string, string]>;
  return {
    mode,
    title: v.title,
    duration: v.duration,
    charge: v.charge,
    series: v.series,
    grupo: v.group,
    description: v.description,
    imc: mode === 'profile' ? v.imc : '',
    magra: mode === 'profile' ? v.magra : '',
    path: media.path,
    usergif: media.usergif ? 1 : 0,
    labels: JSON.stringify(Object.fromEntries(EXERCISE_LABELS_FITNESS.map((k) => [k, v[k]]))),
    colors: JSON.stringify(colors),
  };
}

/** An accepted exercise form: its row, the bi-set half and the profile photos. */
export interface ExerciseDraft {
  values: ExerciseValues;
  child: ExerciseValues | null;
  photos: UploadedFile[];
}

/** What an exercise form gives once parseForm accepted it (the values checked by its `check`). */
export interface ExerciseForm<S extends z.ZodType> {
  spec: FormSpec<S>;
  draft(): ExerciseDraft;
}

/** Validates the exercise and its bi-set half (`withChild`) of a body; answers the draft or null. */
async function exerciseDraft(ctx: AppContext, roots: MediaRoots, actor: UserActor, sheet: SheetRow, mode: ExerciseMode, withChild: boolean, raw: Record<string, unknown>, issues: FormIssue[]): Promise<Omit<ExerciseDraft, 'photos'> | null> {
  const values = await exerciseValues(ctx, roots, actor, sheet.is_video === 1, mode, raw, '', issues);
  let child: ExerciseValues | null = null;
  if (withChild) {
    const body = childBody(raw);
    if (!body) issues.push(fieldIssue('child.title', 'validation.required'));
    else child = await exerciseValues(ctx, roots, actor, false, 'normal', body, 'child', issues);
  }
  return values ? { values, child } : null;
}

/** The sheet of a new exercise (`fitnes_id`; missing -> "Fill in all the fields"). */
const sheetRef = z.object({ fitnes_id: z.unknown().refine((v) => v !== undefined && v !== '', { message: 'validation.required', abort: true }).pipe(dbId) });

/** The profile photo family of an exercise form (`images[0]`...`images[3]`). */
export const photoRule = { 'images[]': smallImageRule };

/**
 * POST fitnesex (multipart): a normal exercise, a bi-set (`child[...]`, stored as a second row) or
 * a profile (imc, magra, up to 4 photos in images[n]) in one of the actor's sheets (`sheetOf`
 * answers it, or 404).
 */
export function newExerciseForm(ctx: AppContext, roots: MediaRoots, actor: UserActor, sheetOf: (id: number) => Promise<SheetRow>): ExerciseForm<typeof sheetRef> & { sheet(): SheetRow } {
  let draft: ExerciseDraft | null = null;
  let sheet: SheetRow | null = null;
  return {
    spec: {
      fields: sheetRef,
      files: photoRule,
      maxFiles: LIMITS.gifs.profileImages,
      tooManyKey: 'fitnes.max-images',
      tmpDir: uploadTmpDir(ctx),
      missingKey: 'fitnes.fill-error',
      async check(raw, ref, files) {
        if (!ref) return [];
        sheet = await sheetOf(ref.fitnes_id);
        const mode: ExerciseMode = sheet.is_video === 1 ? 'normal' : modeOf(raw);
        const issues: FormIssue[] = [];
        const rows = await exerciseDraft(ctx, roots, actor, sheet, mode, mode === 'biset', raw, issues);
        const photos = fileList(files, 'images');
        if (photos.length > 0 && mode !== 'profile') issues.push(fieldIssue('images', 'fitnes.images-profile-only'));
        if (photos.length > LIMITS.gifs.profileImages) issues.push({ ...fieldIssue('images', 'fitnes.max-images'), maximum: LIMITS.gifs.profileImages });
        if (rows) draft = { ...rows, photos };
        return issues;
      },
    },
    draft: () => draft!,
    sheet: () => sheet!,
  };
}

/** POST fitnesex/{id}: the JSON of the whole exercise replaces it (a bi-set's `child` too). */
export function exerciseUpdateForm(ctx: AppContext, roots: MediaRoots, actor: UserActor, sheet: SheetRow, row: ExerciseRow, hasChild: boolean): ExerciseForm<z.ZodObject> {
  let draft: ExerciseDraft | null = null;
  return {
    spec: {
      fields: z.object({}),
      tmpDir: uploadTmpDir(ctx),
      missingKey: 'fitnes.fill-error',
      async check(raw) {
        const issues: FormIssue[] = [];
        const rows = await exerciseDraft(ctx, roots, actor, sheet, row.mode as ExerciseMode, hasChild, raw, issues);
        if (rows) draft = { ...rows, photos: [] };
        return issues;
      },
    },
    draft: () => draft!,
  };
}
