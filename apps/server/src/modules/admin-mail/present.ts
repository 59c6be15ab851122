import type { MailBatch } from '@prancheta/shared';
import type { Db } from '../../db/index.ts';

/** A bulk e-mail with its per-recipient results (in the order they were chosen). */
export async function loadBatch(db: Db, id: number): Promise<MailBatch | null> {
  const batch = await db.selectFrom('mail_batches').selectAll().where('id', '=', id).executeTakeFirst();
  if (!batch) return null;
  const recipients = await db.selectFrom('mail_recipients').select(['email', 'status', 'error']).where('batch_id', '=', id).orderBy('id').execute();
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
