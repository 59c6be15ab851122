import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeUser } from '../../lifecycle/purge-user.ts';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp, createUser, injectAs } from '../../test/helper.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining, trainingForm } from '../trainings/test-support.ts';
import { createWeek, weekForm } from '../weeks/test-support.ts';
import { attendanceRate } from './rates.ts';

describe('attendance (presencas)', () => {
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
  const athlete = async (user: User, name: string, group = '') => (await call(user, 'POST', '/api/atletas', { name, group_label: group })).json().atleta.id as number;
  const mark = (user: User, body: Record<string, unknown>) => call(user, 'POST', '/api/presencas', body);
  const count = async () => Number((await t.db.selectFrom('attendance').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('computes rates with excused absences left out', () => {
    expect(attendanceRate({ present: 3, absent: 1, excused: 5 })).toBe(0.75);
    expect(attendanceRate({ present: 0, absent: 0, excused: 2 })).toBeNull();
    expect(attendanceRate({ present: 2, absent: 1, excused: 0 })).toBe(0.667);
  });

  it('lists sessions (dated trainings, week cells), marks athletes, answers rates per athlete and group, exports CSV', async () => {
    const ana = await athlete(coach, 'Ana', 'Sub-15');
    const bia = await athlete(coach, 'Bia', 'Sub-15');
    const caio = await athlete(coach, 'Caio', 'Sub-17');
    const training = await createTraining(t, coach, [], { ...trainingForm, data: '2026-03-04 18:30', metodologia: 'Finalização' });
    await createTraining(t, coach, [], { ...trainingForm, data: 'sem data', metodologia: 'Sem data' });
    const week = await createWeek(t, coach, weekForm({ dataInicio: '2026-03-02', title: 'Semana 10' }));

    const list = await call(coach, 'GET', '/api/presencas/sessoes?from=2026-03-01&to=2026-03-31');
    expect(list.statusCode, list.body).toBe(200);
    const sessions = list.json().sessions as { kind: string; record_id: number; slot: string; date: string; time: string | null; title: string }[];
    expect(sessions.map((s) => [s.kind, s.slot, s.date, s.time])).toEqual([
      ['semana', 'segundaM', '2026-03-02', '08:00'],
      ['treino', '', '2026-03-04', '18:30'],
      ['semana', 'quartaN', '2026-03-04', '19:30'],
      ['semana', 'sextaM', '2026-03-06', null],
    ]);
    expect(sessions[1]!.title).toContain('Finalização');
    expect((await call(other, 'GET', '/api/presencas/sessoes?from=2026-03-01&to=2026-03-31')).json().sessions).toEqual([]);

    const tr = { kind: 'treino', record_id: training, slot: '' };
    const wk = { kind: 'semana', record_id: week, slot: 'segundaM' };
    for (const [a, s] of [
      [ana, 'present'],
      [bia, 'absent'],
      [caio, 'excused'],
    ] as const) expect((await mark(coach, { ...tr, athlete_id: a, status: s })).statusCode).toBe(200);
    expect((await mark(coach, { ...wk, athlete_id: ana, status: 'present' })).statusCode).toBe(200);
    expect((await mark(coach, { ...wk, athlete_id: bia, status: 'present' })).statusCode).toBe(200);
    // Changing a mark keeps one row; null clears it.
    expect((await mark(coach, { ...wk, athlete_id: caio, status: 'absent' })).statusCode).toBe(200);
    expect((await mark(coach, { ...wk, athlete_id: caio, status: 'present' })).statusCode).toBe(200);
    expect((await mark(coach, { ...wk, athlete_id: caio, status: null })).statusCode).toBe(200);

    const sheet = await call(coach, 'GET', `/api/presencas?kind=treino&record_id=${training}`);
    expect(sheet.json()).toMatchObject({ session: { date: '2026-03-04', marked: 3 }, marks: { [ana]: 'present', [bia]: 'absent', [caio]: 'excused' } });
    expect((await call(coach, 'GET', `/api/presencas?kind=semana&record_id=${week}&slot=segundaM`)).json().marks).toEqual({ [ana]: 'present', [bia]: 'present' });

    const rates = (await call(coach, 'GET', '/api/presencas/taxas?from=2026-03-01&to=2026-03-31')).json();
    expect(rates.athletes).toEqual([
      { athlete_id: ana, name: 'Ana', group: 'Sub-15', present: 2, absent: 0, excused: 0, rate: 1 },
      { athlete_id: bia, name: 'Bia', group: 'Sub-15', present: 1, absent: 1, excused: 0, rate: 0.5 },
      { athlete_id: caio, name: 'Caio', group: 'Sub-17', present: 0, absent: 0, excused: 1, rate: null },
    ]);
    expect(rates.groups).toEqual([
      { group: 'Sub-15', present: 3, absent: 1, excused: 0, rate: 0.75 },
      { group: 'Sub-17', present: 0, absent: 0, excused: 1, rate: null },
    ]);
    expect((await call(coach, 'GET', '/api/presencas/taxas?from=2026-04-01&to=2026-04-30')).json()).toEqual({ athletes: [], groups: [] });

    const csv = await call(coach, 'GET', '/api/presencas/export?from=2026-03-01&to=2026-03-31');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('date,time,session,athlete,group,status');
    expect(lines).toHaveLength(6);
    expect(lines).toContain(`2026-03-04,18:30,${sessions[1]!.title},Bia,Sub-15,Absent`);
    expect((await call(other, 'GET', '/api/presencas/export?from=2026-03-01&to=2026-03-31')).body).not.toContain('Ana');
  });

  it('refuses bad input and other coaches’ sessions and athletes, storing nothing', async () => {
    const mine = await athlete(coach, 'Dora');
    const theirs = await athlete(other, 'Not mine');
    const training = await createTraining(t, coach, [], { ...trainingForm, data: '2026-05-05' });
    const undated = await createTraining(t, coach, [], { ...trainingForm, data: 'a definir' });
    const before = await count();
    const tr = { kind: 'treino', record_id: training, slot: '' };
    expect((await mark(coach, { ...tr, athlete_id: theirs, status: 'present' })).statusCode).toBe(422);
    expect((await mark(coach, { ...tr, athlete_id: mine, status: 'late' })).statusCode).toBe(422);
    expect((await mark(coach, { ...tr, kind: 'x', athlete_id: mine, status: 'present' })).statusCode).toBe(422);
    expect((await mark(other, { ...tr, athlete_id: theirs, status: 'present' })).statusCode).toBe(404);
    expect((await mark(coach, { ...tr, record_id: undated, athlete_id: mine, status: 'present' })).statusCode).toBe(404);
    expect((await mark(coach, { kind: 'semana', record_id: 999999, slot: 'segundaM', athlete_id: mine, status: 'present' })).statusCode).toBe(404);
    expect(await count()).toBe(before);
    expect((await call(other, 'GET', `/api/presencas?kind=treino&record_id=${training}`)).statusCode).toBe(404);
    expect((await call(coach, 'GET', '/api/presencas/taxas?from=2026-03-31&to=2026-03-01')).statusCode).toBe(422);
    expect((await call(coach, 'GET', '/api/presencas/taxas?from=2020-01-01&to=2026-03-01')).statusCode).toBe(422);
    expect((await call(null, 'GET', '/api/presencas/taxas?from=2026-03-01&to=2026-03-31')).statusCode).toBe(401);
  });

  it('deleting an athlete deletes their marks; purging the coach deletes all', async () => {
    const coach2 = await createUser(t, { active: true });
    const a = await athlete(coach2, 'Eva');
    const b = await athlete(coach2, 'Fábio');
    const training = await createTraining(t, coach2, [], { ...trainingForm, data: '2026-06-01' });
    await mark(coach2, { kind: 'treino', record_id: training, slot: '', athlete_id: a, status: 'present' });
    await mark(coach2, { kind: 'treino', record_id: training, slot: '', athlete_id: b, status: 'present' });
    expect((await call(coach2, 'DELETE', `/api/atletas/${a}`)).statusCode).toBe(200);
    expect((await t.db.selectFrom('attendance').select('athlete_id').where('user_id', '=', coach2.id).execute()).map((r) => r.athlete_id)).toEqual([b]);
    await purgeUser(t.app.ctx, coach2.id);
    expect(await t.db.selectFrom('attendance').select('id').where('user_id', '=', coach2.id).execute()).toEqual([]);
  });
});
