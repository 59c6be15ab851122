import { once } from 'node:events';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPdfImage } from '../pdf/image.ts';
import { countRows, createTraining, postMultipart, textParts, trainingForm } from '../modules/trainings/test-support.ts';
import { bmp, logoJpeg } from '../modules/formations/test-fixtures.ts';
import type { TestApp } from '../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../test/helper.ts';
import { greyIhdr, PNG_SIGNATURE, pngChunk } from './test-images.ts';

/**
 * A real, valid grey PNG of side x side pixels, built row by row through a streaming deflate so
 * the test itself never holds the decoded picture (16383 x 16383 is 268 million pixels).
 */
async function hugePng(side: number): Promise<Buffer> {
  const deflate = zlib.createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (b: Buffer) => out.push(b));
  const row = Buffer.alloc(side + 1, 0x80);
  row[0] = 0; // filter: none
  for (let y = 0; y < side; y++) if (!deflate.write(row)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([PNG_SIGNATURE, greyIhdr(side, side), pngChunk('IDAT', Buffer.concat(out)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A small BMP whose header claims 20000 x 20000 pixels. */
function hugeBmp(): Buffer {
  const b = bmp();
  b.writeInt32LE(20000, 18);
  b.writeInt32LE(20000, 22);
  return b;
}

const MB = 1024 * 1024;

describe('image pixel limit', () => {
  let t: TestApp;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    png = await hugePng(16383);
  });
  afterAll(async () => t.close());

  it('builds a real 16383x16383 PNG of about 1 MB', async () => {
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 16383, 16383]);
    expect(png.length).toBeLessThan(3 * MB);
  });

  it('refuses it (and a BMP declaring 400 megapixels) as training logo, formation logo and personal image, storing nothing', async () => {
    const tooLarge = ['Imagem grande demais: no máximo 4096 pixels de largura e de altura'];
    const u = await createUser(t, { active: true });
    const rssBefore = process.memoryUsage().rss;
    const trainings = await countRows(t, 'treinos');

    for (const [name, data, type] of [
      ['huge.png', png, 'image/png'],
      ['huge.bmp', hugeBmp(), 'image/bmp'],
    ] as const) {
      const logo = await postMultipart(t, u, '/api/treinos', [...textParts(trainingForm), { name: 'img', filename: name, type, data }], 'pt-br');
      expect(logo.statusCode, logo.body).toBe(422);
      expect(logo.json().errors.img).toEqual(tooLarge);

      const image = await postMultipart(t, u, '/api/user-images', [{ name: 'image', filename: name, type, data }], 'pt-br');
      expect(image.statusCode).toBe(422);
      expect(image.json().errors.image).toEqual(tooLarge);

      const formation = await postMultipart(t, u, '/api/formactions', [
        ...textParts({ type: 'image', clube: 'C', professor: 'P', categoria: 'K', data: '2026-01-01', local: 'L' }),
        { name: 'logo', filename: name, type, data },
      ], 'pt-br');
      expect(formation.statusCode).toBe(422);
      expect(formation.json().errors.logo).toEqual(tooLarge);
    }

    const growthMb = (process.memoryUsage().rss - rssBefore) / MB;
    // Reading the header only: the process does not grow by the picture's 268 MB (let alone GBs).
    expect(growthMb).toBeLessThan(150);
    expect(await countRows(t, 'treinos')).toBe(trainings);
    expect(await t.db.selectFrom('user_images').select('id').execute()).toEqual([]);
    expect(await t.db.selectFrom('formactions').select('id').execute()).toEqual([]);
    expect(await storedFiles(t)).toEqual([]);
  });

  it('still accepts an ordinary logo', async () => {
    const u = await createUser(t, { active: true });
    const image = await postMultipart(t, u, '/api/user-images', [{ name: 'image', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    expect(image.statusCode, image.body).toBe(200);
  });

  it('prints a training whose stored logo is huge without decoding it (older uploads)', async () => {
    const u = await createUser(t, { active: true });
    const treinoId = await createTraining(t, u, [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const row = await t.db.selectFrom('treinos').select('logo_key').where('id', '=', treinoId).executeTakeFirstOrThrow();
    // A logo stored before the limit existed.
    await t.app.ctx.storage.put(row.logo_key!, png);
    const token = (await t.app.inject({ method: 'POST', url: '/api/auth/print-token', headers: bearer(u.token) })).json().token as string;
    const rssBefore = process.memoryUsage().rss;
    const res = await t.app.inject({ method: 'GET', url: `/api/print/ex?treino=${treinoId}&postwork=1&token=${token}` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((process.memoryUsage().rss - rssBefore) / MB).toBeLessThan(250);
    expect(await toPdfImage(png)).toBeNull();
  });

  it('fits printed images in 2000x2000 pixels', async () => {
    const wide = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const fitted = await toPdfImage(wide);
    expect([fitted?.format, fitted?.width, fitted?.height]).toEqual(['png', 2000, 1000]);
    expect((await sharp(fitted!.data).metadata()).width).toBe(2000);
    const small = await toPdfImage(await logoJpeg());
    expect(small?.format).toBe('jpg');
  });
});
