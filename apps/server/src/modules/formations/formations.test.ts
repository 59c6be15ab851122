import { createRequire } from 'node:module';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../plugins/auth.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles, rowFiles, stillStored } from '../../test/helper.ts';
import { formationsLifecycle } from './lifecycle.ts';
import type { Part } from './test-fixtures.ts';
import { canvasPng, draftGz, logoJpeg, multipart, noisePng, webm } from './test-fixtures.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

type User = Awaited<ReturnType<typeof createUser>>;

const fields = {
  type: 'image',
  clube: 'Grêmio Esportivo São José',
  professor: 'João Araújo',
  categoria: 'Sub-15',
  data: '2026-03-14',
  local: 'Estádio Olímpico',
  descricao: 'Saída de bola em 4-3-3 com pressão após a perda',
  h_professor: 'Técnico',
  'colors[header][0]': '#112233',
  'colors[header][1]': '#ffeedd',
};

function textParts(values: Record<string, string>): Part[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

describe('formations', () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
    png = await canvasPng();
  });
  afterAll(async () => t.close());

  async function post(user: User, parts: Part[], url = '/api/formactions', lang = 'en-us') {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(user.token), 'x-lang': lang } });
  }

  async function createImage(user: User, extra: Part[] = []): Promise<number> {
    const res = await post(user, [
      ...textParts(fields),
      { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
      { name: 'img', filename: 'canvas.png', type: 'image/png', data: png },
      ...extra,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().formacao.id as number;
  }

  async function rowCount(): Promise<number> {
    const r = await t.db.selectFrom('formactions').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(r.n);
  }

  it('refuses 401 without a token and 402 without an active subscription', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/formactions' })).statusCode).toBe(401);
    const inactive = await createUser(t, { active: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/formactions', headers: bearer(inactive.token) })).statusCode).toBe(402);
  });

  it('creates, lists, reads, updates and deletes an image formation', async () => {
    const id = await createImage(owner, [{ name: 'logo', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);

    const list = await t.app.inject({ method: 'GET', url: '/api/formactions?type=image', headers: bearer(owner.token) });
    expect(list.statusCode).toBe(200);
    const found = list.json().formacoes.find((f: { id: number }) => f.id === id);
    expect(found).toMatchObject({ clube: fields.clube, professor: fields.professor, h_professor: 'Técnico', editable: true, type: 'image', img_url: `/api/formactionimg/${id}` });
    expect(found.colors.header).toEqual(['#112233', '#ffeedd']);
    const videos = await t.app.inject({ method: 'GET', url: '/api/formactions?type=video', headers: bearer(owner.token) });
    expect(videos.json().formacoes.some((f: { id: number }) => f.id === id)).toBe(false);

    const one = await t.app.inject({ method: 'GET', url: `/api/formactions/${id}`, headers: bearer(owner.token) });
    expect(one.json().formacao).toMatchObject({ id, local: fields.local, logo_url: `/api/formactionlogo/${id}` });

    const img = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: bearer(owner.token) });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(png)).toBe(true);
    const cached = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...bearer(owner.token), 'if-none-match': String(img.headers.etag) } });
    expect(cached.statusCode).toBe(304);

    const logo = await t.app.inject({ method: 'GET', url: `/api/formactionlogo/${id}`, headers: bearer(owner.token) });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/jpeg');

    const draft = await t.app.inject({ method: 'GET', url: `/api/formactions/editable/${id}?key_time=123`, headers: bearer(owner.token) });
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['content-type']).toBe('application/gzip');
    const { gunzipSync } = await import('node:zlib');
    expect(JSON.parse(gunzipSync(draft.rawPayload).toString()).sport_id).toBe(1);

    const before = await rowFiles(t, 'formactions', 'id', id);
    const update = await post(owner, [...textParts({ clube: 'Clube Novo', descricao: 'Nova descrição' }), { name: 'img', filename: 'c.png', type: 'image/png', data: await canvasPng('#123456') }], `/api/formactions/${id}`);
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json()).toEqual({ formacao: { id } });
    const after = (await t.app.inject({ method: 'GET', url: `/api/formactions/${id}`, headers: bearer(owner.token) })).json().formacao;
    expect(after).toMatchObject({ clube: 'Clube Novo', descricao: 'Nova descrição', professor: fields.professor });
    const filesAfter = await rowFiles(t, 'formactions', 'id', id);
    expect(filesAfter).toHaveLength(before.length);
    expect(filesAfter.filter((f) => f.includes('/img-'))).not.toEqual(before.filter((f) => f.includes('/img-')));

    const del = await t.app.inject({ method: 'DELETE', url: `/api/formactions/${id}`, headers: bearer(owner.token) });
    expect(del.statusCode).toBe(200);
    expect(await stillStored(t, filesAfter)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/formactions/${id}`, headers: bearer(owner.token) })).statusCode).toBe(404);
  });

  it('answers 404 to another user on read, update, delete, image, logo and draft', async () => {
    const id = await createImage(owner, [{ name: 'logo', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    for (const url of [`/api/formactions/${id}`, `/api/formactionimg/${id}`, `/api/formactionlogo/${id}`, `/api/formactions/editable/${id}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(other.token) });
      expect(res.statusCode, url).toBe(404);
    }
    const upd = await post(other, textParts({ clube: 'Hacked' }), `/api/formactions/${id}`);
    expect(upd.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/formactions/${id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    const list = await t.app.inject({ method: 'GET', url: '/api/formactions', headers: bearer(other.token) });
    expect(list.json().formacoes.some((f: { id: number }) => f.id === id)).toBe(false);
    const row = await t.db.selectFrom('formactions').select('clube').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.clube).toBe(fields.clube);
  });

  it('refuses bad uploads and stores neither a file nor a row', async () => {
    const files = (await storedFiles(t));
    const rows = await rowCount();
    const base = textParts(fields);
    const draft: Part = { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() };
    const good: Part = { name: 'img', filename: 'canvas.png', type: 'image/png', data: png };

    const textAsPng = await post(owner, [...base, draft, { name: 'img', filename: 'canvas.png', type: 'image/png', data: Buffer.from('just some text, not an image') }]);
    expect(textAsPng.statusCode).toBe(422);
    expect(textAsPng.json().errors.img).toEqual(['The drawing image must be a valid PNG']);

    const bigLogo = await post(owner, [...base, draft, good, { name: 'logo', filename: 'logo.png', type: 'image/png', data: await noisePng() }], '/api/formactions', 'pt-br');
    expect(bigLogo.statusCode).toBe(422);
    expect(bigLogo.json().errors.logo).toEqual(['Máximo permitido 3mb']);

    const textLogo = await post(owner, [...base, draft, good, { name: 'logo', filename: 'logo.png', type: 'image/png', data: Buffer.from('<svg></svg>') }], '/api/formactions', 'pt-br');
    expect(textLogo.statusCode).toBe(422);
    expect(textLogo.json().errors.logo).toEqual(['Formato de ficheiro não permitido, escolha uma imagem png ou jpg']);

    const fakeWebm = await post(owner, [...textParts({ ...fields, type: 'video' }), draft, { name: 'file_input', filename: 'video.webm', type: 'video/webm', data: Buffer.from('RIFF....AVI not a webm at all') }]);
    expect(fakeWebm.statusCode).toBe(422);
    expect(fakeWebm.json().errors.file_input).toEqual(['The video must be in webm or mp4 format']);

    const missingImage = await post(owner, [...base, draft]);
    expect(missingImage.statusCode).toBe(422);
    expect(missingImage.json().message).toBe('Fill in all fields');

    const missingField = await post(owner, [...textParts({ ...fields, local: '' }), draft, good]);
    expect(missingField.statusCode).toBe(422);
    expect(missingField.json().message).toBe('Fill in all fields');
    expect(missingField.json().errors.local).toBeDefined();

    const longLabel = await post(owner, [...textParts({ ...fields, h_local: 'x'.repeat(21), descricao: 'y'.repeat(801) }), draft, good]);
    expect(longLabel.statusCode).toBe(422);
    expect(Object.keys(longLabel.json().errors).sort()).toEqual(['descricao', 'h_local']);

    expect(await storedFiles(t)).toEqual(files);
    expect(await rowCount()).toBe(rows);
  });

  it('refuses corrupt and oversized drafts with 422 and stores nothing', async () => {
    const files = (await storedFiles(t));
    const rows = await rowCount();
    const bad: [string, Buffer][] = [
      ['not gzip', Buffer.from('{"sport_id":1,"backgroundImage":"","scene":{}}')],
      ['gzip of non-JSON', gzipSync(Buffer.from('this is not json at all'))],
      ['JSON not matching the schema', gzipSync(Buffer.from(JSON.stringify({ sport_id: 1, backgroundImage: '', scene: { version: 1, objects: [{ type: 'rocket', x: 'far' }] } })))],
      ['gzip bomb', gzipSync(Buffer.alloc(20 * 1024 * 1024, 0x20))],
    ];
    for (const [name, data] of bad) {
      const res = await post(owner, [...textParts(fields), { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data }, { name: 'img', filename: 'c.png', type: 'image/png', data: png }]);
      expect(res.statusCode, name).toBe(422);
      expect(res.json().errors.editable, name).toHaveLength(1);
    }
    const bomb = await post(owner, [...textParts(fields), { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: bad[3]![1] }, { name: 'img', filename: 'c.png', type: 'image/png', data: png }]);
    expect(bomb.json().errors.editable).toEqual(['The drawing draft is too large']);
    expect(await storedFiles(t)).toEqual(files);
    expect(await rowCount()).toBe(rows);
  });

  it('refuses a formation or video whose drawing has no sport of the catalogue, on create and update, and stores nothing', async () => {
    const id = await createImage(owner);
    const before = (await t.app.inject({ method: 'GET', url: `/api/formactions/editable/${id}`, headers: bearer(owner.token) })).rawPayload;
    const files = await storedFiles(t);
    const rows = await rowCount();
    const sportless = (sportId: number | null) => {
      const draft = JSON.parse(gunzipSync(draftGz(1, 1)).toString('utf8')) as { sport_id: number | null; scene: { sport_id: number | null } };
      draft.sport_id = sportId;
      draft.scene.sport_id = sportId;
      return gzipSync(Buffer.from(JSON.stringify(draft)));
    };
    const drafts: [string, Buffer][] = [
      ['no sport', sportless(null)],
      ['an unknown sport', sportless(99)],
      // An old canvas with no sport at all (any JSON with an `objects` list reads as one).
      ['a sportless canvas', gzipSync(Buffer.from('{"hello":"world","objects":[]}'))],
    ];
    for (const [name, data] of drafts) {
      const editable: Part = { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data };
      const image = await post(owner, [...textParts(fields), editable, { name: 'img', filename: 'c.png', type: 'image/png', data: png }]);
      const video = await post(owner, [...textParts({ ...fields, type: 'video' }), editable, { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm() }]);
      const update = await post(owner, [editable], `/api/formactions/${id}`, 'pt-br');
      for (const res of [image, video, update]) {
        expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
        expect(Object.keys(res.json().errors), name).toEqual(['editable']);
      }
      expect(image.json().message).toBe('The formation needs a valid sport');
      expect(update.json().message).toBe('A formação precisa de um esporte válido');
    }
    expect(await storedFiles(t)).toEqual(files);
    expect(await rowCount()).toBe(rows);
    const after = (await t.app.inject({ method: 'GET', url: `/api/formactions/editable/${id}`, headers: bearer(owner.token) })).rawPayload;
    expect(after.equals(before)).toBe(true);
  });

  it('refuses an update with an empty required field with "Fill in all fields" and keeps the record', async () => {
    const id = await createImage(owner);
    const res = await post(owner, textParts({ professor: '' }), `/api/formactions/${id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Fill in all fields');
    const pt = await post(owner, textParts({ categoria: '  ' }), `/api/formactions/${id}`, 'pt-br');
    expect(pt.json().message).toBe('Preencha todos os campos');
    const row = await t.db.selectFrom('formactions').select(['professor', 'categoria']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ professor: fields.professor, categoria: fields.categoria });
  });

  it('accepts a category of a club the user belongs to and refuses any other', async () => {
    const { stamps } = await import('../../db/index.ts');
    const team = await t.db.insertInto('teams').values({ name: 'Clube A', location: null, image: null, leader_id: other.id, max_users: 10, max_categories: 5, end_subscription: null, ...stamps() }).returning('id').executeTakeFirstOrThrow();
    const cat = await t.db.insertInto('categories').values({ team_id: team.id, name: 'Sub-17', description: '', ...stamps() }).returning('id').executeTakeFirstOrThrow();
    const parts = (categoryId: number): Part[] => [
      ...textParts({ ...fields, category_id: String(categoryId) }),
      { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
      { name: 'img', filename: 'c.png', type: 'image/png', data: png },
    ];
    const rows = await rowCount();
    const refused = await post(owner, parts(cat.id));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.category_id).toEqual(['Category not found in your club']);
    expect(await rowCount()).toBe(rows);

    await t.db.insertInto('team_users').values({ team_id: team.id, user_id: owner.id, ...stamps() }).execute();
    const accepted = await post(owner, parts(cat.id));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const saved = await t.app.inject({ method: 'GET', url: `/api/formactions/${accepted.json().formacao.id}`, headers: bearer(owner.token) });
    expect(saved.json().formacao.category_id).toBe(cat.id);
  });

  it('stores a video and serves byte ranges (206) so the browser can seek', async () => {
    const video = webm(Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251)));
    const res = await post(owner, [
      ...textParts({ ...fields, type: 'video' }),
      { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
      { name: 'file_input', filename: 'video.webm', type: 'video/webm', data: video },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().formacao.id as number;
    const listed = (await t.app.inject({ method: 'GET', url: '/api/formactions?type=video', headers: bearer(owner.token) })).json().formacoes;
    expect(listed.map((f: { id: number }) => f.id)).toContain(id);

    const full = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: bearer(owner.token) });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('video/webm');
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.rawPayload.equals(video)).toBe(true);

    const part = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...bearer(owner.token), range: 'bytes=100-1099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(100, 1100))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...bearer(owner.token), range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);

    const outside = await t.app.inject({ method: 'GET', url: `/api/formactionimg/${id}`, headers: { ...bearer(owner.token), range: `bytes=${video.length + 5}-` } });
    expect(outside.statusCode).toBe(416);
  });

  it('prints the selected formations as a PDF with their fields, only with a print token', async () => {
    const id = await createImage(owner, [{ name: 'logo', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const second = await createImage(owner);
    const printToken = await issueToken(t.db, owner.id, 'print');

    const res = await t.app.inject({ method: 'GET', url: `/api/print/fr?exs[]=${id}&exs[]=${second}&lang=pt&token=${printToken}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await pdfParse(res.rawPayload);
    expect(pdf.numpages).toBe(2);
    for (const value of [fields.clube, fields.professor, fields.categoria, fields.local, fields.descricao, 'Técnico', 'Categoria', 'Página 1 de 2']) {
      expect(pdf.text).toContain(value);
    }

    const english = await t.app.inject({ method: 'GET', url: `/api/print/fr?exs[0]=${second}&lang=en&auth_token=${printToken}` });
    expect(english.statusCode).toBe(200);
    const en = await pdfParse(english.rawPayload);
    expect(en.text).toContain('Category');
    expect(en.text).toContain('Page 1 of 1');

    const withSession = await t.app.inject({ method: 'GET', url: `/api/print/fr?exs[]=${id}&lang=pt&token=${owner.token}` });
    expect(withSession.statusCode).toBe(401);
    const withBearer = await t.app.inject({ method: 'GET', url: `/api/print/fr?exs[]=${id}&lang=pt`, headers: bearer(owner.token) });
    expect(withBearer.statusCode).toBe(401);

    const otherToken = await issueToken(t.db, other.id, 'print');
    const foreign = await t.app.inject({ method: 'GET', url: `/api/print/fr?exs[]=${id}&lang=pt&token=${otherToken}` });
    expect(foreign.statusCode).toBe(404);
    const none = await t.app.inject({ method: 'GET', url: `/api/print/fr?lang=pt&token=${printToken}` });
    expect(none.statusCode).toBe(422);
  });

  it('purges formations past the retention age with their files', async () => {
    const id = await createImage(owner);
    const files = await rowFiles(t, 'formactions', 'id', id);
    expect(files.length).toBeGreaterThan(0);
    await t.db.updateTable('formactions').set({ created_at: '2000-01-01T00:00:00.000Z' }).where('id', '=', id).execute();
    const removed = await formationsLifecycle.purgeOlderThan(t.app.ctx, '2001-01-01T00:00:00.000Z');
    expect(removed).toBe(1);
    expect(await stillStored(t, files)).toEqual([]);
    expect(await t.db.selectFrom('formactions').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
  });
});
