import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionJob } from '../../jobs/registry.ts';
import { runJob } from '../../jobs/scheduler.ts';
import { stamps } from '../../db/index.ts';
import { issueToken } from '../../plugins/auth.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import type { Part } from '../formations/test-fixtures.ts';
import { canvasPng, logoJpeg, webm } from '../formations/test-fixtures.ts';
import { mediaRoots } from '../media/roots.ts';
import { seedStarterGifs } from '../media/starter.ts';
import type { User } from '../trainings/test-support.ts';
import { postMultipart, textParts } from '../trainings/test-support.ts';

const SQUAT = 'Membros inferiores/Agachamento.gif';
const PLANK = 'Core/Prancha.gif';

const sheetForm = (o: Record<string, string> = {}): Record<string, string> => ({
  title: 'Hipertrofia A',
  teacher: 'Carla',
  student: 'João',
  volume: '3x por semana',
  data: '2026-03-02',
  objectives: 'Ganho de força nos membros inferiores',
  h_teacher: 'Treinadora',
  'colors[header][0]': '#123456',
  'colors[header][1]': '#ffffff',
  ...o,
});

const exForm = (o: Record<string, string> = {}): Record<string, string> => ({
  title: 'Agachamento livre',
  duration: '10 min',
  charge: '40 kg',
  series: '4x10',
  group: 'Pernas',
  description: 'Descer até 90 graus',
  path: SQUAT,
  h_charge: 'Peso',
  'colors[title][0]': '#aa0000',
  'colors[title][1]': '#ffffff',
  ...o,
});

