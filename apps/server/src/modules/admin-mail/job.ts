import type { Job } from '../../jobs/job.ts';
import { kickMailWorker, requeueStale } from './worker.ts';
import pino from 'pino';

/**
 * Resumes bulk mail after a restart: recipients a crashed process left 'sending' go back to
 * 'pending', and every pending one is sent. Sends normally start right after POST admin/sendmail.
 */
export const mailResumeJob: Job = {
  name: 'mail-resume',
  schedule: '*/5 * * * *',
  async run(ctx) {
    const requeued = await requeueStale(ctx);
    const sent = await kickMailWorker(ctx, pino({ level: 'warn' }));
    return `requeued ${requeued}, attempted ${sent}`;
  },
};
