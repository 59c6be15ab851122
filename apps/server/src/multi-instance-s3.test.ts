// Two real server processes (main.ts) with separate data dirs on one PostgreSQL database, one
// Redis and one S3-compatible bucket (s3rver, started here on loopback): no shared disk. A video
// uploaded through one is served, with byte ranges, by the other and deleted through the other;
// a user deleted by an admin leaves no object of theirs in the bucket.
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftGz, multipart, webm } from './modules/formations/test-fixtures.ts';
import { STARTER_GIFS_DIR } from './modules/media/starter.ts';
import type { Part } from './modules/formations/test-fixtures.ts';
import { s3Client } from './storage/open.ts';
import { createPgDatabase, testDialect } from './test/helper.ts';
import { call, startInstance, stopInstance } from './test/instances.ts';
import type { Instance } from './test/instances.ts';
import { startTestS3 } from './test/s3-server.ts';
import type { TestS3 } from './test/s3-server.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const fields: Record<string, string> = { type: 'video', clube: 'Clube', professor: 'Ana', categoria: 'Sub-17', data: '2026-04-02', local: 'CT', descricao: 'Saída de bola' };

async function uploadVideo(instance: Instance, token: string, video: Buffer): Promise<{ status: number; json: Record<string, unknown> }> {
  const parts: Part[] = [
    ...Object.entries(fields).map(([name, value]) => ({ name, value })),
    { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
    { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: video },
  ];
  const body = multipart(parts);
  const res = await fetch(`${instance.url}/api/formactions`, { method: 'POST', headers: { ...body.headers, authorization: `Bearer ${token}` }, body: new Uint8Array(body.payload) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe.skipIf(testDialect !== 'postgres')('several instances with separate data dirs on one S3 bucket', () => {
  const redisPrefix = `prancheta-test-${randomBytes(4).toString('hex')}:`;
  const keyPrefix = `instances-${randomBytes(4).toString('hex')}`;
  const shareLinkKey = randomBytes(32).toString('base64url');
  let s3: TestS3;
  let database: { url: string; drop(): Promise<void> };
  let dataDirs: string[] = [];
  let a: Instance | undefined;
  let b: Instance | undefined;
  let admin = '';

  /** Every key in the bucket under this test's prefix. */
  async function objects(): Promise<string[]> {
    const page = await s3Client({ AWS_ENDPOINT_URL: s3.endpoint, AWS_REGION: 'us-east-1' }).send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `${keyPrefix}/` }));
    return (page.Contents ?? []).map((o) => o.Key!.slice(keyPrefix.length + 1));
  }

  beforeAll(async () => {
    s3 = await startTestS3();
    database = await createPgDatabase();
    dataDirs = await Promise.all([0, 1].map(() => fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-s3-instance-'))));
    const env = (dataDir: string) => ({
      ...s3.env(keyPrefix),
      DATABASE_URL: database.url,
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
      SECRETS_KEY: 'a-shared-secrets-key-of-at-least-32-characters',
      SHARE_LINK_KEY: shareLinkKey,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_EMAIL: 'master@instances.local',
      ADMIN_PASSWORD: 'master-pass',
    });
    [a, b] = await Promise.all([startInstance(env(dataDirs[0]!)), startInstance(env(dataDirs[1]!))]);
    const login = await call(a, 'POST', '/api/auth/login', { body: { email: 'master@instances.local', password: 'master-pass' } });
    admin = String(login.json.auth_token);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([stopInstance(a), stopInstance(b)]);
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await database?.drop();
    await s3?.stop();
    for (const dir of dataDirs) await fsp.rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('serves through one instance, with ranges, a video uploaded through the other, and deletes it through the other', async () => {
    const video = webm(randomBytes(300_000));
    const saved = await uploadVideo(a!, admin, video);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const id = (saved.json.formacao as { id: number }).id;
    expect((await objects()).some((k) => k.endsWith('.webm'))).toBe(true);
    // Nothing of it is on either instance's disk.
    for (const dir of dataDirs) expect(await fsp.readdir(path.join(dir, 'files')).catch(() => [])).toEqual([]);

    const ranged = await fetch(`${b!.url}/api/formactionimg/${id}`, { headers: { authorization: `Bearer ${admin}`, range: 'bytes=100000-100999' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 100000-100999/${video.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(video.subarray(100000, 101000))).toBe(true);
    const whole = await fetch(`${b!.url}/api/formactionimg/${id}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    expect((await call(b!, 'DELETE', `/api/formactions/${id}`, { token: admin })).status).toBe(200);
    expect((await fetch(`${a!.url}/api/formactionimg/${id}`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(404);
    expect((await objects()).filter((k) => k.endsWith('.webm'))).toEqual([]);
  }, 60_000);

  it('keeps the media library and the frame cache in the bucket: starter gifs copied once, served and framed by either instance', async () => {
    const plank = await fsp.readFile(path.join(STARTER_GIFS_DIR, 'Core', 'Prancha.gif'));
    const url = `/api/fitnesgif?path=${encodeURIComponent('Core/Prancha.gif')}`;
    for (const instance of [a!, b!]) {
      const res = await fetch(`${instance.url}${url}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(plank)).toBe(true);
    }
    const frame = await fetch(`${b!.url}${url}&frame=1`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('content-type')).toBe('image/png');
    const keys = await objects();
    expect(keys.filter((k) => k.startsWith('library/gifs/') && k.endsWith('.gif')).length).toBeGreaterThanOrEqual(24);
    expect(keys.filter((k) => k.startsWith('cache/frames/'))).toHaveLength(1);
    for (const dir of dataDirs) expect(await fsp.readdir(path.join(dir, 'library')).catch(() => [])).toEqual([]);
  }, 60_000);

  it('leaves no object of a user an admin deleted', async () => {
    const email = `coach-${randomBytes(4).toString('hex')}@instances.local`;
    const signup = await call(a!, 'POST', '/api/auth/signup', { body: { email, password: 'coach-pass-1', name: 'Coach S3', phone: `1199${String(Date.now()).slice(-7)}` } });
    expect(signup.status, JSON.stringify(signup.json)).toBe(200);
    const coach = String(signup.json.auth_token);
    const coachId = (signup.json.user as { id: number }).id;
    expect((await call(b!, 'PUT', `/api/admin/user/${coachId}`, { token: admin, body: { end_subscription: '2099-12-31' } })).status).toBe(200);
    expect((await uploadVideo(b!, coach, webm(randomBytes(50_000)))).status).toBe(200);
    expect((await uploadVideo(a!, coach, webm(randomBytes(50_000)))).status).toBe(200);
    const mine = (keys: string[]) => keys.filter((k) => k.split('/')[0] === 'files' && k.split('/')[2] === String(coachId));
    expect(mine(await objects()).length).toBeGreaterThanOrEqual(2);

    expect((await call(a!, 'DELETE', `/api/user?id=${coachId}`, { token: admin })).status).toBe(200);
    expect(mine(await objects())).toEqual([]);
  }, 60_000);
});
