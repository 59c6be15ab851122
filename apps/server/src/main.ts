import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';
import { loadConfigOrExit } from './config.ts';
import { LOCKS, withAdvisoryLock } from './db/advisory-lock.ts';
import { openDatabase } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { jobs as scheduledJobs } from './jobs/registry.ts';
import { startJobs } from './jobs/scheduler.ts';
import { lifecycles } from './modules/lifecycles.ts';
import { sweepStorage } from './uploads/sweep.ts';
import { describeStorage } from './storage/open.ts';
import { stopGracefullyOnSignals } from './ops/shutdown.ts';
import { mediaRoots } from './modules/media/roots.ts';
import { seedStarterGifs } from './modules/media/starter.ts';

const config = loadConfigOrExit();
const database = openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
// Several instances may start together on one PostgreSQL database: one migrates and seeds at a time.
const startupLock = <T>(task: () => Promise<T>) => withAdvisoryLock(database.db, database.dialect, LOCKS.startup, true, task);
await startupLock(() => migrate(database.db, database.dialect));
const app = await buildApp(config, { database });
await startupLock(async () => {
  await bootstrap(database.db, { adminEmail: config.ADMIN_EMAIL, adminPassword: config.ADMIN_PASSWORD, trialDays: config.TRIAL_DAYS, log: app.log });
  const starterGifs = await seedStarterGifs(database.db, mediaRoots(config).gifs);
  if (starterGifs > 0) app.log.info({ count: starterGifs }, 'starter gif library copied');
});
// What a crash left behind (upload temp files, files without a row). With PostgreSQL several
// instances may share the files directory: recent files are left to the instance storing them.
// A storage that does not answer at start is no reason not to serve: /api/ready reports it.
try {
  const swept = await sweepStorage(app.ctx, lifecycles, { minAgeMs: database.dialect === 'postgres' || config.STORAGE_URL ? 15 * 60_000 : 0 });
  if (swept.parts + swept.temps + swept.orphans > 0) app.log.info(swept, 'storage swept');
} catch (err) {
  app.log.warn({ err: (err as { cause?: unknown }).cause ?? err }, 'storage sweep skipped: the storage did not answer');
}
const jobs = startJobs(app.ctx, app.log, scheduledJobs);
app.addHook('onClose', async () => jobs.stop());

stopGracefullyOnSignals(app, config.SHUTDOWN_TIMEOUT_MS);

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Prancheta on ${config.publicUrl} (database: ${database.dialect}, data: ${config.dataDir}, files: ${describeStorage(config)})`);
