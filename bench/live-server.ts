// One instance of the live bench (bench/live.ts): the real app on loopback, on a database and data
// directory the bench prepared (shared by both instances, as behind a load balancer) and the Redis
// of REDIS_URL. Prints {"url"} as one JSON line and exits when stdin closes.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';

const dataDir = process.env.LIVE_BENCH_DATA_DIR!;
const config = loadConfig(
  {},
  { DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: `${dataDir}/no-web`, REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: process.env.REDIS_KEY_PREFIX ?? 'prancheta:' },
);
const database = openDatabase({ url: config.DATABASE_URL, dataDir });
const app = await buildApp(config, { database });
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` })}\n`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  process.exit(0);
};
process.stdin.on('end', shutdown);
process.stdin.on('close', shutdown);
process.stdin.resume();
process.on('SIGTERM', shutdown);
