import type { Selectable } from 'kysely';
import type { Actor, UserActor } from '../../access/actor.ts';
import { dismissalsPolicy, notificationsPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import { stamps } from '../../db/index.ts';
import type { NotificationsTable } from '../../db/types.ts';

/** A notification row as stored. */
export type NotificationRow = Selectable<NotificationsTable>;

/** Notifications the actor may read and has not dismissed, by ordem then id. */
export async function visibleNotifications(db: Db, actor: Actor): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
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
    .orderBy('id')
    .execute();
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
