import type { AppContext } from '../context.ts';
import type { Db } from '../db/index.ts';
import { nowIso, stamps } from '../db/index.ts';
import type { MailMessage } from './mailer.ts';

/** Attempts before a queued mail is given up (marked failed); the job retries until then. */
export const MAIL_MAX_ATTEMPTS = 8;
/** A mail left 'sending' this long (a crash mid-send) is tried again. */
const STALE_SENDING_MS = 10 * 60_000;

/**
 * Queues a transactional e-mail. Call it with the transaction that makes the change the mail
 * tells about: the mail exists exactly when the change does, and sending it later can never roll
 * the change back.
 */
export async function queueMail(db: Db, message: MailMessage & { html: string; to: string }): Promise<void> {
  await db.insertInto('mail_queue').values({ email: message.to, subject: message.subject, text: message.text, html: message.html, error: null, ...stamps() }).execute();
}

/** Claims one pending mail with a conditional update, so two senders never send the same one. */
async function claimNext(db: Db) {
  for (;;) {
    const next = await db.selectFrom('mail_queue').selectAll().where('status', '=', 'pending').where('attempts', '<', MAIL_MAX_ATTEMPTS).orderBy('id').limit(1).executeTakeFirst();
    if (!next) return null;
    const claimed = await db.updateTable('mail_queue').set({ status: 'sending', attempts: next.attempts + 1, updated_at: nowIso() }).where('id', '=', next.id).where('status', '=', 'pending').executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return next;
  }
}

/**
 * Sends the queued mails one by one. A failure puts the mail back to pending (the mail-queue
 * job tries again) until MAIL_MAX_ATTEMPTS, then marks it failed with the reason. Never throws:
 * callers are payment handlers whose outcome must not depend on the mail server.
 */
export async function sendQueuedMail(ctx: AppContext): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  try {
    for (;;) {
      const mail = await claimNext(ctx.db);
      if (!mail) break;
      try {
        await ctx.mailer.send({ to: mail.email, subject: mail.subject, text: mail.text, html: mail.html });
        await ctx.db.updateTable('mail_queue').set({ status: 'sent', error: null, updated_at: nowIso() }).where('id', '=', mail.id).execute();
        sent += 1;
      } catch (err) {
        failed += 1;
        const reason = err instanceof Error ? err.message.slice(0, 300) : 'error';
        const status = mail.attempts + 1 >= MAIL_MAX_ATTEMPTS ? 'failed' : 'pending';
        await ctx.db.updateTable('mail_queue').set({ status, error: reason, updated_at: nowIso() }).where('id', '=', mail.id).execute();
        // One failure usually means the mail server is down: leave the rest for the job.
        break;
      }
    }
  } catch {
    // The database itself failed: the job tries again.
  }
  return { sent, failed };
}

/** Puts mails left 'sending' by a crashed process back to pending. */
export async function requeueStaleMail(db: Db): Promise<number> {
  const cutoff = new Date(Date.now() - STALE_SENDING_MS).toISOString();
  const r = await db.updateTable('mail_queue').set({ status: 'pending', updated_at: nowIso() }).where('status', '=', 'sending').where('updated_at', '<', cutoff).executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Deletes sent mails older than `days` (their text names the recipient; the change itself stays). */
export async function forgetSentMail(db: Db, days = 7): Promise<number> {
  const cutoff = new Date(Date.now() - days * 86_400_000).toISOString();
  const r = await db.deleteFrom('mail_queue').where('status', '=', 'sent').where('updated_at', '<', cutoff).executeTakeFirst();
  return Number(r.numDeletedRows);
}
