import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../plugins/auth.ts';
import type { TestApp } from '../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../test/helper.ts';
import type { Part } from '../modules/formations/test-fixtures.ts';
import { mediaRoots } from '../modules/media/roots.ts';
import { seedStarterGifs, STARTER_GIFS_DIR } from '../modules/media/starter.ts';
import type { User } from '../modules/trainings/test-support.ts';
import { postMultipart, textParts, trainingForm } from '../modules/trainings/test-support.ts';
import { gifDeclaring, gifHtmlPolyglot, greyIhdr, PNG_SIGNATURE, pngDeclaring } from './test-images.ts';

const MB = 1024 * 1024;
/** Generous: decoding any one of the crafted files would grow the process by 0.4 to 17 GB. */
const RSS_GROWTH_MAX_MB = 300;

const TOO_LARGE = 'Imagem grande demais: no máximo 4096 pixels de largura e de altura';
const TOO_MANY_PIXELS = 'Animação grande demais: no máximo 100 megapixels somando todos os quadros';
const TOO_MANY_FRAMES = 'Animação longa demais: no máximo 1000 quadros';
const INVALID = 'Arquivo de imagem inválido ou incompleto';

/** Crafted GIFs (label, bytes, pt-br message): each tiny, each declaring far more than it holds. */
const GIF_BOMBS: [string, Buffer, string][] = [
  ['one 16383x16383 frame in 43 bytes', gifDeclaring(16383, 16383), TOO_LARGE],
  ['one 65535x65535 frame', gifDeclaring(65535, 65535), TOO_LARGE],
  ['7 frames of 4000x4000 (112 megapixels decoded)', gifDeclaring(4000, 4000, 7), TOO_MANY_PIXELS],
  ['1001 frames', gifDeclaring(1, 1, 1001), TOO_MANY_FRAMES],
  ['a GIF header followed by HTML', gifHtmlPolyglot(), INVALID],
  ['a GIF cut short (no trailer)', gifDeclaring(10, 10).subarray(0, 40), INVALID],
];

/** Crafted PNGs for the image columns (png/jpeg/bmp). */
const PNG_BOMBS: [string, Buffer, string][] = [
  ['a PNG declaring 20000x20000', pngDeclaring(20000, 20000), TOO_LARGE],
  ['a PNG header followed by HTML', Buffer.concat([PNG_SIGNATURE, greyIhdr(10, 10), Buffer.from('<html><script>alert(1)</script></html>')]), INVALID],
  ['a PNG declaring 100x100 without its pixels', pngDeclaring(100, 100), INVALID],
];

/** Every file under DATA_DIR/library and DATA_DIR/tmp (relative), to prove a refusal stored nothing. */
function libraryAndTmpFiles(t: TestApp): string[] {
  return ['library', 'tmp'].flatMap((dir) => {
    const root = path.join(t.dataDir, dir);
    if (!fs.existsSync(root)) return [];
    return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile()).map((p) => `${dir}/${p}`);
  }).sort();
}

/** A complete fitness sheet form. */
const sheetForm = { title: 'Ficha', teacher: 'Carla', student: 'João', volume: '3x por semana', objectives: 'Força', data: '2026-03-02' };

function rssMb(): number {
  return process.memoryUsage().rss / MB;
}

