import { LIMITS } from '@prancheta/shared';
import type { Lifecycle } from '../lifecycle/contract.ts';
import type { Job } from './job.ts';

/** The cut-off: now minus the retention months. */
export function retentionCutoff(now = new Date()): string {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - LIMITS.retentionMonths);
  return d.toISOString();
}

/** Deletes records older than 6 months (seed: records kept 6 months), module by module. */
export function createRetentionJob(lifecycles: readonly Lifecycle[]): Job {
  return {
    name: 'retention',
    schedule: '17 3 * * *',
    async run(ctx) {
      const cutoff = retentionCutoff();
      const parts: string[] = [];
      for (const lifecycle of lifecycles) parts.push(`${lifecycle.name}=${await lifecycle.purgeOlderThan(ctx, cutoff)}`);
      // Expired sessions and reset keys are swept at the same time.
      await ctx.db.deleteFrom('sessions').where('expires_at', '<', new Date().toISOString()).execute();
      await ctx.db.deleteFrom('password_resets').where('expires_at', '<', new Date().toISOString()).execute();
      return parts.join(' ') || 'nothing registered';
    },
  };
}
