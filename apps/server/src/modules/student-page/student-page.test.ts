import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { appMonday, createTestApp, createUser, injectAs } from '../../test/helper.ts';
import type { User } from '../trainings/test-support.ts';
import { postMultipart, textParts } from '../trainings/test-support.ts';
import { createWeek, weekForm } from '../weeks/test-support.ts';
import { stamps } from '../../db/index.ts';
import { webm } from '../formations/test-fixtures.ts';
import { mediaRoots } from '../media/roots.ts';
import { userFolder } from '../media/surface.ts';
import { seedStarterGifs } from '../media/starter.ts';

const SQUAT = 'Membros inferiores/Agachamento.gif';

const sheetForm = (o: Record<string, string> = {}): Record<string, string> => ({
  title: 'Hipertrofia A',
  teacher: 'Carla',
  student: 'Texto livre',
  volume: '3x por semana',
  data: '2026-03-02',
  objectives: 'Força',
  ...o,
});

describe('sheets linked to roster athletes and the student page', () => {
  let t: TestApp;
  let coach: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
    await seedStarterGifs(t.db, mediaRoots(t.config).gifs);
  });
  afterAll(async () => t.close());

  const call = (user: User | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => injectAs(t, user, method, url, payload);
  const athlete = async (user: User, name: string) => (await call(user, 'POST', '/api/atletas', { name })).json().atleta.id as number;
  const sheet = async (user: User, values: Record<string, string>, url = '/api/fitnes') => {
    const res = await postMultipart(t, user, url, textParts(values));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().fitnes.id as number;
  };
  const linkOf = async (id: number) => ((await call(coach, 'POST', `/api/atletas/${id}/links`, {})).json().link.url as string).split('/').pop()!;

  it('links a sheet to an athlete (free text still allowed), refuses another coach’s athlete, assigns copies to roster athletes', async () => {
    const ana = await athlete(coach, 'Ana');
    const foreign = await athlete(other, 'Of another coach');
    const id = await sheet(coach, sheetForm({ student: 'Ana', athlete_id: String(ana) }));
    expect((await call(coach, 'GET', `/api/fitnesex/${id}`)).json().fitnes).toMatchObject({ student: 'Ana', athlete_id: ana });
    const free = await sheet(coach, sheetForm());
    expect((await call(coach, 'GET', `/api/fitnesex/${free}`)).json().fitnes.athlete_id).toBeNull();

    const before = Number((await t.db.selectFrom('fitnes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const refused = await postMultipart(t, coach, '/api/fitnes', textParts(sheetForm({ athlete_id: String(foreign) })));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.athlete_id).toEqual(['Invalid athlete']);
    expect((await call(coach, 'POST', `/api/fitnes/${free}/assign`, { athlete_ids: [foreign] })).statusCode).toBe(422);
    expect(Number((await t.db.selectFrom('fitnes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(before);

    // An update without the field keeps the link; an empty value removes it.
    expect((await postMultipart(t, coach, `/api/fitnes/${id}`, textParts(sheetForm({ title: 'Hipertrofia B' })))).statusCode).toBe(200);
    expect((await call(coach, 'GET', `/api/fitnesex/${id}`)).json().fitnes.athlete_id).toBe(ana);

    const bruno = await athlete(coach, 'Bruno');
    const assign = await call(coach, 'POST', `/api/fitnes/${free}/assign`, { athlete_ids: [bruno], students: ['Caio'] });
    expect(assign.statusCode, assign.body).toBe(200);
    const made = assign.json().fitnes as { id: number; student: string }[];
    expect(made.map((m) => m.student)).toEqual(['Bruno', 'Caio']);
    expect((await call(coach, 'GET', `/api/fitnesex/${made[0]!.id}`)).json().fitnes.athlete_id).toBe(bruno);
    expect((await call(coach, 'GET', `/api/fitnesex/${made[1]!.id}`)).json().fitnes.athlete_id).toBeNull();
  });

  it('shows the student their own sheets, sessions and the current week, and never another student’s', async () => {
    const carla = await athlete(coach, 'Carla Página');
    const davi = await athlete(coach, 'Davi Página');
    await sheet(coach, sheetForm({ title: 'Ficha da Carla', student: 'Carla', athlete_id: String(carla) }));
    await sheet(coach, sheetForm({ title: 'Sessão da Carla', student: 'Carla', athlete_id: String(carla) }), '/api/fitnes?is_video=1');
    await sheet(coach, sheetForm({ title: 'Ficha do Davi', student: 'Davi', athlete_id: String(davi) }));
    await createWeek(t, coach, weekForm({ dataInicio: appMonday(), title: 'Semana corrente' }));

    const token = await linkOf(carla);
    const res = await call(null, 'GET', `/api/aluno/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.aluno.name).toBe('Carla Página');
    expect(page.fichas.map((f: { title: string }) => f.title).sort()).toEqual(['Ficha da Carla', 'Sessão da Carla']);
    expect(page.semana.title).toBe('Semana corrente');
    expect(page.semana.sessions.map((s: { cell: string }) => s.cell)).toEqual(['segundaM', 'quartaN', 'sextaM']);
    expect(page.semana.sessions[0]).toMatchObject({ date: appMonday(), time: '08:00', place: 'Academia', text: 'Força e potência' });
    expect(res.body).not.toContain('Davi');
    // Nothing else of the coach: no e-mail, no id.
    expect(res.body).not.toContain(coach.email);

    const html = await t.app.inject({ method: 'GET', url: `/aluno/${token}`, headers: { 'accept-language': 'es' } });
    expect(html.body).toContain('Hola, Carla Página');
    expect(html.body).toContain('Ficha da Carla');
    expect(html.body).not.toContain('Ficha do Davi');

    // Deleting the athlete unlinks the sheet (kept, free text) and the page is gone.
    expect((await call(coach, 'DELETE', `/api/atletas/${carla}`)).statusCode).toBe(200);
    const kept = await t.db.selectFrom('fitnes').select(['athlete_id', 'student']).where('title', '=', 'Ficha da Carla').executeTakeFirstOrThrow();
    expect(kept).toEqual({ athlete_id: null, student: 'Carla' });
    expect((await call(null, 'GET', `/api/aluno/${token}`)).statusCode).toBe(404);
  });

  it('plays the gifs and videos of the student’s own sheets through the link only', async () => {
    const roots = mediaRoots(t.config);
    const eva = await athlete(coach, 'Eva Mídia');
    const fabio = await athlete(coach, 'Fabio Mídia');
    const exercise = async (sheetId: number, values: Record<string, string>) => {
      const res = await postMultipart(t, coach, '/api/fitnesex', textParts({ title: 'Agachamento livre', duration: '10 min', charge: '40 kg', series: '4x10', group: 'Pernas', fitnes_id: String(sheetId), ...values }));
      expect(res.statusCode, res.body).toBe(200);
      return res.json().exercice.id as number;
    };
    // A library gif and one of the coach's own gifs on Eva's sheet.
    const evaSheet = await sheet(coach, sheetForm({ title: 'Ficha da Eva', athlete_id: String(eva) }));
    const libEx = await exercise(evaSheet, { path: SQUAT });
    const gifBytes = await roots.gifs.read(SQUAT);
    await roots.userGifs.write(userFolder(coach.id), 'meu.gif', gifBytes);
    const ownEx = await exercise(evaSheet, { title: 'Meu gif', path: 'meu.gif', usergif: '1' });
    // A video session with a video.
    const video = webm(Buffer.from(Array.from({ length: 20_000 }, (_, i) => (i * 7) % 256)));
    const key = `formactions/${coach.id}/file-student.webm`;
    await t.app.ctx.storage.put(key, video);
    const formation = await t.db
      .insertInto('formactions')
      .values({ user_id: coach.id, type: 'video', clube: 'C', professor: 'P', categoria: 'C', data: '2026-01-01', local: '', descricao: '', h_professor: '', h_categoria: '', h_data: '', h_local: '', h_clube: '', h_descricao: '', colors: '{}', category_id: null, img_key: null, file_key: key, logo_key: null, draft_key: null, ...stamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const evaSession = await sheet(coach, sheetForm({ title: 'Sessão da Eva', athlete_id: String(eva) }), '/api/fitnes?is_video=1');
    const videoEx = await exercise(evaSession, { title: 'Saída de bola', path: String(formation.id) });
    // Fabio's sheet (same coach) and another coach's sheet.
    const fabioSheet = await sheet(coach, sheetForm({ title: 'Ficha do Fabio', athlete_id: String(fabio) }));
    const fabioEx = await exercise(fabioSheet, { path: SQUAT });
    const foreignSheet = await sheet(other, sheetForm({ title: 'Ficha alheia' }));
    const foreignRes = await postMultipart(t, other, '/api/fitnesex', textParts({ title: 'X', duration: '1', charge: '1', series: '1', group: 'G', path: SQUAT, fitnes_id: String(foreignSheet) }));
    const foreignEx = foreignRes.json().exercice.id as number;

    const token = await linkOf(eva);
    const base = `/aluno/${token}/f`;
    const page = (await call(null, 'GET', `/api/aluno/${token}`)).json();
    const exs = page.fichas.flatMap((f: { exercises: { title: string; gif: string | null; video: string | null }[] }) => f.exercises);
    expect(exs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Agachamento livre', gif: `${base}/${evaSheet}/gif-${libEx}`, video: null }),
        expect.objectContaining({ title: 'Meu gif', gif: `${base}/${evaSheet}/gif-${ownEx}`, video: null }),
        expect.objectContaining({ title: 'Saída de bola', gif: null, video: `${base}/${evaSession}/video-${videoEx}` }),
      ]),
    );
    const html = (await t.app.inject({ method: 'GET', url: `/aluno/${token}` })).body;
    expect(html).toContain(`<img class="gif" src="${base}/${evaSheet}/gif-${libEx}"`);
    expect(html).toContain(`<video class="media" controls playsinline preload="metadata" src="${base}/${evaSession}/video-${videoEx}"`);

    const visit = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    for (const id of [libEx, ownEx]) {
      const gif = await visit(`${base}/${evaSheet}/gif-${id}`);
      expect(gif.statusCode).toBe(200);
      expect(gif.headers['content-type']).toBe('image/gif');
      expect(gif.headers['cache-control']).toMatch(/^private/);
      expect(gif.rawPayload.subarray(0, 3).toString()).toBe('GIF');
    }
    const part = await visit(`${base}/${evaSession}/video-${videoEx}`, { range: 'bytes=10000-10999' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/webm');
    expect(part.headers['content-range']).toBe(`bytes 10000-10999/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(10000, 11000))).toBe(true);

    // Another athlete's sheet, another coach's sheet, names of another sheet, other kinds of names, traversal: 404.
    for (const url of [
      `${base}/${fabioSheet}/gif-${fabioEx}`,
      `${base}/${evaSheet}/gif-${fabioEx}`,
      `${base}/${foreignSheet}/gif-${foreignEx}`,
      `${base}/${evaSheet}/video-${libEx}`,
      `${base}/${evaSession}/gif-${videoEx}`,
      `${base}/${evaSheet}/photo-${libEx}`,
      `${base}/${evaSheet}/cover`,
      `${base}/${evaSheet}/..%2F..%2F..%2Fetc%2Fpasswd`,
      `${base}/..%2F${evaSheet}/gif-${libEx}`,
      `${base}/0/gif-${libEx}`,
      `/aluno/${'A'.repeat(43)}/f/${evaSheet}/gif-${libEx}`,
    ]) {
      const res = await visit(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
    // Fabio's own link reaches his gif, not Eva's.
    const fabioToken = await linkOf(fabio);
    expect((await visit(`/aluno/${fabioToken}/f/${fabioSheet}/gif-${fabioEx}`)).statusCode).toBe(200);
    expect((await visit(`/aluno/${fabioToken}/f/${evaSheet}/gif-${libEx}`)).statusCode).toBe(404);

    // A revoked link reaches nothing.
    const links = (await call(coach, 'GET', `/api/atletas/${eva}/links`)).json();
    const linkId = (links.links as { id: number }[])[0]!.id;
    expect((await call(coach, 'DELETE', `/api/atletas/links/${linkId}`)).statusCode).toBe(200);
    expect((await visit(`${base}/${evaSheet}/gif-${libEx}`)).statusCode).toBe(404);
    expect((await visit(`${base}/${evaSession}/video-${videoEx}`)).statusCode).toBe(404);
  });
});
