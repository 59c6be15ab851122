// Test fixture of coedit-redis.test.ts: one more app instance in its own process, on the test's
// database and Redis, that the test kills with SIGKILL (a crashed instance: nothing saved, sockets
// cut, no goodbye on the bus). Prints `READY <port>` once listening.
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/index.ts';

const { DATA_DIR, DATABASE_URL, REDIS_URL, REDIS_KEY_PREFIX, STORAGE_URL, AWS_ENDPOINT_URL, AWS_REGION } = process.env;
const config = loadConfig(
  {},
  { DATA_DIR, DATABASE_URL, REDIS_URL, REDIS_KEY_PREFIX, STORAGE_URL, AWS_ENDPOINT_URL, AWS_REGION, LOG_LEVEL: 'silent', WEB_DIST: `${DATA_DIR}/no-web` },
);
const app = await buildApp(config, { database: openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir }) });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
