import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';

describe('plans', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('refuses anonymous callers with 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(401);
  });

  it('lists the seeded plans to a user without a subscription, by days, with the price in reais and in cents', async () => {
    const u = await createUser(t);
    // A plan added later with fewer days still comes first.
    await t.db.insertInto('plans').values({ title: 'Semanal', short_desc: '7 dias', days: 7, price_cents: 990, user_id: null, ...stamps() }).execute();
    const res = await t.app.inject({ method: 'GET', url: '/api/plans', headers: bearer(u.token) });
    expect(res.statusCode).toBe(200);
    const { plans } = res.json() as { plans: Array<{ id: number; title: string; days: number; price: number; price_cents: number; short_desc: string }> };
    expect(plans.map((p) => p.days)).toEqual([7, 30, 90, 365]);
    expect(plans[1]).toMatchObject({ title: 'Mensal', short_desc: 'Acesso completo por 30 dias', days: 30, price: 29.9, price_cents: 2990 });
    expect(plans[3]).toMatchObject({ price: 279.9, price_cents: 27990 });
    expect(Object.keys(plans[0]!).sort()).toEqual(['days', 'id', 'price', 'price_cents', 'short_desc', 'title']);
  });
});
