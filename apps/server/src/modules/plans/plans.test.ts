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
    expect(Object.keys(plans[0]!).sort()).toEqual(['days', 'id', 'kind', 'max_users', 'price', 'price_cents', 'recurring', 'short_desc', 'title']);
  });

  it("answers each plan's texts in the request's language, falling back to pt-br where a language is missing", async () => {
    const u = await createUser(t);
    const texts = async (lang: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/plans', headers: { ...bearer(u.token), 'x-lang': lang } });
      expect(res.statusCode).toBe(200);
      return (res.json() as { plans: Array<{ title: string; short_desc: string; days: number }> }).plans.filter((p) => p.days >= 30).map((p) => [p.title, p.short_desc]);
    };
    expect(await texts('en-us')).toEqual([
      ['Monthly', 'Full access for 30 days'],
      ['Quarterly', 'Full access for 90 days'],
      ['Yearly', 'Full access for 365 days, the best price'],
    ]);
    expect((await texts('es-es'))[0]).toEqual(['Mensual', 'Acceso completo durante 30 días']);
    expect((await texts('pt-br'))[0]).toEqual(['Mensal', 'Acesso completo por 30 dias']);
    // A plan with an English title only keeps its Portuguese description in English.
    await t.db.insertInto('plans').values({ title: 'Bienal', short_desc: '730 dias', days: 730, price_cents: 49990, user_id: null, translations: JSON.stringify({ 'en-us': { title: 'Two years', short_desc: ' ' } }), ...stamps() }).execute();
    expect((await texts('en-us')).at(-1)).toEqual(['Two years', '730 dias']);
    expect((await texts('es-es')).at(-1)).toEqual(['Bienal', '730 dias']);
  });
});
