import { lifecycles } from '../modules/lifecycles.ts';
import { createRetentionWarningJob } from '../modules/account/warning-job.ts';
import type { Job } from './job.ts';
import { createRetentionJob } from './retention.ts';
import { mailResumeJob } from '../modules/admin-mail/job.ts';
import { mailQueueJob } from './mail-queue.ts';
import { renewalReminderJob } from '../payments/reminder-job.ts';

/** The 6-month retention job over every module's purge contract. */
export const retentionJob = createRetentionJob(lifecycles);

/** The e-mail warning coaches 14 days before retention deletes their records. */
export const retentionWarningJob = createRetentionWarningJob();

/** Every scheduled job. */
export const jobs: Job[] = [retentionJob, mailResumeJob, retentionWarningJob, mailQueueJob, renewalReminderJob];
