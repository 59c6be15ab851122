import { MAIL_ATTACHMENT_MAX_BYTES, MAIL_ATTACHMENT_TYPES } from '@prancheta/shared';
import type { FileRule } from '../../uploads/multipart.ts';

/** The bulk e-mail attachment: documents and images up to 5 MB, the type read from the content. */
export const mailAttachmentRule: FileRule = {
  maxBytes: MAIL_ATTACHMENT_MAX_BYTES,
  types: MAIL_ATTACHMENT_TYPES,
  tooBigKey: 'admin.mail.attach-too-large',
  badTypeKey: 'admin.mail.attach-type',
};

/** The recipients of a multipart or JSON body: `emails[0]`, `emails[1]`... or an `emails` array. */
export function recipientsOf(raw: Record<string, unknown>): unknown {
  if (Array.isArray(raw.emails)) return raw.emails;
  const indexed = Object.keys(raw)
    .map((k) => /^emails\[(\d*)\]$/.exec(k))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((m) => raw[m[0]]);
  if (indexed.length > 0) return indexed;
  return typeof raw.emails === 'string' && raw.emails !== '' ? [raw.emails] : [];
}
