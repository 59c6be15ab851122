import { z } from 'zod';

export const NOTIFICATION_ICONS = ['fa-info', 'fa-times', 'fa-info-circle', 'fa-home', 'fa-user', 'fa-user-circle', 'fa-check', 'fa-check-circle'] as const;

export const notification = z.object({
  id: z.number(),
  ordem: z.number(),
  title: z.string(),
  message: z.string(),
  icon: z.enum(NOTIFICATION_ICONS),
  color: z.string(),
  background: z.string(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;
export const notificationsAnswer = z.object({ notifications: z.array(notification) });
