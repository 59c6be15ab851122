import fs from 'node:fs';
import type { ExerciseMode, FitnessExColourPart } from '@prancheta/shared';
import { EXERCISE_LABELS_FITNESS, EXERCISE_MODES, FITNESS_EX_COLOUR_PARTS, fitnessExerciseFields, LIMITS, readColourPairs, SHEET_LABELS, sheetFields } from '@prancheta/shared';
import type { Actor, UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import type { Db } from '../../db/index.ts';
import type { FitnesExerciciosTable } from '../../db/types.ts';
import { FormInvalid, fieldIssue, isMissingIssue } from '../../http/errors.ts';
import type { FormIssue } from '../../http/errors.ts';
import { sanitizeRichText } from '../../richtext/sanitize.ts';
import type { UploadedFile } from '../../uploads/multipart.ts';
import { newFileKey, storeRecord } from '../../uploads/store-record.ts';
import { formationsRepo } from '../formations/surface.ts';
import type { MediaRoots } from '../media/surface.ts';
import { userFolder } from '../media/surface.ts';
import { exerciseColours } from './present.ts';
import type { ExerciseRow, SheetRow } from './repo.ts';
import { exercisesRepo, sheetsRepo } from './repo.ts';
import { shareLinksRepo } from '../../share-links/repo.ts';

/** Storage area of sheet covers and profile photos (`fitnes/<userId>/...`). */
const AREA = 'fitnes';

function prefixed(issues: FormIssue[], prefix: string): FormIssue[] {
  return prefix ? issues.map((i) => ({ ...i, path: [prefix, ...i.path] })) : issues;
}

function refuse(issues: FormIssue[]): never {
  throw new FormInvalid(issues, issues.some(isMissingIssue) ? 'fitnes.fill-error' : 'validation.general');
}

/* ------------------------------------------------------------------ sheets */

/** Validates a sheet form (seed 001 §5) into column values; throws FormInvalid. */
function sheetValues(fields: Record<string, unknown>, isVideo: boolean) {
  const issues: FormIssue[] = [];
  const parsed = sheetFields(isVideo).safeParse(fields);
  if (!parsed.success) issues.push(...(parsed.error.issues as FormIssue[]));
  const colours = readColourPairs(fields, ['header']);
  for (const part of colours.invalid) issues.push(fieldIssue(`colors.${part}`, 'validation.colour'));
  if (!parsed.success || issues.length > 0) refuse(issues);
  const v = parsed.data;
  const labels = Object.fromEntries(SHEET_LABELS.map((k) => [k, v[k]]));
  return {
    values: { title: v.title, teacher: v.teacher, student: v.student, volume: v.volume, data: v.data, objectives: v.objectives, rate: sanitizeRichText(v.rate), labels: JSON.stringify(labels) },
    header: colours.pairs.header,
  };
}

/** Creates (existing = null) or updates a sheet from a multipart body (cover in `img`). */
export async function saveSheet(ctx: AppContext, actor: UserActor, fields: Record<string, string>, img: UploadedFile | undefined, existing: SheetRow | null, isVideo: boolean): Promise<number> {
  const { values, header } = sheetValues(fields, existing ? existing.is_video === 1 : isVideo);
  const colors = header ? JSON.stringify({ header }) : (existing?.colors ?? '{}');
  return storeRecord(ctx, {
    area: AREA,
    userId: actor.id,
    files: { img_key: img ? { upload: img } : undefined },
    previous: { img_key: existing?.img_key },
    async write(trx, keys) {
      if (existing) {
        await sheetsRepo.update(trx, actor, existing.id, { ...values, colors, ...keys, updated_at: nowIso() });
        return existing.id;
      }
      return sheetsRepo.insert(trx, { ...values, colors, is_video: isVideo ? 1 : 0, user_id: actor.id, img_key: keys.img_key ?? null, ...stamps() });
    },
  });
}

/** Deletes a sheet with its exercises, photos and cover (files after the rows). */
export async function removeSheet(ctx: AppContext, actor: Actor, sheet: Pick<SheetRow, 'id' | 'img_key'>): Promise<void> {
  const exercises = await exercisesRepo.ofSheet(ctx.db, actor, sheet.id);
  const images = await exercisesRepo.images(ctx.db, actor, exercises.map((e) => e.id));
  await ctx.db.transaction().execute(async (trx) => {
    await exercisesRepo.deleteImages(trx, actor, images.map((i) => i.id));
    for (const e of exercises.filter((x) => x.parent_id !== null)) await exercisesRepo.deleteById(trx, actor, e.id);
    for (const e of exercises.filter((x) => x.parent_id === null)) await exercisesRepo.deleteById(trx, actor, e.id);
    await sheetsRepo.deleteById(trx, actor, sheet.id);
  });
  // Its share links go with it.
  if (!(await sheetsRepo.find(ctx.db, actor, sheet.id))) await shareLinksRepo.deleteOfRecord(ctx.db, 'fitnes', sheet.id);
  for (const key of [sheet.img_key, ...images.map((i) => i.file_key)]) if (key) await ctx.storage.delete(key).catch(() => undefined);
}

/** Copies stored files to new keys of the actor; answers old key -> new key. */
async function copyFiles(ctx: AppContext, actor: UserActor, keys: string[], written: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const key of keys) {
    if (!(await ctx.storage.exists(key))) continue;
    const kind = key.slice(key.lastIndexOf('/') + 1).split('-')[0] ?? 'file';
    const copy = newFileKey(AREA, actor.id, kind, key.slice(key.lastIndexOf('.') + 1));
    await ctx.storage.copy(key, copy);
    written.push(copy);
    out.set(key, copy);
  }
  return out;
}

