import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, outboxFiles } from '../../../../../e2e/helpers/mail.ts';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';

const DAY_MS = 86_400_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('club plans', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://prancheta.test' });
    admin = await createUser(t, { level: 'admin' });
  });
  afterAll(async () => t.close());

  const plan = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin/plans', headers: bearer(admin.token), payload });
  const teamOf = (id: number) => t.db.selectFrom('teams').select(['end_subscription', 'max_users']).where('id', '=', id).executeTakeFirstOrThrow();
  const me = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).json().user;

  it('an admin creates a club plan with its member limit; without the limit it is refused and nothing is stored', async () => {
    const missing = await plan({ title: 'Clube sem limite', days: 30, price: 99, short_desc: 'x', kind: 'club' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.max_users).toEqual(['Campo obrigatório']);
    expect(await t.db.selectFrom('plans').select('id').where('title', '=', 'Clube sem limite').execute()).toHaveLength(0);
    const res = await plan({ title: 'Clube mensal', days: 30, price: 199.9, short_desc: 'Até 25 treinadores', kind: 'club', max_users: 25 });
    expect(res.statusCode).toBe(200);
    expect(res.json().plan).toMatchObject({ kind: 'club', max_users: 25, price_cents: 19990 });
    const coach = await createUser(t);
    const plans = (await t.app.inject({ method: 'GET', url: '/api/plans', headers: bearer(coach.token) })).json().plans as Array<{ title: string; kind: string; max_users: number | null }>;
    expect(plans.find((p) => p.title === 'Clube mensal')).toMatchObject({ kind: 'club', max_users: 25 });
    expect(plans.find((p) => p.title === 'Mensal')).toMatchObject({ kind: 'user', max_users: null });
  });

  it('only a coordinator of an active club pays a club plan (403 otherwise, no payment left)', async () => {
    const planId = (await t.db.selectFrom('plans').select('id').where('kind', '=', 'club').executeTakeFirstOrThrow()).id;
    const coach = await createUser(t);
    const refused = await t.app.inject({ method: 'GET', url: `/api/user/pay?plan_id=${planId}`, headers: { ...bearer(coach.token), 'x-lang': 'en-us' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the coordinator of an active club can pay for a club plan.');
    const pendingLeader = await createUser(t);
    await t.db.insertInto('teams').values({ name: 'Pendente', location: null, image: null, leader_id: pendingLeader.id, max_users: 10, max_categories: 5, end_subscription: null, pending: 1, ...stamps() }).execute();
    expect((await t.app.inject({ method: 'GET', url: `/api/user/pay?plan_id=${planId}`, headers: bearer(pendingLeader.token) })).statusCode).toBe(403);
    expect(await t.db.selectFrom('payments').select('id').where('user_id', 'in', [coach.id, pendingLeader.id]).execute()).toHaveLength(0);
  });

  it("approval extends the club's end and member limit (not the coordinator's own); a refund takes the days back from the club", async () => {
    const planId = (await t.db.selectFrom('plans').select('id').where('kind', '=', 'club').executeTakeFirstOrThrow()).id;
    const leader = await createUser(t);
    const member = await createUser(t);
    const team = await t.db
      .insertInto('teams')
      .values({ name: 'Clube Verde', location: null, image: null, leader_id: leader.id, max_users: 10, max_categories: 5, end_subscription: null, ...stamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.insertInto('team_users').values({ team_id: team.id, user_id: member.id, ...stamps() }).execute();
    expect((await me(member.token)).subscription_active).toBe(false);
    const res = await t.app.inject({ method: 'GET', url: `/api/user/pay?plan_id=${planId}`, headers: bearer(leader.token) });
    expect(res.statusCode).toBe(200);
    const page = new URL(res.json().url as string).pathname;
    const started = Date.now();
    await t.app.inject({ method: 'POST', url: page, headers: FORM, payload: 'decision=approve' });
    const paid = await teamOf(team.id);
    expect(paid.max_users).toBe(25);
    expect(Date.parse(paid.end_subscription!)).toBeGreaterThanOrEqual(started + 30 * DAY_MS - 1000);
    expect((await t.db.selectFrom('users').select('end_subscription').where('id', '=', leader.id).executeTakeFirstOrThrow()).end_subscription).toBeNull();
    expect((await me(member.token)).subscription_active).toBe(true);
    expect((await me(leader.token)).club_end_subscription).toBe(paid.end_subscription);
    const receipt = outboxFiles(t.dataDir).map((f) => decodeQuotedPrintable(fs.readFileSync(f, 'utf8'))).find((m) => m.includes(`To: ${leader.email}`));
    expect(receipt).toContain('Clube: Clube Verde');
    expect(receipt).toContain('Valor: R$ 199,90');
    const history = (await t.app.inject({ method: 'GET', url: '/api/user/payments', headers: bearer(leader.token) })).json().payments;
    expect(history[0]).toMatchObject({ kind: 'club', club: 'Clube Verde', status: 'approved' });

    await t.app.inject({ method: 'POST', url: page, headers: FORM, payload: 'decision=refund' });
    expect(Date.parse((await teamOf(team.id)).end_subscription!)).toBeLessThanOrEqual(Date.now());
    expect((await me(member.token)).subscription_active).toBe(false);
    const trail = await t.db.selectFrom('admin_audit').select(['action', 'detail']).where('action', '=', 'payment.refunded').execute();
    expect(trail.some((a) => JSON.parse(a.detail).team_id === team.id)).toBe(true);
  });
});
