import type { Transaction } from 'kysely';
import type { Db, Dialect } from './index.ts';
import type { Database } from './types.ts';

/** A transaction of the app's database. */
export type Trx = Transaction<Database>;

/**
 * Runs `fn` in one transaction that no other ownerTransaction of the same user overlaps, so a
 * check of what the user already has (a count limit, a duplicate) and the writes it allows are
 * one step: two parallel requests cannot both pass the check before either writes.
 * On PostgreSQL the user's row is locked first (SELECT ... FOR UPDATE, held until commit or
 * rollback; under READ COMMITTED every later statement sees what the previous holder committed).
 * On SQLite nothing more is needed: a transaction holds the database's one connection (Kysely's
 * connection mutex) until it ends, so transactions never overlap. Every query of `fn` must go
 * through `trx` (on SQLite a query on the outer db would wait for this transaction forever).
 */
export function ownerTransaction<T>(ctx: { db: Db; dialect: Dialect }, userId: number, fn: (trx: Trx) => Promise<T>): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    if (ctx.dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    return fn(trx);
  });
}