/** Inserts copies of exercises (with their bi-set halves and photo rows) into a sheet. */
async function insertCopies(db: Db, actor: UserActor, sheetId: number, rows: ExerciseRow[], children: Map<number, ExerciseRow>, images: { exercicio_id: number; file_key: string }[], keys: Map<string, string>): Promise<number> {
  let n = 0;
  const copyRow = async (row: ExerciseRow, parentId: number | null) => {
    const { id: _id, created_at: _c, updated_at: _u, fitnes_id: _f, parent_id: _p, user_id: _user, ...rest } = row;
    const id = await exercisesRepo.insert(db, { ...rest, fitnes_id: sheetId, parent_id: parentId, user_id: actor.id, ...stamps() });
    for (const img of images.filter((i) => i.exercicio_id === row.id)) {
      const key = keys.get(img.file_key);
      if (key) await exercisesRepo.insertImage(db, { exercicio_id: id, file_key: key, user_id: actor.id, ...stamps() });
    }
    return id;
  };
  for (const row of rows) {
    const id = await copyRow(row, null);
    const child = children.get(row.id);
    if (child) await copyRow(child, id);
    n += 1;
  }
  return n;
}

/**
 * Copies exercises (ids among `rows`, top-level) with their bi-set halves and photos into `target`.
 * Library and own gifs are referenced by path, not copied; photos are copied.
 */
