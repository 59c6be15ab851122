import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/** Resolves when the database answers a trivial query; rejects when it does not. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
