import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** How many distinct SQL texts get a named (prepared) statement on each connection. */
export const PG_NAMED_STATEMENTS = 300;

/**
 * A text may be named when it is one plain data statement (select, insert, update, delete, with)
 * and holds no `;` (a second statement, which the extended protocol refuses). DDL, transaction
 * control and multi-statement scripts keep running unnamed.
 */
export function nameable(sql: string): boolean {
  return /^\s*(select|insert|update|delete|with)\b/i.test(sql) && !sql.includes(';');
}

/**
 * PostgreSQL re-plans a prepared statement by itself after a schema change, but refuses to run one
 * whose result columns changed: a `select *` or `returning *` prepared before another instance's
 * migration added a column.
 */
function isStalePlan(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '0A000' && /cached plan must not change result type/.test((error as Error).message);
}

/**
 * A pool whose connections run the app's queries as named (prepared) statements.
 *
 * Kysely's PostgreSQL driver sends every query unnamed, so the server parses and plans it on every
 * call: for the session lookup of each request (joins and sub-selects, plugins/auth.ts) planning
 * took three times as long as running it. A named statement is parsed once per connection (pg
 * keeps which names each connection has prepared) and, after a few runs, PostgreSQL keeps its
 * generic plan: each later call is one Bind/Execute in the same single round trip. Values are still
 * bound parameters, never spliced.
 *
 * The first `limit` distinct SQL texts of the pool get a name (`k1`, `k2`...), so a connection holds
 * at most that many prepared statements; the app's queries are a fixed set of texts, and texts
 * beyond the limit (lists of a varying length, say) run unnamed. Only texts that
 * `nameable` accepts are named; the rest (DDL, transactions' BEGIN/COMMIT, multi-statement
 * scripts) go through untouched. A statement that a schema change made stale (isStalePlan) runs
 * again unnamed when no transaction is open, and unnamed on that connection from then on.
 */
export function withNamedStatements(
  pool: pg.Pool,
  limit = PG_NAMED_STATEMENTS,
): PostgresPool & { namedStatements(): number; query<R>(text: string, values: readonly unknown[]): Promise<R[]> } {
  const names = new Map<string, string | null>();
  let named = 0;
  const nameOf = (sql: string): string | null => {
    let name = names.get(sql);
    if (name === undefined) {
      name = named < limit && nameable(sql) ? `k${++named}` : null;
      // Refused texts are remembered too (as null) to skip the checks, up to a bound.
      if (name !== null || names.size < limit * 4) names.set(sql, name);
    }
    return name;
  };
  // The names whose statement went stale on a connection (see isStalePlan): that text runs
  // unnamed there from then on.
  const staleNames = new WeakMap<pg.ClientBase, Set<string>>();
  const run = async <R>(client: pg.ClientBase, text: string, values: readonly unknown[]): Promise<pg.QueryResult<R & pg.QueryResultRow>> => {
    const name = nameOf(text);
    const stale = staleNames.get(client);
    if (!name || stale?.has(name)) return client.query<R & pg.QueryResultRow>({ text, values: values as unknown[] });
    // Outside a transaction a refused statement can simply run again; inside one, the error has
    // already aborted the transaction, so it goes to the caller like any other failure.
    const idle = client.getTransactionStatus() === 'I';
    try {
      return await client.query<R & pg.QueryResultRow>({ name, text, values: values as unknown[] });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      if (stale) stale.add(name);
      else staleNames.set(client, new Set([name]));
      if (!idle) throw error;
      return client.query<R & pg.QueryResultRow>({ text, values: values as unknown[] });
    }
  };
  // One wrapper per pg connection: Kysely keys its own connection objects by the client it gets.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapper = wrappers.get(client);
    if (!wrapper) {
      wrapper = {
        query: ((textOrCursor: string | object, values?: readonly unknown[]) =>
          typeof textOrCursor === 'string' ? run(client, textOrCursor, values ?? []) : client.query(textOrCursor as pg.Submittable)) as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
      wrappers.set(client, wrapper);
    }
    return wrapper;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
    namedStatements: () => named,
    // A lone read of the hot path (db/precompiled.ts) straight on the pool, under the same name.
    async query<R>(text: string, values: readonly unknown[]) {
      const client = await pool.connect();
      try {
        return (await run<R>(client, text, values)).rows;
      } finally {
        client.release();
      }
    },
  };
}
