import { createRequire } from 'node:module';
import path from 'node:path';
import { serverInfo } from './server.ts';

const require = createRequire(import.meta.url);

interface SqliteDb {
  prepare(sql: string): { get(...args: unknown[]): unknown; run(...args: unknown[]): { lastInsertRowid: number | bigint } };
  pragma(s: string): unknown;
  close(): void;
}
type SqliteCtor = new (file: string) => SqliteDb;

/**
 * Creates a club row directly in the test server's SQLite database (clubs are created by admins,
 * in another area), led by the account with `leaderEmail`. Returns the club id.
 */
export function createClubInDb(leaderEmail: string, options: { name?: string; endSubscription?: string | null; maxUsers?: number; maxCategories?: number } = {}): number {
  const Database = require('better-sqlite3') as SqliteCtor;
  const db = new Database(path.join(serverInfo().dataDir, 'prancheta.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const leader = db.prepare('select id from users where email = ?').get(leaderEmail.toLowerCase()) as { id: number } | undefined;
    if (!leader) throw new Error(`no user ${leaderEmail}`);
    const now = new Date().toISOString();
    const r = db
      .prepare('insert into teams (name, location, image, leader_id, max_users, max_categories, end_subscription, created_at, updated_at) values (?, ?, null, ?, ?, ?, ?, ?, ?)')
      .run(options.name ?? 'Esporte Clube Serrano', 'Campinas', leader.id, options.maxUsers ?? 10, options.maxCategories ?? 5, options.endSubscription ?? null, now, now);
    return Number(r.lastInsertRowid);
  } finally {
    db.close();
  }
}
