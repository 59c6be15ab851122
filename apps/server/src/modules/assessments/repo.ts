import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Actor } from '../../access/actor.ts';
import { anamnesesPolicy, assessmentPhotosPolicy, assessmentsPolicy, sessionMarksPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import type { AnamnesesTable, AssessmentPhotosTable, AssessmentsTable, SessionMarksTable } from '../../db/types.ts';

export type AssessmentRow = Selectable<AssessmentsTable>;
export type AssessmentPhotoRow = Selectable<AssessmentPhotosTable>;
export type AnamneseRow = Selectable<AnamnesesTable>;
export type SessionMarkRow = Selectable<SessionMarksTable>;

/** Assessments: every read through assessmentsPolicy.visibleTo, every change through ownedBy. */
export const assessmentsRepo = {
  /** An athlete's assessments, oldest first (the order of the evolution charts). */
  ofAthlete(db: Db, actor: Actor, athleteId: number): Promise<AssessmentRow[]> {
    return db.selectFrom('assessments').selectAll().where('athlete_id', '=', athleteId).where(assessmentsPolicy.visibleTo(actor)).orderBy('date').orderBy('id').execute();
  },
  async find(db: Db, actor: Actor, id: number): Promise<AssessmentRow | null> {
    return (await db.selectFrom('assessments').selectAll().where('id', '=', id).where(assessmentsPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },
  async insert(db: Db, values: Insertable<AssessmentsTable>): Promise<number> {
    return (await db.insertInto('assessments').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },
  async update(db: Db, actor: Actor, id: number, values: Updateable<AssessmentsTable>): Promise<void> {
    await db.updateTable('assessments').set(values).where('id', '=', id).where(assessmentsPolicy.ownedBy(actor)).execute();
  },
  async deleteById(db: Db, actor: Actor, id: number): Promise<void> {
    await db.deleteFrom('assessments').where('id', '=', id).where(assessmentsPolicy.ownedBy(actor)).execute();
  },
  async countOf(db: Db, actor: Actor, athleteId: number): Promise<number> {
    const r = await db
      .selectFrom('assessments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('athlete_id', '=', athleteId)
      .where(assessmentsPolicy.visibleTo(actor))
      // Sample records ("Load examples") never count against the limit.
      .where('is_example', '=', 0)
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  },
  /** The next page of the actor's assessments after an id (account archive). */
  page(db: Db, actor: Actor, afterId: number, limit = 100): Promise<AssessmentRow[]> {
    return db.selectFrom('assessments').selectAll().where('id', '>', afterId).where(assessmentsPolicy.ownedBy(actor)).orderBy('id').limit(limit).execute();
  },
  /** A batch of an owner's assessments (user purge). */
  all(db: Db, actor: Actor, limit = 500): Promise<AssessmentRow[]> {
    return db.selectFrom('assessments').selectAll().where(assessmentsPolicy.visibleTo(actor)).orderBy('id').limit(limit).execute();
  },
};

/** Posture photos of assessments. */
export const photosRepo = {
  of(db: Db, actor: Actor, assessmentIds: number[]): Promise<AssessmentPhotoRow[]> {
    if (assessmentIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('assessment_photos').selectAll().where('assessment_id', 'in', assessmentIds).where(assessmentPhotosPolicy.visibleTo(actor)).orderBy('id').execute();
  },
  async find(db: Db, actor: Actor, id: number): Promise<AssessmentPhotoRow | null> {
    return (await db.selectFrom('assessment_photos').selectAll().where('id', '=', id).where(assessmentPhotosPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },
  async insert(db: Db, values: Insertable<AssessmentPhotosTable>): Promise<number> {
    return (await db.insertInto('assessment_photos').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },
  async deleteMany(db: Db, actor: Actor, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db.deleteFrom('assessment_photos').where('id', 'in', ids).where(assessmentPhotosPolicy.ownedBy(actor)).execute();
  },
};

/** One anamnese per athlete. */
export const anamnesesRepo = {
  /** The next page of the actor's anamneses after an id (account archive). */
  page(db: Db, actor: Actor, afterId: number, limit = 100): Promise<AnamneseRow[]> {
    return db.selectFrom('anamneses').selectAll().where('id', '>', afterId).where(anamnesesPolicy.ownedBy(actor)).orderBy('id').limit(limit).execute();
  },
  async ofAthlete(db: Db, actor: Actor, athleteId: number): Promise<AnamneseRow | null> {
    return (await db.selectFrom('anamneses').selectAll().where('athlete_id', '=', athleteId).where(anamnesesPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },
  async insert(db: Db, values: Insertable<AnamnesesTable>): Promise<void> {
    await db.insertInto('anamneses').values(values).execute();
  },
  async update(db: Db, actor: Actor, id: number, values: Updateable<AnamnesesTable>): Promise<void> {
    await db.updateTable('anamneses').set(values).where('id', '=', id).where(anamnesesPolicy.ownedBy(actor)).execute();
  },
};

/** Students' "done" marks on sheets and video sessions. */
export const marksRepo = {
  /** The next page of the actor's marks after an id (account archive). */
  page(db: Db, actor: Actor, afterId: number, limit = 200): Promise<SessionMarkRow[]> {
    return db.selectFrom('session_marks').selectAll().where('id', '>', afterId).where(sessionMarksPolicy.ownedBy(actor)).orderBy('id').limit(limit).execute();
  },
  ofSheet(db: Db, actor: Actor, fitnesId: number): Promise<SessionMarkRow[]> {
    return db
      .selectFrom('session_marks')
      .selectAll()
      .where('fitnes_id', '=', fitnesId)
      .where(sessionMarksPolicy.visibleTo(actor))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  },
  ofAthlete(db: Db, actor: Actor, athleteId: number, limit = 200): Promise<SessionMarkRow[]> {
    return db
      .selectFrom('session_marks')
      .selectAll()
      .where('athlete_id', '=', athleteId)
      .where(sessionMarksPolicy.visibleTo(actor))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },
  async insert(db: Db, values: Insertable<SessionMarksTable>): Promise<number> {
    return (await db.insertInto('session_marks').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },
  /** The id of the athlete's latest mark on a sheet with the same effort and comment since a time (a replayed post), or null. */
  async sameSince(db: Db, actor: Actor, mark: { athlete_id: number; fitnes_id: number; effort: number; comment: string }, since: string): Promise<number | null> {
    const row = await db
      .selectFrom('session_marks')
      .select('id')
      .where('athlete_id', '=', mark.athlete_id)
      .where('fitnes_id', '=', mark.fitnes_id)
      .where('effort', '=', mark.effort)
      .where('comment', '=', mark.comment)
      .where('created_at', '>=', since)
      .where(sessionMarksPolicy.ownedBy(actor))
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.id ?? null;
  },
  async countToday(db: Db, actor: Actor, athleteId: number, since: string): Promise<number> {
    const r = await db
      .selectFrom('session_marks')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('athlete_id', '=', athleteId)
      .where('created_at', '>=', since)
      .where(sessionMarksPolicy.visibleTo(actor))
      .executeTakeFirst();
    return Number(r?.n ?? 0);
  },
};
