import type { Insertable, Selectable, Updateable } from 'kysely';
import type { FitnessPrintLayout } from '@prancheta/shared';
import type { Actor, UserActor } from '../../access/actor.ts';
import { fitnessExercisesPolicy, fitnessImagesPolicy, fitnessPolicy, userPreferencesPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import type { FitnesExerciciosTable, FitnesImagesTable, FitnesTable } from '../../db/types.ts';

export type SheetRow = Selectable<FitnesTable>;
export type ExerciseRow = Selectable<FitnesExerciciosTable>;
export type ImageRow = Selectable<FitnesImagesTable>;

/** Sheets: every read through fitnessPolicy.visibleTo, every change through ownedBy. */
export const sheetsRepo = {
  list(db: Db, actor: Actor, isVideo: boolean): Promise<SheetRow[]> {
    return db.selectFrom('fitnes').selectAll().where(fitnessPolicy.visibleTo(actor)).where('is_video', '=', isVideo ? 1 : 0).orderBy('id', 'desc').execute();
  },
  async find(db: Db, actor: Actor, id: number): Promise<SheetRow | null> {
    return (await db.selectFrom('fitnes').selectAll().where('id', '=', id).where(fitnessPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },
  async insert(db: Db, values: Insertable<FitnesTable>): Promise<number> {
    return (await db.insertInto('fitnes').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },
  async update(db: Db, actor: Actor, id: number, values: Updateable<FitnesTable>): Promise<void> {
    await db.updateTable('fitnes').set(values).where('id', '=', id).where(fitnessPolicy.ownedBy(actor)).execute();
  },
  async deleteById(db: Db, actor: Actor, id: number): Promise<void> {
    await db.deleteFrom('fitnes').where('id', '=', id).where(fitnessPolicy.ownedBy(actor)).execute();
  },
  /** The sheets and video sessions written for one roster athlete (the student page), newest first. */
  ofAthlete(db: Db, actor: Actor, athleteId: number): Promise<SheetRow[]> {
    return db.selectFrom('fitnes').selectAll().where(fitnessPolicy.visibleTo(actor)).where('athlete_id', '=', athleteId).orderBy('data', 'desc').orderBy('id', 'desc').limit(100).execute();
  },
  /** Every sheet of an owner (user purge). */
  all(db: Db, actor: Actor, limit = 500): Promise<SheetRow[]> {
    return db.selectFrom('fitnes').selectAll().where(fitnessPolicy.visibleTo(actor)).orderBy('id').limit(limit).execute();
  },
  olderThan(db: Db, actor: Actor, cutoff: string, limit = 500): Promise<SheetRow[]> {
    return db.selectFrom('fitnes').selectAll().where(fitnessPolicy.visibleTo(actor)).where('created_at', '<', cutoff).orderBy('id').limit(limit).execute();
  },
};

/** Exercises and their photos. */
export const exercisesRepo = {
  async find(db: Db, actor: Actor, id: number): Promise<ExerciseRow | null> {
    return (await db.selectFrom('fitnes_exercicios').selectAll().where('id', '=', id).where(fitnessExercisesPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },
  /** Every exercise of a sheet (first halves and bi-set second halves), by id. */
  ofSheet(db: Db, actor: Actor, sheetId: number): Promise<ExerciseRow[]> {
    return db.selectFrom('fitnes_exercicios').selectAll().where('fitnes_id', '=', sheetId).where(fitnessExercisesPolicy.visibleTo(actor)).orderBy('id').execute();
  },
  /** The visible exercises among ids (top-level ones only). */
  many(db: Db, actor: Actor, ids: number[]): Promise<ExerciseRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('fitnes_exercicios').selectAll().where('id', 'in', ids).where('parent_id', 'is', null).where(fitnessExercisesPolicy.visibleTo(actor)).orderBy('id').execute();
  },
  async childOf(db: Db, actor: Actor, id: number): Promise<ExerciseRow | null> {
    return (await db.selectFrom('fitnes_exercicios').selectAll().where('parent_id', '=', id).where(fitnessExercisesPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },
  async insert(db: Db, values: Insertable<FitnesExerciciosTable>): Promise<number> {
    return (await db.insertInto('fitnes_exercicios').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },
  async update(db: Db, actor: Actor, id: number, values: Updateable<FitnesExerciciosTable>): Promise<void> {
    await db.updateTable('fitnes_exercicios').set(values).where('id', '=', id).where(fitnessExercisesPolicy.ownedBy(actor)).execute();
  },
  async deleteById(db: Db, actor: Actor, id: number): Promise<void> {
    await db.deleteFrom('fitnes_exercicios').where('parent_id', '=', id).where(fitnessExercisesPolicy.ownedBy(actor)).execute();
    await db.deleteFrom('fitnes_exercicios').where('id', '=', id).where(fitnessExercisesPolicy.ownedBy(actor)).execute();
  },
  images(db: Db, actor: Actor, exerciseIds: number[]): Promise<ImageRow[]> {
    if (exerciseIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('fitnes_images').selectAll().where('exercicio_id', 'in', exerciseIds).where(fitnessImagesPolicy.visibleTo(actor)).orderBy('id').execute();
  },
  async image(db: Db, actor: Actor, id: number): Promise<ImageRow | null> {
    return (await db.selectFrom('fitnes_images').selectAll().where('id', '=', id).where(fitnessImagesPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },
  async insertImage(db: Db, values: Insertable<FitnesImagesTable>): Promise<number> {
    return (await db.insertInto('fitnes_images').values(values).returning('id').executeTakeFirstOrThrow()).id;
  },
  async deleteImages(db: Db, actor: Actor, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await db.deleteFrom('fitnes_images').where('id', 'in', ids).where(fitnessImagesPolicy.ownedBy(actor)).execute();
  },
};

/** The coach's remembered fitness print layout (user_preferences.fitness_print, migration 0033). */
export const printLayoutRepo = {
  async get(db: Db, actor: Actor): Promise<FitnessPrintLayout> {
    const row = await db.selectFrom('user_preferences').select('fitness_print').where(userPreferencesPolicy.ownedBy(actor)).executeTakeFirst();
    return row?.fitness_print === 'compact' ? 'compact' : 'standard';
  },
  /** Stores the layout; a coach without a preferences row gets one (language: the request's). */
  async set(db: Db, actor: UserActor, layout: FitnessPrintLayout, language: string): Promise<void> {
    const now = new Date().toISOString();
    await db
      .insertInto('user_preferences')
      .values({ user_id: actor.id, language, fitness_print: layout, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ fitness_print: layout, updated_at: now }))
      .execute();
  },
};
