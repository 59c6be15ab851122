import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stamps } from '../db/index.ts';
import { bearer, createTestApp, createUser } from '../test/helper.ts';
import type { TestApp } from '../test/helper.ts';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe("the session lookup and the user's clubs", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  const status = async (token: string, url: string) => (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).statusCode;
  const profile = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().user as { team: boolean; subscription_active: boolean };

  // Clubs are written here straight into the tables, as another instance or an operator would:
  // what the requests see follows from the database's club counter alone, whatever wrote the rows.
  it('sees every change of a club or a membership on the next request', async () => {
    const leader = await createUser(t);
    const member = await createUser(t);
    expect(await status(leader.token, '/api/treinos')).toBe(402);
    expect(await profile(member.token)).toMatchObject({ team: false, subscription_active: false });

    const team = await t.db
      .insertInto('teams')
      .values({ name: 'Clube', location: null, image: null, leader_id: leader.id, max_users: 10, max_categories: 5, end_subscription: inDays(30), ...stamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await status(leader.token, '/api/treinos')).toBe(200);
    expect(await status(member.token, '/api/treinos')).toBe(402);

    await t.db.insertInto('team_users').values({ team_id: team.id, user_id: member.id, ...stamps() }).execute();
    expect(await status(member.token, '/api/treinos')).toBe(200);
    expect(await profile(member.token)).toMatchObject({ team: true, subscription_active: true });

    await t.db.updateTable('teams').set({ end_subscription: inDays(-1) }).where('id', '=', team.id).execute();
    expect(await status(leader.token, '/api/treinos')).toBe(402);
    expect(await status(member.token, '/api/treinos')).toBe(402);

    await t.db.updateTable('teams').set({ end_subscription: inDays(10), pending: 1 }).where('id', '=', team.id).execute();
    expect(await status(member.token, '/api/treinos')).toBe(402);
    await t.db.updateTable('teams').set({ pending: 0 }).where('id', '=', team.id).execute();
    expect(await status(member.token, '/api/treinos')).toBe(200);

    await t.db.deleteFrom('team_users').where('user_id', '=', member.id).execute();
    expect(await status(member.token, '/api/treinos')).toBe(402);
    expect(await profile(member.token)).toMatchObject({ team: false, subscription_active: false });
    expect(await profile(leader.token)).toMatchObject({ team: true, subscription_active: true });
  });

  it('still checks the session on every request: a deleted session is refused at once', async () => {
    const coach = await createUser(t, { active: true });
    expect(await status(coach.token, '/api/user')).toBe(200);
    await t.db.deleteFrom('sessions').where('user_id', '=', coach.id).execute();
    expect(await status(coach.token, '/api/user')).toBe(401);
  });
});
