import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@prancheta/shared';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { appToday, createTestApp, createUser, injectAs } from '../../test/helper.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining, trainingForm } from '../trainings/test-support.ts';
import { loadLifecycle } from './lifecycle.ts';

const today = appToday();

interface Row {
  name: string;
  week: { load: number };
  today: { load: number } | null;
  wellness: { fatigue: number; flagged: boolean } | null;
  attention: string[];
}

/*
 * The risk board is cached per coach, filter and day against the change counters of its tables
 * (migration 0043). Every way the rows it reads can change must show on the next board: each
 * step below writes through one path and checks the board moved with it.
 */
describe('risk board cache', () => {
  let t: TestApp;
  let coach: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  const call = (user: User | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) => injectAs(t, user, method, url, payload, 'en-us');
  const board = async (user: User = coach): Promise<Row[]> => {
    const res = await call(user, 'GET', `/api/carga/painel?group=G&today=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().atletas as Row[];
  };
  const row = async (name: string) => (await board()).find((r) => r.name === name);

  it('shows every write on the next board: entries, attendance, check-ins, athletes, zones, plain SQL, purge', async () => {
    const ana = (await call(coach, 'POST', '/api/atletas', { name: 'Ana', group_label: 'G' })).json().atleta.id as number;
    expect((await board()).map((r) => r.name)).toEqual(['Ana']);
    expect((await row('Ana'))!.today).toBeNull();

    // A free entry: added, corrected, removed.
    const added = await call(coach, 'POST', `/api/carga/atletas/${ana}/registros`, { date: today, kind: 'session', minutes: 60, rpe: 5 });
    expect(added.statusCode, added.body).toBe(200);
    const entry = added.json().registro.id as number;
    expect((await row('Ana'))!.today!.load).toBe(300);
    expect((await call(coach, 'POST', `/api/carga/registros/${entry}`, { date: today, kind: 'session', minutes: 60, rpe: 6 })).statusCode).toBe(200);
    expect((await row('Ana'))!.today!.load).toBe(360);

    // The session RPE after attendance.
    const training = await createTraining(t, coach, [], { ...trainingForm, data: `${today} 18:30` });
    const rpe = await call(coach, 'POST', '/api/presencas/carga', { kind: 'treino', record_id: training, slot: '', athlete_id: ana, rpe: 7, minutes: 30, date: today });
    expect(rpe.statusCode, rpe.body).toBe(200);
    expect((await row('Ana'))!.today!.load).toBe(570);

    expect((await call(coach, 'DELETE', `/api/carga/registros/${entry}`)).statusCode).toBe(200);
    expect((await row('Ana'))!.today!.load).toBe(210);

    // A check-in on the student page.
    expect((await call(coach, 'POST', `/api/carga/atletas/${ana}/bem-estar`, { on: true })).statusCode).toBe(200);
    const token = ((await call(coach, 'POST', `/api/atletas/${ana}/links`, { expires_in_days: 30 })).json().link.url as string).split('/').pop()!;
    expect((await call(null, 'POST', `/api/aluno/${token}/bem-estar`, { sleep: 2, stress: 2, fatigue: 7, soreness: 2 })).statusCode).toBe(200);
    expect((await row('Ana'))!.wellness).toMatchObject({ fatigue: 7, flagged: true });
    expect((await row('Ana'))!.attention).toContain('wellness');
    // The day's second check-in replaces the first.
    expect((await call(null, 'POST', `/api/aluno/${token}/bem-estar`, { sleep: 2, stress: 2, fatigue: 3, soreness: 2 })).statusCode).toBe(200);
    expect((await row('Ana'))!.wellness).toMatchObject({ fatigue: 3, flagged: false });

    // Rows written by plain SQL (no route, no service) count too: an entry yesterday.
    await t.db
      .insertInto('load_entries')
      .values({ user_id: coach.id, athlete_id: ana, date: addDays(today, -1), kind: 'session', minutes: 10, rpe: 10, note: '', origin: 'free:sql', ...stamps() })
      .execute();
    const week = (await row('Ana'))!.week.load;
    expect([210 + 100, 210]).toContain(week); // yesterday is in this week unless today is a Monday
    expect((await row('Ana'))!.today!.load).toBe(210);

    // Athletes: a new one, a renamed one, a deleted one.
    const bia = (await call(coach, 'POST', '/api/atletas', { name: 'Bia', group_label: 'G' })).json().atleta.id as number;
    expect((await board()).map((r) => r.name)).toEqual(['Ana', 'Bia']);
    expect((await call(coach, 'POST', `/api/atletas/${bia}`, { name: 'Beatriz', group_label: 'G' })).statusCode).toBe(200);
    expect((await board()).map((r) => r.name)).toEqual(['Ana', 'Beatriz']);
    expect((await call(coach, 'POST', `/api/atletas/${bia}`, { name: 'Beatriz', group_label: 'H' })).statusCode).toBe(200);
    expect((await board()).map((r) => r.name)).toEqual(['Ana']);
    expect((await call(coach, 'DELETE', `/api/atletas/${bia}`)).statusCode).toBe(200);

    // Another coach's writes leave this board alone, and their board never shows it.
    await call(other, 'POST', '/api/atletas', { name: 'Caio', group_label: 'G' });
    expect((await board()).map((r) => r.name)).toEqual(['Ana']);
    expect((await board(other)).map((r) => r.name)).toEqual(['Caio']);

    // Zones: a 30-day ramp of Ana's load puts her rolling ratio high; a wider high bound, caution.
    const ramp = Array.from({ length: 30 }, (_, k) => ({
      user_id: coach.id,
      athlete_id: ana,
      date: addDays(today, -29 + k),
      kind: 'session' as const,
      minutes: k >= 23 ? 40 : 20,
      rpe: 5,
      note: '',
      origin: `free:ramp${k}`,
      ...stamps(),
    }));
    await t.db.deleteFrom('load_entries').where('athlete_id', '=', ana).execute();
    await t.db.insertInto('load_entries').values(ramp).execute();
    expect((await row('Ana'))!.attention).toContain('acwr-high');
    expect((await call(coach, 'POST', '/api/carga/zonas', { low: 0.8, target: 1.3, caution: 1.7 })).statusCode).toBe(200);
    expect((await row('Ana'))!.attention).toEqual(['acwr-caution']);

    // The purge of the coach's load data (account deletion runs it before the account goes).
    await loadLifecycle.purgeUser(t.app.ctx, coach.id);
    expect(await row('Ana')).toMatchObject({ week: { load: 0 }, today: null, wellness: null, attention: [] });

    // Deleting the athlete (its entries and check-ins go by cascade) empties the board.
    expect((await call(coach, 'DELETE', `/api/atletas/${ana}`)).statusCode).toBe(200);
    expect(await board()).toEqual([]);
  });
});
