// The common body of the API bench child processes (api-server.ts, trainings-server.ts): a bare
// Fastify hello-world and the real app (fresh data dir and database, the master plus one signed-in
// coach) on loopback. The database is a SQLite file, or with BENCH_DB=postgres a fresh PostgreSQL
// database on BENCH_DATABASE_URL's server (default the local test server), dropped at exit, and
// then also the one-query ceiling server (pg-ceiling.ts) on it.
// Prints {"hello","app","token","ceiling" (PostgreSQL only),...extra} as one JSON line and exits when stdin closes, so the load
// generator does not share this process's event loop.
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { hash } from '@node-rs/argon2';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { bootstrap } from '../apps/server/src/bootstrap.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, stamps } from '../apps/server/src/db/index.ts';
import type { Db } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { issueToken } from '../apps/server/src/plugins/auth.ts';
import { startPgCeiling } from './pg-ceiling.ts';

/** What a child's seed step gets: the fresh database, its data dir and the coach's id. */
export interface SeedContext {
  db: Db;
  dataDir: string;
  userId: number;
}

/** A coach with an active subscription and a session; answers its id and bearer token. */
export async function createCoach(db: Db, email: string, phone: string): Promise<{ id: number; token: string }> {
  const user = await db
    .insertInto('users')
    .values({
      email,
      password_hash: await hash('bench-secret'),
      name: 'Bench Coach',
      phone,
      level: 'user',
      end_subscription: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      last_payment: null,
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, token: await issueToken(db, user.id) };
}

/** A fresh PostgreSQL database for one bench run, and how to drop it. */
async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `prancheta_bench_${randomBytes(5).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * Serves the hello-world and the app until stdin closes. `seed` fills the database before the app
 * listens; what it returns is added to the printed line. `webDist`: the built web app the app serves
 * (the browser benches); none by default.
 */
export async function serveBenchChild(options: { dataDirPrefix: string; phone: string; seed?: (ctx: SeedContext) => Promise<Record<string, unknown>>; webDist?: string }): Promise<void> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), options.dataDirPrefix));
  const pgDatabase = process.env.BENCH_DB === 'postgres' ? await createPgDatabase() : null;

  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ host: '127.0.0.1', port: 0 });

  const config = loadConfig({}, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web'), DATABASE_URL: pgDatabase?.url });
  const database = openDatabase({ url: config.DATABASE_URL, dataDir });
  await migrate(database.db, database.dialect);
  const app = await buildApp(config, { database });
  await bootstrap(database.db, { adminEmail: 'master@bench.local', adminPassword: 'bench-master', log: app.log, quiet: true });
  const coach = await createCoach(database.db, 'coach@bench.local', options.phone);
  const extra = options.seed ? await options.seed({ db: database.db, dataDir, userId: coach.id }) : {};
  await app.listen({ host: '127.0.0.1', port: 0 });
  // On PostgreSQL, also the one-query ceiling (bench/pg-ceiling.ts) on the same database.
  const ceiling = pgDatabase ? await startPgCeiling(pgDatabase.url) : null;

  const url = (server: { server: { address(): unknown } }) => `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  process.stdout.write(`${JSON.stringify({ hello: url(hello), app: url(app), token: coach.token, database: database.dialect, ...(ceiling ? { ceiling: ceiling.url } : {}), ...extra })}\n`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await hello.close();
    await ceiling?.close();
    await app.close();
    await pgDatabase?.drop();
    await fsp.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.stdin.on('end', shutdown);
  process.stdin.on('close', shutdown);
  process.stdin.resume();
  process.on('SIGTERM', shutdown);
}
