import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { saveAccessToken } from '../../payments/access-token.ts';
import type { MercadoPagoStandIn } from './mercadopago-standin.ts';
import { startMercadoPagoStandIn } from './mercadopago-standin.ts';

const DAY_MS = 86_400_000;

describe('Mercado Pago refunds and chargebacks (local API stand-in)', () => {
  let t: TestApp;
  let mp: MercadoPagoStandIn;
  let planId: number;
  const outcomes: string[] = [];

  beforeAll(async () => {
    // The stand-in delivers its webhooks to the app like the real provider would (here in-process).
    mp = await startMercadoPagoStandIn({
      deliver: async (url, body) => {
        const target = new URL(url);
        const res = await t.app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, payload: body });
        outcomes.push(res.json().outcome as string);
      },
    });
    t = await createTestApp({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_API_URL: mp.url, PUBLIC_URL: 'https://prancheta.example' });
    await saveAccessToken(t.db, t.config, 'TEST-access-token');
    planId = (await t.db.selectFrom('plans').select('id').where('days', '=', 30).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
    await mp.close();
  });

  const endOf = async (id: number) => (await t.db.selectFrom('users').select('end_subscription').where('id', '=', id).executeTakeFirstOrThrow()).end_subscription;
  const paymentOf = (reference: string) => t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  const webhook = (id: string) => t.app.inject({ method: 'POST', url: `/api/payments/notify/mercadopago?type=payment&data.id=${id}`, payload: { type: 'payment', data: { id } } });

  async function paid(id: number, active = true) {
    const user = await createUser(t, { active });
    const res = await t.app.inject({ method: 'GET', url: `/api/user/pay?plan_id=${planId}`, headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    const reference = mp.preferences.at(-1)!.body.external_reference;
    const before = await endOf(user.id);
    mp.payments.set(String(id), { id, status: 'approved', external_reference: reference, transaction_amount: 29.9 });
    expect((await webhook(String(id))).json().outcome).toBe('approved');
    return { user, reference, before };
  }

  it('a refund at the provider sends the webhook; the verified refund takes the 30 days back once', async () => {
    const { user, reference, before } = await paid(7001);
    await mp.refund('7001');
    expect(outcomes.at(-1)).toBe('refunded');
    expect(await endOf(user.id)).toBe(before);
    expect(await paymentOf(reference)).toMatchObject({ status: 'refunded', refunded_cents: 2990 });
    // Repeated and parallel deliveries of the same webhook change nothing more.
    const again = await Promise.all(Array.from({ length: 20 }, () => webhook('7001')));
    expect(again.map((r) => r.json().outcome)).toEqual(Array(20).fill('already-applied'));
    expect(await endOf(user.id)).toBe(before);
    expect(await t.db.selectFrom('admin_audit').select('action').where('target', '=', `payment:${(await paymentOf(reference)).id}`).execute()).toEqual([{ action: 'payment.refunded' }]);
  });

  it('a partial refund is recorded and takes nothing back; the rest refunded later takes the days back', async () => {
    const { user, reference } = await paid(7002);
    const end = await endOf(user.id);
    await mp.refund('7002', 10);
    expect(outcomes.at(-1)).toBe('partial-refund');
    expect(await endOf(user.id)).toBe(end);
    expect(await paymentOf(reference)).toMatchObject({ status: 'approved', refunded_cents: 1000 });
    expect((await webhook('7002')).json().outcome).toBe('already-applied');
    await mp.refund('7002');
    expect(outcomes.at(-1)).toBe('refunded');
    expect(Date.parse((await endOf(user.id))!)).toBe(Date.parse(end!) - 30 * DAY_MS);
    const actions = await t.db.selectFrom('admin_audit').select('action').where('target', '=', `payment:${(await paymentOf(reference)).id}`).orderBy('id').execute();
    expect(actions.map((a) => a.action)).toEqual(['payment.partial-refund', 'payment.refunded']);
  });

  it('a chargeback ends access now when the payment was all the coach had', async () => {
    const { user, reference } = await paid(7003, false);
    await mp.chargeback('7003');
    expect(outcomes.at(-1)).toBe('charged_back');
    expect(Date.parse((await endOf(user.id))!)).toBeLessThanOrEqual(Date.now());
    expect((await paymentOf(reference)).status).toBe('charged_back');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) });
    expect(me.json().user.subscription_active).toBe(false);
  });

  it('a refund notification that arrives before the approval one: the payment ends refunded and nothing is granted', async () => {
    const user = await createUser(t);
    await t.app.inject({ method: 'GET', url: `/api/user/pay?plan_id=${planId}`, headers: bearer(user.token) });
    const reference = mp.preferences.at(-1)!.body.external_reference;
    // Approved and refunded at the provider before any webhook got through.
    mp.payments.set('7004', { id: 7004, status: 'refunded', external_reference: reference, transaction_amount: 29.9, transaction_amount_refunded: 29.9 });
    expect((await webhook('7004')).json().outcome).toBe('refunded');
    // The delayed "approved" webhook: the provider now reports refunded, and it changes nothing.
    expect((await webhook('7004')).json().outcome).toBe('already-applied');
    expect(await endOf(user.id)).toBeNull();
    expect(await paymentOf(reference)).toMatchObject({ status: 'refunded', applied_at: null });
  });

  it('answers the refund call of the API like the provider and notifies', async () => {
    const { user, before } = await paid(7005);
    const res = await fetch(`${mp.url}/v1/payments/7005/refunds`, { method: 'POST', headers: { authorization: 'Bearer x', 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(201);
    await expect.poll(() => endOf(user.id)).toBe(before);
  });
});
