import { LIMITS, RETENTION_WARNING_DAYS } from '@prancheta/shared';
import type { Actor } from '../../access/actor.ts';
import type { Db } from '../../db/index.ts';
import { retentionCutoff } from '../../jobs/retention.ts';
import type { ExpiringRow } from './repo.ts';
import { accountRepo } from './repo.ts';

const DAY_MS = 86_400_000;

/** When the retention job deletes a record created at `createdAt`: six months later. */
export function deletionDate(createdAt: string): string {
  const d = new Date(createdAt);
  d.setUTCMonth(d.getUTCMonth() + LIMITS.retentionMonths);
  return d.toISOString();
}

/** Records created before this are deleted within RETENTION_WARNING_DAYS of `now`. */
export function warningHorizon(now: Date): string {
  return retentionCutoff(new Date(now.getTime() + RETENTION_WARNING_DAYS * DAY_MS));
}

/** A record about to be deleted, with its deletion date. */
export type ExpiringRecord = ExpiringRow & { deletes_at: string };

/**
 * The records the retention job deletes within RETENTION_WARNING_DAYS of `now` (the actor's own;
 * the system actor's: everyone's), soonest first. `now` is a parameter so tests set the clock.
 */
export async function expiringRecords(db: Db, actor: Actor, now: Date): Promise<ExpiringRecord[]> {
  const rows = await accountRepo.expiring(db, actor, warningHorizon(now));
  return rows.map((r) => ({ ...r, deletes_at: deletionDate(r.created_at) }));
}
