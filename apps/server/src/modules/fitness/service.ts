import type { SheetFields } from '@prancheta/shared';
import { FITNESS_TEXT_MAX, LIMITS, markAsCopy, readColourPairs, SHEET_LABELS } from '@prancheta/shared';
import type { Actor, UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { lockOwner } from '../../db/owner-lock.ts';
import type { Db } from '../../db/index.ts';
import type { Form } from '../../forms/parse-form.ts';
import { FormInvalid, fieldIssue } from '../../http/errors.ts';
import type { FormIssue } from '../../http/errors.ts';
import { sanitizeRichText } from '../../richtext/sanitize.ts';
import type { UploadedFile } from '../../uploads/multipart.ts';
import { newFileKey, storeRecord } from '../../uploads/store-record.ts';
import type { ExerciseDraft } from './forms.ts';
import type { ExerciseRow, SheetRow } from './repo.ts';
import { exercisesRepo, sheetsRepo } from './repo.ts';
import { shareLinksRepo } from '../../share-links/repo.ts';

/** Storage area of sheet covers and profile photos (`fitnes/<userId>/...`). */
const AREA = 'fitnes';

/* ------------------------------------------------------------------ sheets */

/**
 * Creates (existing = null) or updates a sheet from an accepted form (cover in `img`): the cover
 * and the row are stored together by storeRecord.
 */
export async function saveSheet(ctx: AppContext, actor: UserActor, form: Form<SheetFields>, existing: SheetRow | null, isVideo: boolean): Promise<number> {
  const v = form.values;
  const labels = Object.fromEntries(SHEET_LABELS.map((k) => [k, v[k]]));
  // A form without the athlete_id field (an older client) keeps the sheet's roster link.
  const athleteId = 'athlete_id' in form.raw ? v.athlete_id : (existing?.athlete_id ?? null);
  const values = { title: v.title, teacher: v.teacher, student: v.student, athlete_id: athleteId, volume: v.volume, data: v.data, objectives: v.objectives, rate: sanitizeRichText(v.rate), labels: JSON.stringify(labels) };
  const header = readColourPairs(form.raw, ['header']).pairs.header;
  const colors = header ? JSON.stringify({ header }) : (existing?.colors ?? '{}');
  const img = form.files.img;
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

/**
 * Duplicates a sheet (cover, exercises, bi-set halves and photos). `change` renames its student (a
 * copy assigned to a student) or marks its title as a copy ("Força (cópia)").
 */
export async function duplicateSheet(ctx: AppContext, actor: UserActor, sheet: SheetRow, change: { student: string; athlete_id: number | null } | { copyMark: string }): Promise<number> {
  const { id: _id, created_at: _c, updated_at: _u, img_key, ...rest } = sheet;
  const renamed = 'student' in change ? { student: change.student, athlete_id: change.athlete_id } : { title: markAsCopy(rest.title, change.copyMark, FITNESS_TEXT_MAX) };
  const id = await sheetsRepo.insert(ctx.db, { ...rest, ...renamed, user_id: actor.id, img_key: null, is_example: 0, ...stamps() });
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

/** Stores a new exercise (POST fitnesex) from an accepted form: its bi-set half and photos with it. */
export async function createExercise(ctx: AppContext, actor: UserActor, sheet: SheetRow, draft: ExerciseDraft): Promise<number> {
  return storeRecord(ctx, {
    area: AREA,
    userId: actor.id,
    files: {},
    lists: { photo: draft.photos.map((upload) => ({ upload })) },
    async write(trx, _keys, lists) {
      const id = await exercisesRepo.insert(trx, { ...draft.values, fitnes_id: sheet.id, parent_id: null, user_id: actor.id, ...stamps() });
      if (draft.child) await exercisesRepo.insert(trx, { ...draft.child, mode: 'biset', fitnes_id: sheet.id, parent_id: id, user_id: actor.id, ...stamps() });
      for (const key of lists.photo) await exercisesRepo.insertImage(trx, { exercicio_id: id, file_key: key, user_id: actor.id, ...stamps() });
      await sheetsRepo.update(trx, actor, sheet.id, { updated_at: nowIso() });
      return id;
    },
  });
}

/** Replaces an exercise and its stored bi-set half (`storedChild`) from an accepted form (POST fitnesex/{id}). */
export async function updateExercise(ctx: AppContext, actor: UserActor, row: ExerciseRow, storedChild: ExerciseRow | null, draft: ExerciseDraft): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await exercisesRepo.update(trx, actor, row.id, { ...draft.values, updated_at: nowIso() });
    if (storedChild && draft.child) await exercisesRepo.update(trx, actor, storedChild.id, { ...draft.child, mode: 'biset', updated_at: nowIso() });
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
  const tooMany = () => new FormInvalid([{ ...fieldIssue('images', 'fitnes.max-images'), maximum: LIMITS.gifs.profileImages }], 'fitnes.max-images', { max: LIMITS.gifs.profileImages });
  // Refused before storing any file when already full; the count that holds is the one below.
  if ((await exercisesRepo.images(ctx.db, actor, [row.id])).length + photos.length > LIMITS.gifs.profileImages) throw tooMany();
  await storeRecord(ctx, {
    area: AREA,
    userId: actor.id,
    files: {},
    lists: { photo: photos.map((upload) => ({ upload })) },
    async write(trx, _keys, lists) {
      // Counted again with the exercise locked, in the transaction that adds the rows: parallel
      // uploads never pass the limit (a refusal here removes the files just stored).
      await lockOwner(trx, 'fitnes_exercicios', row.id);
      if ((await exercisesRepo.images(trx, actor, [row.id])).length + lists.photo.length > LIMITS.gifs.profileImages) throw tooMany();
      for (const key of lists.photo) await exercisesRepo.insertImage(trx, { exercicio_id: row.id, file_key: key, user_id: actor.id, ...stamps() });
    },
  });
}

/** Deletes photos `ids` of an exercise (ids of other exercises are refused). */
export async function deleteImages(ctx: AppContext, actor: UserActor, row: ExerciseRow, ids: number[]): Promise<void> {
  const images = await exercisesRepo.images(ctx.db, actor, [row.id]);
  const mine = images.filter((i) => ids.includes(i.id));
  if (ids.length === 0 || mine.length !== new Set(ids).size) throw FormInvalid.of({ images: ['fitnes.image-not-found'] });
  await exercisesRepo.deleteImages(ctx.db, actor, mine.map((i) => i.id));
  for (const i of mine) await ctx.storage.delete(i.file_key).catch(() => undefined);
}