async function copyExercisesInto(ctx: AppContext, actor: UserActor, target: number, rows: ExerciseRow[], all: ExerciseRow[]): Promise<number> {
  const children = new Map(all.filter((r) => r.parent_id !== null).map((r) => [r.parent_id!, r]));
  const ids = rows.flatMap((r) => [r.id, ...(children.get(r.id) ? [children.get(r.id)!.id] : [])]);
  const images = await exercisesRepo.images(ctx.db, actor, ids);
  const written: string[] = [];
  try {
    const keys = await copyFiles(ctx, actor, images.map((i) => i.file_key), written);
    return await ctx.db.transaction().execute((trx) => insertCopies(trx, actor, target, rows, children, images, keys));
  } catch (err) {
    for (const key of written) await ctx.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** Duplicates a sheet (cover, exercises, bi-set halves and photos); `student` renames its student. */
export async function duplicateSheet(ctx: AppContext, actor: UserActor, sheet: SheetRow, student?: string): Promise<number> {
  const { id: _id, created_at: _c, updated_at: _u, img_key, ...rest } = sheet;
  const id = await sheetsRepo.insert(ctx.db, { ...rest, ...(student !== undefined ? { student } : {}), user_id: actor.id, img_key: null, ...stamps() });
  const written: string[] = [];
  try {
    if (img_key) {
      const copy = (await copyFiles(ctx, actor, [img_key], written)).get(img_key);
      if (copy) await sheetsRepo.update(ctx.db, actor, id, { img_key: copy });
    }
    const all = await exercisesRepo.ofSheet(ctx.db, actor, sheet.id);
    await copyExercisesInto(ctx, actor, id, all.filter((r) => r.parent_id === null), all);
  } catch (err) {
    const partial = await sheetsRepo.find(ctx.db, actor, id);
    if (partial) await removeSheet(ctx, actor, partial).catch(() => undefined);
    for (const key of written) await ctx.storage.delete(key).catch(() => undefined);
    throw err;
  }
  return id;
}

/** Copies the actor's exercises `ids` (of any of its sheets of the same kind) to `target`. */
export async function copyExercises(ctx: AppContext, actor: UserActor, target: SheetRow, ids: number[]): Promise<number> {
  const rows = await exercisesRepo.many(ctx.db, actor, ids);
  const found = new Set(rows.map((r) => r.id));
  const issues: FormIssue[] = ids.filter((id) => !found.has(id)).map((id) => fieldIssue(`exercices.${ids.indexOf(id)}`, 'fitnes.exercise-not-found'));
  const sheets = new Map<number, SheetRow | null>();
  for (const r of rows) if (!sheets.has(r.fitnes_id)) sheets.set(r.fitnes_id, await sheetsRepo.find(ctx.db, actor, r.fitnes_id));
  for (const [i, r] of rows.entries()) if (sheets.get(r.fitnes_id)?.is_video !== target.is_video) issues.push(fieldIssue(`exercices.${i}`, 'fitnes.copy-kind'));
  if (issues.length > 0) throw new FormInvalid(issues);
  const all: ExerciseRow[] = [];
  for (const sheetId of sheets.keys()) all.push(...(await exercisesRepo.ofSheet(ctx.db, actor, sheetId)));
  return copyExercisesInto(ctx, actor, target.id, rows, all);
}

/* --------------------------------------------------------------- exercises */

/** The mode of a new exercise: the `mode` field, else what the body holds (child -> bi-set, imc/magra -> profile). */
export function modeOf(raw: Record<string, unknown>): ExerciseMode {
  const m = raw.mode;
  if (typeof m === 'string' && (EXERCISE_MODES as readonly string[]).includes(m)) return m as ExerciseMode;
  if (childBody(raw)) return 'biset';
  if (raw.imc !== undefined || raw.magra !== undefined) return 'profile';
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

type ExerciseValues = Omit<FitnesExerciciosTable, 'id' | 'created_at' | 'updated_at' | 'user_id' | 'fitnes_id' | 'parent_id'>;

/** Checks that the chosen gif or video exists for the actor; answers the stored path or an issue. */
async function checkMedia(ctx: AppContext, roots: MediaRoots, actor: UserActor, isVideo: boolean, path: string, usergif: boolean): Promise<{ path: string; usergif: boolean } | string> {
  if (isVideo) {
    const id = Number(path);
    const video = Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await formationsRepo.find(ctx.db, actor, id) : null;
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
 * Validates one exercise form (seed 001 §5) into column values. `base` (an update) keeps stored
 * colours and labels the body leaves out. Issues are named under `prefix` ('child' for a bi-set's
 * second half); nothing is written here.
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

/** Writes uploads under new keys; on a later failure the caller removes `written`. */
async function putImages(ctx: AppContext, actor: UserActor, files: UploadedFile[], written: string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const f of files) {
    const key = newFileKey(AREA, actor.id, 'photo', f.ext);
    written.push(key);
    await ctx.storage.put(key, fs.createReadStream(f.tmpPath));
    keys.push(key);
  }
  return keys;
}

/** The photo uploads of a body (`images[n]`), in field order. */
export function photoFiles(files: Record<string, UploadedFile>): UploadedFile[] {
  return Object.entries(files)
    .filter(([k]) => k.startsWith('images['))
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
    .map(([, f]) => f);
}

/**
 * Creates an exercise (POST fitnesex): normal, bi-set (`child[...]` stored as a second row) or
 * profile (imc, magra, up to 4 photos in images[n]). A refusal stores nothing.
 */
export async function createExercise(ctx: AppContext, roots: MediaRoots, actor: UserActor, sheet: SheetRow, raw: Record<string, unknown>, photos: UploadedFile[]): Promise<number> {
  const isVideo = sheet.is_video === 1;
  const mode: ExerciseMode = isVideo ? 'normal' : modeOf(raw);
  const issues: FormIssue[] = [];
  const values = await exerciseValues(ctx, roots, actor, isVideo, mode, raw, '', issues);
  let child: ExerciseValues | null = null;
  if (mode === 'biset') {
    const body = childBody(raw);
    if (!body) issues.push(fieldIssue('child.title', 'validation.required'));
    else child = await exerciseValues(ctx, roots, actor, false, 'normal', body, 'child', issues);
  }
  if (photos.length > 0 && mode !== 'profile') issues.push(fieldIssue('images', 'fitnes.images-profile-only'));
  if (photos.length > LIMITS.gifs.profileImages) issues.push({ ...fieldIssue('images', 'fitnes.max-images'), maximum: LIMITS.gifs.profileImages });
  if (issues.length > 0 || !values) refuse(issues);
  const written: string[] = [];
  try {
    const keys = await putImages(ctx, actor, photos, written);
    return await ctx.db.transaction().execute(async (trx) => {
      const id = await exercisesRepo.insert(trx, { ...values, fitnes_id: sheet.id, parent_id: null, user_id: actor.id, ...stamps() });
      if (child) await exercisesRepo.insert(trx, { ...child, mode: 'biset', fitnes_id: sheet.id, parent_id: id, user_id: actor.id, ...stamps() });
      for (const key of keys) await exercisesRepo.insertImage(trx, { exercicio_id: id, file_key: key, user_id: actor.id, ...stamps() });
      await sheetsRepo.update(trx, actor, sheet.id, { updated_at: nowIso() });
      return id;
    });
  } catch (err) {
    for (const key of written) await ctx.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** Replaces an exercise from the JSON of the whole exercise (POST fitnesex/{id}); a bi-set's `child` too. */
export async function updateExercise(ctx: AppContext, roots: MediaRoots, actor: UserActor, sheet: SheetRow, row: ExerciseRow, raw: Record<string, unknown>): Promise<void> {
  const isVideo = sheet.is_video === 1;
  const mode = row.mode as ExerciseMode;
  const issues: FormIssue[] = [];
  const values = await exerciseValues(ctx, roots, actor, isVideo, mode, raw, '', issues);
  const stored = await exercisesRepo.childOf(ctx.db, actor, row.id);
  let child: ExerciseValues | null = null;
  if (stored) {
    const body = childBody(raw);
    if (!body) issues.push(fieldIssue('child.title', 'validation.required'));
    else child = await exerciseValues(ctx, roots, actor, false, 'normal', body, 'child', issues);
  }
  if (issues.length > 0 || !values) refuse(issues);
  await ctx.db.transaction().execute(async (trx) => {
    await exercisesRepo.update(trx, actor, row.id, { ...values, updated_at: nowIso() });
    if (stored && child) await exercisesRepo.update(trx, actor, stored.id, { ...child, mode: 'biset', updated_at: nowIso() });
  });
}

/** Deletes an exercise, its bi-set half and its photos (files after the rows). */
export async function removeExercise(ctx: AppContext, actor: Actor, row: ExerciseRow): Promise<void> {
  const child = await exercisesRepo.childOf(ctx.db, actor, row.id);
  const images = await exercisesRepo.images(ctx.db, actor, [row.id, ...(child ? [child.id] : [])]);
  await ctx.db.transaction().execute(async (trx) => {
    await exercisesRepo.deleteImages(trx, actor, images.map((i) => i.id));
    await exercisesRepo.deleteById(trx, actor, row.id);
  });
  for (const i of images) await ctx.storage.delete(i.file_key).catch(() => undefined);
}

/** Adds photos to a profile exercise (POST fitnesex/{id}/images): at most 4 in all. */
export async function addImages(ctx: AppContext, actor: UserActor, row: ExerciseRow, photos: UploadedFile[]): Promise<void> {
  if (row.mode !== 'profile') throw FormInvalid.of({ images: ['fitnes.images-profile-only'] });
  if (photos.length === 0) throw FormInvalid.of({ images: ['upload.required'] }, 'fitnes.fill-error');
  const existing = await exercisesRepo.images(ctx.db, actor, [row.id]);
  if (existing.length + photos.length > LIMITS.gifs.profileImages) {
    throw new FormInvalid([{ ...fieldIssue('images', 'fitnes.max-images'), maximum: LIMITS.gifs.profileImages }], 'fitnes.max-images', { max: LIMITS.gifs.profileImages });
  }
  const written: string[] = [];
  try {
    const keys = await putImages(ctx, actor, photos, written);
    await ctx.db.transaction().execute(async (trx) => {
      for (const key of keys) await exercisesRepo.insertImage(trx, { exercicio_id: row.id, file_key: key, user_id: actor.id, ...stamps() });
    });
  } catch (err) {
    for (const key of written) await ctx.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** Deletes photos `ids` of an exercise (ids of other exercises are refused). */
export async function deleteImages(ctx: AppContext, actor: UserActor, row: ExerciseRow, ids: number[]): Promise<void> {
  const images = await exercisesRepo.images(ctx.db, actor, [row.id]);
  const mine = images.filter((i) => ids.includes(i.id));
  if (ids.length === 0 || mine.length !== new Set(ids).size) throw FormInvalid.of({ images: ['fitnes.image-not-found'] });
  await exercisesRepo.deleteImages(ctx.db, actor, mine.map((i) => i.id));
  for (const i of mine) await ctx.storage.delete(i.file_key).catch(() => undefined);
}
