import os from 'node:os';
import { defineConfig } from 'vitest/config';

const projects: NonNullable<NonNullable<Parameters<typeof defineConfig>[0]['test']>['projects']> = [
  { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
  { test: { name: 'web-unit', include: ['apps/web/src/**/*.test.ts'] } },
  { test: { name: 'server-sqlite', include: ['apps/server/src/**/*.test.ts'], env: { TEST_DIALECT: 'sqlite' }, testTimeout: 30_000, hookTimeout: 60_000 } },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ test: { name: 'server-postgres', include: ['apps/server/src/**/*.test.ts'], env: { TEST_DIALECT: 'postgres', TEST_STORAGE: 's3' }, globalSetup: ['apps/server/src/test/s3-global.ts'], testTimeout: 30_000, hookTimeout: 60_000 } });
}

// One test file per core (Vitest's default leaves one core free): the server files spend much of
// their time waiting on SQLite, PostgreSQL, the S3 server and Redis, so a second file fills that
// wait. Each file has its own databases, bucket prefix and Redis key prefix.
export default defineConfig({ test: { projects, passWithNoTests: false, maxWorkers: os.availableParallelism() } });