describe('fitness sheets and video sessions (fitnes, fitnesex)', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
    await seedStarterGifs(t.db, mediaRoots(t.config).gifs);
  });
  afterAll(async () => t.close());

  const call = (user: User, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { ...bearer(user.token), 'x-lang': 'en-us' }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
  const count = async (table: 'fitnes' | 'fitnes_exercicios' | 'fitnes_images') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const photo = async (i: number): Promise<Part> => ({ name: `images[${i}]`, filename: `foto${i}.png`, type: 'image/png', data: await canvasPng(['#ff0000', '#00ff00', '#0000ff', '#ffff00', '#00ffff'][i % 5]) });

  async function createSheet(user: User = owner, values = sheetForm(), url = '/api/fitnes', extra: Part[] = []): Promise<number> {
    const res = await postMultipart(t, user, url, [...textParts(values), ...extra]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().fitnes.id as number;
  }
  async function createEx(sheet: number, values: Record<string, string> = exForm(), extra: Part[] = [], user: User = owner): Promise<number> {
    const res = await postMultipart(t, user, '/api/fitnesex', [...textParts({ ...values, fitnes_id: String(sheet) }), ...extra]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().exercice.id as number;
  }
  async function videoFormation(user: User): Promise<number> {
    const key = `formactions/${user.id}/file-test${Math.random().toString(16).slice(2)}.webm`;
    await t.app.ctx.storage.put(key, webm());
    const row = await t.db
      .insertInto('formactions')
      .values({ user_id: user.id, type: 'video', clube: 'Clube Azul', professor: 'P', categoria: 'C', data: '2026-01-01', local: '', descricao: '', h_professor: '', h_categoria: '', h_data: '', h_local: '', h_clube: '', h_descricao: '', colors: '{}', category_id: null, img_key: null, file_key: key, logo_key: null, draft_key: null, ...stamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('refuses 401 without a token and 402 without a subscription, storing nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/fitnes' })).statusCode).toBe(401);
    const inactive = await createUser(t, { active: false });
    const before = await count('fitnes');
    expect((await postMultipart(t, inactive, '/api/fitnes', textParts(sheetForm()))).statusCode).toBe(402);
    expect(await count('fitnes')).toBe(before);
  });

  it('creates a sheet with a cover, lists it (not among video sessions) and reads it back', async () => {
    const logo = await logoJpeg();
    const id = await createSheet(owner, sheetForm({ rate: '<p onclick="x()">Alongar <strong>10 min</strong><script>1</script></p>' }), '/api/fitnes', [{ name: 'img', filename: 'c.jpg', type: 'image/jpeg', data: logo }]);
    const list = (await call(owner, 'GET', '/api/fitnes')).json().fitnes as { id: number }[];
    expect(list.find((s) => s.id === id)).toMatchObject({ title: 'Hipertrofia A', student: 'João', is_video: false });
    expect(((await call(owner, 'GET', '/api/fitnes?videos=1')).json().fitnes as { id: number }[]).map((s) => s.id)).not.toContain(id);
    expect(((await call(other, 'GET', '/api/fitnes')).json().fitnes as { id: number }[]).map((s) => s.id)).not.toContain(id);
    const res = await call(owner, 'GET', `/api/fitnesex/${id}`);
    expect(res.statusCode).toBe(200);
    const s = res.json().fitnes;
    expect(s).toMatchObject({ id, h_teacher: 'Treinadora', h_student: '', colors: { header: ['#123456', '#ffffff'] }, rate: '<p>Alongar <strong>10 min</strong></p>', img: `/api/fitnesimg/${id}`, exercices: [] });
    expect(Array.isArray(res.json().treinos)).toBe(true);
    const img = await call(owner, 'GET', `/api/fitnesimg/${id}`);
    expect(img.rawPayload.equals(logo)).toBe(true);

    const upd = await postMultipart(t, owner, `/api/fitnes/${id}`, textParts(sheetForm({ title: 'Hipertrofia B' })));
    expect(upd.statusCode, upd.body).toBe(200);
    expect((await call(owner, 'GET', `/api/fitnesex/${id}`)).json().fitnes).toMatchObject({ title: 'Hipertrofia B', img: `/api/fitnesimg/${id}` });
  });

  describe('refuses every §5 sheet rule with 422 and stores nothing', () => {
    const cases: [string, Record<string, string>, string][] = [
      ['missing title', sheetForm({ title: '' }), 'title'],
      ['missing teacher', sheetForm({ teacher: ' ' }), 'teacher'],
      ['missing student', sheetForm({ student: '' }), 'student'],
      ['missing date', sheetForm({ data: '' }), 'data'],
      ['non-date', sheetForm({ data: '2026-02-30' }), 'data'],
      ['missing volume', sheetForm({ volume: '' }), 'volume'],
      ['missing objectives', sheetForm({ objectives: '' }), 'objectives'],
      ['objectives over 1500', sheetForm({ objectives: 'x'.repeat(1501) }), 'objectives'],
      ['header label over 20', sheetForm({ h_volume: 'x'.repeat(21) }), 'h_volume'],
      ['bad colour', sheetForm({ 'colors[header][0]': 'red' }), 'colors.header'],
    ];
    for (const [name, values, field] of cases) {
      it(name, async () => {
        const before = await count('fitnes');
        const res = await postMultipart(t, owner, '/api/fitnes', textParts(values));
        expect(res.statusCode, res.body).toBe(422);
        expect(Object.keys(res.json().errors)).toContain(field);
        expect(await count('fitnes')).toBe(before);
      });
    }
    it('video session objectives over 800', async () => {
      const before = await count('fitnes');
      const res = await postMultipart(t, owner, '/api/fitnes?is_video=1', textParts(sheetForm({ objectives: 'x'.repeat(801) })));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.objectives.join(' ')).toMatch(/800/);
      expect(await count('fitnes')).toBe(before);
    });
  });

  it('builds a normal exercise from a library gif and an own gif, edits it with the JSON of the whole exercise', async () => {
    const sheet = await createSheet();
    const id = await createEx(sheet);
    const ex = (await call(owner, 'GET', `/api/fitnesex/${id}/get`)).json().exercice;
    expect(ex).toMatchObject({ id, mode: 'normal', title: 'Agachamento livre', group: 'Pernas', h_charge: 'Peso', h_duration: '', path: SQUAT, usergif: false, child: null, images: [], fitnes: { id: sheet, is_video: false } });
    expect(ex.userGifUrl).toBe(`/api/fitnesgif?path=${encodeURIComponent(SQUAT)}`);
    expect(ex.colors.title).toEqual(['#aa0000', '#ffffff']);
    expect(ex.colors.charge).toEqual(['#d0d0d0', '#000000']);

    const res = await call(owner, 'POST', `/api/fitnesex/${id}`, { ...ex, title: 'Agachamento búlgaro', path: PLANK, colors: { ...ex.colors, group: ['#00ff00', '#000000'] } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().exercice).toMatchObject({ title: 'Agachamento búlgaro', path: PLANK, colors: { group: ['#00ff00', '#000000'], title: ['#aa0000', '#ffffff'] } });

    const noPath = await call(owner, 'POST', `/api/fitnesex/${id}`, { ...ex, path: '' });
    expect(noPath.statusCode).toBe(422);
    expect(noPath.json().errors.path).toEqual(['Select a gif']);
    expect((await call(owner, 'GET', `/api/fitnesex/${id}/get`)).json().exercice.title).toBe('Agachamento búlgaro');

    // The full form, with the profile fields sent empty, is a normal exercise.
    const full = await createEx(sheet, exForm({ imc: '', magra: '', h_imc: '', h_magra: '' }));
    expect((await call(owner, 'GET', `/api/fitnesex/${full}/get`)).json().exercice).toMatchObject({ mode: 'normal', imc: '', magra: '', path: SQUAT });

    // An own gif (usergif) is checked in the coach's own folder.
    const missing = await postMultipart(t, owner, '/api/fitnesex', textParts({ ...exForm({ path: 'nao-existe.gif', usergif: '1' }), fitnes_id: String(sheet) }));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['path']);
  });

  it('builds a bi-set: the second exercise is stored as child and needs its own gif', async () => {
    const sheet = await createSheet();
    const before = await count('fitnes_exercicios');
    const noChildGif = await postMultipart(t, owner, '/api/fitnesex', textParts({ ...exForm({ mode: 'biset' }), 'child[title]': 'Flexão', 'child[duration]': '5', 'child[charge]': '0', 'child[series]': '3x12', 'child[group]': 'Peito', fitnes_id: String(sheet) }));
    expect(noChildGif.statusCode).toBe(422);
    expect(noChildGif.json().errors['child.path']).toEqual(['Select a gif']);
    expect(await count('fitnes_exercicios')).toBe(before);

    const id = await createEx(sheet, { ...exForm(), 'child[title]': 'Prancha', 'child[duration]': '1 min', 'child[charge]': '-', 'child[series]': '3', 'child[group]': 'Core', 'child[path]': PLANK, 'child[colors][title][0]': '#0000ff', 'child[colors][title][1]': '#ffffff' });
    expect(await count('fitnes_exercicios')).toBe(before + 2);
    const ex = (await call(owner, 'GET', `/api/fitnesex/${id}/get`)).json().exercice;
    expect(ex.mode).toBe('biset');
    expect(ex.child).toMatchObject({ title: 'Prancha', path: PLANK, group: 'Core', colors: { title: ['#0000ff', '#ffffff'], duration: ['#d0d0d0', '#000000'] } });
    const sheetEx = (await call(owner, 'GET', `/api/fitnesex/${sheet}`)).json().fitnes.exercices;
    expect(sheetEx).toHaveLength(1);
    expect(sheetEx[0].child.title).toBe('Prancha');
    expect((await call(owner, 'GET', `/api/fitnesex/${ex.child.id}/get`)).statusCode).toBe(404);

    const upd = await call(owner, 'POST', `/api/fitnesex/${id}`, { ...ex, child: { ...ex.child, title: 'Prancha lateral' } });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().exercice.child.title).toBe('Prancha lateral');
  });

  it('builds a student profile with imc, magra and photos; adds, serves and deletes photos, at most 4', async () => {
    const sheet = await createSheet();
    const missing = await postMultipart(t, owner, '/api/fitnesex', textParts({ ...exForm({ mode: 'profile', path: '' }), imc: '', magra: '', fitnes_id: String(sheet) }));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['imc', 'magra']);
    expect(missing.json().message).toBe('Fill in all the fields');

    const beforeImages = await count('fitnes_images');
    const five = await postMultipart(t, owner, '/api/fitnesex', [...textParts({ ...exForm({ mode: 'profile', path: '' }), imc: '22', magra: '60%', fitnes_id: String(sheet) }), ...(await Promise.all([0, 1, 2, 3, 4].map(photo)))]);
    expect(five.statusCode).toBe(422);
    expect(await count('fitnes_images')).toBe(beforeImages);

    const id = await createEx(sheet, { ...exForm({ mode: 'profile', path: '' }), imc: '22,5', magra: '61%' }, [await photo(0), await photo(1)]);
    let ex = (await call(owner, 'GET', `/api/fitnesex/${id}/get`)).json().exercice;
    expect(ex).toMatchObject({ mode: 'profile', imc: '22,5', magra: '61%', path: '', userGifUrl: null });
    expect(ex.images).toHaveLength(2);
    const first = await call(owner, 'GET', ex.images[0].url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect((await call(other, 'GET', ex.images[0].url)).statusCode).toBe(404);

    const add = await postMultipart(t, owner, `/api/fitnesex/${id}/images`, [await photo(2), await photo(3)]);
    expect(add.statusCode, add.body).toBe(200);
    expect(add.json().images).toHaveLength(4);
    const fifth = await postMultipart(t, owner, `/api/fitnesex/${id}/images`, [await photo(4)]);
    expect(fifth.statusCode).toBe(422);
    expect(fifth.json()).toMatchObject({ message: 'At most 4 photos per exercise', errors: { images: ['At most 4 photos per exercise'] } });
    expect(await count('fitnes_images')).toBe(beforeImages + 4);

    const keys = (await t.db.selectFrom('fitnes_images').select('file_key').where('exercicio_id', '=', id).execute()).map((r) => r.file_key);
    const del = await call(owner, 'DELETE', `/api/fitnesex/${id}/images`, { images: [ex.images[0].id] });
    expect(del.statusCode, del.body).toBe(200);
    ex = (await call(owner, 'GET', `/api/fitnesex/${id}/get`)).json().exercice;
    expect(ex.images).toHaveLength(3);
    expect(await storedFiles(t)).not.toContain(keys[0]);

    // A normal exercise has no photos.
    const normal = await createEx(sheet);
    expect((await postMultipart(t, owner, `/api/fitnesex/${normal}/images`, [await photo(0)])).statusCode).toBe(422);
  });

  it('parallel photo uploads to one profile exercise never pass 4 photos', async () => {
    const sheet = await createSheet();
    const id = await createEx(sheet, { ...exForm({ mode: 'profile', path: '' }), imc: '22', magra: '60%' }, [await photo(0), await photo(1)]);
    const answers = await Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(async (i) => postMultipart(t, owner, `/api/fitnesex/${id}/images`, [await photo(i)])));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 422, 422, 422, 422, 422, 422]);
    expect(await t.db.selectFrom('fitnes_images').select('id').where('exercicio_id', '=', id).execute()).toHaveLength(4);
  });

  it('refuses the §5 exercise rules with 422 and stores nothing', async () => {
    const sheet = await createSheet();
    const cases: [Record<string, string>, string][] = [
      [exForm({ title: '' }), 'title'],
      [exForm({ duration: '' }), 'duration'],
      [exForm({ charge: '' }), 'charge'],
      [exForm({ series: '' }), 'series'],
      [exForm({ group: '' }), 'group'],
      [exForm({ path: '' }), 'path'],
      [exForm({ description: 'x'.repeat(1501) }), 'description'],
      [exForm({ h_group: 'x'.repeat(21) }), 'h_group'],
      [exForm({ path: '../../etc/passwd' }), 'path'],
    ];
    const before = await count('fitnes_exercicios');
    for (const [values, field] of cases) {
      const res = await postMultipart(t, owner, '/api/fitnesex', textParts({ ...values, fitnes_id: String(sheet) }));
      expect(res.statusCode, field).toBe(422);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    expect(await count('fitnes_exercicios')).toBe(before);
    // 1500 characters are accepted on an image sheet.
    await createEx(sheet, exForm({ description: 'x'.repeat(1500) }));
  });

  it('video sessions: exercises pick one of the coach\'s videos, 800-character description', async () => {
    const session = await createSheet(owner, sheetForm({ student: 'Sub-15' }), '/api/fitnes?is_video=1');
    expect(((await call(owner, 'GET', '/api/fitnes?videos=1')).json().fitnes as { id: number }[]).map((s) => s.id)).toContain(session);
    expect(((await call(owner, 'GET', '/api/fitnes')).json().fitnes as { id: number }[]).map((s) => s.id)).not.toContain(session);
    const video = await videoFormation(owner);
    const foreign = await videoFormation(other);
    const before = await count('fitnes_exercicios');
    for (const [values, field] of [
      [exForm({ path: '' }), 'path'],
      [exForm({ path: String(foreign) }), 'path'],
      [exForm({ path: SQUAT }), 'path'],
      [exForm({ path: String(video), description: 'x'.repeat(801) }), 'description'],
    ] as [Record<string, string>, string][]) {
      const res = await postMultipart(t, owner, '/api/fitnesex', textParts({ ...values, fitnes_id: String(session) }));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    expect(await count('fitnes_exercicios')).toBe(before);
    const id = await createEx(session, exForm({ path: String(video) }));
    const ex = (await call(owner, 'GET', `/api/fitnesex/${id}/get`)).json().exercice;
    expect(ex).toMatchObject({ usergif: true, path: String(video), userGifUrl: `/api/formactionimg/${video}`, fitnes: { is_video: true } });
    // The session prints with each video's poster frame (none before the video has one).
    const printed = async () => t.app.inject({ method: 'GET', url: `/api/print/fitnes?fitnes=${session}&exs[0]=${id}&token=${await issueToken(t.db, owner.id, 'print')}` });
    expect((await printed()).rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(false);
    const poster = `formactions/${owner.id}/img-poster${video}.png`;
    await t.app.ctx.storage.put(poster, await canvasPng('#c62828'));
    await t.db.updateTable('formactions').set({ img_key: poster }).where('id', '=', video).execute();
    const pdf = await printed();
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.rawPayload.includes(Buffer.from('/Subtype /Image'))).toBe(true);
  });

  it('duplicates a sheet with its exercises and photos (library gifs referenced), copies exercises, assigns to students', async () => {
    const sheet = await createSheet(owner, sheetForm(), '/api/fitnes', [{ name: 'img', filename: 'c.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const normal = await createEx(sheet);
    await createEx(sheet, { ...exForm(), 'child[title]': 'Prancha', 'child[duration]': '1', 'child[charge]': '-', 'child[series]': '3', 'child[group]': 'Core', 'child[path]': PLANK });
    const profile = await createEx(sheet, { ...exForm({ mode: 'profile', path: '' }), imc: '20', magra: '50' }, [await photo(0)]);
    const dup = await call(owner, 'POST', `/api/fitnes/${sheet}/duplicate`);
    expect(dup.statusCode, dup.body).toBe(200);
    const copy = (await call(owner, 'GET', `/api/fitnesex/${dup.json().fitnes.id}`)).json().fitnes;
    // The copy says it is one, in the request's language.
    expect(copy.title).toBe('Hipertrofia A (copy)');
    expect(copy.student).toBe(sheetForm().student);
    expect(copy.exercices.map((e: { title: string; mode: string }) => e.mode)).toEqual(['normal', 'biset', 'profile']);
    expect(copy.exercices[1].child.title).toBe('Prancha');
    expect(copy.exercices[0].path).toBe(SQUAT);
    expect(copy.img).toBe(`/api/fitnesimg/${copy.id}`);
    const origKey = (await t.db.selectFrom('fitnes_images').select('file_key').where('exercicio_id', '=', profile).executeTakeFirstOrThrow()).file_key;
    const copyKey = (await t.db.selectFrom('fitnes_images').select('file_key').where('exercicio_id', '=', copy.exercices[2].id).executeTakeFirstOrThrow()).file_key;
    expect(copyKey).not.toBe(origKey);
    expect(await storedFiles(t)).toEqual(expect.arrayContaining([origKey, copyKey]));

    const target = await createSheet();
    const cp = await call(owner, 'POST', `/api/fitnes/copy/${target}`, { exercices: [normal, profile], to: target });
    expect(cp.statusCode, cp.body).toBe(200);
    const tgt = (await call(owner, 'GET', `/api/fitnesex/${target}`)).json().fitnes;
    expect(tgt.exercices.map((e: { mode: string }) => e.mode)).toEqual(['normal', 'profile']);
    expect(tgt.exercices[1].images).toHaveLength(1);
    const multi = await postMultipart(t, owner, `/api/fitnes/copy/${target}`, textParts({ 'exercices[0]': String(normal), to: String(target) }));
    expect(multi.statusCode, multi.body).toBe(200);
    expect((await call(owner, 'GET', `/api/fitnesex/${target}`)).json().fitnes.exercices).toHaveLength(3);
    // Copying another coach's exercise or into a video session is refused.
    const otherSheet = await createSheet(other);
    const otherEx = await createEx(otherSheet, exForm(), [], other);
    expect((await call(owner, 'POST', `/api/fitnes/copy/${target}`, { exercices: [otherEx] })).statusCode).toBe(422);
    const session = await createSheet(owner, sheetForm(), '/api/fitnes?is_video=1');
    expect((await call(owner, 'POST', `/api/fitnes/copy/${session}`, { exercices: [normal] })).statusCode).toBe(422);

    const assign = await call(owner, 'POST', `/api/fitnes/${sheet}/assign`, { students: ['Ana', 'Bruno', 'Caio'] });
    expect(assign.statusCode, assign.body).toBe(200);
    const made = assign.json().fitnes as { id: number; student: string }[];
    expect(made.map((m) => m.student)).toEqual(['Ana', 'Bruno', 'Caio']);
    for (const m of made) {
      const s = (await call(owner, 'GET', `/api/fitnesex/${m.id}`)).json().fitnes;
      expect(s).toMatchObject({ student: m.student, title: 'Hipertrofia A' });
      expect(s.exercices).toHaveLength(3);
    }
    expect((await call(owner, 'POST', `/api/fitnes/${sheet}/assign`, { students: [] })).statusCode).toBe(422);
    expect((await call(owner, 'POST', `/api/fitnes/${sheet}/assign`, { students: [''] })).statusCode).toBe(422);
  });

  it('prints a sheet as a PDF (normal, bi-set and profile exercises, post-work) only for its owner', async () => {
    const sheet = await createSheet(owner, sheetForm({ rate: '<p>Alongamento final</p>' }), '/api/fitnes', [{ name: 'img', filename: 'c.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const a = await createEx(sheet);
    const b = await createEx(sheet, { ...exForm(), 'child[title]': 'Prancha', 'child[duration]': '1', 'child[charge]': '-', 'child[series]': '3', 'child[group]': 'Core', 'child[path]': PLANK });
    const c = await createEx(sheet, { ...exForm({ mode: 'profile', path: '' }), imc: '20', magra: '50' }, [await photo(0)]);
    const print = (q: string) => t.app.inject({ method: 'GET', url: `/api/print/fitnes?${q}` });
    const token = await issueToken(t.db, owner.id, 'print');
    const res = await print(`fitnes=${sheet}&exs[0]=${a}&exs[1]=${b}&exs[2]=${c}&lang=en&postwork=1&token=${token}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect((await print(`fitnes=${sheet}&exs[0]=${a}&token=${await issueToken(t.db, other.id, 'print')}`)).statusCode).toBe(404);
    expect((await print(`fitnes=${sheet}&token=${await issueToken(t.db, owner.id, 'print')}`)).statusCode).toBe(422);
    expect((await print(`fitnes=${sheet}&exs[0]=${a}&token=${owner.token}`)).statusCode).toBe(401);
  });

  it('another coach gets 404 on every call of a sheet, an exercise and a photo, and nothing changes', async () => {
    const sheet = await createSheet();
    const ex = await createEx(sheet, { ...exForm({ mode: 'profile', path: '' }), imc: '1', magra: '2' }, [await photo(0)]);
    const img = (await t.db.selectFrom('fitnes_images').select('id').where('exercicio_id', '=', ex).executeTakeFirstOrThrow()).id;
    const before = [await count('fitnes'), await count('fitnes_exercicios'), await count('fitnes_images')];
    const calls: [string, 'GET' | 'POST' | 'DELETE', string, unknown?][] = [
      ['sheet', 'GET', `/api/fitnesex/${sheet}`],
      ['cover', 'GET', `/api/fitnesimg/${sheet}`],
      ['delete sheet', 'DELETE', `/api/fitnes/${sheet}`],
      ['duplicate', 'POST', `/api/fitnes/${sheet}/duplicate`],
      ['assign', 'POST', `/api/fitnes/${sheet}/assign`, { students: ['X'] }],
      ['copy into', 'POST', `/api/fitnes/copy/${sheet}`, { exercices: [ex] }],
      ['exercise', 'GET', `/api/fitnesex/${ex}/get`],
      ['update exercise', 'POST', `/api/fitnesex/${ex}`, { ...exForm(), imc: '1', magra: '2' }],
      ['delete exercise', 'DELETE', `/api/fitnesex/${ex}`],
      ['delete photos', 'DELETE', `/api/fitnesex/${ex}/images`, { images: [img] }],
      ['photo', 'GET', `/api/fitnesex/image/${img}`],
    ];
    for (const [name, method, url, payload] of calls) expect((await call(other, method, url, payload)).statusCode, name).toBe(404);
    expect((await postMultipart(t, other, `/api/fitnes/${sheet}`, textParts(sheetForm()))).statusCode).toBe(404);
    expect((await postMultipart(t, other, '/api/fitnesex', textParts({ ...exForm(), fitnes_id: String(sheet) }))).statusCode).toBe(404);
    expect((await postMultipart(t, other, `/api/fitnesex/${ex}/images`, [await photo(1)])).statusCode).toBe(404);
    expect([await count('fitnes'), await count('fitnes_exercicios'), await count('fitnes_images')]).toEqual(before);
    expect((await call(owner, 'GET', '/api/fitnesex/999999/get')).statusCode).toBe(404);
  });

  it('deletes an exercise and a sheet with their photos and cover', async () => {
    const sheet = await createSheet(owner, sheetForm(), '/api/fitnes', [{ name: 'img', filename: 'c.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const ex = await createEx(sheet, { ...exForm({ mode: 'profile', path: '' }), imc: '1', magra: '2' }, [await photo(0)]);
    const ex2 = await createEx(sheet, { ...exForm({ mode: 'profile', path: '' }), imc: '1', magra: '2' }, [await photo(1)]);
    const photoKey = async (id: number) => (await t.db.selectFrom('fitnes_images').select('file_key').where('exercicio_id', '=', id).executeTakeFirstOrThrow()).file_key;
    const k1 = await photoKey(ex);
    const k2 = await photoKey(ex2);
    const cover = (await t.db.selectFrom('fitnes').select('img_key').where('id', '=', sheet).executeTakeFirstOrThrow()).img_key!;
    expect((await call(owner, 'DELETE', `/api/fitnesex/${ex}`)).statusCode).toBe(200);
    expect(await storedFiles(t)).not.toContain(k1);
    expect((await call(owner, 'GET', `/api/fitnesex/${ex}/get`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/fitnes/${sheet}`)).statusCode).toBe(200);
    expect(await storedFiles(t)).not.toContain(k2);
    expect(await storedFiles(t)).not.toContain(cover);
    expect(await t.db.selectFrom('fitnes_exercicios').select('id').where('fitnes_id', '=', sheet).execute()).toEqual([]);
  });

  it('retention removes 7-month-old sheets with their photos and keeps recent ones', async () => {
    const old = await createSheet();
    const ex = await createEx(old, { ...exForm({ mode: 'profile', path: '' }), imc: '1', magra: '2' }, [await photo(0)]);
    const key = (await t.db.selectFrom('fitnes_images').select('file_key').where('exercicio_id', '=', ex).executeTakeFirstOrThrow()).file_key;
    const recent = await createSheet();
    const d = new Date();
    d.setUTCMonth(d.getUTCMonth() - 7);
    await t.db.updateTable('fitnes').set({ created_at: d.toISOString() }).where('id', '=', old).execute();
    const result = await runJob(t.app.ctx, retentionJob, t.app.log);
    expect(String(result)).toMatch(/fitness=1\b/);
    expect(await t.db.selectFrom('fitnes').select('id').where('id', '=', old).executeTakeFirst()).toBeUndefined();
    expect(await storedFiles(t)).not.toContain(key);
    expect(await t.db.selectFrom('fitnes').select('id').where('id', '=', recent).executeTakeFirst()).toBeDefined();
  });
});
