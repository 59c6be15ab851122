import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Actor } from '../../../access/actor.ts';
import { exercisesPolicy } from '../../../access/policies.ts';
import type { Db } from '../../../db/index.ts';
import type { ExerciciosTable } from '../../../db/types.ts';

/** An exercise row. */
export type ExerciseRow = Selectable<ExerciciosTable>;

/** Every read goes through exercisesPolicy.visibleTo, every change through ownedBy. */
export const exercisesRepo = {
  /** The exercises of one training, in creation order. */
  listByTraining(db: Db, actor: Actor, treinoId: number): Promise<ExerciseRow[]> {
    return db.selectFrom('exercicios').selectAll().where('treino_id', '=', treinoId).where(exercisesPolicy.visibleTo(actor)).orderBy('id').execute();
  },

  async find(db: Db, actor: Actor, id: number): Promise<ExerciseRow | null> {
    return (await db.selectFrom('exercicios').selectAll().where('id', '=', id).where(exercisesPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },

  /** The visible exercises of one training among ids, in the order of ids (others are missing). */
  async findMany(db: Db, actor: Actor, treinoId: number, ids: number[]): Promise<ExerciseRow[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('exercicios').selectAll().where(exercisesPolicy.visibleTo(actor)).where('treino_id', '=', treinoId).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is ExerciseRow => r !== undefined);
  },

  async insert(db: Db, values: Insertable<ExerciciosTable>): Promise<number> {
    const row = await db.insertInto('exercicios').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Db, actor: Actor, id: number, values: Updateable<ExerciciosTable>): Promise<void> {
    await db.updateTable('exercicios').set(values).where('id', '=', id).where(exercisesPolicy.ownedBy(actor)).execute();
  },

  async deleteById(db: Db, actor: Actor, id: number): Promise<void> {
    await db.deleteFrom('exercicios').where('id', '=', id).where(exercisesPolicy.ownedBy(actor)).execute();
  },
};
