import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { SqliteStatement } from 'kysely';
import type pg from 'pg';
import { lazyPackage } from '../lazy-package.ts';
import { withNamedStatements } from './pg-statements.ts';
import { withStatementCache } from './statement-cache.ts';
import type { Database } from './types.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

/**
 * The SQLite connection behind a Kysely instance, for reads that skip Kysely's connection mutex
 * (db/precompiled.ts). better-sqlite3 runs a statement synchronously, so a single read cannot
 * interleave with another query; the one thing the mutex guards that a lone read must respect is
 * an open transaction (another request's BEGIN ... COMMIT on the same connection): while one is
 * open, `inTransaction()` is true and reads go through Kysely, waiting their turn.
 */
export interface DirectSqlite {
  inTransaction(): boolean;
  prepare(sql: string): SqliteStatement;
}

const directSqlite = new WeakMap<Db, DirectSqlite>();

/** The SQLite connection of a database opened by openDatabase; undefined for PostgreSQL and for a transaction. */
export function directSqliteOf(db: Db): DirectSqlite | undefined {
  return directSqlite.get(db);
}

/**
 * The PostgreSQL pool behind a Kysely instance, for lone reads that skip Kysely's connection
 * provider and executor (db/precompiled.ts): `query` takes a connection from the pool, runs the
 * text as its named statement (db/pg-statements.ts) and gives the connection back, as Kysely would.
 */
export interface DirectPg {
  query<R>(text: string, values: readonly unknown[]): Promise<R[]>;
}

const directPg = new WeakMap<Db, DirectPg>();

/** The pool of a PostgreSQL database opened by openDatabase; undefined for SQLite and for a transaction. */
export function directPgOf(db: Db): DirectPg | undefined {
  return directPg.get(db);
}

/** pg, loaded when a PostgreSQL database is opened: a SQLite server never loads it. */
const loadPg = lazyPackage<typeof pg>('pg', (pg) => {
  // PostgreSQL BIGINT/NUMERIC (count(), sums) come back as strings by default; our values fit in a JS number.
  pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));
  pg.types.setTypeParser(1700, (v) => Number.parseFloat(v));
});

/** Opens PostgreSQL when the URL is postgres://, else a SQLite file (WAL, foreign keys on) in dataDir. */
export function openDatabase(options: { url?: string; dataDir: string }): DbHandle {
  const url = options.url;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // Idle connections stay open for a minute (pg's default is 10 s): a new connection costs a
    // login and loses the statements prepared on it (db/pg-statements.ts).
    const pool = new (loadPg().Pool)({ connectionString: url, max: 10, idleTimeoutMillis: 60_000 });
    // An idle connection closed by the server (restart, failover, admin command) is emitted as a
    // pool 'error'; unhandled, it would crash the process. pg-pool drops that client and the next
    // query opens a new connection, so a warning is all it needs.
    pool.on('error', (err) => process.emitWarning(`PostgreSQL idle connection closed: ${err.message}`));
    // Queries run as named (prepared) statements: parsed and planned once per connection.
    const named = withNamedStatements(pool);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: named }) });
    directPg.set(db, { query: (text, values) => named.query(text, values) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  const file = url ? url.replace(/^sqlite:(\/\/)?/, '') : path.join(options.dataDir, 'prancheta.sqlite');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const cached = withStatementCache(sqlite);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cached }) });
  directSqlite.set(db, { inTransaction: () => sqlite.inTransaction, prepare: (sql) => cached.prepare(sql) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

let lastMs = Number.NaN;
let lastIso = '';

/**
 * Current time as the ISO string stored in every timestamp column. Formatting a date costs more
 * than the session query's other parameters together, and every authenticated request needs "now":
 * the string is built once per millisecond (the resolution it has anyway).
 */
export function nowIso(): string {
  const ms = Date.now();
  if (ms !== lastMs) {
    lastMs = ms;
    lastIso = new Date(ms).toISOString();
  }
  return lastIso;
}

/** created_at/updated_at for an insert. */
export function stamps(): { created_at: string; updated_at: string } {
  const now = nowIso();
  return { created_at: now, updated_at: now };
}
