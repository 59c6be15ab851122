import { z } from 'zod';
import { hexColour, text } from './common.ts';
import { NOTIFICATION_ICONS } from './notifications.ts';

export const NOTIFICATION_TITLE_MAX = 120;
export const NOTIFICATION_MESSAGE_MAX = 1000;
/** Defaults of a new notification (seed 001 §3). */
export const NOTIFICATION_DEFAULTS = { ordem: 1, background: '#eeddff', color: '#000000', icon: 'fa-info' } as const;

const optionalText = (max: number) => text().trim().max(max, { message: 'validation.max' }).default('');

/**
 * POST admin/notify/ and PUT admin/notify/{id}: ordem at least 1 (step 1), title and message in
 * pt-br required, the es-es and en-us texts optional (a blank one falls back to pt-br).
 */
export const notifyInput = z.object({
  ordem: z.coerce.number({ message: 'validation.number' }).int({ message: 'validation.number' }).min(1, { message: 'validation.min' }).max(10_000, { message: 'validation.invalid' }),
  title: text().trim().min(1, { message: 'validation.required' }).max(NOTIFICATION_TITLE_MAX, { message: 'validation.max' }),
  message: text().trim().min(1, { message: 'validation.required' }).max(NOTIFICATION_MESSAGE_MAX, { message: 'validation.max' }),
  icon: z.enum(NOTIFICATION_ICONS, { message: 'validation.invalid' }),
  color: hexColour,
  background: hexColour,
  title_es: optionalText(NOTIFICATION_TITLE_MAX),
  message_es: optionalText(NOTIFICATION_MESSAGE_MAX),
  title_en: optionalText(NOTIFICATION_TITLE_MAX),
  message_en: optionalText(NOTIFICATION_MESSAGE_MAX),
});
export type NotifyInput = z.infer<typeof notifyInput>;

/** A notification as the admin edits it: every language's texts. */
export const adminNotification = z.object({
  id: z.number(),
  ordem: z.number(),
  title: z.string(),
  message: z.string(),
  icon: z.enum(NOTIFICATION_ICONS),
  color: z.string(),
  background: z.string(),
  title_es: z.string(),
  message_es: z.string(),
  title_en: z.string(),
  message_en: z.string(),
  created_at: z.string(),
});
export type AdminNotification = z.infer<typeof adminNotification>;
export const adminNotificationsAnswer = z.object({ notifications: z.array(adminNotification) });
export const adminNotificationAnswer = z.object({ message: z.string(), notification: adminNotification });
