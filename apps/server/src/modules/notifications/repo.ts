import type { Selectable } from 'kysely';
import type { Actor, UserActor } from '../../access/actor.ts';
import { userActor } from '../../access/actor.ts';
import { precompiled } from '../../db/precompiled.ts';
import { dismissalsPolicy, notificationsPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import { stamps } from '../../db/index.ts';
import type { NotificationsTable } from '../../db/types.ts';

/** A notification row as stored. */
export type NotificationRow = Selectable<NotificationsTable>;

/**
 * Every column of a notification, named: a statement whose columns are written out reads its rows
 * faster than `select *` (db/statement-cache.ts), and every home screen runs this one.
 */
const NOTIFICATION_COLUMNS = ['id', 'created_at', 'updated_at', 'ordem', 'title', 'message', 'icon', 'color', 'background', 'translations'] as const satisfies readonly (keyof NotificationRow)[];

/** The query of visibleNotifications. */
function visibleQuery(db: Db, actor: Actor) {
  return db
    .selectFrom('notifications')
    .select(NOTIFICATION_COLUMNS.map((column) => `notifications.${column}` as const))
    .where(notificationsPolicy.visibleTo(actor))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notification_dismissals')
            .select('notification_dismissals.id')
            .whereRef('notification_dismissals.notification_id', '=', 'notifications.id')
            .where(dismissalsPolicy.visibleTo(actor)),
        ),
      ),
    )
    .orderBy('ordem')
    .orderBy('id');
}

/** visibleQuery for a user, compiled once (every home screen asks for it). */
const visibleToUser = precompiled((db, p: { userId: number }) => visibleQuery(db, userActor({ id: p.userId, level: 'user' })));

/** Notifications the actor may read and has not dismissed, by ordem then id. */
export async function visibleNotifications(db: Db, actor: Actor): Promise<NotificationRow[]> {
  // The policies of both tables filter a user actor by id alone (not by level), so one compiled
  // query serves every user; the system actor builds its own.
  if (actor.kind === 'user') return visibleToUser.rows(db, { userId: actor.id });
  return visibleQuery(db, actor).execute();
}

/** True when a notification with this id exists and the actor may read it. */
export async function notificationExists(db: Db, actor: Actor, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('notifications').select('id').where('id', '=', id).where(notificationsPolicy.visibleTo(actor)).executeTakeFirst());
}

/** Records that the user dismissed the notification; dismissing twice is a no-op. */
export async function dismissNotification(db: Db, actor: UserActor, id: number): Promise<void> {
  await db
    .insertInto('notification_dismissals')
    .values({ notification_id: id, user_id: actor.id, ...stamps() })
    .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
    .execute();
}
