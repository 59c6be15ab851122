import type { Selectable } from 'kysely';
import type { Db } from '../../db/index.ts';
import { stamps } from '../../db/index.ts';
import type { NotificationsTable } from '../../db/types.ts';

/** A notification row as stored. */
export type NotificationRow = Selectable<NotificationsTable>;

/** Notifications the user has not dismissed, by ordem then id. */
export async function visibleNotifications(db: Db, userId: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('notification_dismissals')
            .select('notification_dismissals.id')
            .whereRef('notification_dismissals.notification_id', '=', 'notifications.id')
            .where('notification_dismissals.user_id', '=', userId),
        ),
      ),
    )
    .orderBy('ordem')
    .orderBy('id')
    .execute();
}

/** True when a notification with this id exists. */
export async function notificationExists(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('notifications').select('id').where('id', '=', id).executeTakeFirst());
}

/** Records that the user dismissed the notification; dismissing twice is a no-op. */
export async function dismissNotification(db: Db, id: number, userId: number): Promise<void> {
  await db
    .insertInto('notification_dismissals')
    .values({ notification_id: id, user_id: userId, ...stamps() })
    .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing())
    .execute();
}
