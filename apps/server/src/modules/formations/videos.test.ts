import fs from 'node:fs';
import path from 'node:path';
import { LIMITS } from '@prancheta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import type { Part } from './test-fixtures.ts';
import { canvasPng, draftGz, mp4, multipart, webm } from './test-fixtures.ts';

type User = Awaited<ReturnType<typeof createUser>>;

const fields: Record<string, string> = {
  type: 'video',
  clube: 'Clube Atlético Paranaense',
  professor: 'Ana Souza',
  categoria: 'Sub-17',
  data: '2026-04-02',
  local: 'CT do Caju',
  descricao: 'Transição ofensiva: lateral sobe, ponta corta para dentro e a bola vai ao segundo poste',
};

const text = (values: Record<string, string>): Part[] => Object.entries(values).map(([name, value]) => ({ name, value }));
const draft = (): Part => ({ name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() });

describe('video formations', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  async function post(user: User, parts: Part[], url = '/api/formactions', lang = 'en-us') {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(user.token), 'x-lang': lang } });
  }

  async function rows(): Promise<number> {
    const r = await t.db.selectFrom('formactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  it('refuses a file named .webm that is not a webm and stores nothing', async () => {
    const before = { files: (await storedFiles(t)), rows: await rows() };
    const pngNamedWebm = await post(owner, [...text(fields), draft(), { name: 'file_input', filename: 'jogada.webm', type: 'video/webm', data: await canvasPng() }]);
    expect(pngNamedWebm.statusCode).toBe(422);
    expect(pngNamedWebm.json().errors.file_input).toEqual(['The video must be in webm or mp4 format']);
    // Matroska that is not webm (DocType "matroska") is refused too.
    const mkv = Buffer.from(webm().toString('latin1').replace('webm', 'mkvx'), 'latin1');
    const matroska = await post(owner, [...text(fields), draft(), { name: 'file_input', filename: 'jogada.webm', type: 'video/webm', data: mkv }]);
    expect(matroska.statusCode).toBe(422);
    expect(await storedFiles(t)).toEqual(before.files);
    expect(await rows()).toBe(before.rows);
  });

  it('refuses a video over the size limit while streaming and stores nothing', async () => {
    const before = { files: (await storedFiles(t)), rows: await rows() };
    const big = webm(Buffer.alloc(LIMITS.video.maxBytes, 1));
    const res = await post(owner, [...text(fields), draft(), { name: 'file_input', filename: 'big.webm', type: 'video/webm', data: big }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file_input).toEqual([`Video too large (maximum ${Math.round(LIMITS.video.maxBytes / 1024 / 1024)} MB)`]);
    expect(await storedFiles(t)).toEqual(before.files);
    expect(await rows()).toBe(before.rows);
  }, 60_000);

  it('keeps the thumbnail, answers ranges with the right bytes and hides the video from other users', async () => {
    const video = webm(Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7) % 256)));
    const res = await post(owner, [...text(fields), draft(), { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: video }, { name: 'img', filename: 'thumb.png', type: 'image/png', data: await canvasPng() }]);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().formacao.id as number;

    const mid = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...bearer(owner.token), range: 'bytes=10000-10999' } });
    expect(mid.statusCode).toBe(206);
    expect(mid.headers['content-length']).toBe('1000');
    expect(mid.headers['content-range']).toBe(`bytes 10000-10999/${video.length}`);
    expect(mid.rawPayload.equals(video.subarray(10000, 11000))).toBe(true);
    const open = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...bearer(owner.token), range: `bytes=${video.length - 100}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(video.subarray(video.length - 100))).toBe(true);

    for (const url of [`/api/formactionimg/${id}`, `/api/formactions/${id}`, `/api/formactions/editable/${id}`]) {
      const res2 = await t.app.inject({ method: 'GET', url, headers: { ...bearer(other.token), range: 'bytes=0-99' } });
      expect(res2.statusCode, url).toBe(404);
    }
    const theirs = await t.app.inject({ method: 'GET', url: '/api/formactions?type=video', headers: bearer(other.token) });
    expect(theirs.json().formacoes).toEqual([]);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/formactions/${id}`, headers: bearer(other.token) });
    expect(del.statusCode).toBe(404);
    const still = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: bearer(owner.token) });
    expect(still.rawPayload.equals(video)).toBe(true);

    const mine = await t.app.inject({ method: 'DELETE', url: `/api/formactions/${id}`, headers: bearer(owner.token) });
    expect(mine.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: bearer(owner.token) })).statusCode).toBe(404);
    expect((await storedFiles(t)).some((f) => f.includes(`formactions/${id}/`))).toBe(false);
  });

  it('accepts an MP4 by its content whatever its name, and serves it as video/mp4 with byte ranges', async () => {
    const video = await mp4(60);
    // Named .webm and sent as octet-stream: the content decides.
    const res = await post(owner, [...text(fields), draft(), { name: 'file_input', filename: 'jogada.webm', type: 'application/octet-stream', data: video }]);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().formacao.id as number;
    const row = await t.db.selectFrom('formactions').select('file_key').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.file_key).toMatch(/\.mp4$/);

    const whole = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: bearer(owner.token) });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['content-disposition']).toContain(`formacao-${id}.mp4`);
    expect(whole.rawPayload.equals(video)).toBe(true);
    expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    const part = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...bearer(owner.token), range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 1100))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...bearer(owner.token), range: 'bytes=-50' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 50))).toBe(true);
    // Other users get nothing.
    expect((await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...bearer(other.token), range: 'bytes=0-99' } })).statusCode).toBe(404);

    // Re-recorded as webm: the MP4 file is replaced, not left behind.
    const before = (await storedFiles(t)).filter((f) => f.endsWith('.mp4'));
    expect(before).toHaveLength(1);
    const again = await post(owner, [{ name: 'descricao', value: 'Regravado' }, { name: 'file_input', filename: 'v.mp4', type: 'video/mp4', data: webm() }], `/api/formactions/${id}`);
    expect(again.statusCode, again.body).toBe(200);
    expect((await storedFiles(t)).filter((f) => f.endsWith('.mp4'))).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: bearer(owner.token) });
    expect(served.headers['content-type']).toBe('video/webm');
    await t.app.inject({ method: 'DELETE', url: `/api/formactions/${id}`, headers: bearer(owner.token) });
  });

  it('refuses a fake .mp4 (another type, a bare ftyp header, cut short, or no moov) and leaves no file', async () => {
    const real = await mp4(10);
    const before = { files: (await storedFiles(t)), rows: await rows() };
    const moovAt = real.indexOf(Buffer.from('moov'));
    const noMoov = Buffer.from(real);
    noMoov.write('free', moovAt, 'latin1');
    const fakes: Array<[string, Buffer]> = [
      ['png named .mp4', await canvasPng()],
      ['ftyp header and filler', Buffer.concat([real.subarray(0, 32), Buffer.alloc(5000, 9)])],
      ['cut short', real.subarray(0, real.length - 300)],
      ['no moov box', noMoov],
      ['text', Buffer.from('not a video at all, just text pretending to be one '.repeat(50))],
    ];
    for (const [label, data] of fakes) {
      const res = await post(owner, [...text(fields), draft(), { name: 'file_input', filename: 'jogada.mp4', type: 'video/mp4', data }]);
      expect(res.statusCode, label).toBe(422);
      expect(res.json().errors.file_input, label).toEqual(['The video must be in webm or mp4 format']);
    }
    expect(await storedFiles(t)).toEqual(before.files);
    expect(await rows()).toBe(before.rows);
    // Nor any temporary file of the refused uploads.
    expect(fs.readdirSync(path.join(t.dataDir, 'tmp')).filter((f) => f.startsWith('upload-'))).toEqual([]);
  });

  it('refuses a video whose drawing has no object (seed 000 §5), in the caller\'s language, on create and on update', async () => {
    const before = { files: (await storedFiles(t)), rows: await rows() };
    const emptyDrawing: Part = { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz(1, 0) };
    const messages: Record<string, string> = { 'pt-br': 'Adicione pelo menos um objecto', 'es-es': 'Añade al menos un objeto', 'en-us': 'Add at least one object' };
    for (const [lang, message] of Object.entries(messages)) {
      const res = await post(owner, [...text(fields), emptyDrawing, { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm() }], '/api/formactions', lang);
      expect(res.statusCode, lang).toBe(422);
      expect(res.json().message, lang).toBe(message);
      expect(res.json().errors.editable, lang).toEqual([message]);
    }
    expect(await storedFiles(t)).toEqual(before.files);
    expect(await rows()).toBe(before.rows);

    // A stored video cannot be emptied either: the update is refused and the old drawing stays.
    const ok = await post(owner, [...text(fields), draft(), { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm() }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const id = ok.json().formacao.id as number;
    const stored = (await storedFiles(t));
    const emptied = await post(owner, [emptyDrawing, { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm() }], `/api/formactions/${id}`);
    expect(emptied.statusCode).toBe(422);
    expect(emptied.json().errors.editable).toEqual(['Add at least one object']);
    expect(await storedFiles(t)).toEqual(stored);
    // An image formation may still be an empty field.
    const image = await post(owner, [...text({ ...fields, type: 'image' }), emptyDrawing, { name: 'img', filename: 'f.png', type: 'image/png', data: await canvasPng() }]);
    expect(image.statusCode, image.body).toBe(200);
    for (const made of [id, image.json().formacao.id as number]) await t.app.inject({ method: 'DELETE', url: `/api/formactions/${made}`, headers: bearer(owner.token) });
  });
});
