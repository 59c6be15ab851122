import { LIMITS } from '@prancheta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, filesOnDisk } from '../../test/helper.ts';
import type { Part } from './test-fixtures.ts';
import { canvasPng, draftGz, multipart, webm } from './test-fixtures.ts';

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

  async function post(user: User, parts: Part[], url = '/api/formactions') {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(user.token), 'x-lang': 'en-us' } });
  }

  async function rows(): Promise<number> {
    const r = await t.db.selectFrom('formactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  it('refuses a file named .webm that is not a webm and stores nothing', async () => {
    const before = { files: filesOnDisk(t), rows: await rows() };
    const pngNamedWebm = await post(owner, [...text(fields), draft(), { name: 'file_input', filename: 'jogada.webm', type: 'video/webm', data: await canvasPng() }]);
    expect(pngNamedWebm.statusCode).toBe(422);
    expect(pngNamedWebm.json().errors.file_input).toEqual(['The video must be in webm format']);
    // Matroska that is not webm (DocType "matroska") is refused too.
    const mkv = Buffer.from(webm().toString('latin1').replace('webm', 'mkvx'), 'latin1');
    const matroska = await post(owner, [...text(fields), draft(), { name: 'file_input', filename: 'jogada.webm', type: 'video/webm', data: mkv }]);
    expect(matroska.statusCode).toBe(422);
    expect(filesOnDisk(t)).toEqual(before.files);
    expect(await rows()).toBe(before.rows);
  });

  it('refuses a video over the size limit while streaming and stores nothing', async () => {
    const before = { files: filesOnDisk(t), rows: await rows() };
    const big = webm(Buffer.alloc(LIMITS.video.maxBytes, 1));
    const res = await post(owner, [...text(fields), draft(), { name: 'file_input', filename: 'big.webm', type: 'video/webm', data: big }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file_input).toEqual([`Video too large (maximum ${Math.round(LIMITS.video.maxBytes / 1024 / 1024)} MB)`]);
    expect(filesOnDisk(t)).toEqual(before.files);
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
    expect(filesOnDisk(t).some((f) => f.includes(`formactions/${id}/`))).toBe(false);
  });
});
