import { z } from 'zod';
import { text } from './common.ts';
import { pageAnswer, pagedQuery } from './paging.ts';

/** Largest attachment of a bulk e-mail (stated in the screen, enforced by the server). */
export const MAIL_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Attachment types accepted (detected from the content). */
export const MAIL_ATTACHMENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
] as const;
/** Most recipients of one send. */
export const MAIL_RECIPIENTS_MAX = 2000;
export const MAIL_SUBJECT_MAX = 200;
export const MAIL_MESSAGE_MAX = 50_000;
/** Rows per page of the recipients list (seed 001 §9). */
export const MAIL_PAGE_SIZE = 10;

/** Status filter of the recipients list (seed 001 §4): Ativos=1, Inativos=0, Todos=-1 (default). */
export const MAIL_STATUS_FILTERS = [1, 0, -1] as const;

const email = text().trim().toLowerCase().max(191, { message: 'validation.max' }).email({ message: 'validation.email' });

/** POST admin/sendmail (multipart {subject, message, emails[], attach}). */
export const sendMailFields = z.object({
  subject: text().trim().min(1, { message: 'validation.required' }).max(MAIL_SUBJECT_MAX, { message: 'validation.max' }),
  message: text().trim().min(1, { message: 'validation.required' }).max(MAIL_MESSAGE_MAX, { message: 'validation.max' }),
  emails: z.array(email).min(1, { message: 'admin.mail.no-recipients' }).max(MAIL_RECIPIENTS_MAX, { message: 'validation.max' }),
});
export type SendMailFields = z.infer<typeof sendMailFields>;

/** A user in the recipients list. */
export const mailUser = z.object({ id: z.number(), email: z.string(), name: z.string(), active: z.boolean() });
export type MailUser = z.infer<typeof mailUser>;
export const mailUsersAnswer = z.object({ users: z.array(mailUser) });
/** Columns the recipients list sorts on (each backed by an index). */
export const MAIL_USER_SORTS = ['id', 'email', 'name'] as const;
/** GET admin/mail/users?page=&pageSize=&sort=&dir=&q=&status=: status 1 active, 0 inactive, -1 all. */
export const mailUsersQuery = pagedQuery(MAIL_USER_SORTS).extend({
  status: z.coerce.number({ message: 'validation.invalid' }).pipe(z.union([z.literal(1), z.literal(0), z.literal(-1)], { message: 'validation.invalid' })).optional(),
});
export const mailUsersPage = pageAnswer(mailUser);
export type MailUsersPage = z.infer<typeof mailUsersPage>;

export const MAIL_RECIPIENT_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export const mailBatch = z.object({
  id: z.number(),
  subject: z.string(),
  status: z.enum(['sending', 'done']),
  attachment: z.string().nullable(),
  total: z.number(),
  sent: z.number(),
  failed: z.number(),
  recipients: z.array(z.object({ email: z.string(), status: z.enum(MAIL_RECIPIENT_STATUSES), error: z.string().nullable() })),
  created_at: z.string(),
});
export type MailBatch = z.infer<typeof mailBatch>;
export const mailBatchAnswer = z.object({ batch: mailBatch });
export const sendMailAnswer = z.object({ message: z.string(), batch: mailBatch });
