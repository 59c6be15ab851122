import type { VERSIONED_OWNED_TABLES_0025, VERSIONED_TABLES } from './version-tables.ts';
import { VERSIONED_OWNED_TABLES_0043, CLUB_VERSION, GLOBAL_VERSION_OWNER, GLOBAL_VERSIONED_TABLES } from './version-tables.ts';
import type { Db } from './index.ts';
import { precompiled } from './precompiled.ts';

/** A table whose changes the database counts, per owner or (GLOBAL_VERSIONED_TABLES) for the whole table. */
export type VersionedTable =
  | (typeof VERSIONED_TABLES)[number]
  | (typeof VERSIONED_OWNED_TABLES_0025)[number]
  | (typeof VERSIONED_OWNED_TABLES_0043)[number]
  | (typeof GLOBAL_VERSIONED_TABLES)[number]
  | typeof CLUB_VERSION;

/** True for a table counted as a whole (everyone reads it), not per owner. */
export function isGlobalVersion(name: VersionedTable): boolean {
  return name === CLUB_VERSION || (GLOBAL_VERSIONED_TABLES as readonly string[]).includes(name);
}

/** Whose counter of `name` a user's answer depends on: the user's own, or the table's. */
export function versionOwner(name: VersionedTable, userId: number): number {
  return isGlobalVersion(name) ? GLOBAL_VERSION_OWNER : userId;
}

/**
 * The counters read together with the session (plugins/auth.ts joins each one), so that an answer
 * cached against them costs no query of its own: the session lookup is the one query of such a
 * request. AuthUser requires every column, so a counter listed here and not read there fails the
 * type check.
 */
export const SESSION_VERSIONS = ['treinos', 'notifications', 'notification_dismissals', 'clubs'] as const satisfies readonly VersionedTable[];
export type SessionVersion = (typeof SESSION_VERSIONS)[number];

/** The column of the session row that holds a counter (null before the first change). */
export type SessionVersionColumn = `version_${SessionVersion}`;
export type SessionVersions = { [K in SessionVersionColumn]: number | null };

export function sessionVersionColumn(name: SessionVersion): SessionVersionColumn {
  return `version_${name}`;
}

/** A counter as the session lookup read it for this request (0 before the first change). */
export function sessionVersion(user: SessionVersions, name: SessionVersion): number {
  return user[sessionVersionColumn(name)] ?? 0;
}

const versionOf = precompiled((db, p: { userId: number; name: string }) =>
  db.selectFrom('data_versions').select('version').where('user_id', '=', p.userId).where('name', '=', p.name),
);

/**
 * How many times the user's rows of a table (or a global table) have changed (0 before the first
 * change). The triggers of migrations 0024 and 0025 bump it in the same transaction as the change,
 * so a value read before reading the rows is never newer than those rows.
 */
export async function dataVersion(db: Db, userId: number, name: VersionedTable): Promise<number> {
  return (await versionOf.first(db, { userId: versionOwner(name, userId), name }))?.version ?? 0;
}

const versionsOf = precompiled((db, p: { userId: number }) =>
  db
    .selectFrom('data_versions')
    .select(['name', 'version'])
    .where('user_id', '=', p.userId)
    .where('name', 'in', [...VERSIONED_OWNED_TABLES_0043]),
);

/**
 * The user's counters of VERSIONED_OWNED_TABLES_0043 (the risk board's tables) in one query, joined
 * in that order as `a:b:c:d` (0 before a table's first change): the data version of an answer built
 * from those rows.
 */
export async function loadBoardVersion(db: Db, userId: number): Promise<string> {
  const rows = await versionsOf.rows(db, { userId });
  return VERSIONED_OWNED_TABLES_0043.map((name) => rows.find((r) => r.name === name)?.version ?? 0).join(':');
}
