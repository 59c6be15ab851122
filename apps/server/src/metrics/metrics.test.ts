import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runJob } from '../jobs/scheduler.ts';
import type { TestApp } from '../test/helper.ts';
import { bearer, createTestApp, createUser } from '../test/helper.ts';
import { logoJpeg } from '../modules/formations/test-fixtures.ts';
import { createTraining } from '../modules/trainings/test-support.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line (`name{labels} value`) of the exposition text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers 404 at /metrics, with or without a bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).statusCode).toBe(404);
  });
});

describe('metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  beforeAll(async () => {
    // Local files: the test makes the storage fail by putting a plain file where its folder is.
    t = await createTestApp({ METRICS_TOKEN: TOKEN, STORAGE_URL: undefined });
  });
  afterAll(async () => t.close());

  it('refuses a missing or wrong bearer token with 401', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(`${TOKEN}x`) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: TOKEN } })).statusCode).toBe(401);
  });

  it('serves the process metrics in the Prometheus text format', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('process_cpu_user_seconds_total');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('times requests by route pattern and status code, never by raw URL', async () => {
    const coach = await createUser(t, { active: true });
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/treinos/987654', headers: bearer(coach.token) });
    await t.app.inject({ method: 'GET', url: '/api/no-such-route-4242' });
    const text = await scrape();
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status_code: '200' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/treinos/:id', status_code: '404' })).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' })).toBe(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-route');
  });

  it('counts uploaded bytes, job runs and failures, storage errors and the mail queue', async () => {
    const coach = await createUser(t, { active: true });
    const logo = await logoJpeg();
    const before = sample(await scrape(), 'prancheta_upload_bytes_total') ?? 0;
    await createTraining(t, coach, [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: logo }]);
    expect(sample(await scrape(), 'prancheta_upload_bytes_total')).toBe(before + logo.length);

    await runJob(t.app.ctx, { name: 'probe-ok', schedule: '0 0 * * *', run: async () => 'done' }, t.app.log);
    await expect(runJob(t.app.ctx, { name: 'probe-bad', schedule: '0 0 * * *', run: async () => Promise.reject(new Error('boom')) }, t.app.log)).rejects.toThrow('boom');
    const jobs = await scrape();
    expect(sample(jobs, 'prancheta_job_runs_total', { job: 'probe-ok', outcome: 'ok' })).toBe(1);
    expect(sample(jobs, 'prancheta_job_runs_total', { job: 'probe-bad', outcome: 'failed' })).toBe(1);

    // A missing key is an answer; a storage that cannot write is an error.
    await expect(t.app.ctx.storage.get('nothing/here.png')).rejects.toThrow();
    expect(sample(await scrape(), 'prancheta_storage_errors_total', { operation: 'get' })).toBeUndefined();
    const files = path.join(t.dataDir, 'files');
    fs.renameSync(files, `${files}.away`);
    fs.writeFileSync(files, 'not a folder');
    try {
      await expect(t.app.ctx.storage.put('treinos/1/x.png', Buffer.from('x'))).rejects.toThrow();
    } finally {
      fs.rmSync(files);
      fs.renameSync(`${files}.away`, files);
    }
    expect(sample(await scrape(), 'prancheta_storage_errors_total', { operation: 'put' })).toBe(1);

    expect(sample(await scrape(), 'prancheta_mail_queue_depth')).toBe(0);
    const admin = await createUser(t, { level: 'admin' });
    const now = new Date().toISOString();
    const batch = await t.db
      .insertInto('mail_batches')
      .values({ admin_id: admin.id, subject: 's', html: '<p>x</p>', attachment_key: null, attachment_name: null, attachment_mime: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('mail_recipients')
      .values(['a@x.co', 'b@x.co', 'c@x.co'].map((email, i) => ({ batch_id: batch.id, email, status: i === 2 ? 'sent' : 'pending', error: null, created_at: now, updated_at: now })))
      .execute();
    expect(sample(await scrape(), 'prancheta_mail_queue_depth')).toBe(2);
  });
});
