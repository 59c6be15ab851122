import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { TreinosTable } from '../../db/types.ts';

/** A training row. */
export type TrainingRow = Selectable<TreinosTable>;

/** Every query here filters by owner: a record id alone never grants access. */
export const trainingsRepo = {
  list(db: Db, userId: number): Promise<TrainingRow[]> {
    return db.selectFrom('treinos').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
  },

  async find(db: Db, userId: number, id: number): Promise<TrainingRow | null> {
    return (await db.selectFrom('treinos').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()) ?? null;
  },

  /** The owner's other trainings (the copy target selector), newest first. */
  others(db: Db, userId: number, exceptId: number): Promise<Pick<TrainingRow, 'id' | 'clube' | 'categoria' | 'data'>[]> {
    return db.selectFrom('treinos').select(['id', 'clube', 'categoria', 'data']).where('user_id', '=', userId).where('id', '!=', exceptId).orderBy('id', 'desc').execute();
  },

  async insert(db: Db, values: Insertable<TreinosTable>): Promise<number> {
    const row = await db.insertInto('treinos').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Db, userId: number, id: number, values: Updateable<TreinosTable>): Promise<void> {
    await db.updateTable('treinos').set(values).where('id', '=', id).where('user_id', '=', userId).execute();
  },

  async deleteById(db: Db, id: number): Promise<void> {
    await db.deleteFrom('exercicios').where('treino_id', '=', id).execute();
    await db.deleteFrom('treinos').where('id', '=', id).execute();
  },

  /** Trainings created before the cut-off, of every owner (retention job only). */
  olderThan(db: Db, cutoff: string, limit = 500): Promise<TrainingRow[]> {
    return db.selectFrom('treinos').selectAll().where('created_at', '<', cutoff).orderBy('id').limit(limit).execute();
  },
};
