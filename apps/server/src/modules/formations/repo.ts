import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Actor } from '../../access/actor.ts';
import { formationsPolicy, userImagesPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import type { FormactionsTable, UserImagesTable } from '../../db/types.ts';

/** A formation row. */
export type FormationRow = Selectable<FormactionsTable>;
/** A personal image row. */
export type UserImageRow = Selectable<UserImagesTable>;

/** Every read goes through formationsPolicy.visibleTo (coeditableBy to open and save), every deletion through ownedBy. */
export const formationsRepo = {
  list(db: Db, actor: Actor, type?: 'image' | 'video'): Promise<FormationRow[]> {
    let q = db.selectFrom('formactions').selectAll().where(formationsPolicy.visibleTo(actor));
    if (type) q = q.where('type', '=', type);
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  },

  async find(db: Db, actor: Actor, id: number): Promise<FormationRow | null> {
    return (await db.selectFrom('formactions').selectAll().where('id', '=', id).where(formationsPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },

  /** A formation the actor may open and save: their own, or one they were invited to draw together. */
  async findCoeditable(db: Db, actor: Actor, id: number): Promise<FormationRow | null> {
    return (await db.selectFrom('formactions').selectAll().where('id', '=', id).where(formationsPolicy.coeditableBy(actor)).executeTakeFirst()) ?? null;
  },

  /** The visible formations among ids, in the order of ids (unknown or foreign ids are missing). */
  async findMany(db: Db, actor: Actor, ids: number[]): Promise<FormationRow[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('formactions').selectAll().where(formationsPolicy.visibleTo(actor)).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is FormationRow => r !== undefined);
  },

  async insert(db: Db, values: Insertable<FormactionsTable>): Promise<number> {
    const row = await db.insertInto('formactions').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Db, actor: Actor, id: number, values: Updateable<FormactionsTable>): Promise<void> {
    // The owner, or a club member invited to draw it together (the save of a shared formation).
    await db.updateTable('formactions').set(values).where('id', '=', id).where(formationsPolicy.coeditableBy(actor)).execute();
  },

  /** Formations created before the cut-off, of every owner (retention job only). */
  olderThan(db: Db, actor: Actor, cutoff: string, limit = 500): Promise<FormationRow[]> {
    return db.selectFrom('formactions').selectAll().where(formationsPolicy.visibleTo(actor)).where('created_at', '<', cutoff).orderBy('id').limit(limit).execute();
  },

  async deleteById(db: Db, actor: Actor, id: number): Promise<void> {
    await db.deleteFrom('formactions').where('id', '=', id).where(formationsPolicy.ownedBy(actor)).execute();
  },
};

/** Personal images of the editor, always filtered by userImagesPolicy. */
export const userImagesRepo = {
  list(db: Db, actor: Actor): Promise<UserImageRow[]> {
    return db.selectFrom('user_images').selectAll().where(userImagesPolicy.visibleTo(actor)).orderBy('id', 'desc').execute();
  },
  async find(db: Db, actor: Actor, id: number): Promise<UserImageRow | null> {
    return (await db.selectFrom('user_images').selectAll().where('id', '=', id).where(userImagesPolicy.visibleTo(actor)).executeTakeFirst()) ?? null;
  },
  async insert(db: Db, values: Insertable<UserImagesTable>): Promise<number> {
    const row = await db.insertInto('user_images').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },
  async deleteById(db: Db, actor: Actor, id: number): Promise<void> {
    await db.deleteFrom('user_images').where('id', '=', id).where(userImagesPolicy.ownedBy(actor)).execute();
  },
};
