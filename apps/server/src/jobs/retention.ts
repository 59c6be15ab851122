import { LIMITS } from '@prancheta/shared';
import type { AppContext } from '../context.ts';
import type { Job } from './scheduler.ts';

/**
 * What one content area deletes when its records pass the retention age: it receives the cut-off
 * (ISO string) and returns how many records it removed, with their files.
 */
export interface RetentionTarget {
  name: string;
  purge(ctx: AppContext, cutoff: string): Promise<number>;
}

/** Each content area (trainings, formations, fitness sheets, weeks...) appends its target here. */
export const retentionTargets: RetentionTarget[] = [];

/** The cut-off: now minus the retention months. */
export function retentionCutoff(now = new Date()): string {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - LIMITS.retentionMonths);
  return d.toISOString();
}

/** Deletes records older than 6 months (seed: records kept 6 months), area by area. */
export const retentionJob: Job = {
  name: 'retention',
  schedule: '17 3 * * *',
  async run(ctx) {
    const cutoff = retentionCutoff();
    const parts: string[] = [];
    for (const target of retentionTargets) parts.push(`${target.name}=${await target.purge(ctx, cutoff)}`);
    // Expired sessions and reset keys are swept at the same time.
    await ctx.db.deleteFrom('sessions').where('expires_at', '<', new Date().toISOString()).execute();
    await ctx.db.deleteFrom('password_resets').where('expires_at', '<', new Date().toISOString()).execute();
    return parts.join(' ') || 'nothing registered';
  },
};
