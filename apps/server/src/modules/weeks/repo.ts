import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Actor } from '../../access/actor.ts';
import { trainingsPolicy, weeksPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import type { SemanasTable } from '../../db/types.ts';

/** A weekly sheet row. */
export type WeekRow = Selectable<SemanasTable>;

/** Every read goes through weeksPolicy.visibleTo, every change through ownedBy. */
export const weeksRepo = {
  list(db: Db, actor: Actor): Promise<WeekRow[]> {
    return db.selectFrom('semanas').selectAll().where(weeksPolicy.visibleTo(actor)).orderBy('id', 'desc').execute();
  },

  async find(db: Db, actor: Actor, id: number): Promise<WeekRow | null> {
    return (await db.selectFrom('semanas').selectAll().where('id', '=', id).where(weeksPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },

  async insert(db: Db, values: Insertable<SemanasTable>): Promise<number> {
    const row = await db.insertInto('semanas').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Db, actor: Actor, id: number, values: Updateable<SemanasTable>): Promise<void> {
    await db.updateTable('semanas').set(values).where('id', '=', id).where(weeksPolicy.ownedBy(actor)).execute();
  },

  async deleteById(db: Db, actor: Actor, id: number): Promise<void> {
    await db.deleteFrom('semanas').where('id', '=', id).where(weeksPolicy.ownedBy(actor)).execute();
  },

  /** The trainings among ids that the actor may link from a cell (its own): id and what names them. */
  linkableTrainings(db: Db, actor: Actor, ids: number[]): Promise<{ id: number; metodologia: string; data: string }[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db.selectFrom('treinos').select(['id', 'metodologia', 'data']).where(trainingsPolicy.ownedBy(actor)).where('id', 'in', ids).execute();
  },

  /** The actor's sheets whose week covers the day (YYYY-MM-DD), newest start first. */
  covering(db: Db, actor: Actor, day: string): Promise<WeekRow[]> {
    return db.selectFrom('semanas').selectAll().where(weeksPolicy.visibleTo(actor)).where('data_inicio', '<=', day).where('data_fim', '>=', day).orderBy('data_inicio', 'desc').orderBy('id', 'desc').limit(5).execute();
  },

  /** The actor's sheets whose week overlaps [from, to] (calendar feeds). */
  overlapping(db: Db, actor: Actor, from: string, to: string, limit = 200): Promise<WeekRow[]> {
    return db.selectFrom('semanas').selectAll().where(weeksPolicy.visibleTo(actor)).where('data_inicio', '<=', to).where('data_fim', '>=', from).orderBy('data_inicio').limit(limit).execute();
  },

  /** Sheets created before the cut-off visible to the actor (the retention job's system actor: all). */
  olderThan(db: Db, actor: Actor, cutoff: string, limit = 500): Promise<WeekRow[]> {
    return db.selectFrom('semanas').selectAll().where(weeksPolicy.visibleTo(actor)).where('created_at', '<', cutoff).orderBy('id').limit(limit).execute();
  },
};
