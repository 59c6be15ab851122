import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** How many distinct SQL texts keep their prepared statement (least recently used go first). */
export const STATEMENT_CACHE_SIZE = 500;

/** Builds row objects from raw rows (arrays) and the column names, in column order. */
function toObject(row: unknown[], names: readonly string[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (let i = 0; i < names.length; i++) object[names[i]!] = row[i];
  return object;
}

/**
 * A function building a statement's row objects from its raw rows. It is compiled once per
 * statement as one object literal of the column names (`{"id": r[0], "name": r[1]}`): every row
 * then gets the same shape in a single step, where assigning the columns one by one by name is a
 * slow keyed store per column (as costly as the query itself for a 13-column row). The names are
 * written with JSON.stringify, so a name is only ever a quoted string; a later column of the same
 * name wins, as in better-sqlite3's own objects. `__proto__`, which a literal would take as the
 * prototype, keeps the loop.
 */
export function rowBuilder(names: readonly string[]): (row: unknown[]) => Record<string, unknown> {
  if (names.includes('__proto__')) return (row) => toObject(row, names);
  const body = `return {${names.map((name, i) => `${JSON.stringify(name)}: r[${i}]`).join(', ')}};`;
  // Built from quoted column names only (see above).
  return new Function('r', body) as (row: unknown[]) => Record<string, unknown>;
}

/**
 * A reader statement whose SQL names its columns (no `*`) reads rows as arrays and builds the
 * objects in JS: better-sqlite3 builds each row object through the V8 API, which costs more than
 * reading the values (about 40 % of a 500-row list). The column names are read once: with the
 * columns written out in the SQL text they cannot change, unlike `select *` after a schema change,
 * so those statements keep better-sqlite3's own row objects.
 */
function fastRows(statement: BetterSqlite3.Statement, sql: string): SqliteStatement {
  if (!statement.reader || sql.includes('*')) return statement;
  statement.raw(true);
  const build = rowBuilder(statement.columns().map((column) => column.name));
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(build),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const row of statement.iterate(parameters)) yield build(row as unknown[]);
    },
  };
}

/**
 * The better-sqlite3 database as Kysely's SQLite driver sees it, with prepared statements reused.
 *
 * Kysely's driver calls `prepare(sql)` for every query, and preparing (parsing and planning the SQL)
 * cost as much as running the small queries of the API's hot path. The same SQL text always gets
 * the same compiled statement, so this keeps the most recently used statements by SQL text. It is
 * safe with Kysely because the SQLite driver runs one query at a time on its single connection
 * (a mutex), so a statement is never used by two queries at once; SQLite re-prepares a statement
 * by itself when the schema changes under it.
 */
export function withStatementCache(database: BetterSqlite3.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase & { cachedStatements(): number } {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached) {
        // Map keeps insertion order: re-inserting marks it most recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = fastRows(database.prepare(sql), sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close(): void {
      statements.clear();
      database.close();
    },
    cachedStatements: () => statements.size,
  };
}
