import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { multipart } from '../formations/test-fixtures.ts';
import { mediaRoots } from './roots.ts';
import { seedStarterGifs, STARTER_GIFS_DIR } from './starter.ts';

type User = Awaited<ReturnType<typeof createUser>>;
type Part = { name: string; filename: string; type: string; data: Buffer } | { name: string; value: string };

const squat: Buffer = fs.readFileSync(path.join(STARTER_GIFS_DIR, 'Membros inferiores', 'Agachamento.gif'));
const plank: Buffer = fs.readFileSync(path.join(STARTER_GIFS_DIR, 'Core', 'Prancha.gif'));

/** Every file under DATA_DIR/library (relative), to prove a refusal stored nothing. */
function libraryFiles(t: TestApp): string[] {
  const root = path.join(t.dataDir, 'library');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile()).sort();
}

/** Every file under DATA_DIR/tmp: uploads must never leave temporary files behind. */
function tmpFiles(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'tmp');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('media library', () => {
  let t: TestApp;
  let admin: User;
  let coach: User;
  let other: User;
  let inactive: User;
  let mod: User;

  beforeAll(async () => {
    // The library's folders are written and read on disk here; library.test.ts runs it on a bucket.
    t = await createTestApp({ STORAGE_URL: undefined });
    admin = await createUser(t, { level: 'admin' });
    coach = await createUser(t, { active: true, name: 'Carla Coach' });
    other = await createUser(t, { active: true });
    inactive = await createUser(t);
    mod = await createUser(t, { active: true, level: 'mod' });
    await seedStarterGifs(t.db, mediaRoots(t.config).gifs);
  });
  afterAll(async () => t.close());

  const get = (url: string, user?: User, lang = 'pt-br') => t.app.inject({ method: 'GET', url, headers: { ...(user ? bearer(user.token) : {}), 'x-lang': lang } });
  const del = (url: string, user?: User) => t.app.inject({ method: 'DELETE', url, headers: user ? bearer(user.token) : {} });
  const post = (url: string, parts: Part[], user?: User, lang = 'pt-br') => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(user ? bearer(user.token) : {}), 'x-lang': lang } });
  };
  const gif = (name: string, data: Buffer = squat): Part => ({ name: `images[${name}]`, filename: 'upload.gif', type: 'image/gif', data });

  describe('starter library and browsing (GET files, GET fitnesgif)', () => {
    it('copies the 28 starter gifs once; a starter gif an admin deleted stays deleted', async () => {
      const root = mediaRoots(t.config).gifsRoot;
      const onDisk = libraryFiles(t).filter((p) => p.startsWith('gifs'));
      expect(onDisk.length).toBeGreaterThanOrEqual(24);
      fs.rmSync(path.join(root, 'Core', 'Abdominal.gif'));
      expect(await seedStarterGifs(t.db, mediaRoots(t.config).gifs)).toBe(0);
      expect(fs.existsSync(path.join(root, 'Core', 'Abdominal.gif'))).toBe(false);
      fs.copyFileSync(path.join(STARTER_GIFS_DIR, 'Core', 'Abdominal.gif'), path.join(root, 'Core', 'Abdominal.gif'));
    });

    it('lists the four pt-br folders, then a folder\'s gifs with their urls', async () => {
      const res = await get('/api/files?path=', coach);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().files).toEqual([
        { type: 'dir', name: 'Cardio e mobilidade', path: 'Cardio e mobilidade', url: '' },
        { type: 'dir', name: 'Core', path: 'Core', url: '' },
        { type: 'dir', name: 'Membros inferiores', path: 'Membros inferiores', url: '' },
        { type: 'dir', name: 'Membros superiores', path: 'Membros superiores', url: '' },
      ]);
      const core = (await get('/api/files?path=Core', coach)).json().files;
      expect(core.map((f: { name: string }) => f.name)).toContain('Prancha.gif');
      const prancha = core.find((f: { name: string }) => f.name === 'Prancha.gif');
      expect(prancha).toEqual({ type: 'image', name: 'Prancha.gif', path: 'Core/Prancha.gif', url: '/api/fitnesgif?path=Core%2FPrancha.gif' });
      const bytes = await get(prancha.url);
      expect(bytes.statusCode).toBe(200);
      expect(bytes.headers['content-type']).toBe('image/gif');
      expect(bytes.rawPayload.equals(plank)).toBe(true);
    });

    it('searches names without accents or case, and starter gifs by their translated names', async () => {
      const names = async (q: string) => (await get(`/api/files?path=&q=${encodeURIComponent(q)}`, coach)).json().files.map((f: { path: string }) => f.path);
      expect(await names('elevacao')).toEqual(['Core/Elevação de pernas.gif', 'Membros inferiores/Elevação de panturrilha.gif', 'Membros superiores/Elevação frontal.gif']);
      expect(await names('SQUAT')).toEqual(['Membros inferiores/Agachamento.gif']);
      expect(await names('sentadilla')).toContain('Membros inferiores/Agachamento.gif');
      expect(await names('prancha')).toEqual(['Core/Prancha lateral.gif', 'Core/Prancha.gif']);
      expect((await get('/api/files?path=Core&q=agach', coach)).json().files).toEqual([]);
    });

    it('answers the representative frame as a PNG, extracted once and cached', async () => {
      const res = await get('/api/fitnesgif?path=Membros%20inferiores%2FAgachamento.gif&frame=1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height, meta.pages ?? 1]).toEqual(['png', 240, 240, 1]);
      const cache = path.join(t.dataDir, 'cache', 'frames');
      const cached = fs.readdirSync(cache);
      expect(cached).toHaveLength(1);
      const again = await get('/api/fitnesgif?path=Membros%20inferiores%2FAgachamento.gif&frame=1');
      expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
      expect(fs.readdirSync(cache)).toEqual(cached);
    });

    it('refuses paths that leave the library root', async () => {
      fs.writeFileSync(path.join(t.dataDir, 'secret.gif'), squat);
      for (const p of ['..', '../..', '../library', 'Core/../..', '%2e%2e/secret.gif', '/etc']) {
        const res = await get(`/api/files?path=${p}`, coach);
        expect([400, 404], `${p}: ${res.body}`).toContain(res.statusCode);
      }
      for (const p of ['../../secret.gif', '..%2F..%2Fsecret.gif', '/../../secret.gif', 'Core/../../../secret.gif']) {
        const res = await get(`/api/fitnesgif?path=${p}`);
        expect([400, 404], p).toContain(res.statusCode);
        expect(res.rawPayload.equals(squat)).toBe(false);
      }
      expect((await get('/api/files?path=Nada', coach)).statusCode).toBe(404);
    });

    it('asks for a session (401) and a subscription (402) on the coach calls', async () => {
      for (const url of ['/api/files', '/api/user-gifs', '/api/user-gifs/download?path=a.gif']) {
        expect((await get(url)).statusCode, url).toBe(401);
        expect((await get(url, inactive)).statusCode, url).toBe(402);
      }
      expect((await post('/api/user-gifs', [gif('a.gif')])).statusCode).toBe(401);
      expect((await post('/api/user-gifs', [gif('a.gif')], inactive)).statusCode).toBe(402);
      expect((await del('/api/user-gifs?names[]=a.gif')).statusCode).toBe(401);
    });
  });

  describe("a coach's own gifs (user-gifs)", () => {
    it('uploads, lists, downloads and deletes own gifs; other coaches see none of them', async () => {
      const up = await post('/api/user-gifs', [gif('Meu agachamento.gif'), gif('prancha.gif', plank)], coach);
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json().message).toBe('Gifs enviados com sucesso');
      const list = (await get('/api/user-gifs', coach)).json().files;
      expect(list).toEqual([
        { type: 'image', name: 'Meu agachamento.gif', path: `user_${coach.id}/Meu agachamento.gif`, url: '/api/user-gifs/download?path=Meu%20agachamento.gif' },
        { type: 'image', name: 'prancha.gif', path: `user_${coach.id}/prancha.gif`, url: '/api/user-gifs/download?path=prancha.gif' },
      ]);
      expect(libraryFiles(t)).toContain(path.join('user-gifs', `user_${coach.id}`, 'prancha.gif'));
      const dl = await get(list[1].url, coach);
      expect(dl.statusCode).toBe(200);
      expect(dl.rawPayload.equals(plank)).toBe(true);
      expect((await get(`/api/user-gifs/download?path=${encodeURIComponent(list[1].path)}`, coach)).statusCode).toBe(200);

      expect((await get('/api/user-gifs', other)).json().files).toEqual([]);
      expect((await get(list[1].url, other)).statusCode).toBe(404);
      expect((await get(`/api/user-gifs/download?path=user_${coach.id}%2Fprancha.gif`, other)).statusCode).toBe(404);
      expect((await del('/api/user-gifs?names[]=prancha.gif', other)).statusCode).toBe(404);
      expect((await del(`/api/user-gifs?names[]=user_${coach.id}%2Fprancha.gif`, other)).statusCode).toBe(404);

      const gone = await del('/api/user-gifs?names[]=prancha.gif&names[]=Meu%20agachamento.gif', coach);
      expect(gone.statusCode, gone.body).toBe(200);
      expect((await get('/api/user-gifs', coach)).json().files).toEqual([]);
    });

    it('refuses a name without .gif, non-gif content, a missing name, over 2 MB, over 4 files and no file; nothing stored', async () => {
      const before = libraryFiles(t);
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } }).png().toBuffer();
      const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#ff0000' } }).webp().toBuffer();
      const big = Buffer.concat([Buffer.from('GIF89a'), randomBytes(2 * 1024 * 1024)]);
      // A name ending in .gif with other content is refused for its content, not its name.
      const NOT_GIF = 'O conteúdo do arquivo não é um GIF: envie uma animação .gif de verdade';
      const cases: [string, Part[], string][] = [
        ['name without .gif', [gif('agachamento.png')], 'O nome deve terminar em .gif e o arquivo deve ser um gif'],
        ['png content named .gif', [gif('falso.gif', png)], NOT_GIF],
        ['webp content (coach gifs are gif only)', [gif('falso.gif', webp)], NOT_GIF],
        ['empty name', [gif('')], 'Campo obrigatório'],
        ['path in the name', [gif('../../x.gif')], 'Nome inválido: não use / \\ : * ? " < > | nem comece com ponto'],
        ['over 2 MB', [gif('grande.gif', big)], 'Cada gif pode ter no máximo 2 MB'],
        ['five files', ['a', 'b', 'c', 'd', 'e'].map((n) => gif(`${n}.gif`)), 'Máximo de 4 arquivos por envio'],
        ['no file', [{ name: 'x', value: '1' }], 'Escolha pelo menos um arquivo'],
        ['one good and one bad', [gif('bom.gif'), gif('ruim.gif', png)], NOT_GIF],
      ];
      for (const [label, parts, text] of cases) {
        const res = await post('/api/user-gifs', parts, coach);
        expect(res.statusCode, `${label}: ${res.body}`).toBe(422);
        expect(res.json().message, label).toBe(text);
        expect(libraryFiles(t), label).toEqual(before);
      }
      expect(tmpFiles(t)).toEqual([]);
      const en = await post('/api/user-gifs', [gif('x.png')], coach, 'en-us');
      expect(en.json().message).toBe('The name must end in .gif and the file must be a gif');
      const es = await post('/api/user-gifs', [gif('foto.gif', png)], coach, 'es-es');
      expect(es.json().message).toBe('El contenido del archivo no es un GIF: sube una animación .gif de verdad');
    });

    it('parallel uploads never pass 50 gifs per coach', async () => {
      const coach2 = await createUser(t, { active: true });
      const folder = path.join(t.dataDir, 'library', 'user-gifs', `user_${coach2.id}`);
      fs.mkdirSync(folder, { recursive: true });
      for (let i = 0; i < 48; i++) fs.writeFileSync(path.join(folder, `g${i}.gif`), squat);
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => post('/api/user-gifs', [gif(`p${i}.gif`)], coach2)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 422, 422, 422, 422, 422, 422]);
      expect(fs.readdirSync(folder).filter((n) => n.endsWith('.gif'))).toHaveLength(50);
    });

    it('keeps at most 50 gifs per coach (existing plus new), replacing a gif of the same name', async () => {
      const folder = path.join(t.dataDir, 'library', 'user-gifs', `user_${other.id}`);
      fs.mkdirSync(folder, { recursive: true });
      for (let i = 0; i < 48; i++) fs.writeFileSync(path.join(folder, `g${i}.gif`), squat);
      const before = libraryFiles(t);
      const over = await post('/api/user-gifs', [gif('n1.gif'), gif('n2.gif'), gif('n3.gif')], other);
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toBe('Você pode ter no máximo 50 gifs');
      expect(libraryFiles(t)).toEqual(before);
      const fits = await post('/api/user-gifs', [gif('n1.gif'), gif('n2.gif'), gif('g0.gif', plank)], other);
      expect(fits.statusCode, fits.body).toBe(200);
      expect(fits.json().files).toHaveLength(50);
      expect(fs.readFileSync(path.join(folder, 'g0.gif')).equals(plank)).toBe(true);
      expect((await post('/api/user-gifs', [gif('n3.gif')], other)).statusCode).toBe(422);
      expect((await post('/api/user-gifs', [gif('g1.gif')], other)).statusCode).toBe(200);
    });
  });

  describe('admin gifs (admin/gifs, admin/gifs/mkdir)', () => {
    const mkdir = (name: string, p: string, user: User = admin) =>
      t.app.inject({ method: 'POST', url: '/api/admin/gifs/mkdir', payload: { name, path: p }, headers: bearer(user.token) });

    it('creates a folder, uploads gif and webp under typed names, lists, and deletes files then the folder', async () => {
      const made = await mkdir('Nova pasta', 'Core');
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json()).toEqual({ message: 'Pasta criada', path: 'Core/Nova pasta' });
      expect((await mkdir('Nova pasta', 'Core')).json().errors.name).toEqual(['Já existe uma pasta ou arquivo com esse nome']);
      expect((await mkdir('', 'Core')).statusCode).toBe(422);
      expect((await mkdir('../fora', 'Core')).statusCode).toBe(422);
      expect((await mkdir('x', '../..')).statusCode).toBe(400);
      expect(fs.existsSync(path.join(t.dataDir, 'library', 'fora'))).toBe(false);

      const webp = await sharp(squat, { animated: true }).webp().toBuffer();
      const up = await post('/api/admin/gifs', [{ name: 'path', value: 'Core/Nova pasta' }, gif('Abdominal infra'), { name: 'images[Remada alta.webp]', filename: 'x.webp', type: 'image/webp', data: webp }], admin);
      expect(up.statusCode, up.body).toBe(200);
      const list = (await get('/api/admin/gifs?path=Core%2FNova%20pasta', admin)).json().files;
      expect(list.map((f: { path: string }) => f.path)).toEqual(['Core/Nova pasta/Abdominal infra.gif', 'Core/Nova pasta/Remada alta.webp']);
      expect((await get(list[1].url)).headers['content-type']).toBe('image/webp');
      expect((await get('/api/files?path=Core%2FNova%20pasta', coach)).json().files).toHaveLength(2);

      const notEmpty = await del('/api/admin/gifs?paths[0]=Core%2FNova%20pasta', admin);
      expect(notEmpty.statusCode).toBe(422);
      expect(notEmpty.json().message).toBe('A pasta não está vazia: apague os arquivos dela primeiro');
      const files = await del(`/api/admin/gifs?paths[0]=${encodeURIComponent(list[0].path)}&paths[1]=${encodeURIComponent(list[1].path)}`, admin);
      expect(files.statusCode, files.body).toBe(200);
      expect((await del('/api/admin/gifs?paths[0]=Core%2FNova%20pasta', admin)).statusCode).toBe(200);
      expect((await get('/api/admin/gifs?path=Core', admin)).json().files.some((f: { type: string }) => f.type === 'dir')).toBe(false);
    });

    it('refuses non-gif content (only gifs), a missing folder and traversal, storing nothing', async () => {
      const before = libraryFiles(t);
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#00ff00' } }).png().toBuffer();
      const bad = await post('/api/admin/gifs', [{ name: 'path', value: 'Core' }, gif('Bom'), gif('Disfarçado', png)], admin);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().message).toBe('Apenas gifs: envie arquivos gif ou webp');
      expect((await post('/api/admin/gifs', [{ name: 'path', value: '../../' }, gif('Fora')], admin)).statusCode).toBe(400);
      expect((await post('/api/admin/gifs', [{ name: 'path', value: 'Não existe' }, gif('Fora')], admin)).statusCode).toBe(404);
      expect((await post('/api/admin/gifs', [{ name: 'path', value: 'Core' }, gif('a/../../b')], admin)).statusCode).toBe(422);
      expect((await del('/api/admin/gifs?paths[0]=..%2F..%2Fsecret.gif', admin)).statusCode).toBe(400);
      expect((await del('/api/admin/gifs?paths[0]=', admin)).statusCode).toBe(422);
      expect(libraryFiles(t)).toEqual(before);
      expect(fs.existsSync(path.join(t.dataDir, 'secret.gif'))).toBe(true);
      expect(tmpFiles(t)).toEqual([]);
    });
  });

  describe("admin access to coaches' gifs (admin/users-gifs)", () => {
    it('finds a coach by e-mail, uploads into and downloads from user_{id}, deletes; 404 for an unknown e-mail', async () => {
      const missing = await get('/api/admin/users-gifs?email=ninguem%40test.local', admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Nenhum usuário encontrado com o e-mail');
      expect((await get('/api/admin/users-gifs?email=nao-e-email', admin)).statusCode).toBe(422);

      const up = await post('/api/admin/users-gifs', [{ name: 'path', value: `user_${coach.id}` }, gif('do admin.gif')], admin);
      expect(up.statusCode, up.body).toBe(200);
      const found = await get(`/api/admin/users-gifs?email=${encodeURIComponent(coach.email.toUpperCase())}`, admin);
      expect(found.statusCode, found.body).toBe(200);
      expect(found.json().user).toEqual({ id: coach.id, name: 'Carla Coach' });
      expect(found.json().files).toEqual([
        { type: 'image', name: 'do admin.gif', path: `user_${coach.id}/do admin.gif`, url: `/api/admin/users-gifs/download?path=user_${coach.id}%2Fdo%20admin.gif` },
      ]);
      const dl = await get(found.json().files[0].url, admin);
      expect(dl.statusCode).toBe(200);
      expect(dl.rawPayload.equals(squat)).toBe(true);
      expect((await get('/api/user-gifs', coach)).json().files.map((f: { name: string }) => f.name)).toEqual(['do admin.gif']);

      expect((await post('/api/admin/users-gifs', [{ name: 'path', value: 'user_999999' }, gif('x.gif')], admin)).statusCode).toBe(404);
      expect((await post('/api/admin/users-gifs', [{ name: 'path', value: '../gifs' }, gif('x.gif')], admin)).statusCode).toBe(404);
      expect((await get('/api/admin/users-gifs/download?path=..%2Fgifs%2FCore%2FPrancha.gif', admin)).statusCode).toBe(404);
      expect([400, 404]).toContain((await del('/api/admin/users-gifs?paths[0]=..%2Fgifs%2FCore%2FPrancha.gif', admin)).statusCode);
      expect(fs.existsSync(path.join(t.dataDir, 'library', 'gifs', 'Core', 'Prancha.gif'))).toBe(true);

      const gone = await del(`/api/admin/users-gifs?paths[0]=${encodeURIComponent(`user_${coach.id}/do admin.gif`)}`, admin);
      expect(gone.statusCode, gone.body).toBe(200);
      expect((await get('/api/user-gifs', coach)).json().files).toEqual([]);
    });
  });

  describe('admin general files (admin/files)', () => {
    it('uploads images under their own (made safe) names, serves, lists and deletes them', async () => {
      const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0000ff' } }).png().toBuffer();
      const jpg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0000ff' } }).jpeg().toBuffer();
      const up = await post('/api/admin/files', [
        { name: 'path', value: '' },
        { name: 'images[0]', filename: 'logo.png', type: 'image/png', data: png },
        { name: 'images[1]', filename: 'logo.png', type: 'image/png', data: png },
        { name: 'images[2]', filename: '../../foto?.jpeg', type: 'image/jpeg', data: jpg },
      ], admin);
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json().message).toBe('Arquivos adicionados');
      const files = (await get('/api/admin/files?path=', admin)).json().files;
      expect(files.map((f: { name: string }) => f.name)).toEqual(['foto_.jpg', 'logo (2).png', 'logo.png']);
      const img = await get(files[2].url);
      expect(img.statusCode).toBe(200);
      expect(img.rawPayload.equals(png)).toBe(true);

      const before = libraryFiles(t);
      const bad = await post('/api/admin/files', [{ name: 'images[0]', filename: 'x.png', type: 'image/png', data: Buffer.from('not an image at all') }], admin);
      expect(bad.statusCode).toBe(422);
      expect(libraryFiles(t)).toEqual(before);

      const gone = await del(`/api/admin/files?images[0]=${encodeURIComponent(files[0].path)}&images[1]=${encodeURIComponent(files[1].path)}`, admin);
      expect(gone.statusCode, gone.body).toBe(200);
      expect((await get('/api/admin/files', admin)).json().files.map((f: { name: string }) => f.name)).toEqual(['logo.png']);
      expect((await del('/api/admin/files?images[0]=..%2F..%2Fsecret.gif', admin)).statusCode).toBe(400);
    });
  });

  describe('admin routes refuse everyone below admin (403) before validating anything', () => {
    it('answers 401 without a session and 403 to a coach and a mod on every admin call; nothing changes', async () => {
      const before = libraryFiles(t);
      const calls: [string, string, Part[] | object | null][] = [
        ['GET', '/api/admin/files?path=', null],
        ['POST', '/api/admin/files', [{ name: 'images[0]', filename: 'a.gif', type: 'image/gif', data: squat }]],
        ['DELETE', '/api/admin/files?images[0]=x.png', null],
        ['GET', '/api/admin/gifs?path=', null],
        ['POST', '/api/admin/gifs', [{ name: 'path', value: 'Core' }, gif('Invasor')]],
        ['DELETE', '/api/admin/gifs?paths[0]=Core%2FPrancha.gif', null],
        ['POST', '/api/admin/gifs/mkdir', { name: '', path: 123 }],
        ['GET', `/api/admin/users-gifs?email=${encodeURIComponent(coach.email)}`, null],
        ['GET', '/api/admin/users-gifs?email=invalid', null],
        ['GET', `/api/admin/users-gifs/download?path=user_${coach.id}%2Fa.gif`, null],
        ['POST', '/api/admin/users-gifs', [{ name: 'path', value: `user_${coach.id}` }, gif('invasor.gif')]],
        ['DELETE', `/api/admin/users-gifs?paths[0]=user_${coach.id}%2Fa.gif`, null],
      ];
      for (const [method, url, body] of calls) {
        for (const [who, status] of [[undefined, 401], [coach, 403], [mod, 403]] as const) {
          const headers = who ? bearer(who.token) : {};
          let res;
          if (Array.isArray(body)) {
            const m = multipart(body);
            res = await t.app.inject({ method: method as 'POST', url, payload: m.payload, headers: { ...m.headers, ...headers } });
          } else {
            res = await t.app.inject({ method: method as 'GET', url, ...(body ? { payload: body } : {}), headers });
          }
          expect(res.statusCode, `${method} ${url} as ${who ? who.email : 'nobody'}`).toBe(status);
        }
      }
      expect(libraryFiles(t)).toEqual(before);
      expect(fs.existsSync(path.join(t.dataDir, 'library', 'gifs', 'Core', 'Prancha.gif'))).toBe(true);
    });
  });
});
