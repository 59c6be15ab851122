// The common body of the API bench child processes (api-server.ts, trainings-server.ts): a bare
// Fastify hello-world and the real app (fresh SQLite data dir, the master plus one signed-in coach)
// on loopback. Prints {"hello","app","token",...extra} as one JSON line and exits when stdin closes,
// so the load generator does not share this process's event loop.
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { hash } from '@node-rs/argon2';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { bootstrap } from '../apps/server/src/bootstrap.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, stamps } from '../apps/server/src/db/index.ts';
import type { Db } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { issueToken } from '../apps/server/src/plugins/auth.ts';

/** What a child's seed step gets: the fresh database, its data dir and the coach's id. */
export interface SeedContext {
  db: Db;
  dataDir: string;
  userId: number;
}

/**
 * Serves the hello-world and the app until stdin closes. `seed` fills the database before the app
 * listens; what it returns is added to the printed line.
 */
export async function serveBenchChild(options: { dataDirPrefix: string; phone: string; seed?: (ctx: SeedContext) => Promise<Record<string, unknown>> }): Promise<void> {
  const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), options.dataDirPrefix));

  const hello = Fastify({ logger: false });
  hello.get('/hello', async () => ({ hello: 'world' }));
  await hello.listen({ host: '127.0.0.1', port: 0 });

  const config = loadConfig({}, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web') });
  const database = openDatabase({ dataDir });
  await migrate(database.db, database.dialect);
  const app = await buildApp(config, { database });
  await bootstrap(database.db, { adminEmail: 'master@bench.local', adminPassword: 'bench-master', log: app.log, quiet: true });
  const user = await database.db
    .insertInto('users')
    .values({
      email: 'coach@bench.local',
      password_hash: await hash('bench-secret'),
      name: 'Bench Coach',
      phone: options.phone,
      level: 'user',
      end_subscription: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      last_payment: null,
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const extra = options.seed ? await options.seed({ db: database.db, dataDir, userId: user.id }) : {};
  const token = await issueToken(database.db, user.id);
  await app.listen({ host: '127.0.0.1', port: 0 });

  const url = (server: { server: { address(): unknown } }) => `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  process.stdout.write(`${JSON.stringify({ hello: url(hello), app: url(app), token, ...extra })}\n`);

  const shutdown = async () => {
    await hello.close();
    await app.close();
    await fsp.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.stdin.on('end', shutdown);
  process.stdin.on('close', shutdown);
  process.stdin.resume();
  process.on('SIGTERM', shutdown);
}
