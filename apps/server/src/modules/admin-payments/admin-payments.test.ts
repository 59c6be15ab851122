import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';

type User = Awaited<ReturnType<typeof createUser>>;

/** /admin/payments: the server-paged list with search and filters, monthly totals, and the audited manual refund. */
describe('admin payments', () => {
  let t: TestApp;
  let admin: User;
  let master: User;
  let coach: User;
  let payer: User;
  let other: User;
  let planId: number;
  const ids: Record<string, number> = {};

  const call = (user: User | null, method: 'GET' | 'POST', url: string, lang = 'en-us') => t.app.inject({ method, url, headers: { ...(user ? bearer(user.token) : {}), 'x-lang': lang } });
  const pay = async (name: string, user: User, status: string, cents: number, createdAt: string) => {
    const row = await t.db
      .insertInto('payments')
      // Status as plain text: the refund flow writes statuses the provider type does not list.
      .values({ user_id: user.id, plan_id: planId, provider: 'sandbox', reference: `ref-${name}`, external_id: null, status: status as 'approved', amount_cents: cents, days: 30, applied_at: status === 'approved' ? createdAt : null, ...stamps(), created_at: createdAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids[name] = row.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { level: 'admin' });
    master = await createUser(t, { level: 'master' });
    coach = await createUser(t, { active: true });
    payer = await createUser(t, { email: 'paula.payer@test.local', name: 'Paula Payer' });
    other = await createUser(t, { email: 'otto.other@test.local', name: 'Otto Other' });
    planId = (await t.db.insertInto('plans').values({ title: 'Mensal teste', short_desc: 'x', days: 30, price_cents: 4990, user_id: null, ...stamps() }).returning('id').executeTakeFirstOrThrow()).id;
    await pay('jan1', payer, 'approved', 4990, '2026-01-10T12:00:00.000Z');
    await pay('jan2', other, 'approved', 12990, '2026-01-20T12:00:00.000Z');
    await pay('jan3', other, 'refunded', 4990, '2026-01-31T23:59:59.000Z');
    await pay('feb1', payer, 'pending', 4990, '2026-02-01T00:00:00.000Z');
    await pay('feb2', payer, 'charged_back', 12990, '2026-02-14T08:00:00.000Z');
    await pay('feb3', other, 'declined', 4990, '2026-02-20T08:00:00.000Z');
    await pay('mar1', payer, 'approved', 39990, '2026-03-05T08:00:00.000Z');
  });
  afterAll(async () => t.close());

  it('is admin and master only: 401 anonymous, 403 for a coach and a mod, nothing changed', async () => {
    const mod = await createUser(t, { level: 'mod' });
    for (const [method, url] of [
      ['GET', '/api/admin/payments'],
      ['GET', '/api/admin/payments/totals'],
      ['POST', `/api/admin/payments/${ids.jan1}/refund`],
    ] as const) {
      expect((await call(null, method, url)).statusCode).toBe(401);
      expect((await call(coach, method, url)).statusCode).toBe(403);
      expect((await call(mod, method, url)).statusCode).toBe(403);
    }
    expect((await t.db.selectFrom('payments').select('status').where('id', '=', ids.jan1!).executeTakeFirstOrThrow()).status).toBe('approved');
    expect((await call(master, 'GET', '/api/admin/payments')).statusCode).toBe(200);
  });

  it('lists every payment newest first with the user, plan and status, one page at a time', async () => {
    const res = await call(admin, 'GET', '/api/admin/payments?pageSize=3');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(body.items.map((p: { id: number }) => p.id)).toEqual([ids.mar1, ids.feb3, ids.feb2]);
    expect(body.items[0]).toMatchObject({ status: 'approved', amount_cents: 39990, days: 30, plan: { id: planId, title: 'Mensal teste' }, user: { id: payer.id, email: payer.email, name: 'Paula Payer' }, can_refund: true });
    expect(body.items[2]).toMatchObject({ status: 'charged_back', can_refund: false });
    const last = (await call(admin, 'GET', '/api/admin/payments?pageSize=3&page=3')).json();
    expect(last.items.map((p: { id: number }) => p.id)).toEqual([ids.jan1]);
    const byAmount = (await call(admin, 'GET', '/api/admin/payments?sort=amount&dir=desc&pageSize=2')).json();
    expect(byAmount.items.map((p: { id: number }) => p.id)).toEqual([ids.mar1, ids.feb2]);
    const byEmail = (await call(admin, 'GET', '/api/admin/payments?sort=email&pageSize=10')).json();
    expect(byEmail.items.map((p: { user: { email: string } }) => p.user.email)).toEqual([other.email, other.email, other.email, payer.email, payer.email, payer.email, payer.email]);
  });

  it('searches by the start of the e-mail and filters by status, period and user', async () => {
    const paula = (await call(admin, 'GET', '/api/admin/payments?q=PAULA')).json();
    expect(paula.items.map((p: { id: number }) => p.id)).toEqual([ids.mar1, ids.feb2, ids.feb1, ids.jan1]);
    expect((await call(admin, 'GET', '/api/admin/payments?q=payer')).json().total).toBe(0);
    const approved = (await call(admin, 'GET', '/api/admin/payments?status=approved')).json();
    expect(approved.items.map((p: { id: number }) => p.id)).toEqual([ids.mar1, ids.jan2, ids.jan1]);
    const january = (await call(admin, 'GET', '/api/admin/payments?from=2026-01-01&to=2026-01-31')).json();
    expect(january.items.map((p: { id: number }) => p.id)).toEqual([ids.jan3, ids.jan2, ids.jan1]);
    const otto = (await call(admin, 'GET', `/api/admin/payments?user=${other.id}&status=approved`)).json();
    expect(otto.items.map((p: { id: number }) => p.id)).toEqual([ids.jan2]);
    expect((await call(admin, 'GET', '/api/admin/payments?status=lost')).statusCode).toBe(422);
    expect((await call(admin, 'GET', '/api/admin/payments?from=2026-02-30')).statusCode).toBe(422);
    const reversed = await call(admin, 'GET', '/api/admin/payments?from=2026-03-01&to=2026-02-01', 'es-es');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.to).toEqual(['La fecha final debe ser posterior a la inicial']);
    expect((await call(admin, 'GET', '/api/admin/payments?sort=reference')).statusCode).toBe(422);
  });

  it('totals per month what was paid (approved) and what went back (refunded, charged back)', async () => {
    const res = await call(admin, 'GET', '/api/admin/payments/totals?from=2026-01-01&to=2026-03-31');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      months: [
        { month: '2026-03', paid_cents: 39990, paid: 1, refunded_cents: 0, refunded: 0 },
        { month: '2026-02', paid_cents: 0, paid: 0, refunded_cents: 12990, refunded: 1 },
        { month: '2026-01', paid_cents: 17980, paid: 2, refunded_cents: 4990, refunded: 1 },
      ],
    });
    // Months are whole: a period inside February gives February's totals; a month without payments gives nothing.
    expect((await call(admin, 'GET', '/api/admin/payments/totals?from=2026-02-01&to=2026-02-13')).json().months).toEqual([{ month: '2026-02', paid_cents: 0, paid: 0, refunded_cents: 12990, refunded: 1 }]);
    expect((await call(admin, 'GET', '/api/admin/payments/totals?from=2026-04-01&to=2026-04-30')).json().months).toEqual([]);
  });

  it('keeps the totals right whatever writes the payments (triggers): a status changed by SQL, a payment deleted with its user', async () => {
    const gone = await createUser(t);
    await pay('apr1', gone, 'pending', 2500, '2026-04-02T10:00:00.000Z');
    await pay('apr2', gone, 'approved', 7000, '2026-04-03T10:00:00.000Z');
    const april = async () => (await call(admin, 'GET', '/api/admin/payments/totals?from=2026-04-01&to=2026-04-30')).json().months;
    expect(await april()).toEqual([{ month: '2026-04', paid_cents: 7000, paid: 1, refunded_cents: 0, refunded: 0 }]);
    await t.db.updateTable('payments').set({ status: 'approved' }).where('id', '=', ids.apr1!).execute();
    expect(await april()).toEqual([{ month: '2026-04', paid_cents: 9500, paid: 2, refunded_cents: 0, refunded: 0 }]);
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect(await april()).toEqual([]);
  });

  it('marks an approved payment refunded once, audited; anything else is refused and changes nothing', async () => {
    const res = await call(admin, 'POST', `/api/admin/payments/${ids.jan2}/refund`, 'pt-br');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Pagamento marcado como estornado', payment: { id: ids.jan2, status: 'refunded', can_refund: false } });
    const audit = await t.db.selectFrom('admin_audit').select(['actor_id', 'actor_email', 'action', 'target', 'detail']).where('action', '=', 'payment.refunded').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, actor_email: admin.email, target: `payment:${ids.jan2}` });
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({ user_id: other.id, amount_cents: 12990, days: 30 });
    // The days the payment granted are taken back: the payer's end moved back by 30 days.
    const detail = JSON.parse(audit[0]!.detail) as { end_before: string | null; end_after: string };
    const otherNow = await t.db.selectFrom('users').select('end_subscription').where('id', '=', other.id).executeTakeFirstOrThrow();
    expect(otherNow.end_subscription).toBe(detail.end_after);
    if (detail.end_before && Date.parse(detail.end_before) - 30 * 86_400_000 > Date.now()) expect(Date.parse(detail.end_after)).toBe(Date.parse(detail.end_before) - 30 * 86_400_000);
    else expect(Date.parse(detail.end_after)).toBeLessThanOrEqual(Date.now());

    const again = await call(admin, 'POST', `/api/admin/payments/${ids.jan2}/refund`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only an approved payment can be marked refunded');
    expect((await call(admin, 'POST', `/api/admin/payments/${ids.feb1}/refund`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', '/api/admin/payments/999999/refund')).statusCode).toBe(404);
    expect((await t.db.selectFrom('payments').select('status').where('id', '=', ids.feb1!).executeTakeFirstOrThrow()).status).toBe('pending');
    expect(await t.db.selectFrom('admin_audit').select('id').where('action', '=', 'payment.refunded').execute()).toHaveLength(1);

    // Parallel marks of one payment: exactly one succeeds and one audit line is written.
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(master, 'POST', `/api/admin/payments/${ids.mar1}/refund`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await t.db.selectFrom('admin_audit').select('id').where('target', '=', `payment:${ids.mar1}`).execute()).toHaveLength(1);
    const totals = (await call(admin, 'GET', '/api/admin/payments/totals?from=2026-01-01&to=2026-03-31')).json();
    expect(totals.months[0]).toEqual({ month: '2026-03', paid_cents: 0, paid: 0, refunded_cents: 39990, refunded: 1 });
  });
});
