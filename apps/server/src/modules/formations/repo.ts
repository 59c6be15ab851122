import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { FormactionsTable, UserImagesTable } from '../../db/types.ts';

/** A formation row. */
export type FormationRow = Selectable<FormactionsTable>;
/** A personal image row. */
export type UserImageRow = Selectable<UserImagesTable>;

/** Every query here filters by owner: a record id alone never grants access. */
export const formationsRepo = {
  list(db: Db, userId: number, type?: 'image' | 'video'): Promise<FormationRow[]> {
    let q = db.selectFrom('formactions').selectAll().where('user_id', '=', userId);
    if (type) q = q.where('type', '=', type);
    return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  },

  async find(db: Db, userId: number, id: number): Promise<FormationRow | null> {
    return (await db.selectFrom('formactions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()) ?? null;
  },

  /** The owner's formations among ids, in the order of ids (unknown or foreign ids are missing). */
  async findMany(db: Db, userId: number, ids: number[]): Promise<FormationRow[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom('formactions').selectAll().where('user_id', '=', userId).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is FormationRow => r !== undefined);
  },

  async insert(db: Db, values: Insertable<FormactionsTable>): Promise<number> {
    const row = await db.insertInto('formactions').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },

  async update(db: Db, userId: number, id: number, values: Updateable<FormactionsTable>): Promise<void> {
    await db.updateTable('formactions').set(values).where('id', '=', id).where('user_id', '=', userId).execute();
  },

  async delete(db: Db, userId: number, id: number): Promise<void> {
    await db.deleteFrom('formactions').where('id', '=', id).where('user_id', '=', userId).execute();
  },

  /** Formations created before the cut-off, of every owner (retention job only). */
  olderThan(db: Db, cutoff: string, limit = 500): Promise<FormationRow[]> {
    return db.selectFrom('formactions').selectAll().where('created_at', '<', cutoff).orderBy('id').limit(limit).execute();
  },

  async deleteById(db: Db, id: number): Promise<void> {
    await db.deleteFrom('formactions').where('id', '=', id).execute();
  },

  /** True when the category belongs to a club the user leads or is a member of. */
  async categoryOfUser(db: Db, userId: number, categoryId: number): Promise<boolean> {
    const row = await db
      .selectFrom('categories')
      .innerJoin('teams', 'teams.id', 'categories.team_id')
      .select('categories.id')
      .where('categories.id', '=', categoryId)
      .where((eb) =>
        eb.or([
          eb('teams.leader_id', '=', userId),
          eb.exists(eb.selectFrom('team_users').select('team_users.id').whereRef('team_users.team_id', '=', 'teams.id').where('team_users.user_id', '=', userId)),
        ]),
      )
      .executeTakeFirst();
    return Boolean(row);
  },
};

/** Personal images of the editor, always filtered by owner. */
export const userImagesRepo = {
  list(db: Db, userId: number): Promise<UserImageRow[]> {
    return db.selectFrom('user_images').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
  },
  async find(db: Db, userId: number, id: number): Promise<UserImageRow | null> {
    return (await db.selectFrom('user_images').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()) ?? null;
  },
  async insert(db: Db, values: Insertable<UserImagesTable>): Promise<number> {
    const row = await db.insertInto('user_images').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  },
  async delete(db: Db, userId: number, id: number): Promise<void> {
    await db.deleteFrom('user_images').where('id', '=', id).where('user_id', '=', userId).execute();
  },
};
