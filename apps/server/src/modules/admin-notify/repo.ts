import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Actor } from '../../access/actor.ts';
import { notificationsPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import type { NotificationsTable } from '../../db/types.ts';

/** A notification row as stored. */
export type NotificationRow = Selectable<NotificationsTable>;

/** The notifications the actor may change (admins: all of them), in the order of the home screen. */
function editable(db: Db, actor: Actor) {
  return db.selectFrom('notifications').selectAll().where(notificationsPolicy.ownedBy(actor)).orderBy('ordem').orderBy('id');
}

/** The admins' editing of notifications: every one is read, changed or deleted under notificationsPolicy.ownedBy (admins only). */
export const adminNotificationsRepo = {
  list: (db: Db, actor: Actor): Promise<NotificationRow[]> => editable(db, actor).execute(),
  find: async (db: Db, actor: Actor, id: number): Promise<NotificationRow | null> => (await editable(db, actor).where('id', '=', id).executeTakeFirst()) ?? null,
  insert: async (db: Db, values: Insertable<NotificationsTable>): Promise<number> => (await db.insertInto('notifications').values(values).returning('id').executeTakeFirstOrThrow()).id,

  async update(db: Db, actor: Actor, id: number, values: Updateable<NotificationsTable>): Promise<void> {
    await db.updateTable('notifications').set(values).where('id', '=', id).where(notificationsPolicy.ownedBy(actor)).execute();
  },

  async deleteById(db: Db, actor: Actor, id: number): Promise<void> {
    await db.deleteFrom('notifications').where('id', '=', id).where(notificationsPolicy.ownedBy(actor)).execute();
  },
};
