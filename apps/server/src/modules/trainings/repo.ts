import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Actor } from '../../access/actor.ts';
import { exercisesPolicy, trainingsPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import type { TreinosTable } from '../../db/types.ts';

/** A training row. */
export type TrainingRow = Selectable<TreinosTable>;

/** The columns a list row shows (not the rich-text evaluation, colours or logo). */
const SUMMARY_COLUMNS = ['id', 'clube', 'professor', 'categoria', 'metodologia', 'objetivos', 'data', 'esporte_id', 'category_id', 'created_at'] as const;

/** A training as the list reads it. */
export type TrainingSummaryRow = Pick<TrainingRow, (typeof SUMMARY_COLUMNS)[number]>;

/** Every read goes through trainingsPolicy.visibleTo, every change through ownedBy. */
export const trainingsRepo = {
  /** The actor's own trainings ("my trainings"; club trainings are listed by the clubs module). */
  list(db: Db, actor: Actor): Promise<TrainingSummaryRow[]> {
    return db.selectFrom('treinos').select(SUMMARY_COLUMNS).where(trainingsPolicy.ownedBy(actor)).orderBy('id', 'desc').execute();
  },

  async find(db: Db, actor: Actor, id: number): Promise<TrainingRow | null> {
    return (await db.selectFrom('treinos').selectAll().where('id', '=', id).where(trainingsPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },

  /** The name of the coach who owns a training the actor may read (club members see the author), or null. */
  async ownerName(db: Db, actor: Actor, id: number): Promise<string | null> {
    const row = await db.selectFrom('treinos').innerJoin('users', 'users.id', 'treinos.user_id').select('users.name').where('treinos.id', '=', id).where(trainingsPolicy.visibleTo(actor)).executeTakeFirst();
    return row?.name ?? null;
  },

  /** The actor's other changeable trainings (the copy target selector), newest first. */
  others(db: Db, actor: Actor, exceptId: number): Promise<Pick<TrainingRow, 'id' | 'clube' | 'categoria' | 'data'>[]> {
    return db
      .selectFrom('treinos')
      .select(['id', 'clube', 'categoria', 'data'])
      .where(trainingsPolicy.ownedBy(actor))
      .where('id', '!=', exceptId)
      .orderBy('id', 'desc')
      .execute();
  },

  async insert(db: Db, values: Insertable<TreinosTable>): Promise<number> {
    const row = await db.insertInto('treinos').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Db, actor: Actor, id: number, values: Updateable<TreinosTable>): Promise<void> {
    await db.updateTable('treinos').set(values).where('id', '=', id).where(trainingsPolicy.ownedBy(actor)).execute();
  },

  /** Deletes a training the actor owns, with its exercises; answers false when none was deleted. */
  async deleteById(db: Db, actor: Actor, id: number): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const owned = await trx.selectFrom('treinos').select('id').where('id', '=', id).where(trainingsPolicy.ownedBy(actor)).executeTakeFirst();
      if (!owned) return false;
      await trx.deleteFrom('exercicios').where('treino_id', '=', id).where(exercisesPolicy.ownedBy(actor)).execute();
      await trx.deleteFrom('treinos').where('id', '=', id).where(trainingsPolicy.ownedBy(actor)).execute();
      return true;
    });
  },

  /** Trainings the actor may delete created before the cut-off (every owner's for the retention job). */
  olderThan(db: Db, actor: Actor, cutoff: string, limit = 500): Promise<TrainingRow[]> {
    return db.selectFrom('treinos').selectAll().where(trainingsPolicy.ownedBy(actor)).where('created_at', '<', cutoff).orderBy('id').limit(limit).execute();
  },
};
