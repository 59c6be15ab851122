import { sql } from 'kysely';
import type { Db, Dialect } from './index.ts';

/** Advisory lock keys (PostgreSQL bigint space): one per thing several instances must not do at once. */
export const LOCKS = {
  /** Migrations and first-start seeding. */
  startup: 7_271_000,
  /** Scheduled jobs: base + the job's index in the registry. */
  jobsBase: 7_271_100,
} as const;

/**
 * Runs `task` while holding PostgreSQL advisory lock `key`, so several server instances on one
 * database never run it at the same time. `wait: false` gives up (answers `{ ran: false }`) when
 * another instance holds the lock; `wait: true` queues behind it. The lock is session-level, so it
 * is taken and released on one pinned pool connection (a pool could otherwise release it on a
 * different connection and leave it held forever). On SQLite (one process owns the file) the task
 * simply runs.
 */
export async function withAdvisoryLock<T>(db: Db, dialect: Dialect, key: number, wait: boolean, task: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  if (dialect !== 'postgres') return { ran: true, value: await task() };
  return db.connection().execute(async (connection) => {
    if (wait) {
      await sql`select pg_advisory_lock(${key})`.execute(connection);
    } else {
      const got = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}) as locked`.execute(connection);
      if (!got.rows[0]?.locked) return { ran: false } as const;
    }
    try {
      return { ran: true, value: await task() } as const;
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}
