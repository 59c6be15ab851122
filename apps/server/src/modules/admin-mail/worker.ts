import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { richTextToPlain } from '../../richtext/sanitize.ts';
import { mailBatchesRepo } from './repo.ts';

/** A recipient left 'sending' this long (a crash mid-send) is tried again. */
const STALE_SENDING_MS = 10 * 60_000;

/** Drains running in this process, per context: one at a time, later kicks join it. */
const running = new WeakMap<AppContext, Promise<number>>();

/** Marks a batch done when no recipient is left to send, and removes its stored attachment. */
async function finishBatch(ctx: AppContext, batchId: number): Promise<void> {
  if (await mailBatchesRepo.hasUnsent(ctx.db, batchId)) return;
  const batch = await mailBatchesRepo.find(ctx.db, batchId);
  if (!batch || batch.status === 'done') return;
  // The file goes first: a batch that reads done has no attachment left in storage (a crash in
  // between leaves the key on the row, and deleting a missing key again is harmless).
  if (batch.attachment_key) await ctx.storage.delete(batch.attachment_key).catch(() => undefined);
  await mailBatchesRepo.markDone(ctx.db, batchId);
}

/**
 * Sends every pending recipient, one message each (a single To: nobody sees the other
 * addresses), recording 'sent' or 'failed' with the reason per recipient. Answers how many
 * messages were attempted.
 */
async function drain(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  const attachments = new Map<number, { filename: string; content: Buffer; contentType?: string } | null>();
  let attempted = 0;
  for (;;) {
    const recipient = await mailBatchesRepo.claimNext(ctx.db);
    if (!recipient) break;
    attempted += 1;
    const batch = await mailBatchesRepo.find(ctx.db, recipient.batch_id);
    if (!batch) continue;
    try {
      if (!attachments.has(batch.id)) {
        attachments.set(batch.id, batch.attachment_key ? { filename: batch.attachment_name ?? 'anexo', content: await ctx.storage.get(batch.attachment_key), contentType: batch.attachment_mime ?? undefined } : null);
      }
      const attachment = attachments.get(batch.id);
      await ctx.mailer.send({ to: recipient.email, subject: batch.subject, html: batch.html, text: richTextToPlain(batch.html), attachments: attachment ? [attachment] : undefined });
      await mailBatchesRepo.recordResult(ctx.db, recipient.id, { status: 'sent', error: null });
    } catch (err) {
      const reason = err instanceof Error ? err.message.slice(0, 300) : 'error';
      log.warn({ batch: batch.id, recipient: recipient.id, err: reason }, 'bulk mail: one message failed');
      await mailBatchesRepo.recordResult(ctx.db, recipient.id, { status: 'failed', error: reason });
    }
    await finishBatch(ctx, batch.id);
  }
  return attempted;
}

/** Starts (or joins) the background drain of pending bulk-mail recipients; never throws. */
export function kickMailWorker(ctx: AppContext, log: FastifyBaseLogger): Promise<number> {
  const current = running.get(ctx);
  if (current) return current.then(() => kickMailWorker(ctx, log));
  const run = drain(ctx, log)
    .catch((err: unknown) => {
      log.error({ err }, 'bulk mail worker stopped');
      return 0;
    })
    .finally(() => running.delete(ctx));
  running.set(ctx, run);
  return run;
}

/** Puts recipients left 'sending' by a crashed process back to 'pending' (the scheduled resume). */
export async function requeueStale(ctx: AppContext): Promise<number> {
  const cutoff = new Date(Date.now() - STALE_SENDING_MS).toISOString();
  return mailBatchesRepo.requeueSendingBefore(ctx.db, cutoff);
}

/** Recipients still to send (pending, or claimed by a worker and not yet recorded). */
export async function mailQueueDepth(ctx: AppContext): Promise<number> {
  return mailBatchesRepo.unsentCount(ctx.db);
}
