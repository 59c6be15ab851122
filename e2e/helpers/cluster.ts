import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { redisAnswers, startInstance } from './instances.ts';
import type { AppInstance } from './instances.ts';
import { RUN_ID } from './server.ts';
import { test as base } from './test.ts';

/** The Redis the several-instance specs use (E2E_REDIS_URL, default redis://127.0.0.1:6379). */
export const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Two instances of the app, as behind a load balancer: one data dir (one SQLite database), one Redis. */
export interface Cluster {
  dataDir: string;
  /** What every instance of this cluster is started with (REDIS_URL and its own key prefix). */
  env: Record<string, string>;
  a: AppInstance;
  b: AppInstance;
}

/**
 * The test of the specs that run the app on several instances: a worker-scoped `cluster` (null when
 * Redis does not answer: the spec skips) and `baseURL` on instance A, where accounts are seeded.
 */
export const clusterTest = base.extend<object, { cluster: Cluster | null }>({
  cluster: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (!(await redisAnswers(REDIS_URL))) {
        await use(null);
        return;
      }
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-e2e-cluster-'));
      // A key prefix of their own, so parallel runs on one Redis never share a channel.
      const env = { REDIS_URL, REDIS_KEY_PREFIX: `prancheta-e2e-${RUN_ID}-${randomBytes(4).toString('hex')}:` };
      // One after the other: the first migrates the fresh database.
      const a = await startInstance({ dataDir, env });
      const b = await startInstance({ dataDir, env });
      await use({ dataDir, env, a, b });
      await Promise.all([a.stop(), b.stop()]);
      if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ cluster, baseURL }, use) => use(cluster ? cluster.a.baseURL : baseURL),
});
