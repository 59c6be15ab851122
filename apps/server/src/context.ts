import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Db, Dialect } from './db/index.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Metrics } from './metrics/metrics.ts';
import type { Storage } from './storage/storage.ts';

/** Everything a module needs, handed to each module's route registrar. */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: Dialect;
  storage: Storage;
  mailer: Mailer;
  /** Prometheus counters (no-ops unless METRICS_TOKEN is set). */
  metrics: Metrics;
  /** The shared Redis connection when REDIS_URL is set. */
  redis?: Redis;
}
