import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { startJobs } from './jobs/scheduler.ts';

const config = loadConfig();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
await migrate(database.db, database.dialect);
const app = await buildApp(config, { database });
await bootstrap(database.db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD, log: app.log });
const jobs = startJobs(app.ctx, app.log);
app.addHook('onClose', async () => jobs.stop());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Prancheta on ${config.publicUrl} (database: ${database.dialect}, data: ${config.dataDir})`);
