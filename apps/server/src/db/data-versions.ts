import type { VERSIONED_TABLES } from './migrations/0024_data_versions.ts';
import type { Db } from './index.ts';
import { precompiled } from './precompiled.ts';

/** A table whose changes the database counts per owner. */
export type VersionedTable = (typeof VERSIONED_TABLES)[number];

const versionOf = precompiled((db, p: { userId: number; name: string }) =>
  db.selectFrom('data_versions').select('version').where('user_id', '=', p.userId).where('name', '=', p.name),
);

/**
 * How many times the user's rows of a table have changed (0 before the first change). The
 * triggers of migration 0024 bump it in the same transaction as the change, so a value read before
 * reading the rows is never newer than those rows.
 */
export async function dataVersion(db: Db, userId: number, name: VersionedTable): Promise<number> {
  return (await versionOf.first(db, { userId, name }))?.version ?? 0;
}
