import { z } from 'zod';
import { text } from './common.ts';

/** Days before retention deletes a record that the coach is warned (home screen and one e-mail). */
export const RETENTION_WARNING_DAYS = 14;

/** The kinds of record retention deletes, as warnings and the home screen name them. */
export const expiringKind = z.enum(['treino', 'formation', 'video', 'week', 'fitness']);
export type ExpiringKind = z.infer<typeof expiringKind>;

/** GET /api/user/retention: the coach's records deleted within RETENTION_WARNING_DAYS, soonest first. */
export const retentionAnswer = z.object({
  expiring: z.array(z.object({ kind: expiringKind, id: z.number(), title: z.string(), deletes_at: z.string() })),
});
export type RetentionAnswer = z.infer<typeof retentionAnswer>;

/** GET /api/user/download/summary: what the ZIP of all material will hold. */
export const downloadSummaryAnswer = z.object({
  records: z.object({ treinos: z.number(), fitness: z.number(), semanas: z.number(), formacoes: z.number(), videos: z.number() }),
  total: z.number(),
});
export type DownloadSummaryAnswer = z.infer<typeof downloadSummaryAnswer>;

/** DELETE /api/user: deleting the account needs the current password. */
export const deleteAccountBody = z.object({
  password: text().min(1, { message: 'validation.required' }).max(200),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;
