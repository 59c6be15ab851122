import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp } from '../../test/helper.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('readiness (GET /api/ready)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL, STORAGE_URL: undefined }) // local: a plain file in place of files/ breaks it;
  });
  afterAll(async () => t.close());

  it('answers 200 when the database, Redis and the storage answer, and leaves no probe file', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, checks: { database: 'ok', storage: 'ok', redis: 'ok' } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(fs.readdirSync(path.join(t.dataDir, 'files', 'ready-probe'))).toEqual([]);
  });

  it('answers 503 naming the storage when it cannot write, while health stays a liveness answer', async () => {
    const files = path.join(t.dataDir, 'files');
    fs.rmSync(files, { recursive: true, force: true });
    // A plain file where the files folder should be: every write fails.
    fs.writeFileSync(files, 'not a folder');
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ ok: false, checks: { database: 'ok', storage: 'failed', redis: 'ok' } });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      fs.rmSync(files, { force: true });
      fs.mkdirSync(files);
    }
  });
});

describe('readiness with Redis unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, every connection is refused.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
  });
  afterAll(async () => t.close());

  it('answers 503 naming Redis, without the error text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    const body = res.json();
    expect(body.ok).toBe(false);
    expect(body.checks.database).toBe('ok');
    expect(body.checks.storage).toBe('ok');
    expect(['failed', 'timeout']).toContain(body.checks.redis);
    expect(res.body).not.toContain('ECONNREFUSED');
  });
});

describe('readiness with the database gone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 503 naming the database', async () => {
    await t.db.destroy();
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false, checks: { database: 'failed', storage: 'ok' } });
  });
});
