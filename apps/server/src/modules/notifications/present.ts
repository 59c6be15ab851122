import { NOTIFICATION_ICONS } from '@prancheta/shared';
import type { Notification } from '@prancheta/shared';
import type { NotificationRow } from './repo.ts';

type Icon = Notification['icon'];

/** The only place a notification row becomes JSON; an unknown icon falls back to fa-info. */
export function presentNotification(row: NotificationRow): Notification {
  const icon: Icon = (NOTIFICATION_ICONS as readonly string[]).includes(row.icon) ? (row.icon as Icon) : 'fa-info';
  return { id: row.id, ordem: row.ordem, title: row.title, message: row.message, icon, color: row.color, background: row.background, created_at: row.created_at };
}
