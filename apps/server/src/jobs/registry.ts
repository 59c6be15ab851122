import { retentionJob } from './retention.ts';
import type { Job } from './scheduler.ts';

/** Every scheduled job. */
export const jobs: Job[] = [retentionJob];
