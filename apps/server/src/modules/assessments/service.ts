import type { AnamneseFields, AssessmentFields, ColourPair, SessionMarkFields } from '@prancheta/shared';
import { ASSESSMENT_PHOTOS_MAX, MEASURE_KEYS } from '@prancheta/shared';
import type { Actor, UserActor } from '../../access/actor.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { todayOf } from '../../today.ts';
import { lockOwner, withOwnerLock } from '../../db/owner-lock.ts';
import { fieldIssue, FormInvalid, HttpError } from '../../http/errors.ts';
import type { UploadedFile } from '../../uploads/multipart.ts';
import { storeRecord } from '../../uploads/store-record.ts';
import { recordLoadEntry } from '../load/surface.ts';
import type { AssessmentRow } from './repo.ts';
import { anamnesesRepo, assessmentsRepo, marksRepo, photosRepo } from './repo.ts';

/** Storage area of the posture photos: `assessments/<coach>/photo-<random>.<ext>`. */
export const AREA = 'assessments';
/** Most assessments kept per athlete (one a week for four years). */
export const ASSESSMENTS_MAX_PER_ATHLETE = 200;
/** Most "done" marks one student link leaves in a day. */
export const MARKS_MAX_PER_DAY = 30;

/** The measures of accepted values as the stored JSON (only the keys taken). */
function measuresJson(values: AssessmentFields): string {
  const out: Record<string, number> = {};
  for (const k of MEASURE_KEYS) {
    const v = values[k];
    if (typeof v === 'number') out[k] = v;
  }
  return JSON.stringify(out);
}

/** Creates (existing = null) or updates an assessment of the actor's athlete; answers its id. */
export async function saveAssessment(
  ctx: AppContext,
  actor: UserActor,
  athleteId: number,
  values: AssessmentFields,
  header: ColourPair | null,
  existing: AssessmentRow | null,
): Promise<number> {
  const columns = {
    date: values.date,
    sex: values.sex,
    age: values.age,
    protocol: values.protocol,
    fat_equation: values.fat_equation,
    measures: measuresJson(values),
    notes: values.notes,
    ...(header ? { colors: JSON.stringify({ header }) } : {}),
  };
  if (existing) {
    await assessmentsRepo.update(ctx.db, actor, existing.id, { ...columns, updated_at: nowIso() });
    return existing.id;
  }
  // Counted with the athlete locked, in the transaction that adds the row: parallel saves never pass the limit.
  return withOwnerLock(ctx.db, 'athletes', athleteId, async (trx) => {
    if ((await assessmentsRepo.countOf(trx, actor, athleteId)) >= ASSESSMENTS_MAX_PER_ATHLETE) throw new HttpError(422, 'assess.too-many', { max: ASSESSMENTS_MAX_PER_ATHLETE });
    return assessmentsRepo.insert(trx, { user_id: actor.id, athlete_id: athleteId, colors: JSON.stringify(header ? { header } : {}), ...columns, ...stamps() });
  });
}

/** Deletes an assessment with its posture photos (rows in one transaction, then the files). */
export async function removeAssessment(ctx: AppContext, actor: Actor, row: Pick<AssessmentRow, 'id'>): Promise<void> {
  const photos = await photosRepo.of(ctx.db, actor, [row.id]);
  await ctx.db.transaction().execute(async (trx) => {
    await photosRepo.deleteMany(
      trx,
      actor,
      photos.map((p) => p.id),
    );
    await assessmentsRepo.deleteById(trx, actor, row.id);
  });
  for (const p of photos) await ctx.storage.delete(p.file_key).catch(() => undefined);
}

/**
 * Everything of one athlete this module holds: assessments with their photo files; the anamnese
 * and the session marks go with the athlete row (cascade, no files). Answers the assessments removed.
 */
export async function purgeAthleteRecords(ctx: AppContext, actor: Actor, athleteId: number): Promise<number> {
  const rows = await assessmentsRepo.ofAthlete(ctx.db, actor, athleteId);
  for (const row of rows) await removeAssessment(ctx, actor, row);
  return rows.length;
}

