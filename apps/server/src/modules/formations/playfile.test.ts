import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import { animatedScene, sceneDraftGz } from './playfile-fixtures.ts';
import type { Part } from './test-fixtures.ts';
import { canvasPng, draftGz, logoJpeg, multipart, webm } from './test-fixtures.ts';
import { pngDeclaring } from '../../uploads/test-images.ts';

type User = Awaited<ReturnType<typeof createUser>>;
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- parsed JSON answers

const header = {
  clube: 'Grêmio Esportivo São José',
  professor: 'João Araújo',
  categoria: 'Sub-15',
  data: '2026-03-14',
  local: 'Estádio Olímpico',
  descricao: 'Saída de bola em 4-3-3',
  h_professor: 'Técnico',
  'colors[header][0]': '#112233',
  'colors[header][1]': '#ffeedd',
};

describe('play files', () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let imagePng: Buffer;
  let imageId: number;
  let videoId: number;

  const send = (user: User | null, parts: Part[], url = '/api/formactions/import', lang = 'en-us') => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(user ? bearer(user.token) : {}), 'x-lang': lang } });
  };
  const importText = (user: User, text: string | Buffer, lang = 'en-us') =>
    send(user, [{ name: 'file', filename: 'play.prancheta', type: 'application/octet-stream', data: Buffer.isBuffer(text) ? text : Buffer.from(text) }], undefined, lang);
  const exportOf = (user: User, id: number) => t.app.inject({ method: 'GET', url: `/api/formactions/${id}/playfile`, headers: bearer(user.token) });
  const count = async (table: 'formactions' | 'user_images') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const tmpFiles = () => {
    const dir = path.join(t.dataDir, 'tmp');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const draftOf = async (user: User, id: number): Promise<Json> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/formactions/editable/${id}`, headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    return JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as Json;
  };

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true, email: 'owner-playfile@test.local' });
    other = await createUser(t, { active: true });
    imagePng = await canvasPng('#aa3366');
    const up = multipart([{ name: 'image', filename: 'me.png', type: 'image/png', data: imagePng }]);
    const image = await t.app.inject({ method: 'POST', url: '/api/user-images', payload: up.payload, headers: { ...up.headers, ...bearer(owner.token) } });
    expect(image.statusCode, image.body).toBe(200);
    imageId = image.json().image.id;
    const saved = await send(
      owner,
      [
        ...Object.entries({ ...header, type: 'video' }).map(([name, value]) => ({ name, value })),
        { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: sceneDraftGz(animatedScene(30, 10, imageId)) },
        { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm() },
      ],
      '/api/formactions',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    videoId = saved.json().formacao.id;
  });
  afterAll(async () => t.close());

  it('exports a video as a versioned play file with its personal image embedded and no account data', async () => {
    const res = await exportOf(owner, videoId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gremio-esportivo-sao-jose-\d+\.prancheta"$/);
    const file = res.json() as Json;
    expect(file).toMatchObject({ format: 'prancheta-play', version: 1, kind: 'video', sport_id: 1, field: 'campos/futebol/1.svg' });
    expect(file.header).toMatchObject({ clube: header.clube, professor: header.professor, h_professor: 'Técnico', colors: { header: ['#112233', '#ffeedd'] } });
    expect(file.scene.frames).toBe(10);
    expect(file.scene.objects).toHaveLength(31);
    expect(file.images).toEqual([{ mime: 'image/png', data: imagePng.toString('base64') }]);
    const image = file.scene.objects.find((o: Json) => o.type === 'image');
    expect(image).toMatchObject({ src: 'playfile-image:0', imageId: null });
    // Nothing of the account: no user, record, club or category ids, e-mail, image URLs, tokens.
    expect(Object.keys(file).sort()).toEqual(['exported_at', 'field', 'format', 'header', 'images', 'kind', 'scene', 'sport_id', 'version']);
    const text = res.body;
    for (const leak of ['user_id', 'category_id', 'owner-playfile@test.local', '/api/', 'token', `"id":${videoId}`, 'draft_key', 'file_key']) expect(text).not.toContain(leak);
  });

  it('refuses to export another coach’s formation (404) and needs an active subscription (402)', async () => {
    expect((await exportOf(other, videoId)).statusCode).toBe(404);
    const lapsed = await createUser(t, { active: false });
    expect((await exportOf(lapsed, videoId)).statusCode).toBe(402);
    expect((await importText(lapsed, '{}')).statusCode).toBe(402);
    expect((await t.app.inject({ method: 'GET', url: `/api/formactions/${videoId}/playfile` })).statusCode).toBe(401);
  });

  it('imports a play file into the importer’s own formations and round-trips it', async () => {
    const exported = (await exportOf(owner, videoId)).body;
    const before = { formations: await count('formactions'), images: await count('user_images') };
    const res = await importText(other, exported);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Play imported: review it and save to render the picture');
    const { id, type } = res.json().formacao as { id: number; type: string };
    expect(type).toBe('video');
    expect(await count('formactions')).toBe(before.formations + 1);
    expect(await count('user_images')).toBe(before.images + 1);

    const listed = (await t.app.inject({ method: 'GET', url: '/api/formactions?type=video', headers: bearer(other.token) })).json().formacoes as Json[];
    expect(listed.map((f) => f.id)).toEqual([id]);
    expect(listed[0]).toMatchObject({ clube: header.clube, professor: header.professor, editable: true, img: null, file: null, category_id: null });
    // Still the owner's alone: the copy is the importer's.
    expect((await t.app.inject({ method: 'GET', url: `/api/formactions/${id}`, headers: bearer(owner.token) })).statusCode).toBe(404);

    // The embedded image became a personal image of the importer, and the scene points at it.
    const draft = await draftOf(other, id);
    const image = draft.scene.objects.find((o: Json) => o.type === 'image');
    const newImageId = Number(/^\/api\/user-images\/(\d+)$/.exec(image.src)![1]);
    expect(newImageId).not.toBe(imageId);
    expect(image.imageId).toBe(newImageId);
    const served = await t.app.inject({ method: 'GET', url: `/api/user-images/${newImageId}`, headers: bearer(other.token) });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(imagePng)).toBe(true);

    // Exported again by the importer: the same play.
    const again = (await exportOf(other, id)).json() as Json;
    const first = JSON.parse(exported) as Json;
    for (const key of ['format', 'version', 'kind', 'sport_id', 'field', 'header', 'scene', 'images']) expect(again[key], key).toEqual(first[key]);
  });

  it('migrates a v0 file (a stored draft without wrapper) and fills the header in the user’s language', async () => {
    const res = await importText(other, gunzipSync(draftGz(2, 3)), 'pt-br');
    expect(res.statusCode, res.body).toBe(200);
    const { id, type } = res.json().formacao as { id: number; type: string };
    expect(type).toBe('image');
    const row = (await t.app.inject({ method: 'GET', url: `/api/formactions/${id}`, headers: bearer(other.token) })).json().formacao as Json;
    expect(row.clube).toBe('Jogada importada');
    expect((await draftOf(other, id)).scene.objects).toHaveLength(3);
  });

  describe('refusals store nothing', () => {
    let valid: Json;
    beforeAll(async () => {
      valid = (await exportOf(owner, videoId)).json() as Json;
    });
    const variant = (change: (f: Json) => void) => {
      const f = structuredClone(valid);
      change(f);
      return JSON.stringify(f);
    };

    const cases: Array<[string, () => string | Buffer | Promise<Buffer>, string, string?]> = [
      ['over 8 MB', () => JSON.stringify({ format: 'prancheta-play', pad: 'x'.repeat(8 * 1024 * 1024) }), 'The play file is over the 8 MB maximum'],
      ['bad JSON', () => '{"format": "prancheta-play", "version": 1, ', 'The play file is damaged (not valid JSON)'],
      ['not JSON at all (an image)', () => logoJpeg(), 'This file is not a Prancheta play file (.prancheta)'],
      ['other JSON', () => '{"hello": "world"}', 'This file is not a Prancheta play file (.prancheta)'],
      ['other JSON with an objects list (reads as a sportless old canvas)', () => '{"hello":"world","objects":[]}', 'This file is not a Prancheta play file (.prancheta)'],
      ['an empty file', () => Buffer.alloc(0), 'This file is not a Prancheta play file (.prancheta)'],
      ['a file without a sport', () => variant((f) => (f.sport_id = null)), 'The play file holds invalid data and was not imported'],
      ['an unknown version', () => variant((f) => (f.version = 2)), 'Unknown play file version: update Prancheta or ask for a new file'],
      ['a schema violation', () => variant((f) => (f.scene.objects[0].x = 'left')), 'The play file holds invalid data and was not imported'],
      ['account data riding along', () => variant((f) => (f.user_id = 7)), 'The play file holds invalid data and was not imported'],
      ['an unknown sport', () => variant((f) => (f.sport_id = 99)), 'The play file is of a sport that does not exist'],
      [
        'an image that is not one',
        () => variant((f) => (f.images[0].data = Buffer.from('GIF89a but not really an image at all').toString('base64'))),
        'An image inside the play file is invalid',
      ],
      ['an image cut short', () => variant((f) => (f.images[0].data = imagePng.subarray(0, 200).toString('base64'))), 'An image inside the play file is invalid'],
      [
        'a PNG declaring a huge picture',
        () => variant((f) => (f.images[0].data = pngDeclaring(20000, 20000).toString('base64'))),
        'Image too large: at most 4096 pixels wide and high',
      ],
      ['a message in the user’s language', () => '{oops', 'O arquivo de jogada está corrompido (não é um JSON válido)', 'pt-br'],
    ];

    for (const [name, make, message, lang] of cases) {
      it(`refuses ${name} with 422`, async () => {
        const data = await make();
        const before = { formations: await count('formactions'), images: await count('user_images'), files: (await storedFiles(t)) };
        const res = await importText(other, data, lang);
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().message).toBe(message);
        expect(Object.keys(res.json().errors)).toEqual(['file']);
        expect(await count('formactions')).toBe(before.formations);
        expect(await count('user_images')).toBe(before.images);
        expect(await storedFiles(t)).toEqual(before.files);
        expect(tmpFiles()).toEqual([]);
      });
    }

    it('refuses a request without a file', async () => {
      const res = await send(other, [{ name: 'x', value: '1' }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe('Choose a play file');
      expect(res.json().errors.file).toEqual(['Send the file']);
    });
  });

  it('saves a copy of a shared formation from its link into the visitor’s own formations', async () => {
    const link = await t.app.inject({ method: 'POST', url: '/api/share', headers: bearer(owner.token), payload: { kind: 'video', record_id: videoId } });
    expect(link.statusCode, link.body).toBe(200);
    const url = link.json().link.url as string;
    const token = url.slice(url.lastIndexOf('/') + 1);
    const copy = (user: User | null, payload: Json) =>
      t.app.inject({ method: 'POST', url: '/api/share/copy', headers: { ...(user ? bearer(user.token) : {}), 'x-lang': 'en-us' }, payload });

    expect((await copy(null, { token })).statusCode).toBe(401);
    expect((await copy(other, { token: 'x'.repeat(43) })).statusCode).toBe(404);
    expect((await copy(other, {})).statusCode).toBe(422);

    const before = await count('formactions');
    const res = await copy(other, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().formacao.type).toBe('video');
    expect(await count('formactions')).toBe(before + 1);
    const draft = await draftOf(other, res.json().formacao.id);
    expect(draft.scene.objects).toHaveLength(31);
    const src = draft.scene.objects.find((o: Json) => o.type === 'image').src as string;
    expect((await t.app.inject({ method: 'GET', url: src, headers: bearer(other.token) })).statusCode).toBe(200);

    // A revoked link copies nothing.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/share/${link.json().link.id}`, headers: bearer(owner.token) })).statusCode).toBe(200);
    expect((await copy(other, { token })).statusCode).toBe(404);
    expect(await count('formactions')).toBe(before + 1);
  });
});
