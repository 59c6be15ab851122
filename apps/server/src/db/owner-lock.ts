import { PostgresAdapter } from 'kysely';
import type { Transaction } from 'kysely';
import type { Db } from './index.ts';
import type { Database } from './types.ts';

/** Tables whose rows own rows a count limit counts (a user's links, a club's members, an assessment's photos). */
export type OwnerTable = 'users' | 'teams' | 'athletes' | 'assessments' | 'fitnes_exercicios';

/**
 * Locks the row that owns counted rows until the transaction ends, so a count limit checked after
 * it holds under parallel requests: every transaction that locks the same owner waits here until
 * the one holding it commits or rolls back, then counts the rows it added.
 *
 * PostgreSQL: `SELECT ... FOR UPDATE` on the owner's row (under READ COMMITTED each later
 * statement sees what the previous holder committed). SQLite: the server's one connection runs one
 * transaction at a time (Kysely holds it from BEGIN to COMMIT), so being inside the transaction is
 * the lock; nothing more is needed.
 */
export async function lockOwner(trx: Transaction<Database>, table: OwnerTable, id: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
}

/**
 * Runs `work` in a transaction that first locks the owner row (lockOwner): the place to count the
 * owner's rows against a limit and add new ones, so parallel requests never pass the limit.
 */
export function withOwnerLock<T>(db: Db, table: OwnerTable, id: number, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, table, id);
    return work(trx);
  });
}
