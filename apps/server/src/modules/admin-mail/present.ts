import type { MailBatch } from '@prancheta/shared';
import type { Db } from '../../db/index.ts';
import { mailBatchesRepo } from './repo.ts';

/** A bulk e-mail with its per-recipient results (in the order they were chosen). */
export async function loadBatch(db: Db, id: number): Promise<MailBatch | null> {
  const batch = await mailBatchesRepo.find(db, id);
  if (!batch) return null;
  const recipients = await mailBatchesRepo.recipients(db, id);
  const list = recipients.map((r) => ({ email: r.email, status: r.status as MailBatch['recipients'][number]['status'], error: r.error }));
  return {
    id: batch.id,
    subject: batch.subject,
    status: batch.status === 'done' ? 'done' : 'sending',
    attachment: batch.attachment_name,
    total: list.length,
    sent: list.filter((r) => r.status === 'sent').length,
    failed: list.filter((r) => r.status === 'failed').length,
    recipients: list,
    created_at: batch.created_at,
  };
}
