import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { ExerciciosTable } from '../../db/types.ts';

/** An exercise row. */
export type ExerciseRow = Selectable<ExerciciosTable>;

/** Every query here filters by owner: a record id alone never grants access. */
export const exercisesRepo = {
  /** The exercises of one training, in creation order. */
  listByTraining(db: Db, userId: number, treinoId: number): Promise<ExerciseRow[]> {
    return db.selectFrom('exercicios').selectAll().where('treino_id', '=', treinoId).where('user_id', '=', userId).orderBy('id').execute();
  },

  async find(db: Db, userId: number, id: number): Promise<ExerciseRow | null> {
    return (await db.selectFrom('exercicios').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()) ?? null;
  },

  /** The owner's exercises of one training among ids, in the order of ids (others are missing). */
  async findMany(db: Db, userId: number, treinoId: number, ids: number[]): Promise<ExerciseRow[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('exercicios').selectAll().where('user_id', '=', userId).where('treino_id', '=', treinoId).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is ExerciseRow => r !== undefined);
  },

  async insert(db: Db, values: Insertable<ExerciciosTable>): Promise<number> {
    const row = await db.insertInto('exercicios').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Db, userId: number, id: number, values: Updateable<ExerciciosTable>): Promise<void> {
    await db.updateTable('exercicios').set(values).where('id', '=', id).where('user_id', '=', userId).execute();
  },

  async deleteById(db: Db, id: number): Promise<void> {
    await db.deleteFrom('exercicios').where('id', '=', id).execute();
  },
};
