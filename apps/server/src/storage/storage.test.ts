// The storage contract, run on both drivers: local disk, and an S3 protocol server (s3rver, in its
// own process on loopback) through the real AWS SDK over HTTP.
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3 } from '../test/s3-server.ts';
import type { TestS3 } from '../test/s3-server.ts';
import { InvalidStorageKey, StorageUnavailable } from './keys.ts';
import { LocalStorage } from './local.ts';
import { S3Storage, parseS3Url } from './s3.ts';
import { s3Client } from './open.ts';
import type { Storage } from './storage.ts';

let s3: TestS3;
let localRoot: string;

beforeAll(async () => {
  s3 = await startTestS3();
  localRoot = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-storage-'));
}, 60_000);

afterAll(async () => {
  await s3?.stop();
  await fsp.rm(localRoot, { recursive: true, force: true });
});

const drivers: Array<[string, () => Storage]> = [
  ['local disk', () => new LocalStorage(path.join(localRoot, randomBytes(4).toString('hex')))],
  ['S3 (s3rver)', () => new S3Storage(s3Client({ AWS_ENDPOINT_URL: s3.endpoint, AWS_REGION: 'us-east-1' }), parseS3Url(`s3://${s3.bucket}/run-${randomBytes(4).toString('hex')}`), 100)],
];

describe.each(drivers)('storage contract on %s', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });

  it('puts bytes and streams, reads them back whole and by byte range, and stats them', async () => {
    const bytes = randomBytes(64 * 1024);
    expect(await storage.put('treinos/1/logo-a.png', bytes)).toEqual({ size: bytes.length });
    expect((await storage.get('treinos/1/logo-a.png')).equals(bytes)).toBe(true);
    // A stream larger than one multipart part (8 MiB) goes up in parts and comes back equal.
    const big = Buffer.concat([randomBytes(5 * 1024 * 1024), randomBytes(4 * 1024 * 1024)]);
    expect(await storage.put('videos/1/video-b.mp4', Readable.from([big.subarray(0, 3_000_000), big.subarray(3_000_000)]))).toEqual({ size: big.length });
    const st = await storage.stat('videos/1/video-b.mp4');
    expect(st?.size).toBe(big.length);
    expect(st?.mtime).toBeInstanceOf(Date);
    const chunks: Buffer[] = [];
    for await (const c of storage.stream('videos/1/video-b.mp4', { start: 8_388_600, end: 8_388_700 })) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(big.subarray(8_388_600, 8_388_701))).toBe(true);
    const whole: Buffer[] = [];
    for await (const c of storage.stream('treinos/1/logo-a.png')) whole.push(c as Buffer);
    expect(Buffer.concat(whole).equals(bytes)).toBe(true);
  });

  it('answers a missing key as missing: stat null, exists false, get and stream ENOENT, delete a no-op', async () => {
    expect(await storage.stat('nothing/here.png')).toBeNull();
    expect(await storage.exists('nothing/here.png')).toBe(false);
    await expect(storage.get('nothing/here.png')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(text(storage.stream('nothing/here.png'))).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.delete('nothing/here.png');
  });

  it('overwrites, copies, deletes one key and lists and deletes by folder prefix only', async () => {
    await storage.put('clubs/2/file-a.pdf', Buffer.from('one'));
    await storage.put('clubs/2/file-a.pdf', Buffer.from('two'));
    expect((await storage.get('clubs/2/file-a.pdf')).toString()).toBe('two');
    await storage.copy('clubs/2/file-a.pdf', 'clubs/2/sub/file-b.pdf');
    await storage.put('clubs/22/file-c.pdf', Buffer.from('other club'));
    expect(await storage.list('clubs/2')).toEqual(['clubs/2/file-a.pdf', 'clubs/2/sub/file-b.pdf']);
    expect(await storage.list('clubs/2/')).toEqual(['clubs/2/file-a.pdf', 'clubs/2/sub/file-b.pdf']);
    await storage.delete('clubs/2/file-a.pdf');
    expect(await storage.exists('clubs/2/file-a.pdf')).toBe(false);
    await storage.deletePrefix('clubs/2/');
    expect(await storage.list('clubs/2')).toEqual([]);
    // "clubs/2" is a folder: the folder "clubs/22" next to it stays.
    expect(await storage.list('clubs/22')).toEqual(['clubs/22/file-c.pdf']);
    await expect(storage.copy('clubs/2/gone.pdf', 'clubs/2/x.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('lists more keys than one page (100 on S3) and deletes them in batches', async () => {
    const keys = Array.from({ length: 230 }, (_, i) => `many/3/k-${String(i).padStart(4, '0')}.txt`);
    for (let i = 0; i < keys.length; i += 50) await Promise.all(keys.slice(i, i + 50).map((k) => storage.put(k, Buffer.from('x'))));
    expect(await storage.list('many/3')).toEqual(keys);
    const entries = await storage.entries();
    expect(entries.filter((e) => e.key.startsWith('many/3/'))).toHaveLength(keys.length);
    expect(entries.every((e) => e.mtime instanceof Date)).toBe(true);
    await storage.deletePrefix('many/3');
    expect(await storage.list('many/3')).toEqual([]);
  }, 120_000);

  it('refuses keys the server would never build: traversal, absolute, backslash, empty segments', async () => {
    for (const key of ['../etc/passwd', 'a/../../b', '/abs/key', 'a\\b', 'a//b', '', 'a/./b', 'nul\0byte']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKey);
      await expect(storage.deletePrefix(key)).rejects.toBeInstanceOf(InvalidStorageKey);
    }
    expect(() => storage.stream('../x')).toThrow(InvalidStorageKey);
  });
});

describe('S3 storage that does not answer', () => {
  it('fails every operation with StorageUnavailable (a 503), never the SDK error itself', async () => {
    // A port nothing listens on: connection refused.
    const server = await import('node:net').then((net) => net.createServer());
    const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
    await new Promise((resolve) => server.close(resolve));
    const storage = new S3Storage(s3Client({ AWS_ENDPOINT_URL: `http://127.0.0.1:${port}`, AWS_REGION: 'us-east-1' }), parseS3Url('s3://prancheta-test/x'));
    const refused = expect.objectContaining({ statusCode: 503, key: 'errors.storage-unavailable' });
    await expect(storage.put('a/1/b.png', Buffer.from('x'))).rejects.toEqual(refused);
    await expect(storage.put('a/1/b.png', Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(storage.stat('a/1/b.png')).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(storage.get('a/1/b.png')).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(text(storage.stream('a/1/b.png'))).rejects.toBeInstanceOf(StorageUnavailable);
    await expect(storage.entries()).rejects.toBeInstanceOf(StorageUnavailable);
  }, 60_000);
});

describe('STORAGE_URL', () => {
  it('names a bucket and an optional prefix, and nothing else', () => {
    expect(parseS3Url('s3://my-bucket')).toEqual({ bucket: 'my-bucket', prefix: '' });
    expect(parseS3Url('s3://my-bucket/prancheta/prod/')).toEqual({ bucket: 'my-bucket', prefix: 'prancheta/prod/' });
    expect(() => parseS3Url('https://my-bucket/x')).toThrow();
    expect(() => parseS3Url('s3://my-bucket/../x')).toThrow();
  });
});
