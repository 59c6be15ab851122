import { PAGE_SIZE_DEFAULT } from '@prancheta/shared';
import type { SortDirection } from '@prancheta/shared';
import { sql } from 'kysely';
import type { Expression, Kysely, OrderByModifiers, RawBuilder, SelectQueryBuilder, SqlBool } from 'kysely';
import type { Dialect } from './index.ts';
import type { Database } from './types.ts';

/** The rows one page of an admin list skips and takes. */
export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

/** The page window of a list query (page 1 and the default size when not given). */
export function pageWindow(query: { page?: number; pageSize?: number }): PageWindow {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** The highest code point: every text starting with a prefix sorts below prefix + this (byte order). */
const LAST_CHAR = '\u{10FFFF}';

/**
 * "column starts with prefix", in a form each dialect answers from a B-tree index on that
 * expression: on SQLite a range (BINARY collation compares UTF-8 bytes, so the range holds exactly
 * the texts starting with the prefix), on PostgreSQL `LIKE 'prefix%'` (served by a
 * `text_pattern_ops` index whatever the database collation). The prefix is matched as typed
 * (callers lower-case both sides); `%`, `_` and `\` in it are literal.
 */
export function startsWith(dialect: Dialect, column: Expression<string | null>, prefix: string): RawBuilder<SqlBool> {
  if (dialect === 'sqlite') return sql<SqlBool>`(${column} >= ${prefix} and ${column} < ${prefix + LAST_CHAR})`;
  return sql<SqlBool>`${column} like ${prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}`;
}

/** `lower(column)`: the indexed expression the name searches and sorts use. */
export function lowerOf(column: string): RawBuilder<string> {
  return sql<string>`lower(${sql.ref(column)})`;
}

/** A search text as matched: trimmed and lower case ('' for none). */
export function searchText(q: string | undefined): string {
  return (q ?? '').trim().toLowerCase();
}

/** An id typed into a search box (digits only, within the column type), or null. */
export function searchedId(q: string): number | null {
  if (!/^\d{1,10}$/.test(q)) return null;
  const n = Number(q);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** The direction of a list sort ('asc' by default). */
export function directionOf(dir: SortDirection | undefined): SortDirection {
  return dir ?? 'asc';
}

/**
 * The order of a nullable column the same on both dialects: empty values first going up, last
 * going down (SQLite's own order; PostgreSQL's indexes on such columns are built NULLS FIRST, so
 * both directions still read the index).
 */
export function nullableOrder(dir: SortDirection): OrderByModifiers {
  return dir === 'asc' ? (ob) => ob.asc().nullsFirst() : (ob) => ob.desc().nullsLast();
}

/**
 * The sort expression of a searched list. A search matches few rows, found through the search
 * indexes; left to itself SQLite's planner (without statistics) may instead walk the sort index
 * and test every row against the search. Unary `+` (a no-op on the value) keeps the sort index out
 * of the plan there, so the matches are found first and then sorted. PostgreSQL decides from its
 * statistics and gets the expression as it is.
 */
export function searchedOrder(dialect: Dialect, expression: Expression<unknown>): Expression<unknown> {
  return dialect === 'sqlite' ? sql`+${expression}` : expression;
}

/** count(*) as a number (PostgreSQL answers bigint as text). */
export function countOf(row: { n: number | string | bigint } | undefined): number {
  return Number(row?.n ?? 0);
}

/**
 * Counting a list stops here: a longer list answers `capped` (the screens say "10,000+"), so a
 * page view costs the same at any table size (a full count(*) grows with the table on PostgreSQL).
 */
export const COUNT_CAP = 10_000;

/** The number of rows `base` matches, counted up to COUNT_CAP (an index range read of at most that many). */
export async function cappedTotal<TB extends keyof Database, O>(db: Kysely<Database>, base: SelectQueryBuilder<Database, TB, O>): Promise<{ total: number; capped: boolean }> {
  const row = await db
    .selectFrom(
      base
        .select(sql<number>`1`.as('one'))
        .limit(COUNT_CAP + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const n = countOf(row);
  return n > COUNT_CAP ? { total: COUNT_CAP, capped: true } : { total: n, capped: false };
}
