import { Cron } from 'croner';
import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { nowIso, stamps } from '../db/index.ts';
import { jobs } from './registry.ts';

/** A scheduled job: a cron pattern and a run function that returns a short summary. */
export interface Job {
  name: string;
  /** croner pattern, e.g. '17 3 * * *' (daily at 03:17). */
  schedule: string;
  run(ctx: AppContext): Promise<string>;
}

const LOCK_BASE = 7_271_100;

/** Runs one job now. On PostgreSQL an advisory lock makes several instances run it once. */
export async function runJob(ctx: AppContext, job: Job, log: FastifyBaseLogger): Promise<string | null> {
  const run = async (): Promise<string> => {
    const result = await job.run(ctx);
    const existing = await ctx.db.selectFrom('job_runs').select('id').where('name', '=', job.name).executeTakeFirst();
    if (existing) await ctx.db.updateTable('job_runs').set({ last_run_at: nowIso(), result, updated_at: nowIso() }).where('id', '=', existing.id).execute();
    else await ctx.db.insertInto('job_runs').values({ name: job.name, last_run_at: nowIso(), result, ...stamps() }).execute();
    log.info({ job: job.name, result }, 'job finished');
    return result;
  };
  if (ctx.dialect !== 'postgres') return run();
  const key = LOCK_BASE + jobs.findIndex((j) => j.name === job.name);
  const got = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(ctx.db);
  if (!got.rows[0]?.locked) return null;
  try {
    return await run();
  } finally {
    await sql`select pg_advisory_unlock(${key})`.execute(ctx.db);
  }
}

/** Schedules every registered job; returns a handle to stop them. */
export function startJobs(ctx: AppContext, log: FastifyBaseLogger): { stop(): void } {
  const crons = jobs.map(
    (job) =>
      new Cron(job.schedule, { protect: true }, async () => {
        try {
          await runJob(ctx, job, log);
        } catch (err) {
          log.error({ err, job: job.name }, 'job failed');
        }
      }),
  );
  return { stop: () => crons.forEach((c) => c.stop()) };
}
