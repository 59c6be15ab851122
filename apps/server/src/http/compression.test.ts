import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { draftGz, mp4, multipart } from '../modules/formations/test-fixtures.ts';
import type { TestApp } from '../test/helper.ts';
import { bearer, createTestApp, createUser } from '../test/helper.ts';

/** A built app in miniature: a shell, a script with the build's brotli and gzip copies, and a PNG without any. */
function writeWebDist(dir: string): { script: Buffer; png: Buffer } {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const html = Buffer.from(`<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`);
  const script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = ${JSON.stringify(`texto ${i % 7}`)};`).join('\n'));
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 1)]);
  for (const [name, data] of [['index.html', html], ['assets/app.js', script]] as const) {
    fs.writeFileSync(path.join(dir, name), data);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(data));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(data));
  }
  fs.writeFileSync(path.join(dir, 'assets/logo.png'), png);
  return { script, png };
}

describe('compression', () => {
  let t: TestApp;
  let files: { script: Buffer; png: Buffer };
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-web-'));
    files = writeWebDist(webDist);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends the build’s brotli or gzip copy of a static asset, as the client accepts, with Vary', async () => {
    const br = await get('/assets/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(files.script)).toBe(true);
    // The build's file itself (a length known up front), not one compressed per request.
    expect(br.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets/app.js.br')))).toBe(true);

    const gzip = await get('/assets/app.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gzip.rawPayload.equals(fs.readFileSync(path.join(webDist, 'assets/app.js.gz')))).toBe(true);

    // The SPA shell too, on / and on a client route.
    for (const url of ['/', '/login']) {
      const shell = await get(url, { 'accept-encoding': 'br' });
      expect(shell.statusCode).toBe(200);
      expect(shell.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(shell.rawPayload).toString()).toContain('<div id="root">');
    }
  });

  it('sends the plain file without Accept-Encoding or with identity only', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Array<Record<string, string>>) {
      const plain = await get('/assets/app.js', headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect(plain.rawPayload.equals(files.script)).toBe(true);
    }
  });

  it('leaves images as they are', async () => {
    const png = await get('/assets/logo.png', { 'accept-encoding': 'gzip, br' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.equals(files.png)).toBe(true);
  });

  it('compresses a large JSON answer and leaves a small one plain', async () => {
    const docs = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(docs.headers.vary).toMatch(/accept-encoding/i);
    const spec = JSON.parse(zlib.gunzipSync(docs.rawPayload).toString()) as { openapi: string };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Number(docs.headers['content-length'] ?? docs.rawPayload.length)).toBeLessThan(zlib.gunzipSync(docs.rawPayload).length / 3);

    const brotli = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(spec);

    const plain = await get('/api/docs/json', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(spec);

    const health = await get('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
  });

  it('sends videos uncompressed, and a range request answers 206 with the exact bytes', async () => {
    const owner = await createUser(t, { active: true });
    const video = await mp4(60);
    const body = multipart([
      ...Object.entries({ type: 'video', clube: 'Clube Atlético', professor: 'Ana Souza', categoria: 'Sub-17', data: '2026-04-02', local: 'CT', descricao: 'Saída de bola' }).map(([name, value]) => ({ name, value })),
      { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
      { name: 'file_input', filename: 'jogada.mp4', type: 'video/mp4', data: video },
    ]);
    const saved = await t.app.inject({ method: 'POST', url: '/api/formactions', payload: body.payload, headers: { ...body.headers, ...bearer(owner.token) } });
    expect(saved.statusCode, saved.body).toBe(200);
    const id = saved.json().formacao.id as number;
    const headers = { ...bearer(owner.token), 'accept-encoding': 'gzip, deflate, br' };

    const whole = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-encoding']).toBeUndefined();
    expect(whole.rawPayload.equals(video)).toBe(true);

    const part = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...headers, range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 1100))).toBe(true);
  });
});
