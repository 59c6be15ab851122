import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { dataVersion } from '../../db/data-versions.ts';
import type { User } from './test-support.ts';
import { createTraining } from './test-support.ts';

/** The training list is served from a per-coach cache checked against the database's change counter. */
describe('training list cache', () => {
  let t: TestApp;
  let coach: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  const list = async (user: User, lang = 'en-us') => {
    const res = await t.app.inject({ method: 'GET', url: '/api/treinos', headers: { ...bearer(user.token), 'x-lang': lang } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json().treinos as Array<{ id: number; clube: string; esporte: string }>;
  };

  it('shows every change of the coach`s trainings, however it was written', async () => {
    expect(await list(coach)).toEqual([]);
    const first = await createTraining(t, coach);
    expect((await list(coach)).map((r) => r.id)).toEqual([first]);
    expect(await list(coach)).toHaveLength(1);

    // Written straight to the database, around the API: the triggers still count it.
    await t.db.updateTable('treinos').set({ clube: 'Renamed behind the API' }).where('id', '=', first).execute();
    expect((await list(coach))[0]!.clube).toBe('Renamed behind the API');

    const second = await createTraining(t, coach);
    expect((await list(coach)).map((r) => r.id)).toEqual([second, first]);
    await t.db.deleteFrom('treinos').where('id', '=', first).execute();
    expect((await list(coach)).map((r) => r.id)).toEqual([second]);

    // A training moved to another owner leaves one list and joins the other.
    await t.db.updateTable('treinos').set({ user_id: other.id }).where('id', '=', second).execute();
    expect(await list(coach)).toEqual([]);
    expect((await list(other)).map((r) => r.id)).toEqual([second]);
  });

  it('never answers one coach with another coach`s list, nor one language with another', async () => {
    const a = await createUser(t, { active: true });
    const b = await createUser(t, { active: true });
    const mine = await createTraining(t, a);
    expect((await list(a)).map((r) => r.id)).toEqual([mine]);
    expect(await list(b)).toEqual([]);
    expect((await list(a, 'en-us'))[0]!.esporte).toBe('Soccer');
    expect((await list(a, 'pt-br'))[0]!.esporte).toBe('Futebol de campo');
    expect((await list(a, 'en-us'))[0]!.esporte).toBe('Soccer');
  });

  it('counts changes per coach: another coach`s writes leave a list`s version alone', async () => {
    const a = await createUser(t, { active: true });
    const b = await createUser(t, { active: true });
    await createTraining(t, a);
    const before = await dataVersion(t.db, a.id, 'treinos');
    expect(before).toBeGreaterThan(0);
    await createTraining(t, b);
    expect(await dataVersion(t.db, a.id, 'treinos')).toBe(before);
  });

  it('refuses a signed-out session even when its list was served before', async () => {
    const a = await createUser(t, { active: true });
    await createTraining(t, a);
    await list(a);
    await t.db.deleteFrom('sessions').where('user_id', '=', a.id).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/treinos', headers: bearer(a.token) });
    expect(res.statusCode).toBe(401);
  });
});
