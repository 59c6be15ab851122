// Test fixture of crash.test.ts: a real server process the test kills with SIGKILL. It prints
// `READY <port> <token>`; with CRASH_AFTER_PUT=1 it stops forever after the first stored file
// (printing `STORED`), i.e. between the files and the row of a save.
import { buildApp } from '../app.ts';
import { bootstrap } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, stamps } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { issueToken } from '../plugins/auth.ts';

const { DATA_DIR, STORAGE_URL, AWS_ENDPOINT_URL, AWS_REGION } = process.env;
const config = loadConfig({}, { DATA_DIR, STORAGE_URL, AWS_ENDPOINT_URL, AWS_REGION, LOG_LEVEL: 'silent', WEB_DIST: `${DATA_DIR}/no-web` });
const database = openDatabase({ dataDir: config.dataDir });
await migrate(database.db, database.dialect);
const app = await buildApp(config, { database });
await bootstrap(database.db, { adminEmail: 'master@test.local', adminPassword: 'master-pass', log: app.log, quiet: true });
const user = await database.db
  .insertInto('users')
  .values({
    email: `crash-${process.pid}@test.local`,
    password_hash: 'x',
    name: 'Crash',
    phone: `55${process.pid}`,
    level: 'user',
    end_subscription: new Date(Date.now() + 86_400_000).toISOString(),
    last_payment: null,
    ...stamps(),
  })
  .returning('id')
  .executeTakeFirstOrThrow();
const token = await issueToken(database.db, user.id);

if (process.env.CRASH_AFTER_PUT === '1') {
  const storage = app.ctx.storage;
  const put = storage.put.bind(storage);
  storage.put = async (key, data) => {
    await put(key, data);
    process.stdout.write('STORED\n');
    return new Promise<{ size: number }>(() => undefined);
  };
}

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0} ${token}\n`);
