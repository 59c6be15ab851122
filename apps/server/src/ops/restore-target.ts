import fs from 'node:fs';
import pg from 'pg';
import type { Config } from '../config.ts';
import { dialectOf, OpsError, sqliteFile } from './archive-layout.ts';

/** Tables of a PostgreSQL database outside the system schemas. */
async function userTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new OpsError(`cannot connect to the target database: ${(err as Error).message}`);
  }
  try {
    const res = await client.query<{ n: string }>(`select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`);
    return Number(res.rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * Refuses a target that holds anything: DATA_DIR must be missing or empty, the SQLite file must
 * not exist, a PostgreSQL database must exist and hold no table. Nothing is written here.
 */
export async function assertEmptyTarget(config: Config): Promise<void> {
  const dataDir = config.dataDir;
  if (fs.existsSync(dataDir)) {
    if (!fs.statSync(dataDir).isDirectory()) throw new OpsError(`DATA_DIR ${dataDir} is not a folder`);
    const present = fs.readdirSync(dataDir);
    if (present.length > 0) throw new OpsError(`DATA_DIR ${dataDir} is not empty (${present.slice(0, 5).join(', ')}${present.length > 5 ? ', …' : ''}): restore only into an empty data directory`);
  }
  if (dialectOf(config) === 'postgres') {
    const tables = await userTables(config.DATABASE_URL!);
    if (tables > 0) throw new OpsError(`the target database already holds ${tables} tables: restore only into an empty database (create a new one, e.g. createdb prancheta_restored)`);
  } else if (fs.existsSync(sqliteFile(config))) {
    throw new OpsError(`${sqliteFile(config)} already exists: restore only into an empty target`);
  }
}
