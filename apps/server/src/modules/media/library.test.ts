// The library contract on both implementations: folders on local disk, and objects (with folder
// markers) in an S3-compatible bucket (s3rver on loopback).
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Client } from '../../storage/open.ts';
import { parseS3Url, S3Storage } from '../../storage/s3.ts';
import { startTestS3 } from '../../test/s3-server.ts';
import type { TestS3 } from '../../test/s3-server.ts';
import { bucketLibrary } from './bucket-library.ts';
import type { Library } from './library.ts';
import { localLibrary } from './library.ts';

let s3: TestS3;
let root: string;

beforeAll(async () => {
  s3 = await startTestS3();
  root = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-library-'));
}, 60_000);
afterAll(async () => {
  await s3?.stop();
  await fsp.rm(root, { recursive: true, force: true });
});

const kinds: Array<[string, () => Library]> = [
  ['local disk', () => localLibrary(path.join(root, randomBytes(4).toString('hex')), ['gif'])],
  ['bucket', () => bucketLibrary(new S3Storage(s3Client({ AWS_ENDPOINT_URL: s3.endpoint }), parseS3Url(`s3://${s3.bucket}/lib-${randomBytes(4).toString('hex')}/library/gifs`)), ['gif'])],
];

describe.each(kinds)('library on %s', (_name, make) => {
  let lib: Library;
  beforeAll(() => {
    lib = make();
  });

  it('keeps folders, empty ones included, lists folders first, searches and counts images', async () => {
    expect(await lib.mkdir('', 'Core')).toBe(true);
    expect(await lib.mkdir('', 'Core')).toBe(false);
    expect(await lib.mkdir('', 'Vazia')).toBe(true);
    expect(await lib.isDir('Vazia')).toBe(true);
    expect(await lib.write('Core', 'Prancha.gif', Buffer.from('GIF89a-plank'))).toBe('Core/Prancha.gif');
    await lib.write('Core/Sub', 'Abdominal.gif', Buffer.from('GIF89a-crunch'));
    await lib.write('Core', 'notes.txt', Buffer.from('not an image'));
    expect(await lib.list('')).toEqual([
      { type: 'dir', name: 'Core', path: 'Core' },
      { type: 'dir', name: 'Vazia', path: 'Vazia' },
    ]);
    expect(await lib.list('Core')).toEqual([
      { type: 'dir', name: 'Sub', path: 'Core/Sub' },
      { type: 'image', name: 'Prancha.gif', path: 'Core/Prancha.gif' },
    ]);
    expect(await lib.count('Core')).toBe(1);
    expect(await lib.search('', (n) => n.toLowerCase().includes('abd'), 10)).toEqual([{ type: 'image', name: 'Abdominal.gif', path: 'Core/Sub/Abdominal.gif' }]);
    expect((await lib.read('Core/Prancha.gif')).toString()).toBe('GIF89a-plank');
    expect(await text(lib.stream('Core/Sub/Abdominal.gif'))).toBe('GIF89a-crunch');
    expect((await lib.stat('Core/Prancha.gif'))?.size).toBe(12);
    expect(await lib.stat('Core/notes.txt')).toBeNull();
  });

  it('removes an image (its folder stays), an empty folder, and refuses a folder with content', async () => {
    expect(await lib.remove('Core/Sub')).toBe('not-empty');
    expect(await lib.remove('Core/Sub/Abdominal.gif')).toBe('ok');
    expect(await lib.isDir('Core/Sub')).toBe(true);
    expect(await lib.remove('Core/Sub')).toBe('ok');
    expect(await lib.isDir('Core/Sub')).toBe(false);
    expect(await lib.remove('Core/Sub')).toBe('missing');
    expect(await lib.remove('Vazia')).toBe('ok');
    expect((await lib.list('')).map((i) => i.name)).toEqual(['Core']);
  });

  it('refuses paths that leave the library', async () => {
    expect(lib.resolve('../fora.gif')).toBeNull();
    expect(lib.resolve('')).toBeNull();
    expect(await lib.stat('../../secret.gif')).toBeNull();
    expect(await lib.isDir('../..')).toBe(false);
    expect(await lib.list('../')).toEqual([]);
    expect(await lib.mkdir('..', 'fora')).toBe(false);
    expect(await lib.remove('../Core')).toBe('missing');
  });
});
