import { NOTIFICATION_ICONS } from '@prancheta/shared';
import type { AdminNotification, NotifyInput } from '@prancheta/shared';
import type { Translations } from '../../db/seeds.ts';
import type { NotificationRow } from './repo.ts';

type Texts = Translations<'title' | 'message'>;

function parse(json: string): Texts {
  try {
    const v: unknown = JSON.parse(json);
    return v && typeof v === 'object' ? (v as Texts) : {};
  } catch {
    return {};
  }
}

/** The es-es and en-us texts of the form as the `translations` JSON the home screen reads (blank ones left out). */
export function translationsOf(values: Pick<NotifyInput, 'title_es' | 'message_es' | 'title_en' | 'message_en'>): string {
  const texts: Texts = {};
  const put = (lang: 'es-es' | 'en-us', title: string, message: string) => {
    const entry: { title?: string; message?: string } = {};
    if (title) entry.title = title;
    if (message) entry.message = message;
    if (entry.title || entry.message) texts[lang] = entry;
  };
  put('es-es', values.title_es, values.message_es);
  put('en-us', values.title_en, values.message_en);
  return JSON.stringify(texts);
}

/** A notification with every language's texts, for the admin editor. */
export function presentAdminNotification(row: NotificationRow): AdminNotification {
  const texts = parse(row.translations);
  const icon = (NOTIFICATION_ICONS as readonly string[]).includes(row.icon) ? (row.icon as AdminNotification['icon']) : 'fa-info';
  return {
    id: row.id,
    ordem: row.ordem,
    title: row.title,
    message: row.message,
    icon,
    color: row.color,
    background: row.background,
    title_es: texts['es-es']?.title ?? '',
    message_es: texts['es-es']?.message ?? '',
    title_en: texts['en-us']?.title ?? '',
    message_en: texts['en-us']?.message ?? '',
    created_at: row.created_at,
  };
}