describe('image bounds: uploads decoded once within bounds, stored files never decoded beyond them', () => {
  let t: TestApp;
  let admin: User;
  let coach: User;

  beforeAll(async () => {
    // Old library files are planted on disk (as an operator's copy would leave them).
    t = await createTestApp({ STORAGE_URL: undefined });
    admin = await createUser(t, { level: 'admin' });
    coach = await createUser(t, { active: true });
    await seedStarterGifs(t.db, mediaRoots(t.config).gifs);
  });
  afterAll(async () => t.close());

  const gifPart = (name: string, data: Buffer): Part => ({ name: `images[${name}]`, filename: name, type: 'image/gif', data });
  const rows = async () => {
    const n = async (table: 'user_images' | 'treinos' | 'fitnes') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { user_images: await n('user_images'), treinos: await n('treinos'), fitnes: await n('fitnes') };
  };
  const get = (url: string, user?: User) => t.app.inject({ method: 'GET', url, headers: { ...(user ? bearer(user.token) : {}), 'x-lang': 'pt-br' } });

  it('refuses crafted gifs as a coach gif, an admin library gif and an admin file with 422, storing nothing', async () => {
    const before = libraryAndTmpFiles(t);
    const rssBefore = rssMb();
    for (const [label, data, message] of GIF_BOMBS) {
      for (const [user, url, fields] of [
        [coach, '/api/user-gifs', []],
        [admin, '/api/admin/gifs', [{ name: 'path', value: 'Core' }]],
        [admin, '/api/admin/files', [{ name: 'path', value: '' }]],
        [admin, '/api/admin/users-gifs', [{ name: 'path', value: `user_${coach.id}` }]],
      ] as const) {
        const res = await postMultipart(t, user, url, [...fields, gifPart('bomba.gif', data)], 'pt-br');
        expect(res.statusCode, `${label} ${url}: ${res.body}`).toBe(422);
        expect(res.json(), `${label} ${url}`).toEqual({ message, errors: { 'images[bomba.gif]': [message] } });
      }
    }
    expect(rssMb() - rssBefore).toBeLessThan(RSS_GROWTH_MAX_MB);
    expect(libraryAndTmpFiles(t)).toEqual(before);
  });

  it('answers in the language of the request', async () => {
    const en = await postMultipart(t, coach, '/api/user-gifs', [gifPart('x.gif', gifDeclaring(16383, 16383))], 'en-us');
    expect(en.json().message).toBe('Image too large: at most 4096 pixels wide and high');
    const es = await postMultipart(t, coach, '/api/user-gifs', [gifPart('x.gif', gifDeclaring(1, 1, 1001))], 'es-es');
    expect(es.json().message).toBe('Animación demasiado larga: como máximo 1000 fotogramas');
  });

  it('refuses crafted PNGs as a personal image, a training logo and a fitness sheet image, storing no row and no file', async () => {
    const before = await rows();
    const rssBefore = rssMb();
    for (const [label, data, message] of PNG_BOMBS) {
      const file = (name: string): Part => ({ name, filename: 'foto.png', type: 'image/png', data });
      const image = await postMultipart(t, coach, '/api/user-images', [file('image')], 'pt-br');
      expect(image.statusCode, `${label}: ${image.body}`).toBe(422);
      expect(image.json().errors.image, label).toEqual([message]);
      const logo = await postMultipart(t, coach, '/api/treinos', [...textParts(trainingForm), file('img')], 'pt-br');
      expect(logo.statusCode, label).toBe(422);
      expect(logo.json().errors.img, label).toEqual([message]);
      const sheet = await postMultipart(t, coach, '/api/fitnes', [...textParts(sheetForm), file('img')], 'pt-br');
      expect(sheet.statusCode, label).toBe(422);
      expect(sheet.json().errors.img, label).toEqual([message]);
    }
    expect(rssMb() - rssBefore).toBeLessThan(RSS_GROWTH_MAX_MB);
    expect(await rows()).toEqual(before);
    expect(await storedFiles(t)).toEqual([]);
  });

  it('accepts real gifs up to the bounds: an exercise gif, 4096x4096, 1000 frames', async () => {
    const squat = fs.readFileSync(path.join(STARTER_GIFS_DIR, 'Membros inferiores', 'Agachamento.gif'));
    const res = await postMultipart(t, coach, '/api/user-gifs', [gifPart('agachamento.gif', squat), gifPart('grande.gif', gifDeclaring(4096, 4096)), gifPart('longa.gif', gifDeclaring(1, 1, 1000))], 'pt-br');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().files.map((f: { name: string }) => f.name)).toEqual(['agachamento.gif', 'grande.gif', 'longa.gif']);
    const frame = await get('/api/user-gifs/download?path=agachamento.gif&frame=1', coach);
    expect([frame.statusCode, frame.headers['content-type']]).toEqual([200, 'image/png']);
  });

  describe('files stored before the bounds existed', () => {
    const roots = () => mediaRoots(t.config);
    /** Writes a file straight into a library, as an older upload left it. */
    const store = (lib: 'gifs' | 'userGifs', relative: string, data: Buffer) => {
      const file = roots()[lib].resolve(relative)!;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, data);
    };
    const frameDir = () => path.join(t.dataDir, 'cache', 'frames');
    const cachedFrames = () => (fs.existsSync(frameDir()) ? fs.readdirSync(frameDir()).sort() : []);

    it('answer 422 with the reason for their still frame (coach, admin and public library), never decoding them', async () => {
      const framesBefore = cachedFrames();
      const rssBefore = rssMb();
      for (const [i, [label, data, message]] of GIF_BOMBS.entries()) {
        const name = `velha-${i}.gif`;
        store('userGifs', `user_${coach.id}/${name}`, data);
        store('gifs', `Core/${name}`, data);
        for (const [url, user] of [
          [`/api/user-gifs/download?path=${name}&frame=1`, coach],
          [`/api/admin/users-gifs/download?path=user_${coach.id}/${name}&frame=1`, admin],
          [`/api/fitnesgif?path=Core/${name}&frame=1`, undefined],
        ] as const) {
          const res = await get(url, user);
          expect(res.statusCode, `${label} ${url}: ${res.body}`).toBe(422);
          expect(res.json().message, `${label} ${url}`).toBe(message);
        }
        // The animation itself is served as stored (the browser decodes it, within its own limits).
        expect((await get(`/api/user-gifs/download?path=${name}`, coach)).rawPayload.equals(data)).toBe(true);
      }
      expect(rssMb() - rssBefore).toBeLessThan(RSS_GROWTH_MAX_MB);
      expect(cachedFrames()).toEqual(framesBefore);
    });

    it('print a fitness sheet whose exercise shows such a gif without that picture, never decoding it', async () => {
      store('userGifs', `user_${coach.id}/bomba.gif`, gifDeclaring(16383, 16383));
      const sheet = await postMultipart(t, coach, '/api/fitnes', textParts(sheetForm));
      expect(sheet.statusCode, sheet.body).toBe(200);
      const fitnesId = sheet.json().fitnes.id as number;
      const ex = await postMultipart(t, coach, '/api/fitnesex', textParts({ title: 'Agachamento', duration: '10 min', charge: '40 kg', series: '4x10', group: 'Pernas', path: 'bomba.gif', usergif: '1', fitnes_id: String(fitnesId) }));
      expect(ex.statusCode, ex.body).toBe(200);
      const rssBefore = rssMb();
      const token = await issueToken(t.db, coach.id, 'print');
      const pdf = await get(`/api/print/fitnes?fitnes=${fitnesId}&exs[0]=${ex.json().exercice.id}&token=${token}`);
      expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(false);
      expect(rssMb() - rssBefore).toBeLessThan(RSS_GROWTH_MAX_MB);
    });
  });
});
