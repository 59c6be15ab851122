/** What other modules may use of the notifications module: the admins' editing of the notifications. */
export type { NotificationRow } from './repo.ts';
export { adminNotificationsRepo } from './repo.ts';
