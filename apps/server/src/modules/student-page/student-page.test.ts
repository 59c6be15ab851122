import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp, createUser, injectAs } from '../../test/helper.ts';
import type { User } from '../trainings/test-support.ts';
import { postMultipart, textParts } from '../trainings/test-support.ts';
import { createWeek, weekForm } from '../weeks/test-support.ts';

const sheetForm = (o: Record<string, string> = {}): Record<string, string> => ({
  title: 'Hipertrofia A',
  teacher: 'Carla',
  student: 'Texto livre',
  volume: '3x por semana',
  data: '2026-03-02',
  objectives: 'Força',
  ...o,
});

/** Monday of the current week (UTC), YYYY-MM-DD. */
function thisMonday(): string {
  const now = new Date();
  const back = (now.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back)).toISOString().slice(0, 10);
}

describe('sheets linked to roster athletes and the student page', () => {
  let t: TestApp;
  let coach: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
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
    await createWeek(t, coach, weekForm({ dataInicio: thisMonday(), title: 'Semana corrente' }));

    const token = await linkOf(carla);
    const res = await call(null, 'GET', `/api/aluno/${token}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.aluno.name).toBe('Carla Página');
    expect(page.fichas.map((f: { title: string }) => f.title).sort()).toEqual(['Ficha da Carla', 'Sessão da Carla']);
    expect(page.semana.title).toBe('Semana corrente');
    expect(page.semana.sessions.map((s: { cell: string }) => s.cell)).toEqual(['segundaM', 'quartaN', 'sextaM']);
    expect(page.semana.sessions[0]).toMatchObject({ date: thisMonday(), time: '08:00', place: 'Academia', text: 'Força e potência' });
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
});
