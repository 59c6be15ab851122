import { createRequire } from 'node:module';
import path from 'node:path';
import { serverInfo } from './server.ts';

const require = createRequire(import.meta.url);

interface SqliteDb {
  prepare(sql: string): { run(...args: unknown[]): { changes: number } };
  pragma(s: string): unknown;
  close(): void;
}
type SqliteCtor = new (file: string) => SqliteDb;

/**
 * Gives an account a free trial ending at `end` in the test server's SQLite database. The shared
 * e2e server runs with no trial (TRIAL_DAYS=0, so the other specs see the seed's payment flow);
 * granting the trial at signup is covered by the server tests (payments/trial.test.ts).
 */
export function setTrialEndInDb(userId: number, end: Date): void {
  const Database = require('better-sqlite3') as SqliteCtor;
  const db = new Database(path.join(serverInfo().dataDir, 'prancheta.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const r = db.prepare('update users set trial_end = ? where id = ?').run(end.toISOString(), userId);
    if (r.changes !== 1) throw new Error(`no user ${userId}`);
  } finally {
    db.close();
  }
}
