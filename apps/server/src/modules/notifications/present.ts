import { NOTIFICATION_ICONS } from '@prancheta/shared';
import type { Language, Notification } from '@prancheta/shared';
import { localized } from '../../i18n/localized.ts';
import type { NotificationRow } from './repo.ts';

type Icon = Notification['icon'];

/** The only place a notification row becomes JSON, in the caller's language; an unknown icon falls back to fa-info. */
export function presentNotification(row: NotificationRow, lang: Language): Notification {
  const { title, message } = localized(row, lang, ['title', 'message']);
  const icon: Icon = (NOTIFICATION_ICONS as readonly string[]).includes(row.icon) ? (row.icon as Icon) : 'fa-info';
  return { id: row.id, ordem: row.ordem, title, message, icon, color: row.color, background: row.background, created_at: row.created_at };
}
