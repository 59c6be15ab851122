// npm run storage:copy: a local files directory into a bucket (s3rver on loopback), idempotent and resumable.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseS3Url, S3Storage } from '../storage/s3.ts';
import { s3Client } from '../storage/open.ts';
import { startTestS3 } from '../test/s3-server.ts';
import type { TestS3 } from '../test/s3-server.ts';
import { copyLocalFiles } from './storage-copy.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('storage:copy', () => {
  let s3: TestS3;
  let from: string;
  const files: Record<string, Buffer> = {
    'treinos/3/logo-aa.png': randomBytes(2000),
    'formactions/3/file-bb.webm': randomBytes(300_000),
    'clubs/9/file-cc.pdf': randomBytes(10),
  };

  beforeAll(async () => {
    s3 = await startTestS3();
    from = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-copy-'));
    for (const [key, bytes] of Object.entries(files)) {
      await fsp.mkdir(path.dirname(path.join(from, key)), { recursive: true });
      await fsp.writeFile(path.join(from, key), bytes);
    }
    // An interrupted local write is not a file to copy.
    await fsp.writeFile(path.join(from, 'treinos/3/logo-dd.png.1a2b.tmp'), 'partial');
  }, 60_000);
  afterAll(async () => {
    await s3?.stop();
    await fsp.rm(from, { recursive: true, force: true });
  });

  it('copies every file once, skips what is already there on a second run, and copies a file whose size differs', async () => {
    const target = new S3Storage(s3Client({ AWS_ENDPOINT_URL: s3.endpoint }), parseS3Url(`s3://${s3.bucket}/copied/files`));
    const lines: string[] = [];
    expect(await copyLocalFiles(from, target, (l) => lines.push(l), 2)).toEqual({ copied: 3, skipped: 0, bytes: 302_010 });
    expect(lines).toContain('2/3 files (2 copied, 0 already there)');
    expect((await target.entries()).map((e) => e.key).sort()).toEqual(Object.keys(files).sort());
    for (const [key, bytes] of Object.entries(files)) expect((await target.get(key)).equals(bytes)).toBe(true);

    // The command itself, run again: nothing to copy.
    const run = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(here, 'storage-copy-cli.ts'), '--from', from], {
      env: { ...process.env, ...s3.env('copied'), DATA_DIR: from },
    });
    expect(run.stdout).toContain('storage:copy: done: 0 copied (0.0 MB), 3 already there');

    // A file cut short in the bucket (a run stopped midway) is copied again.
    await target.put('clubs/9/file-cc.pdf', Buffer.from('x'));
    expect(await copyLocalFiles(from, target, () => undefined)).toEqual({ copied: 1, skipped: 2, bytes: 10 });
    expect((await target.get('clubs/9/file-cc.pdf')).equals(files['clubs/9/file-cc.pdf']!)).toBe(true);
  }, 60_000);
});
