import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../http/error-handler.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { access, registerRouteAccess } from '../../access/route-access.ts';

const DAY_MS = 86_400_000;

describe('payments (sandbox provider)', () => {
  let t: TestApp;
  let monthly: { id: number; days: number; price_cents: number };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://prancheta.test' });
    const plan = await t.db.selectFrom('plans').select(['id', 'days', 'price_cents']).where('days', '=', 30).executeTakeFirstOrThrow();
    monthly = plan;
  });
  afterAll(async () => t.close());

  /** Starts a checkout for the user and answers the sandbox path and the pending row's reference. */
  async function checkout(token: string, planId = monthly.id): Promise<{ path: string; reference: string }> {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/pay?plan_id=${planId}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url as string);
    expect(url.origin).toBe('http://prancheta.test');
    const reference = url.pathname.split('/').pop()!;
    return { path: url.pathname, reference };
  }

  async function endOf(userId: number): Promise<string | null> {
    const row = await t.db.selectFrom('users').select('end_subscription').where('id', '=', userId).executeTakeFirstOrThrow();
    return row.end_subscription;
  }

  it('refuses GET user/pay without a session (401), with a bad plan_id (422) and for an unknown plan (404)', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/user/pay?plan_id=${monthly.id}` })).statusCode).toBe(401);
    const u = await createUser(t);
    const bad = await t.app.inject({ method: 'GET', url: '/api/user/pay?plan_id=abc', headers: bearer(u.token) });
    expect(bad.statusCode).toBe(422);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/user/pay?plan_id=99999', headers: { ...bearer(u.token), 'x-lang': 'en-us' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Plan not found');
    const rows = await t.db.selectFrom('payments').select('id').where('user_id', '=', u.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('creates a pending payment with an unguessable reference and a sandbox checkout URL', async () => {
    const u = await createUser(t);
    const a = await checkout(u.token);
    const b = await checkout(u.token);
    expect(a.reference).not.toBe(b.reference);
    expect(a.reference.length).toBeGreaterThanOrEqual(32);
    const row = await t.db.selectFrom('payments').selectAll().where('reference', '=', a.reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: u.id, plan_id: monthly.id, provider: 'sandbox', status: 'pending', amount_cents: monthly.price_cents, days: 30, applied_at: null });
  });

  it('shows a self-contained checkout page with the plan and the price with a decimal comma, in the asked language', async () => {
    const u = await createUser(t);
    const { path } = await checkout(u.token);
    const pt = await t.app.inject({ method: 'GET', url: path });
    expect(pt.statusCode).toBe(200);
    expect(pt.headers['content-type']).toContain('text/html');
    expect(pt.body).toContain('R$ 29,90');
    expect(pt.body).toContain('Mensal');
    expect(pt.body).toContain('Aprovar pagamento');
    expect(pt.body).toContain(`action="${path}?lang=pt-br"`);
    expect(pt.body).not.toMatch(/<script|https?:\/\/(?!prancheta\.test)/);
    expect(String(pt.headers['content-security-policy'])).toContain("script-src 'self'");
    const en = await t.app.inject({ method: 'GET', url: `${path}?lang=en-us` });
    expect(en.body).toContain('Approve payment');
    const es = await t.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'es-ES,es;q=0.9' } });
    expect(es.body).toContain('Aprobar pago');
    const missing = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Pagamento não encontrado');
  });

  it('approving on the checkout page extends the subscription by the plan days and flips subscription_active', async () => {
    const u = await createUser(t);
    const before = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(u.token) });
    expect(before.json().user.subscription_active).toBe(false);
    const { path, reference } = await checkout(u.token);
    const started = Date.now();
    const res = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://prancheta.test/profile?payment=approved');
    const end = Date.parse((await endOf(u.id))!);
    expect(end).toBeGreaterThanOrEqual(started + 30 * DAY_MS - 1000);
    expect(end).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 1000);
    const row = await t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(row.status).toBe('approved');
    expect(row.applied_at).not.toBeNull();
    const after = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(u.token) });
    expect(after.json().user.subscription_active).toBe(true);
    expect(after.json().user.subscription.last_payment).not.toBeNull();
    // The page now reports the outcome and offers the refund and chargeback instead; a second approval is refused.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).not.toContain('value="approve"');
    expect(page.body).toContain('value="refund"');
    expect(page.body).toContain('value="chargeback"');
    expect(page.body).toContain('Estornar');
    const again = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    expect(again.statusCode).toBe(404);
    expect(Date.parse((await endOf(u.id))!)).toBe(end);
  });

  it('declining changes nothing on the account and redirects with payment=declined', async () => {
    const u = await createUser(t);
    const { path, reference } = await checkout(u.token);
    const res = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=decline' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://prancheta.test/profile?payment=declined');
    expect(await endOf(u.id)).toBeNull();
    const row = await t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'declined', applied_at: null });
    const user = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(u.token) });
    expect(user.json().user.subscription_active).toBe(false);
  });

  it('refuses a checkout post with an unknown decision and changes nothing', async () => {
    const u = await createUser(t);
    const { path, reference } = await checkout(u.token);
    const res = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=free' });
    expect(res.statusCode).toBe(422);
    const row = await t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(row.status).toBe('pending');
  });

  it('applies a repeated notification once: three notifications add the plan days once', async () => {
    const u = await createUser(t);
    const { reference } = await checkout(u.token);
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', payload: { reference, status: 'approved' } });
      expect(res.statusCode).toBe(200);
      outcomes.push(res.json().outcome);
    }
    expect(outcomes).toEqual(['approved', 'already-applied', 'already-applied']);
    const end = Date.parse((await endOf(u.id))!);
    expect(Math.round((end - Date.now()) / DAY_MS)).toBe(30);
  });

  it('applies concurrent notifications once', async () => {
    const u = await createUser(t);
    const { reference } = await checkout(u.token);
    const results = await Promise.all(
      [0, 1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', payload: { reference, status: 'approved' } })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.filter((r) => r.json().outcome === 'approved')).toHaveLength(1);
    const end = Date.parse((await endOf(u.id))!);
    expect(Math.round((end - Date.now()) / DAY_MS)).toBe(30);
  });

  it('extends from the current end when the subscription is still running', async () => {
    const u = await createUser(t, { active: true });
    const current = Date.parse((await endOf(u.id))!);
    const { reference } = await checkout(u.token);
    await t.app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', payload: { reference, status: 'approved' } });
    expect(Date.parse((await endOf(u.id))!)).toBe(current + 30 * DAY_MS);
  });

  it('ignores a sandbox notification for an unknown reference', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', payload: { reference: 'does-not-exist-000000', status: 'approved' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().outcome).toBe('unknown');
  });

  it('gates content: 401 without a session, 402 without a subscription, passes once paid through the sandbox', async () => {
    // A content route declared exactly as content modules declare theirs (access.subscription).
    const probe = Fastify();
    registerErrorHandler(probe);
    probe.decorateRequest('user', null);
    registerRouteAccess(probe, t.db);
    probe.get('/api/gated', { config: { access: access.subscription } }, async () => ({ ok: true }));
    await probe.ready();
    try {
      const u = await createUser(t);
      expect((await probe.inject({ method: 'GET', url: '/api/gated' })).statusCode).toBe(401);
      const refused = await probe.inject({ method: 'GET', url: '/api/gated', headers: bearer(u.token) });
      expect(refused.statusCode).toBe(402);
      expect(refused.json().message).toContain('assinatura');
      const { path } = await checkout(u.token);
      await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
      const allowed = await probe.inject({ method: 'GET', url: '/api/gated', headers: bearer(u.token) });
      expect(allowed.statusCode).toBe(200);
      const paid = await createUser(t, { active: true });
      expect((await probe.inject({ method: 'GET', url: '/api/gated', headers: bearer(paid.token) })).statusCode).toBe(200);
    } finally {
      await probe.close();
    }
  });
});

describe('payments with the sandbox disabled', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAYMENT_PROVIDER: 'mercadopago' });
  });
  afterAll(async () => t.close());

  it('does not expose the sandbox checkout or notification routes', async () => {
    const u = await createUser(t);
    const plan = await t.db.selectFrom('plans').select('id').executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await t.db
      .insertInto('payments')
      .values({ user_id: u.id, plan_id: plan.id, provider: 'sandbox', reference: 'old-sandbox-reference-0001', external_id: null, status: 'pending', amount_cents: 100, days: 30, applied_at: null, created_at: now, updated_at: now })
      .execute();
    const notify = await t.app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', payload: { reference: 'old-sandbox-reference-0001', status: 'approved' } });
    expect(notify.statusCode).toBe(404);
    const page = await t.app.inject({ method: 'GET', url: '/api/payments/sandbox/old-sandbox-reference-0001' });
    expect(page.statusCode).toBe(404);
    const row = await t.db.selectFrom('users').select('end_subscription').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.end_subscription).toBeNull();
  });
});
