import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { lifecycles } from '../modules/lifecycles.ts';
import { canvasPng, draftGz, multipart, webm } from '../modules/formations/test-fixtures.ts';
import { openStorage } from '../storage/open.ts';
import { testStorage } from '../test/helper.ts';
import { sweepStorage } from './sweep.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts the crash fixture server on dataDir; resolves with its port and a session token. */
function startChild(dataDir: string, env: Record<string, string> = {}): Promise<{ child: ChildProcess; port: number; token: string; lines: string[] }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'crash-child.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (text: string) => {
      for (const line of text.split('\n').filter(Boolean)) {
        lines.push(line);
        const m = /^READY (\d+) (\S+)$/.exec(line);
        if (m) resolve({ child, port: Number(m[1]), token: m[2]!, lines });
      }
    });
    child.once('exit', (code) => reject(new Error(`crash fixture exited (${code})`)));
  });
}

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition never met');
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** Restarts on the data dir like main.ts does (migrate, build, sweep) and reports what is left. */
async function restartAndSweep(dataDir: string, storageEnv: Record<string, string>) {
  const config = loadConfig({}, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: path.join(dataDir, 'no-web'), ...storageEnv });
  const database = openDatabase({ dataDir });
  await migrate(database.db, database.dialect);
  const app = await buildApp(config, { database });
  try {
    const swept = await sweepStorage(app.ctx, lifecycles);
    const rows = await database.db.selectFrom('formactions').select(['img_key', 'file_key', 'logo_key', 'draft_key']).execute();
    const referenced = rows.flatMap((r) => Object.values(r).filter((k): k is string => Boolean(k)));
    const files = (await openStorage(config, 'files').entries()).map((e) => e.key);
    return { swept, rows, referenced, files, temps: filesUnder(path.join(dataDir, 'tmp')) };
  } finally {
    await app.close();
  }
}

/** Sends a formation video save to the child; the body is written but the answer never awaited. */
function sendVideo(port: number, token: string, body: { payload: Buffer; headers: Record<string, string> }, slowly: boolean): http.ClientRequest {
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/formactions',
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'content-length': body.payload.length },
  });
  req.on('error', () => undefined);
  if (slowly) req.write(body.payload.subarray(0, Math.floor(body.payload.length / 2)));
  else req.end(body.payload);
  return req;
}

/**
 * Where the killed server keeps its files: local disk, and on the PostgreSQL project (which runs
 * with the suite's S3 server) also a bucket prefix of its own per test.
 */
const storages: { name: string; env: () => Record<string, string> }[] = [{ name: 'local files', env: () => ({}) }];
if (testStorage === 's3') {
  storages.push({
    name: 'files in a bucket',
    env: () => {
      const { endpoint, bucket } = inject('testS3');
      return {
        STORAGE_URL: `s3://${bucket}/crash-${Math.random().toString(36).slice(2)}/`,
        AWS_ENDPOINT_URL: endpoint,
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
      };
    },
  });
}

describe.each(storages)('a server killed with SIGKILL during a save ($name)', { timeout: 120_000 }, ({ env: storageEnv }) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0)) await c();
  });

  async function setup(env: Record<string, string> = {}) {
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-crash-'));
    const storage = storageEnv();
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    const started = await startChild(dataDir, { ...storage, ...env });
    cleanups.push(async () => {
      started.child.kill('SIGKILL');
      await fsp.rm(dataDir, { recursive: true, force: true });
    });
    const fields = { type: 'video', clube: 'Clube', professor: 'Professor', categoria: 'Sub-15', data: '2026-03-14', local: 'Campo 2' };
    const body = multipart([
      ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      { name: 'editable', filename: 'd.gz', type: 'application/gzip', data: draftGz() },
      { name: 'img', filename: 'c.png', type: 'image/png', data: await canvasPng() },
      { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm(Buffer.alloc(3 * 1024 * 1024, 7)) },
    ]);
    return { dataDir, storage, ...started, body };
  }

  function kill(child: ChildProcess): Promise<void> {
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  it('mid-upload: the upload temp file is swept at restart and no row exists', async () => {
    const s = await setup();
    const req = sendVideo(s.port, s.token, s.body, true);
    await until(() => filesUnder(path.join(s.dataDir, 'tmp')).some((f) => /^upload-.*\.part$/.test(f)));
    await kill(s.child);
    req.destroy();
    const after = await restartAndSweep(s.dataDir, s.storage);
    expect(after.swept.parts).toBeGreaterThan(0);
    expect(after.temps).toEqual([]);
    expect(after.rows).toEqual([]);
    expect(after.files).toEqual([]);
  });

  it('between the files and the row: the stored files are swept at restart and no broken row exists', async () => {
    const s = await setup({ CRASH_AFTER_PUT: '1' });
    const req = sendVideo(s.port, s.token, s.body, false);
    await until(() => s.lines.includes('STORED'));
    const files = openStorage(loadConfig({}, { DATA_DIR: s.dataDir, ...s.storage }), 'files');
    expect((await files.entries()).length).toBeGreaterThan(0);
    await kill(s.child);
    req.destroy();
    // An interrupted atomic write on disk leaves a *.tmp beside its target: the sweep removes it
    // too. (A bucket has no such leftover: an object appears only once complete.)
    const local = !s.storage.STORAGE_URL;
    if (local) {
      const stray = path.join(s.dataDir, 'files', 'formactions', '1', 'img-0123.png.abc123.tmp');
      await fsp.mkdir(path.dirname(stray), { recursive: true });
      await fsp.writeFile(stray, 'half a file');
    }
    const after = await restartAndSweep(s.dataDir, s.storage);
    expect(after.swept.orphans).toBeGreaterThan(0);
    expect(after.swept.temps).toBe(local ? 1 : 0);
    expect(after.rows).toEqual([]);
    expect(after.files).toEqual([]);
    expect(after.temps).toEqual([]);
  });

  it('keeps every file a row references and every row keeps its files', async () => {
    const s = await setup();
    const req = sendVideo(s.port, s.token, s.body, false);
    const status = await new Promise<number>((resolve) => req.on('response', (res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(200);
    await kill(s.child);
    const after = await restartAndSweep(s.dataDir, s.storage);
    expect(after.rows).toHaveLength(1);
    expect(after.swept).toEqual({ parts: 0, temps: 0, orphans: 0 });
    expect([...after.files].sort()).toEqual([...after.referenced].sort());
  });
});
