import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { LOCKS, withAdvisoryLock } from '../db/advisory-lock.ts';
import { nowIso, stamps } from '../db/index.ts';
import type { Job } from './job.ts';

/** A stable advisory-lock key per job name (same on every instance). */
function lockKey(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 1_000_000;
  return LOCKS.jobsBase + h;
}

/** The latest time the job's schedule fell due at or before `now` (looked for up to 8 days back). */
export function latestDue(job: Job, now = new Date()): Date | null {
  const cron = new Cron(job.schedule, { paused: true });
  let due: Date | null = null;
  let next = cron.nextRun(new Date(now.getTime() - 8 * 86_400_000));
  while (next && next <= now) {
    due = next;
    next = cron.nextRun(next);
  }
  cron.stop();
  return due;
}

/**
 * Runs one job now and records it in job_runs. With `slot` (the scheduled time this run is for) it
 * is skipped when job_runs shows a run at or after that time: every instance's scheduler fires at
 * the same time, and the first to take the job's advisory lock runs it while the others either
 * find the lock held or, coming later, the run recorded. Without `slot` it always runs (tests,
 * manual runs). Answers the job's summary, or null when skipped.
 */
export async function runJob(ctx: AppContext, job: Job, log: FastifyBaseLogger, slot?: Date): Promise<string | null> {
  const outcome = await withAdvisoryLock(ctx.db, ctx.dialect, lockKey(job.name), false, async () => {
    const last = await ctx.db.selectFrom('job_runs').select(['id', 'last_run_at']).where('name', '=', job.name).executeTakeFirst();
    if (slot && last && last.last_run_at >= slot.toISOString()) {
      log.info({ job: job.name, slot: slot.toISOString(), lastRunAt: last.last_run_at }, 'job skipped: already run for this slot');
      return null;
    }
    let result: string;
    try {
      result = await job.run(ctx);
    } catch (err) {
      ctx.metrics.jobRun(job.name, 'failed');
      throw err;
    }
    ctx.metrics.jobRun(job.name, 'ok');
    if (last) await ctx.db.updateTable('job_runs').set({ last_run_at: nowIso(), result, updated_at: nowIso() }).where('id', '=', last.id).execute();
    else await ctx.db.insertInto('job_runs').values({ name: job.name, last_run_at: nowIso(), result, ...stamps() }).execute();
    log.info({ job: job.name, result }, 'job finished');
    return result;
  });
  if (!outcome.ran) {
    log.info({ job: job.name }, 'job skipped: another instance is running it');
    return null;
  }
  return outcome.value;
}

/** Runs the job for `slot`, logging a failure instead of throwing (a scheduler callback). */
async function runScheduled(ctx: AppContext, job: Job, log: FastifyBaseLogger, slot: Date): Promise<void> {
  try {
    await runJob(ctx, job, log, slot);
  } catch (err) {
    log.error({ err, job: job.name }, 'job failed');
  }
}

/**
 * Schedules the given jobs (see registry.ts) and, right away, catches up on a run a job missed
 * while no instance was up (its latest due time lies after its last recorded run). Returns a
 * handle to stop them and a promise of the catch-up runs.
 */
export function startJobs(ctx: AppContext, log: FastifyBaseLogger, jobs: readonly Job[]): { stop(): void; caughtUp: Promise<void> } {
  const crons = jobs.map((job) => new Cron(job.schedule, { protect: true }, (self: Cron) => runScheduled(ctx, job, log, self.currentRun() ?? new Date())));
  const caughtUp = Promise.all(
    jobs.map(async (job) => {
      const due = latestDue(job);
      if (due) await runScheduled(ctx, job, log, due);
    }),
  ).then(() => undefined);
  return { stop: () => crons.forEach((c) => c.stop()), caughtUp };
}
