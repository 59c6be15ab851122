import { z } from 'zod';

/** What a share link may point at: a training, an image formation, a video, a fitness sheet or a week. */
export const SHARE_KINDS = ['treino', 'formation', 'video', 'fitnes', 'semana'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** Expiry choices of a new link, in days (null: never expires). */
export const SHARE_EXPIRY_DAYS = [1, 7, 30, 90] as const;

/** Most active links one record may have at a time. */
export const SHARE_MAX_LINKS_PER_RECORD = 20;

/** Which record's links: GET /api/share?kind=&record_id=. */
export const shareRecordQuery = z.object({
  kind: z.enum(SHARE_KINDS, { message: 'validation.invalid' }),
  record_id: z.coerce.number({ message: 'validation.required' }).int().positive({ message: 'validation.invalid' }),
});
export type ShareRecordQuery = z.infer<typeof shareRecordQuery>;

/** POST /api/share: a new read-only link, optionally expiring after some days. */
export const shareCreateInput = shareRecordQuery.extend({
  expires_in_days: z
    .union([z.literal(1), z.literal(7), z.literal(30), z.literal(90), z.null()], { message: 'share.expiry-invalid' })
    .optional()
    .default(null),
});
export type ShareCreateInput = z.infer<typeof shareCreateInput>;

/** One link as its owner sees it (the address is rebuilt by the server; never a raw token in the DB). */
export const shareLink = z.object({
  id: z.number(),
  kind: z.enum(SHARE_KINDS),
  record_id: z.number(),
  url: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
});
export type ShareLink = z.infer<typeof shareLink>;

export const shareLinkList = z.object({ links: z.array(shareLink) });
export const shareLinkCreated = z.object({ link: shareLink, message: z.string() });
