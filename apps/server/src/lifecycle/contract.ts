import type { Actor } from '../access/actor.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/types.ts';

/** A column whose values are storage keys (`treinos.logo_key`). */
export interface FileReference {
  table: keyof Database;
  column: string;
}

/**
 * How one module's records are purged with their files. Retention (older than 6 months),
 * purgeUser (admin user deletion, account deletion) and club deletion go through it; the startup
 * sweep reads `files` to tell referenced files from orphans. Each answers how many records went.
 */
export interface Lifecycle {
  name: string;
  /** Every column of the module that names stored files. */
  files: FileReference[];
  /** Records created before the cut-off (ISO string), with their files. */
  purgeOlderThan(ctx: AppContext, cutoff: string): Promise<number>;
  /** Every record of a user, with its files. */
  purgeUser(ctx: AppContext, userId: number): Promise<number>;
  /** Every record of a club, with its files (clubs come later: a no-op until then). */
  purgeClub(ctx: AppContext, clubId: number): Promise<number>;
  /**
   * Every record hanging off one roster athlete, with its files, before the athlete row goes
   * (modules whose rows only cascade, with no files, leave it out).
   */
  purgeAthlete?(ctx: AppContext, actor: Actor, athleteId: number): Promise<number>;
}

/** Removes records batch by batch (each batch re-read, so removals never skip rows). */
export async function purgeInBatches<R>(load: () => Promise<R[]>, remove: (row: R) => Promise<void>): Promise<number> {
  let removed = 0;
  for (;;) {
    const batch = await load();
    if (batch.length === 0) return removed;
    for (const row of batch) {
      await remove(row);
      removed += 1;
    }
  }
}

/** The purge of a module whose records do not belong to clubs (yet). */
export async function noClubRecords(): Promise<number> {
  return 0;
}
