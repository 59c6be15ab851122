import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { openDatabase, stamps } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { issueToken } from '../plugins/auth.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dataDir: string;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/** The suite runs on PostgreSQL when TEST_DIALECT=postgres (and TEST_DATABASE_URL points at a server). */
export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, and how to drop it. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `prancheta_t_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** A fresh app on a fresh database (SQLite file in a temp dir, or a new PostgreSQL database) and data dir. */
export async function createTestApp(overrides: Partial<Config> = {}, options: { logStream?: { write(line: string): void } } = {}): Promise<TestApp> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-test-'));
  const pgDb = testDialect === 'postgres' ? await createPgDatabase() : null;
  const config = loadConfig({}, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: pgDb?.url, WEB_DIST: path.join(dataDir, 'no-web'), ...overrides });
  const database = openDatabase({ url: config.DATABASE_URL, dataDir });
  await migrate(database.db, database.dialect);
  const app = await buildApp(config, { database, logStream: options.logStream });
  await bootstrap(database.db, { adminEmail: 'master@test.local', adminPassword: 'master-pass', log: app.log, quiet: true });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    dataDir,
    dialect: database.dialect,
    async close() {
      await app.close();
      if (pgDb) await pgDb.drop();
      await fsp.rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/**
 * Creates a user directly in the database (argon2 hash) with a session token, so module suites do
 * not depend on the auth routes. Pass active to give it a paid subscription, level for a role.
 */
export async function createUser(
  t: TestApp,
  options: { active?: boolean; level?: 'user' | 'mod' | 'admin' | 'master'; email?: string; password?: string; name?: string } = {},
): Promise<{ token: string; id: number; email: string; password: string }> {
  counter += 1;
  const email = options.email ?? `coach${counter}-${randomBytes(3).toString('hex')}@test.local`;
  const password = options.password ?? 'secret-123';
  const phone = `55${String(Date.now()).slice(-7)}${String(counter).padStart(4, '0')}`;
  const row = await t.db
    .insertInto('users')
    .values({
      email,
      password_hash: await hash(password),
      name: options.name ?? `Coach ${counter}`,
      phone,
      level: options.level ?? 'user',
      end_subscription: options.active ? new Date(Date.now() + 30 * 86_400_000).toISOString() : null,
      last_payment: null,
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueToken(t.db, row.id);
  return { token, id: row.id, email, password };
}

/** Authorization header for inject(). */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Every file (relative path) under the test data dir's files/ folder. */
export function filesOnDisk(t: TestApp): string[] {
  const root = path.join(t.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(path.relative(root, p));
    }
  };
  walk(root);
  return out.sort();
}

/** Tables whose `*_key` columns name stored files. */
type FileTable = 'treinos' | 'exercicios' | 'formactions' | 'user_images' | 'semanas' | 'fitnes' | 'fitnes_images';

/** The stored files (keys present on disk) named by the `*_key` columns of rows where column = value. */
export async function rowFiles(t: TestApp, table: FileTable, column: string, value: number): Promise<string[]> {
  const rows = (await t.db
    .selectFrom(table as 'treinos')
    .selectAll()
    .where(column as 'id', '=', value)
    .execute()) as unknown as Record<string, unknown>[];
  const keys = rows.flatMap((r) => Object.entries(r).filter(([k, v]) => k.endsWith('_key') && typeof v === 'string').map(([, v]) => v as string));
  const disk = new Set(filesOnDisk(t));
  return keys.filter((k) => disk.has(k)).sort();
}

/** The files of a training: its logo and its exercises' drawings and drafts. */
export async function trainingFiles(t: TestApp, id: number): Promise<string[]> {
  return [...(await rowFiles(t, 'treinos', 'id', id)), ...(await rowFiles(t, 'exercicios', 'treino_id', id))].sort();
}

/** Those of `files` still on disk. */
export function stillOnDisk(t: TestApp, files: string[]): string[] {
  const disk = new Set(filesOnDisk(t));
  return files.filter((f) => disk.has(f));
}
