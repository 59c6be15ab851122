import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverInfo } from './server.ts';

const require = createRequire(import.meta.url);

interface SqliteDb {
  prepare(sql: string): { run(...args: unknown[]): { changes: number }; get(...args: unknown[]): unknown };
  pragma(s: string): unknown;
  close(): void;
}
type SqliteCtor = new (file: string) => SqliteDb;

/** Tables of records the retention job deletes by age. */
export type AgedTable = 'treinos' | 'formactions' | 'semanas' | 'fitnes';

/**
 * Moves a record's creation time in the test server's SQLite database (records made through the
 * API are new; retention screens need old ones).
 */
export function setCreatedAtInDb(table: AgedTable, id: number, createdAt: Date): void {
  const Database = require('better-sqlite3') as SqliteCtor;
  const db = new Database(path.join(serverInfo().dataDir, 'prancheta.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const r = db.prepare(`update ${table} set created_at = ? where id = ?`).run(createdAt.toISOString(), id);
    if (r.changes !== 1) throw new Error(`no ${table} row ${id}`);
  } finally {
    db.close();
  }
}

/** `months` months before now, moved by `days` days (negative: later). */
export function monthsAgo(months: number, days = 0): Date {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() - days * 86_400_000);
}

/**
 * Replaces the stored draft of a formation in the test server's data dir (the local file store) with
 * `gzip`: a record as an older server stored it, which the API no longer accepts.
 */
export function replaceFormationDraft(id: number, gzip: Buffer): void {
  const Database = require('better-sqlite3') as SqliteCtor;
  const dataDir = serverInfo().dataDir;
  const db = new Database(path.join(dataDir, 'prancheta.sqlite'));
  let key: string | null;
  try {
    db.pragma('busy_timeout = 5000');
    key = (db.prepare('select draft_key from formactions where id = ?').get(id) as { draft_key: string | null } | undefined)?.draft_key ?? null;
  } finally {
    db.close();
  }
  if (!key) throw new Error(`formation ${id} has no draft`);
  fs.writeFileSync(path.join(dataDir, 'files', ...key.split('/')), gzip);
}
