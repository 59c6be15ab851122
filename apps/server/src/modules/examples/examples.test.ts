import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATHLETES_MAX, examplesAnswer, examplesLoaded, homeAnswer } from '@prancheta/shared';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, injectAs, storedFiles } from '../../test/helper.ts';
import { mediaRoots } from '../media/surface.ts';
import { seedStarterGifs } from '../media/starter.ts';
import type { AppContext } from '../../context.ts';
import { openStorage } from '../../storage/open.ts';
import { loadExamples } from './service.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining } from '../trainings/test-support.ts';
import { canvasPng, multipart } from '../formations/test-fixtures.ts';

type Table = 'treinos' | 'exercicios' | 'formactions' | 'fitnes' | 'fitnes_exercicios' | 'semanas' | 'athletes' | 'assessments';

describe('first-run guide: sample content and checklist', () => {
  let t: TestApp;
  let admin: User;

  const call = (user: User | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang = 'en-us') => injectAs(t, user, method, url, payload, lang);
  const load = async (user: User, lang: string) => {
    const res = await call(user, 'POST', '/api/examples', undefined, lang);
    expect(res.statusCode, res.body).toBe(200);
    return examplesLoaded.parse(res.json());
  };
  const home = async (user: User) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/home', headers: bearer(user.token) });
    expect(res.statusCode, res.body).toBe(200);
    return homeAnswer.parse(res.json()).home;
  };
  const rowsOf = (table: Table, user: User) =>
    t.db
      .selectFrom(table as 'treinos')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute() as unknown as Promise<Record<string, unknown>[]>;
  const countOf = async (table: Table, user: User) => (await rowsOf(table, user)).length;
  const draftOf = async (url: string, user: User) => {
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(user.token) });
    expect(res.statusCode, res.body).toBe(200);
    return JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as { sport_id: number; scene: { frames: number; objects: { type: string; text?: string }[] } };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { active: true, level: 'admin' });
  });
  afterAll(async () => t.close());

  it('without gifs in the library: the sheet is made without exercises and the answer says so', async () => {
    const coach = await createUser(t, { active: true });
    const res = await load(coach, 'en-us');
    expect(res.created).toBe(true);
    expect(res.notes).toEqual(['The gif library is empty: the sample sheet was created without exercises.']);
    expect(res.ids.fitness).toHaveLength(1);
    expect(await countOf('fitnes_exercicios', coach)).toBe(0);
  });

  it.each([
    ['pt-br', 'Rondo 4x2', 'Ficha de força – exemplo', 'Lucas Exemplo', 'Exemplos carregados.'],
    ['es-es', 'Rondo 4x2', 'Ficha de fuerza – ejemplo', 'Lucas Ejemplo', 'Ejemplos cargados.'],
    ['en-us', 'Rondo 4v2', 'Strength sheet – example', 'Lucas Sample', 'Examples loaded.'],
  ])('loads the set in %s: every record flagged, drawn scenes stored, texts in that language', async (lang, exercise, sheet, athlete, message) => {
    await seedStarterGifs(t.db, mediaRoots(t.config).gifs);
    const coach = await createUser(t, { active: true });
    const res = await load(coach, lang);
    expect(res).toMatchObject({ created: true, message, notes: [] });
    expect(res.ids.trainings).toHaveLength(1);
    expect(res.ids.formations).toHaveLength(1);
    expect(res.ids.videos).toHaveLength(1);
    expect(res.ids.fitness).toHaveLength(1);
    expect(res.ids.weeks).toHaveLength(1);
    expect(res.ids.athletes).toHaveLength(1);
    expect(res.ids.assessments).toHaveLength(1);
    for (const table of ['treinos', 'formactions', 'fitnes', 'semanas', 'athletes', 'assessments'] as const) {
      const rows = await rowsOf(table, coach);
      expect(rows.length, table).toBeGreaterThan(0);
      expect(
        rows.every((r) => r.is_example === 1),
        table,
      ).toBe(true);
    }
    // The training: two drawn exercises whose drafts are real scene documents.
    const exercises = await rowsOf('exercicios', coach);
    expect(exercises.map((e) => e.titulo)).toContain(exercise);
    expect(exercises).toHaveLength(2);
    for (const e of exercises) {
      const draft = await draftOf(`/api/exercicios/editable/${e.id as number}`, coach);
      expect(draft.sport_id).toBe(1);
      expect(draft.scene.objects.length).toBeGreaterThan(3);
    }
    // The image formation from the 4-3-3 preset (eleven players), the video: four frames and a caption.
    const image = await draftOf(`/api/formactions/editable/${res.ids.formations[0]}`, coach);
    expect(image.scene.objects.filter((o) => o.type === 'player' || o.type === 'goalkeeper')).toHaveLength(11);
    const video = await draftOf(`/api/formactions/editable/${res.ids.videos[0]}`, coach);
    expect(video.scene.frames).toBe(4);
    expect(video.scene.objects.find((o) => o.type === 'caption')?.text).toBeTruthy();
    // The sheet: exercises with gifs of the library, written for the sample athlete.
    const [sheetRow] = await rowsOf('fitnes', coach);
    expect(sheetRow).toMatchObject({ title: sheet, student: athlete, athlete_id: res.ids.athletes[0] });
    const sheetExercises = await rowsOf('fitnes_exercicios', coach);
    expect(sheetExercises).toHaveLength(2);
    expect(sheetExercises.every((e) => typeof e.path === 'string' && (e.path as string).endsWith('.gif'))).toBe(true);
    const [week] = await rowsOf('semanas', coach);
    expect(JSON.parse(week!.links as string)).toEqual({ segundaM: res.ids.trainings[0] });
    const athletes = (await call(coach, 'GET', '/api/atletas')).json().atletas as { name: string }[];
    expect(athletes.map((a) => a.name)).toEqual([athlete]);
    // The badge's read: GET /api/examples names the same records.
    const listed = examplesAnswer.parse((await call(coach, 'GET', '/api/examples')).json());
    expect(listed).toEqual({ loaded: true, ids: res.ids });
  });

  it('a second load (or a double tap) adds nothing', async () => {
    const coach = await createUser(t, { active: true });
    const [a, b] = await Promise.all([load(coach, 'pt-br'), load(coach, 'pt-br')]);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(b.ids).toEqual(a.ids);
    const again = await load(coach, 'en-us');
    expect(again).toMatchObject({ created: false, message: 'The examples are already loaded.', ids: a.ids });
    expect(await countOf('treinos', coach)).toBe(1);
    expect(await countOf('formactions', coach)).toBe(2);
    expect(await countOf('athletes', coach)).toBe(1);
  });

  it('the checklist: shown to a new coach, steps tick from own records only, dismissal stored', async () => {
    const coach = await createUser(t, { active: true });
    expect((await home(coach)).first_run).toEqual({ show: true, dismissed: false, steps: { formation: false, training: false, fitness: false, athlete: false }, examples: false });
    await load(coach, 'pt-br');
    // Sample records never tick a step.
    expect((await home(coach)).first_run).toMatchObject({ show: true, steps: { formation: false, training: false, fitness: false, athlete: false }, examples: true });
    await createTraining(t, coach);
    const athlete = (await call(coach, 'POST', '/api/atletas', { name: 'Real Athlete' })).json().atleta.id as number;
    expect((await home(coach)).first_run.steps).toEqual({ formation: false, training: true, fitness: false, athlete: false });
    expect((await call(coach, 'POST', `/api/atletas/${athlete}/links`, { expires_in_days: 30 })).statusCode).toBe(200);
    expect((await home(coach)).first_run.steps.athlete).toBe(true);
    expect((await call(coach, 'PUT', '/api/home/first-run', { dismissed: true })).statusCode).toBe(204);
    expect((await home(coach)).first_run).toMatchObject({ show: false, dismissed: true });
    expect((await call(coach, 'PUT', '/api/home/first-run', { dismissed: false })).statusCode).toBe(204);
    expect((await home(coach)).first_run).toMatchObject({ show: true, dismissed: false });
    expect((await call(null, 'PUT', '/api/home/first-run', { dismissed: true })).statusCode).toBe(401);
  });

  it('the athlete limit ignores the sample athlete', async () => {
    const coach = await createUser(t, { active: true });
    await load(coach, 'en-us');
    const rows = Array.from({ length: ATHLETES_MAX - 1 }, (_, i) => ({
      user_id: coach.id,
      name: `A${i}`,
      birth_date: null,
      email: '',
      phone: '',
      group_label: '',
      category_id: null,
      notes: '',
      ...stamps(),
    }));
    for (let i = 0; i < rows.length; i += 200)
      await t.db
        .insertInto('athletes')
        .values(rows.slice(i, i + 200))
        .execute();
    // ATHLETES_MAX - 1 real ones plus the sample: one more real athlete still fits.
    const last = await call(coach, 'POST', '/api/atletas', { name: 'Last one' });
    expect(last.statusCode, last.body).toBe(200);
    const over = await call(coach, 'POST', '/api/atletas', { name: 'Over' });
    expect(over.statusCode).toBe(422);
    await t.db.deleteFrom('athletes').where('user_id', '=', coach.id).where('is_example', '=', 0).execute();
  });

  it('admin totals (accounts on the admin home and the users list) are not changed by a load', async () => {
    const before = (await home(admin)).admin!.count;
    const users = (await call(admin, 'GET', '/api/admin/users')).json().users.length as number;
    await load(await createUser(t, { active: true }), 'pt-br');
    // Only the account made above is new: loading examples adds no account and no record anywhere else.
    expect((await home(admin)).admin!.count).toBe(before + 1);
    expect(((await call(admin, 'GET', '/api/admin/users')).json().users as unknown[]).length).toBe(users + 1);
  });

  it('remove deletes exactly the sample records and their files; another coach cannot remove mine', async () => {
    const coach = await createUser(t, { active: true });
    const other = await createUser(t, { active: true });
    const own = await createTraining(t, coach);
    const filesBefore = new Set(await storedFiles(t));
    const loaded = await load(coach, 'pt-br');
    const added = (await storedFiles(t)).filter((f) => !filesBefore.has(f));
    expect(added.length).toBe(4); // Two exercise drafts and two formation drafts.
    await load(other, 'en-us');

    const theirs = await call(other, 'DELETE', '/api/examples', undefined, 'en-us');
    expect(theirs.json()).toMatchObject({ removed: 7, message: 'Examples removed.' });
    expect(examplesAnswer.parse((await call(coach, 'GET', '/api/examples')).json()).ids).toEqual(loaded.ids);

    const mine = await call(coach, 'DELETE', '/api/examples', undefined, 'pt-br');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ removed: 7, message: 'Exemplos removidos.' });
    for (const table of ['formactions', 'fitnes', 'fitnes_exercicios', 'semanas', 'athletes', 'assessments'] as const) expect(await countOf(table, coach), table).toBe(0);
    expect((await rowsOf('treinos', coach)).map((r) => r.id)).toEqual([own]);
    const stored = new Set(await storedFiles(t));
    expect(added.filter((f) => stored.has(f))).toEqual([]);
    expect((await call(coach, 'GET', '/api/examples')).json()).toMatchObject({ loaded: false });
    // Loading again after removing works.
    expect((await load(coach, 'pt-br')).created).toBe(true);
    expect((await call(null, 'DELETE', '/api/examples')).statusCode).toBe(401);
  });

  it('a failure half-way stores nothing: rows rolled back, the files already written deleted', async () => {
    const coach = await createUser(t, { active: true });
    const real = openStorage(t.config);
    let puts = 0;
    // Storage that fails on the fourth file (after both exercise drafts and the formation's).
    const failing = Object.create(real) as typeof real;
    failing.put = async (key, data) => {
      puts += 1;
      if (puts === 4) throw new Error('disk full');
      return real.put(key, data);
    };
    const filesBefore = await storedFiles(t);
    const ctx = { db: t.db, dialect: t.dialect, config: t.config, storage: failing } as unknown as AppContext;
    await expect(loadExamples(ctx, { kind: 'user', id: coach.id, level: 'user' }, 'pt-br')).rejects.toThrow('disk full');
    expect(puts).toBe(4);
    for (const table of ['treinos', 'exercicios', 'formactions', 'fitnes', 'semanas', 'athletes', 'assessments'] as const) expect(await countOf(table, coach), table).toBe(0);
    expect(await storedFiles(t)).toEqual(filesBefore);
  });

  it('needs a subscription to load and to remove', async () => {
    const lapsed = await createUser(t, { active: false });
    expect((await call(lapsed, 'POST', '/api/examples')).statusCode).toBe(402);
    expect((await call(lapsed, 'DELETE', '/api/examples')).statusCode).toBe(402);
  });

  it("a sample's picture is attached through the editor's save endpoints with only the PNG: fields and draft stay, another coach is refused", async () => {
    const coach = await createUser(t, { active: true });
    const other = await createUser(t, { active: true });
    const { ids } = await load(coach, 'pt-br');
    const formationId = ids.formations[0]!;
    const [exercise] = await t.db.selectFrom('exercicios').selectAll().where('user_id', '=', coach.id).orderBy('id').execute();
    const formationBefore = await t.db.selectFrom('formactions').selectAll().where('id', '=', formationId).executeTakeFirstOrThrow();
    const picture = async () => multipart([{ name: 'img', filename: 'formacao.png', type: 'image/png', data: await canvasPng() }]);
    const post = async (user: User, url: string) => {
      const body = await picture();
      return t.app.inject({ method: 'POST', url, headers: { ...bearer(user.token), ...body.headers }, payload: body.payload });
    };

    // Another coach cannot attach a picture to my samples, and nothing is stored.
    expect((await post(other, `/api/formactions/${formationId}`)).statusCode).toBe(404);
    expect((await post(other, `/api/exercicios/${exercise!.id}`)).statusCode).toBe(404);
    expect((await t.db.selectFrom('formactions').select('img_key').where('id', '=', formationId).executeTakeFirstOrThrow()).img_key).toBeNull();

    const f = await post(coach, `/api/formactions/${formationId}`);
    expect(f.statusCode, f.body).toBe(200);
    const formationAfter = await t.db.selectFrom('formactions').selectAll().where('id', '=', formationId).executeTakeFirstOrThrow();
    expect(formationAfter.img_key).toMatch(/\.png$/);
    for (const key of ['type', 'clube', 'professor', 'categoria', 'data', 'local', 'descricao', 'draft_key', 'file_key', 'is_example'] as const) expect(formationAfter[key]).toEqual(formationBefore[key]);

    const e = await post(coach, `/api/exercicios/${exercise!.id}`);
    expect(e.statusCode, e.body).toBe(200);
    const exerciseAfter = await t.db.selectFrom('exercicios').selectAll().where('id', '=', exercise!.id).executeTakeFirstOrThrow();
    expect(exerciseAfter.img_key).toMatch(/\.png$/);
    for (const key of ['type', 'titulo', 'descricao', 'duracao', 'dimensao', 'draft_key', 'treino_id'] as const) expect(exerciseAfter[key]).toEqual(exercise![key]);
  });
});
