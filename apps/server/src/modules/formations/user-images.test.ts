import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import { bmp, canvasPng, logoJpeg, multipart, noisePng } from './test-fixtures.ts';

type User = Awaited<ReturnType<typeof createUser>>;

describe('personal images (user-images)', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  function upload(user: User, data: Buffer, filename: string, type: string, lang = 'pt-br') {
    const body = multipart([{ name: 'image', filename, type, data }]);
    return t.app.inject({ method: 'POST', url: '/api/user-images', payload: body.payload, headers: { ...body.headers, ...bearer(user.token), 'x-lang': lang } });
  }

  it('uploads png, jpeg and bmp images, lists them and serves them to the owner only', async () => {
    const png = await canvasPng();
    const ids: number[] = [];
    for (const [data, name, type] of [[png, 'a.png', 'image/png'], [await logoJpeg(), 'b.jpg', 'image/jpeg'], [bmp(), 'c.bmp', 'image/bmp']] as const) {
      const res = await upload(owner, data, name, type);
      expect(res.statusCode, res.body).toBe(200);
      const image = res.json().image;
      expect(image.url).toBe(`/api/user-images/${image.id}`);
      ids.push(image.id);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/user-images', headers: bearer(owner.token) });
    expect(list.json().images.map((i: { id: number }) => i.id).sort()).toEqual([...ids].sort());
    expect((await t.app.inject({ method: 'GET', url: '/api/user-images', headers: bearer(other.token) })).json().images).toEqual([]);

    const got = await t.app.inject({ method: 'GET', url: `/api/user-images/${ids[0]}`, headers: bearer(owner.token) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(png)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/user-images/${ids[0]}`, headers: bearer(other.token) })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/user-images/${ids[0]}`, headers: bearer(other.token) })).statusCode).toBe(404);
    const before = (await storedFiles(t)).length;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user-images/${ids[0]}`, headers: bearer(owner.token) })).statusCode).toBe(200);
    expect((await storedFiles(t)).length).toBe(before - 1);
    expect((await t.app.inject({ method: 'GET', url: `/api/user-images/${ids[0]}`, headers: bearer(owner.token) })).statusCode).toBe(404);
  });

  it('refuses a file over 3 MB and a non-image named .png, storing nothing', async () => {
    const files = (await storedFiles(t));
    const rows = await t.db.selectFrom('user_images').select('id').execute();

    const big = await upload(owner, await noisePng(), 'big.png', 'image/png');
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.image).toEqual(['Máximo permitido 3mb']);

    const text = await upload(owner, Buffer.from('hello, I am a text file'), 'photo.png', 'image/png');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.image).toEqual(['Formato de ficheiro não permitido, escolha uma imagem png ou jpg']);

    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\x00\x00\x00\xff\xff\xff!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1');
    const wrongType = await upload(owner, gif, 'anim.gif', 'image/gif', 'en-us');
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().errors.image).toEqual(['File format not allowed, choose a png or jpg image']);

    expect(await storedFiles(t)).toEqual(files);
    expect(await t.db.selectFrom('user_images').select('id').execute()).toEqual(rows);
    const tmp = path.join(t.dataDir, 'tmp');
    expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([]);
  });

  it('refuses 401 without a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user-images' })).statusCode).toBe(401);
  });
});
