import { forgetSentMail, requeueStaleMail, sendQueuedMail } from '../mail/queue.ts';
import type { Job } from './job.ts';

/**
 * Retries transactional e-mails (receipts, refund notices, renewal reminders) that could not be
 * sent right after the change they tell about, every 5 minutes; sent mails are kept 7 days.
 */
export const mailQueueJob: Job = {
  name: 'mail-queue',
  schedule: '*/5 * * * *',
  async run(ctx) {
    const requeued = await requeueStaleMail(ctx.db);
    const { sent, failed } = await sendQueuedMail(ctx);
    await forgetSentMail(ctx.db);
    return `requeued ${requeued}, sent ${sent}, failed ${failed}`;
  },
};
