import type { Compilable, CompiledQuery, SqliteStatement } from 'kysely';
import type { Db, DirectPg, DirectSqlite } from './index.ts';
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
 * `firstNow` answers the row itself, not a promise, when the query ran straight on SQLite: the
 * session check of every request then completes without a promise per step (each `await` of an
 * async function is a promise and a trip through the microtask queue).
 * `build` must pass each stand-in as a plain value (where, set, limit...) and must not branch on
 * it (it is not the real value).
 */
export function precompiled<P extends QueryParams, O>(
  build: (db: Db, params: P) => Compilable<O>,
): { rows(db: Db, params: P): Promise<O[]>; first(db: Db, params: P): Promise<O | undefined>; firstNow(db: Db, params: P): MaybePromise<O | undefined> } {
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

  /**
   * What a database runs this query with, looked up once per database: its compiled form, and on
   * SQLite the prepared statement itself (held here, not looked up in the statement cache on every
   * call; a statement the cache dropped stays valid while held).
   */
  interface Plan {
    compiled: CompiledQuery<O>;
    direct: DirectSqlite | undefined;
    statement: SqliteStatement | undefined;
    pg: DirectPg | undefined;
  }
  const plans = new WeakMap<Db, Plan>();
  const planFor = (db: Db): Plan => {
    let plan = plans.get(db);
    if (!plan) {
      const compiled = compiledFor(db);
      const direct = directSqliteOf(db);
      const statement = direct?.prepare(compiled.sql);
      plan = { compiled, direct, statement: statement?.reader ? statement : undefined, pg: directPgOf(db) };
      plans.set(db, plan);
    }
    return plan;
  };

  /** The rows, at once when the query runs straight on SQLite, else as a promise. */
  const runNow = (db: Db, params: P): MaybePromise<O[]> => {
    const plan = planFor(db);
    if (plan.statement && !plan.direct!.inTransaction()) return plan.statement.all(values(plan.compiled, params)) as O[];
    if (plan.pg) return plan.pg.query<O>(plan.compiled.sql, values(plan.compiled, params));
    return db.executeQuery<O>({ ...plan.compiled, parameters: values(plan.compiled, params) }).then((result) => result.rows);
  };
  const run = async (db: Db, params: P): Promise<O[]> => runNow(db, params);

  return {
    rows: run,
    async first(db, params) {
      return (await run(db, params))[0];
    },
    firstNow(db, params) {
      const rows = runNow(db, params);
      return isPromise(rows) ? rows.then((list) => list[0]) : rows[0];
    },
  };
}

/** A value, or the promise of one: what a step that is synchronous on SQLite answers. */
export type MaybePromise<T> = T | Promise<T>;

/** True when `value` is a promise (a row or a list of rows never has `then`). */
export function isPromise<T>(value: MaybePromise<T>): value is Promise<T> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}
