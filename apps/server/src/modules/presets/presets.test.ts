import { FORMATION_PRESETS } from '@prancheta/shared/presets/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeUser } from '../../lifecycle/purge-user.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { readZip } from '../../test/zip-reader.ts';
import type { User } from '../trainings/test-support.ts';

const spots = FORMATION_PRESETS[0]!.spots.map((s) => ({ ...s }));

describe('personal formation presets (/api/presets)', () => {
  let t: TestApp;
  let coach: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  const post = (user: User, body: unknown, lang = 'en-us') => t.app.inject({ method: 'POST', url: '/api/presets', headers: { ...bearer(user.token), 'x-lang': lang }, payload: body as Record<string, unknown> });
  const list = (user: User, query = '') => t.app.inject({ method: 'GET', url: `/api/presets${query}`, headers: bearer(user.token) });
  const count = async () => Number((await t.db.selectFrom('formation_presets').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('saves a named preset and lists it by sport, to its owner only', async () => {
    const res = await post(coach, { name: '  Meu 4-4-2 ', sport_id: 1, spots });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().preset;
    expect(saved).toMatchObject({ name: 'Meu 4-4-2', sport_id: 1, spots });
    expect((await post(coach, { name: 'Quadra', sport_id: 2, spots: spots.slice(0, 5) })).statusCode).toBe(200);

    expect((await list(coach, '?esporte=1')).json().presets.map((p: { name: string }) => p.name)).toEqual(['Meu 4-4-2']);
    expect((await list(coach)).json().presets).toHaveLength(2);
    expect((await list(other)).json().presets).toEqual([]);
  });

  it('refuses bad names and spots with 422 naming the field, storing nothing', async () => {
    const before = await count();
    const cases: [unknown, string][] = [
      [{ name: '', sport_id: 1, spots }, 'name'],
      [{ name: '   ', sport_id: 1, spots }, 'name'],
      [{ name: 'x'.repeat(41), sport_id: 1, spots }, 'name'],
      [{ name: 'a\u0000b', sport_id: 1, spots }, 'name'],
      [{ name: 'Ok', sport_id: 99, spots }, 'sport_id'],
      [{ name: 'Ok', sport_id: 1, spots: [] }, 'spots'],
      [{ name: 'Ok', sport_id: 1, spots: [{ depth: 5, lateral: 0.5, role: 'player' }] }, 'spots.0.depth'],
      [{ name: 'Ok', sport_id: 1, spots: Array.from({ length: 31 }, () => spots[1]) }, 'spots'],
    ];
    for (const [body, field] of cases) {
      const res = await post(coach, body, 'pt-br');
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(422);
      expect(Object.keys(res.json().errors), field).toContain(field);
    }
    const named = await post(coach, { name: '', sport_id: 1, spots }, 'en-us');
    expect(named.json().errors.name).toEqual(['Required field']);
    expect(await count()).toBe(before);
  });

  it('deletes only its owner’s presets (404 for anyone else)', async () => {
    const id = (await post(coach, { name: 'Para apagar', sport_id: 1, spots })).json().preset.id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/presets/${id}`, headers: bearer(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/presets/${id}`, headers: bearer(coach.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/presets/${id}`, headers: bearer(coach.token) })).statusCode).toBe(404);
  });

  it('asks for a session and a subscription', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/presets' })).statusCode).toBe(401);
    const lapsed = await createUser(t);
    expect((await list(lapsed)).statusCode).toBe(402);
  });

  it('goes into the account archive and away with the account', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/download', headers: bearer(coach.token) });
    const data = JSON.parse(
      readZip(res.rawPayload)
        .find((e) => e.name === 'dados.json')!
        .data()
        .toString('utf8'),
    );
    expect(data.presets.map((p: { name: string }) => p.name).sort()).toEqual(['Meu 4-4-2', 'Quadra']);
    const keep = (await post(other, { name: 'Do outro', sport_id: 1, spots })).json().preset.id;
    const removed = await purgeUser(t.app.ctx, coach.id);
    expect(removed['formation-presets']).toBe(2);
    const left = await t.db.selectFrom('formation_presets').select(['id', 'user_id']).execute();
    expect(left).toEqual([{ id: keep, user_id: other.id }]);
  });
});
