// Two real server processes (main.ts) on one PostgreSQL database, one Redis and one data dir, as
// several instances behind a load balancer run: rate limits are counted across them, a session of
// one is valid on the other (and revoked on both), and the retention job runs once.
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase, testDialect } from './test/helper.ts';
import { call, startInstance, stopInstance } from './test/instances.ts';
import type { Instance } from './test/instances.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 5;

/** How many log lines of all instances say the retention job finished. */
const retentionRuns = (instances: Instance[]) => instances.flatMap((i) => i.logs).filter((l) => l.job === 'retention' && l.msg === 'job finished').length;

describe.skipIf(testDialect !== 'postgres')('several instances on one PostgreSQL and one Redis', () => {
  const prefix = `prancheta-test-${randomBytes(4).toString('hex')}:`;
  let database: { url: string; drop(): Promise<void> };
  let dataDir: string;
  let redis: Redis;
  let a: Instance | undefined;
  let b: Instance | undefined;

  beforeAll(async () => {
    database = await createPgDatabase();
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-instances-'));
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      RATE_LIMIT_AUTH: String(LIMIT),
      ADMIN_EMAIL: 'master@instances.local',
      ADMIN_PASSWORD: 'master-pass',
    };
    // Both start at once on the empty database: migrations and seeding take turns.
    [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await database.drop();
    await fsp.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('accepts on one instance a session created on the other, and a logout on either revokes it on both', async () => {
    const login = await call(a!, 'POST', '/api/auth/login', { body: { email: 'master@instances.local', password: 'master-pass' } });
    expect(login.status).toBe(200);
    const token = String(login.json.auth_token);
    const onB = await call(b!, 'GET', '/api/user', { token });
    expect(onB.status).toBe(200);
    expect((onB.json.user as { email: string }).email).toBe('master@instances.local');
    expect((await call(b!, 'POST', '/api/auth/logout', { token })).status).toBe(200);
    expect((await call(a!, 'GET', '/api/user', { token })).status).toBe(401);
    expect((await call(b!, 'GET', '/api/user', { token })).status).toBe(401);
  });

  it('counts login attempts of both instances against one limit, in Redis', async () => {
    // The first test signed in once from this address; four more wrong attempts, alternating, reach
    // the limit of 5. Counted per process, each instance would have seen at most 3 and let the next through.
    const wrong = { email: 'nobody@instances.local', password: 'wrong-password' };
    for (const instance of [b!, a!, b!, a!]) expect((await call(instance, 'POST', '/api/auth/login', { body: wrong })).status).toBe(422);
    const refused = await call(b!, 'POST', '/api/auth/login', { body: wrong });
    expect(refused.status).toBe(429);
    expect((await call(a!, 'POST', '/api/auth/login', { body: wrong })).status).toBe(429);
    const keys = await redis.keys(`${prefix}rate-limit:*`);
    expect(keys.some((k) => k.includes('/api/auth/login'))).toBe(true);
    expect(keys.some((k) => k.includes('email:/api/auth/login:nobody@instances.local'))).toBe(true);
  });

  it('runs the retention job once although both instances caught up on it at start', async () => {
    // Each instance tries the missed run when it starts; wait until both have decided.
    const decided = (i: Instance) => i.logs.some((l) => l.job === 'retention' && String(l.msg).startsWith('job '));
    for (let i = 0; i < 100 && !(decided(a!) && decided(b!)); i++) await new Promise((r) => setTimeout(r, 100));
    expect(decided(a!) && decided(b!)).toBe(true);
    expect(retentionRuns([a!, b!])).toBe(1);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const runs = await client.query<{ name: string }>(`select name from job_runs where name = 'retention'`);
      expect(runs.rows).toHaveLength(1);
    } finally {
      await client.end();
    }
  });
});
