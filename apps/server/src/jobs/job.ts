import type { AppContext } from '../context.ts';

/** A scheduled job: a cron pattern and a run function that returns a short summary. */
export interface Job {
  name: string;
  /** croner pattern, e.g. '17 3 * * *' (daily at 03:17). */
  schedule: string;
  run(ctx: AppContext): Promise<string>;
}
