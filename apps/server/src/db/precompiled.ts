import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './index.ts';
import { directPgOf, directSqliteOf } from './index.ts';

/** A stand-in value put where a parameter goes while a query is compiled once. */
class Slot {
  constructor(readonly name: string) {}
}

/** Parameter values of a precompiled query, by name. */
export type QueryParams = Record<string, string | number | boolean | null>;

/**
 * A query of the hot path built and compiled once, then run with new parameter values.
 *
 * Building and compiling a Kysely query costs about as much as running a small SQLite query, and
 * the API's hot path (session lookup, profile, lists) runs the same few queries on every request.
 * `build` receives stand-ins for the parameters; each is compiled into a bind parameter ($n or ?)
 * like any other value, and is replaced by the real value when the query runs. Values are always
 * bound, never spliced into the SQL, so this is exactly as safe as the query built per call.
 * On SQLite a read runs straight on the connection when no transaction is open on it (see
 * DirectSqlite): Kysely's mutex and its promise chain cost more than the small query itself. On
 * PostgreSQL it runs straight on the pool as a named statement (DirectPg), skipping Kysely's
 * connection provider and executor; in a transaction it goes through Kysely on both.
 * `build` must pass each stand-in as a plain value (where, set, limit...) and must not branch on
 * it (it is not the real value).
 */
export function precompiled<P extends QueryParams, O>(build: (db: Db, params: P) => Compilable<O>): { rows(db: Db, params: P): Promise<O[]>; first(db: Db, params: P): Promise<O | undefined> } {
  const slots = new Proxy({} as P, { get: (_target, name) => new Slot(String(name)) });
  // One compiled form per dialect adapter (SQLite and PostgreSQL place parameters differently).
  const compiledByAdapter = new WeakMap<object, CompiledQuery<O>>();

  const compiledFor = (db: Db): CompiledQuery<O> => {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledByAdapter.get(adapter);
    if (!compiled) {
      compiled = build(db, slots).compile();
      compiledByAdapter.set(adapter, compiled);
    }
    return compiled;
  };

  const values = (compiled: CompiledQuery<O>, params: P): unknown[] =>
    compiled.parameters.map((value) => {
      if (!(value instanceof Slot)) return value;
      const bound = params[value.name];
      if (bound === undefined) throw new Error(`precompiled query: no value for parameter "${value.name}"`);
      return bound;
    });

  const run = async (db: Db, params: P): Promise<O[]> => {
    const compiled = compiledFor(db);
    const direct = directSqliteOf(db);
    if (direct && !direct.inTransaction()) {
      const statement = direct.prepare(compiled.sql);
      if (statement.reader) return statement.all(values(compiled, params)) as O[];
    }
    const pg = directPgOf(db);
    if (pg) return pg.query<O>(compiled.sql, values(compiled, params));
    return (await db.executeQuery<O>({ ...compiled, parameters: values(compiled, params) })).rows;
  };

  return {
    rows: run,
    async first(db, params) {
      return (await run(db, params))[0];
    },
  };
}
