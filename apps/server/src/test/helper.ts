import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { addDays, dayInZone, DEFAULT_TIME_ZONE } from '@prancheta/shared';
import { buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { openDatabase, stamps } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { issueToken } from '../plugins/auth.ts';
import { openStorage } from '../storage/open.ts';
import { inject } from 'vitest';
import './provided.ts';

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

/**
 * Where the suite's files go: 's3' (the PostgreSQL project) stores them in the bucket of the
 * run's S3 server (test/s3-global.ts), each test app under its own prefix; else local disk.
 */
export const testStorage: 'local' | 's3' = process.env.TEST_STORAGE === 's3' ? 's3' : 'local';

/** STORAGE_URL and the SDK's variables of a fresh bucket prefix on the run's S3 server, or nothing. */
function testStorageEnv(): Record<string, string> {
  if (testStorage !== 's3') return {};
  const { endpoint, bucket } = inject('testS3');
  // s3rver's default credentials, read by the SDK's chain from this process's environment.
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  return { STORAGE_URL: `s3://${bucket}/t-${randomBytes(6).toString('hex')}/`, AWS_ENDPOINT_URL: endpoint, AWS_REGION: 'us-east-1' };
}

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

/**
 * A fresh app on a fresh database (SQLite file in a temp dir, or a new PostgreSQL database) and data
 * dir, its files on local disk or in the run's bucket (testStorage). A test about local disk itself
 * passes `{ STORAGE_URL: undefined }` to keep its files there on either project. The free trial is
 * off (TRIAL_DAYS 0: a signup answers 402 until it pays, as the seed describes) unless a test
 * passes `{ TRIAL_DAYS: n }`.
 */
export async function createTestApp(overrides: Partial<Config> = {}, options: { logStream?: { write(line: string): void } } = {}): Promise<TestApp> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-test-'));
  const pgDb = testDialect === 'postgres' ? await createPgDatabase() : null;
  const storageEnv = 'STORAGE_URL' in overrides ? {} : testStorageEnv();
  const config = loadConfig({}, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: pgDb?.url, WEB_DIST: path.join(dataDir, 'no-web'), TRIAL_DAYS: 0, ...storageEnv, ...overrides });
  const database = openDatabase({ url: config.DATABASE_URL, dataDir });
  await migrate(database.db, database.dialect);
  const app = await buildApp(config, { database, logStream: options.logStream });
  await bootstrap(database.db, { adminEmail: 'master@test.local', adminPassword: 'master-pass', trialDays: config.TRIAL_DAYS, log: app.log, quiet: true });
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

/**
 * A JSON call through inject() as `user` (or signed out with null) in a language (en-us unless
 * told): what module suites otherwise each write as their own `call`.
 */
export function injectAs(t: TestApp, user: { token: string } | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang = 'en-us') {
  return t.app.inject({ method, url, headers: { ...(user ? bearer(user.token) : {}), 'x-lang': lang }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
}

/** Authorization header for inject(). */
export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * Every stored file (key) of an area of the app's storage ('files' for row-backed uploads,
 * 'library/user-gifs'...): on local disk or in the bucket, temporary ones included.
 */
export async function storedFiles(t: TestApp, area = 'files'): Promise<string[]> {
  const entries = await openStorage(t.config, area).entries();
  return entries.map((e) => e.key).sort();
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
  const stored = new Set(await storedFiles(t));
  return keys.filter((k) => stored.has(k)).sort();
}

/** The files of a training: its logo and its exercises' drawings and drafts. */
export async function trainingFiles(t: TestApp, id: number): Promise<string[]> {
  return [...(await rowFiles(t, 'treinos', 'id', id)), ...(await rowFiles(t, 'exercicios', 'treino_id', id))].sort();
}

/** Those of `files` still stored. */
export async function stillStored(t: TestApp, files: string[]): Promise<string[]> {
  const stored = new Set(await storedFiles(t));
  return files.filter((f) => stored.has(f));
}

/**
 * A bare formation row of `userId` (no picture, draft or files), for tests that need a record id
 * to open a room or a session on rather than a formation saved through the API.
 */
export async function insertFormationRow(db: Db, userId: number, fields: { type?: 'image' | 'video'; descricao?: string; clube?: string } = {}): Promise<number> {
  const row = await db
    .insertInto('formactions')
    .values({
      user_id: userId,
      type: fields.type ?? 'image',
      clube: fields.clube ?? 'C',
      professor: 'P',
      categoria: 'C',
      data: '2026-01-01',
      local: '',
      descricao: fields.descricao ?? '',
      h_professor: '',
      h_categoria: '',
      h_data: '',
      h_local: '',
      h_clube: '',
      h_descricao: '',
      colors: '{}',
      category_id: null,
      img_key: null,
      file_key: null,
      logo_key: null,
      draft_key: null,
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Today (YYYY-MM-DD) as a test app counts it: in the default APP_TIME_ZONE, which tests keep, not in UTC. */
export function appToday(): string {
  return dayInZone(DEFAULT_TIME_ZONE);
}

/** The Monday (YYYY-MM-DD) of the test app's current week. */
export function appMonday(): string {
  const today = appToday();
  return addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
}