/** Adds posture photos (checked uploads) to an assessment: at most ASSESSMENT_PHOTOS_MAX in all. */
export async function addPhotos(ctx: AppContext, actor: UserActor, row: AssessmentRow, uploads: UploadedFile[]): Promise<void> {
  if (uploads.length === 0) throw FormInvalid.of({ photos: ['upload.required'] });
  const tooMany = () => new FormInvalid([{ ...fieldIssue('photos', 'assess.max-photos'), maximum: ASSESSMENT_PHOTOS_MAX }], 'assess.max-photos', { max: ASSESSMENT_PHOTOS_MAX });
  // Refused before storing any file when already full; the count that holds is the one below.
  if ((await photosRepo.of(ctx.db, actor, [row.id])).length + uploads.length > ASSESSMENT_PHOTOS_MAX) throw tooMany();
  await storeRecord(ctx, {
    area: AREA,
    userId: actor.id,
    files: {},
    lists: { photo: uploads.map((upload) => ({ upload })) },
    async write(trx, _keys, lists) {
      // Counted again with the assessment locked, in the transaction that adds the rows: parallel
      // uploads never pass the limit (a refusal here removes the files just stored).
      await lockOwner(trx, 'assessments', row.id);
      if ((await photosRepo.of(trx, actor, [row.id])).length + lists.photo.length > ASSESSMENT_PHOTOS_MAX) throw tooMany();
      for (const key of lists.photo) await photosRepo.insert(trx, { user_id: actor.id, assessment_id: row.id, file_key: key, ...stamps() });
    },
  });
}

/** Deletes one posture photo of an assessment (a photo of another assessment answers 404 upstream). */
export async function deletePhoto(ctx: AppContext, actor: UserActor, photo: { id: number; file_key: string }): Promise<void> {
  await photosRepo.deleteMany(ctx.db, actor, [photo.id]);
  await ctx.storage.delete(photo.file_key).catch(() => undefined);
}

/** Stores the anamnese of an athlete (one per athlete), noting who filled it. */
export async function saveAnamnese(ctx: AppContext, actor: UserActor, athleteId: number, values: AnamneseFields, by: 'coach' | 'student'): Promise<void> {
  const existing = await anamnesesRepo.ofAthlete(ctx.db, actor, athleteId);
  const answers = JSON.stringify(values);
  if (existing) await anamnesesRepo.update(ctx.db, actor, existing.id, { answers, filled_by: by, updated_at: nowIso() });
  else await anamnesesRepo.insert(ctx.db, { user_id: actor.id, athlete_id: athleteId, answers, filled_by: by, ...stamps() });
}

/** How long the same mark (sheet, effort and comment) sent again counts as a replay of the first. */
const MARK_REPLAY_MS = 10 * 60 * 1000;

/**
 * Records a student's "done" mark on a sheet assigned to them (the caller checked the assignment).
 * The same mark sent again within MARK_REPLAY_MS (a double tap, the browser re-posting the form, a
 * retry after a lost answer) is a replay: it answers the first mark's id and stores nothing (checked
 * under the athlete's lock, so two replays at once store one mark).
 */
export async function addMark(ctx: AppContext, coach: UserActor, athleteId: number, fitnesId: number, values: SessionMarkFields): Promise<number> {
  const since = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
  return withOwnerLock(ctx.db, 'athletes', athleteId, async (trx) => {
    const replayed = await marksRepo.sameSince(
      trx,
      coach,
      { athlete_id: athleteId, fitnes_id: fitnesId, effort: values.effort, comment: values.comment },
      new Date(Date.now() - MARK_REPLAY_MS).toISOString(),
    );
    if (replayed !== null) return replayed;
    if ((await marksRepo.countToday(trx, coach, athleteId, since)) >= MARKS_MAX_PER_DAY) throw new HttpError(422, 'assess.too-many-marks', { max: MARKS_MAX_PER_DAY });
    return marksRepo.insert(trx, { user_id: coach.id, athlete_id: athleteId, fitnes_id: fitnesId, effort: values.effort, comment: values.comment, ...stamps() });
  });
}

/**
 * A student's "done" mark (the JSON route and the page's plain form): the mark, and with a
 * duration also a load entry of today (RPE = the effort given, origin `mark:<id>`).
 */
export async function markDone(ctx: AppContext, coach: UserActor, athleteId: number, fitnesId: number, values: SessionMarkFields): Promise<number> {
  const markId = await addMark(ctx, coach, athleteId, fitnesId, values);
  if (values.minutes !== null) {
    await recordLoadEntry(ctx.db, coach, {
      athlete_id: athleteId,
      date: todayOf(ctx),
      kind: 'session',
      minutes: values.minutes,
      rpe: values.effort,
      note: '',
      origin: `mark:${markId}`,
    });
  }
  return markId;
}
