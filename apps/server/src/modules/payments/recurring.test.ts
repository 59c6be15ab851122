import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { saveAccessToken } from '../../payments/access-token.ts';
import { createRenewalReminderJob } from '../../payments/reminder-job.ts';
import { runJob } from '../../jobs/scheduler.ts';
import type { MercadoPagoStandIn } from './mercadopago-standin.ts';
import { startMercadoPagoStandIn } from './mercadopago-standin.ts';

const DAY_MS = 86_400_000;
type User = Awaited<ReturnType<typeof createUser>>;

/** What both suites read back: the coach's end, payment rows, subscription row and queued mails. */
function probes(get: () => TestApp) {
  return {
    endOf: async (id: number) => (await get().db.selectFrom('users').select('end_subscription').where('id', '=', id).executeTakeFirstOrThrow()).end_subscription,
    paymentsOf: (id: number) => get().db.selectFrom('payments').selectAll().where('user_id', '=', id).orderBy('id').execute(),
    subOf: (id: number) => get().db.selectFrom('recurring_subscriptions').selectAll().where('user_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow(),
    mailsTo: async (email: string) =>
      (await get().db.selectFrom('mail_queue').select(['subject', 'text']).where('email', '=', email).orderBy('id').execute()).map((m) => m.subject),
    active: async (user: User) => (await get().app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) })).json().user.subscription_active as boolean,
  };
}

async function recurringPlan(t: TestApp): Promise<number> {
  const plan = await t.db.selectFrom('plans').select('id').where('days', '=', 30).executeTakeFirstOrThrow();
  await t.db.updateTable('plans').set({ recurring: 1 }).where('id', '=', plan.id).execute();
  return plan.id;
}

describe('recurring subscriptions (sandbox provider)', () => {
  let t: TestApp;
  let planId: number;
  const p = probes(() => t);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://prancheta.test' });
    planId = await recurringPlan(t);
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  const subscribe = async (user: User) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/subscription', headers: bearer(user.token), payload: { plan_id: planId } });
    expect(res.statusCode, res.body).toBe(200);
    return new URL(res.json().url as string).pathname;
  };
  const decide = (path: string, decision: string, chargeId?: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ decision, ...(chargeId ? { charge_id: chargeId } : {}) }).toString(),
    });

  async function authorized(): Promise<{ user: User; path: string }> {
    const user = await createUser(t);
    const path = await subscribe(user);
    const res = await decide(path, 'authorize', 'first-charge-0001');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('http://prancheta.test/profile?subscription=authorized');
    return { user, path };
  }

  it('offers recurring only for plans the admin marked: other plans answer 422 and store nothing', async () => {
    const user = await createUser(t);
    const other = await t.db.selectFrom('plans').select('id').where('days', '=', 90).executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'POST', url: '/api/user/subscription', headers: { ...bearer(user.token), 'x-lang': 'en-us' }, payload: { plan_id: other.id } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.plan_id).toEqual(['This plan is not offered with automatic renewal']);
    expect(await t.db.selectFrom('recurring_subscriptions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
    const plans = (await t.app.inject({ method: 'GET', url: '/api/plans', headers: bearer(user.token) })).json().plans as Array<{ id: number; recurring: boolean }>;
    expect(plans.find((x) => x.id === planId)!.recurring).toBe(true);
    expect(plans.find((x) => x.id === other.id)!.recurring).toBe(false);
  });

  it('the admin marks a personal plan recurring (admin plans list and body); a club plan cannot be', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const body = { title: 'Automático', days: 30, price: 39.9, short_desc: 'Renova sozinho', kind: 'user', recurring: true };
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/plans', headers: bearer(admin.token), payload: body });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().plan).toMatchObject({ title: 'Automático', recurring: true });
    const club = await t.app.inject({
      method: 'POST',
      url: '/api/admin/plans',
      headers: { ...bearer(admin.token), 'x-lang': 'en-us' },
      payload: { ...body, kind: 'club', max_users: 10 },
    });
    expect(club.statusCode).toBe(422);
    expect(club.json().errors.recurring).toEqual(['Only personal plans can renew automatically']);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/plans', headers: bearer(admin.token) })).json().plans as Array<{ title: string; recurring: boolean }>;
    expect(listed.filter((x) => x.recurring).map((x) => x.title)).toEqual(['Mensal', 'Automático']);
  });

  it('authorize -> the first charge is a payment row, access for 30 days, a receipt; the page renders in the asked language', async () => {
    const user = await createUser(t);
    const path = await subscribe(user);
    const page = await t.app.inject({ method: 'GET', url: `${path}?lang=es-es` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Autorizar suscripción');
    expect(page.body).toContain('R$ 29,90');
    expect((await decide(path, 'authorize', 'first-charge-0002')).statusCode).toBe(303);
    const rows = await p.paymentsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'approved', amount_cents: 2990, days: 30 });
    expect(Math.round((Date.parse((await p.endOf(user.id))!) - Date.now()) / DAY_MS)).toBe(30);
    expect(await p.active(user)).toBe(true);
    expect(await p.mailsTo(user.email)).toEqual(['Prancheta: recibo do seu pagamento']);
    const sub = (await t.app.inject({ method: 'GET', url: '/api/user/subscription', headers: bearer(user.token) })).json().subscription;
    expect(sub).toMatchObject({ status: 'authorized', plan: 'Mensal', amount_cents: 2990, days: 30, grace_until: null });
    // A second recurring subscription while this one renews is refused.
    const again = await t.app.inject({ method: 'POST', url: '/api/user/subscription', headers: bearer(user.token), payload: { plan_id: planId } });
    expect(again.statusCode).toBe(409);
  });

  it('a renewal charged: one payment row, access extended once; the replayed notification changes nothing', async () => {
    const { user, path } = await authorized();
    const before = Date.parse((await p.endOf(user.id))!);
    expect((await decide(path, 'charge', 'renewal-0001')).statusCode).toBe(303);
    expect((await decide(path, 'charge', 'renewal-0001')).statusCode).toBe(303);
    const rows = await p.paymentsOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.status)).toEqual(['approved', 'approved']);
    expect(Date.parse((await p.endOf(user.id))!)).toBe(before + 30 * DAY_MS);
    const history = (await t.app.inject({ method: 'GET', url: '/api/user/payments', headers: bearer(user.token) })).json().payments;
    expect(history).toHaveLength(2);
  });

  it('a refused renewal starts a 3-day grace with a mail; access stops when the clock passes it; a later renewal ends the grace', async () => {
    const { user, path } = await authorized();
    // The paid period is over: the renewal is due now.
    const due = new Date(Date.now() - 1000).toISOString();
    await t.db.updateTable('users').set({ end_subscription: due }).where('id', '=', user.id).execute();
    expect((await decide(path, 'refuse', 'renewal-0002')).statusCode).toBe(303);
    const sub = await p.subOf(user.id);
    expect(sub.grace_until).not.toBeNull();
    expect(Math.round((Date.parse(sub.grace_until!) - Date.now()) / DAY_MS)).toBe(3);
    expect(await p.endOf(user.id)).toBe(sub.grace_until);
    expect(await p.active(user)).toBe(true);
    expect((await p.mailsTo(user.email)).at(-1)).toBe('Prancheta: a renovação da sua assinatura foi recusada');
    // The same refusal again (a retry) does not lengthen the grace nor mail again.
    expect((await decide(path, 'refuse', 'renewal-0002')).statusCode).toBe(303);
    expect((await p.subOf(user.id)).grace_until).toBe(sub.grace_until);
    expect((await p.mailsTo(user.email)).filter((m) => m.includes('recusada'))).toHaveLength(1);
    const shown = (await t.app.inject({ method: 'GET', url: '/api/user/subscription', headers: bearer(user.token) })).json().subscription;
    expect(shown.grace_until).toBe(sub.grace_until);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(sub.grace_until!) + 60_000);
    expect(await p.active(user)).toBe(false);
    vi.useRealTimers();
    // The provider's retry goes through: the new period starts where the paid one ended.
    expect((await decide(path, 'charge', 'renewal-0002')).statusCode).toBe(303);
    const after = await p.subOf(user.id);
    expect(after.grace_until).toBeNull();
    expect(await p.endOf(user.id)).toBe(new Date(Date.parse(due) + 30 * DAY_MS).toISOString());
    expect((await p.paymentsOf(user.id)).map((r) => r.status)).toEqual(['approved', 'approved']);
  });

  it('cancel on the profile: access kept to the period end, no more renewals; a charge after it is recorded, refunded and extends nothing', async () => {
    const { user, path } = await authorized();
    const end = await p.endOf(user.id);
    const sub = await p.subOf(user.id);
    const other = await createUser(t);
    expect((await t.app.inject({ method: 'POST', url: `/api/user/subscription/${sub.id}/cancel`, headers: bearer(other.token) })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/user/subscription/${sub.id}/cancel`, headers: { ...bearer(user.token), 'x-lang': 'en-us' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Automatic renewal cancelled. You keep access until the end of the paid period.');
    expect(res.json().subscription).toMatchObject({ status: 'cancelled', cancelled_by: 'user' });
    expect(await p.endOf(user.id)).toBe(end);
    expect(await p.active(user)).toBe(true);
    expect((await p.mailsTo(user.email)).at(-1)).toBe('Prancheta: sua renovação automática foi cancelada');
    expect((await t.app.inject({ method: 'POST', url: `/api/user/subscription/${sub.id}/cancel`, headers: bearer(user.token) })).statusCode).toBe(409);
    // A charge that crossed the cancellation.
    expect((await decide(path, 'charge', 'late-charge-0001')).statusCode).toBe(303);
    expect((await decide(path, 'charge', 'late-charge-0001')).statusCode).toBe(303);
    expect(await p.endOf(user.id)).toBe(end);
    const rows = await p.paymentsOf(user.id);
    expect(rows.map((r) => [r.status, r.applied_at === null, r.refunded_cents])).toEqual([
      ['approved', false, 0],
      ['refunded', true, 2990],
    ]);
  });

  it('cancelled by the provider: recorded, mailed, access to the end of the paid period', async () => {
    const { user, path } = await authorized();
    const end = await p.endOf(user.id);
    expect((await decide(path, 'cancel')).statusCode).toBe(303);
    expect(await p.subOf(user.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'provider' });
    expect(await p.endOf(user.id)).toBe(end);
    expect((await p.mailsTo(user.email)).at(-1)).toBe('Prancheta: sua renovação automática foi cancelada');
    // Cancelled once: the page no longer offers it.
    expect((await decide(path, 'cancel')).statusCode).toBe(404);
  });

  it('sends no pay-by-hand reminder to a coach whose subscription renews itself; after the cancel it does', async () => {
    const { user } = await authorized();
    const end = Date.parse((await p.endOf(user.id))!);
    const job = createRenewalReminderJob(() => new Date(end - 3 * DAY_MS));
    const reminders = async () => (await p.mailsTo(user.email)).filter((m) => m.startsWith('Prancheta: sua assinatura termina'));
    await runJob(t.app.ctx, job, t.app.log);
    expect(await reminders()).toHaveLength(0);
    const sub = await p.subOf(user.id);
    expect((await t.app.inject({ method: 'POST', url: `/api/user/subscription/${sub.id}/cancel`, headers: bearer(user.token) })).statusCode).toBe(200);
    await runJob(t.app.ctx, job, t.app.log);
    expect(await reminders()).toHaveLength(1);
  });

  it('an unknown reference or a malformed charge is refused and changes nothing', async () => {
    expect((await decide('/api/payments/sandbox/subscription/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'charge', 'forged-0001')).statusCode).toBe(404);
    const { user, path } = await authorized();
    expect((await decide(path, 'charge', 'x')).statusCode).toBe(422);
    expect(await p.paymentsOf(user.id)).toHaveLength(1);
  });
});

describe('recurring subscriptions (Mercado Pago stand-in)', () => {
  let t: TestApp;
  let mp: MercadoPagoStandIn;
  let planId: number;
  const outcomes: string[] = [];
  const p = probes(() => t);

  beforeAll(async () => {
    // Webhooks reach the app in-process, like the provider's would.
    mp = await startMercadoPagoStandIn({
      deliver: async (url, body) => {
        const target = new URL(url);
        const res = await t.app.inject({ method: 'POST', url: `${target.pathname}${target.search}`, payload: body });
        outcomes.push(res.statusCode === 200 ? (res.json().outcome as string) : `http-${res.statusCode}`);
      },
    });
    t = await createTestApp({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_API_URL: mp.url, PUBLIC_URL: 'https://prancheta.example', MERCADOPAGO_TIMEOUT_MS: 1500 });
    await saveAccessToken(t.db, t.config, 'TEST-access-token');
    planId = await recurringPlan(t);
  });
  afterAll(async () => {
    await t.close();
    await mp.close();
  });

  async function subscribed(): Promise<{ user: User; preId: string }> {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/subscription', headers: bearer(user.token), payload: { plan_id: planId } });
    expect(res.statusCode, res.body).toBe(200);
    const pre = [...mp.preapprovals.values()].at(-1)!;
    expect(res.json().url).toBe(pre.init_point);
    return { user, preId: pre.id };
  }

  it('creates the preapproval with the plan, the price in reais every 30 days, our reference and the back URL', async () => {
    const { user, preId } = await subscribed();
    const pre = mp.preapprovals.get(preId)!;
    const sub = await p.subOf(user.id);
    expect(pre).toMatchObject({
      reason: 'Mensal',
      external_reference: sub.reference,
      payer_email: user.email,
      back_url: 'https://prancheta.example/profile?subscription=authorized',
      auto_recurring: { frequency: 30, frequency_type: 'days', transaction_amount: 29.9, currency_id: 'BRL' },
    });
    expect(sub).toMatchObject({ status: 'pending', external_id: preId, provider: 'mercadopago' });
  });

  it('authorize -> access; a renewal charged once however often its notification comes', async () => {
    const { user, preId } = await subscribed();
    const first = await mp.authorize(preId);
    expect(outcomes.slice(-2)).toEqual(['authorized', 'approved']);
    expect(await p.active(user)).toBe(true);
    const end = Date.parse((await p.endOf(user.id))!);
    const renewal = await mp.charge(preId, true);
    expect(outcomes.at(-1)).toBe('approved');
    await mp.notify('subscription_authorized_payment', String(renewal.id));
    await mp.notify('subscription_authorized_payment', String(first.id));
    await mp.notify('subscription_preapproval', preId);
    expect(outcomes.slice(-3)).toEqual(['already-applied', 'already-applied', 'already-applied']);
    expect(Date.parse((await p.endOf(user.id))!)).toBe(end + 30 * DAY_MS);
    const rows = await p.paymentsOf(user.id);
    expect(rows.map((r) => [r.status, r.external_id])).toEqual([
      ['approved', String(first.payment.id)],
      ['approved', String(renewal.payment.id)],
    ]);
    // The underlying payment's own webhook (topic payment) finds the applied renewal and changes nothing.
    await mp.notify('payment', String(renewal.payment.id));
    expect(outcomes.at(-1)).toBe('already-applied');
    expect(await p.paymentsOf(user.id)).toHaveLength(2);
  });

  it('a renewal refunded at the provider later takes its 30 days back once (the payment webhook of the charge)', async () => {
    const { user, preId } = await subscribed();
    await mp.authorize(preId);
    const end = Date.parse((await p.endOf(user.id))!);
    const renewal = await mp.charge(preId, true);
    expect(Date.parse((await p.endOf(user.id))!)).toBe(end + 30 * DAY_MS);
    await mp.refund(String(renewal.payment.id));
    expect(outcomes.at(-1)).toBe('refunded');
    await mp.notify('payment', String(renewal.payment.id));
    expect(outcomes.at(-1)).toBe('already-applied');
    expect(Date.parse((await p.endOf(user.id))!)).toBe(end);
    expect((await p.paymentsOf(user.id)).map((r) => r.status)).toEqual(['approved', 'refunded']);
  });

  it('a refused renewal: grace of 3 days and a mail; the provider retry that goes through ends it', async () => {
    const { user, preId } = await subscribed();
    await mp.authorize(preId);
    const refused = await mp.charge(preId, false);
    expect(outcomes.at(-1)).toBe('declined');
    const sub = await p.subOf(user.id);
    expect(sub.grace_until).not.toBeNull();
    expect((await p.mailsTo(user.email)).at(-1)).toBe('Prancheta: a renovação da sua assinatura foi recusada');
    await mp.retry(String(refused.id), true);
    expect(outcomes.at(-1)).toBe('approved');
    expect((await p.subOf(user.id)).grace_until).toBeNull();
    expect((await p.paymentsOf(user.id)).map((r) => r.status)).toEqual(['approved', 'approved']);
  });

  it('cancel on the profile cancels the preapproval at the provider; a renewal after it is refunded through the provider and extends nothing', async () => {
    const { user, preId } = await subscribed();
    await mp.authorize(preId);
    const end = await p.endOf(user.id);
    const sub = await p.subOf(user.id);
    const res = await t.app.inject({ method: 'POST', url: `/api/user/subscription/${sub.id}/cancel`, headers: bearer(user.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(mp.preapprovalUpdates.at(-1)).toEqual({ id: preId, body: { status: 'cancelled' } });
    expect(mp.preapprovals.get(preId)!.status).toBe('cancelled');
    // The provider's own webhook about the cancel finds it cancelled already.
    await mp.notify('subscription_preapproval', preId);
    expect(outcomes.at(-1)).toBe('already-applied');
    const late = await mp.charge(preId, true);
    expect(outcomes.at(-1)).toBe('refunded');
    expect(mp.refunds).toContain(String(late.payment.id));
    await mp.notify('subscription_authorized_payment', String(late.id));
    expect(outcomes.at(-1)).toBe('already-applied');
    expect(mp.refunds.filter((id) => id === String(late.payment.id))).toHaveLength(1);
    expect(await p.endOf(user.id)).toBe(end);
    expect((await p.paymentsOf(user.id)).map((r) => r.status)).toEqual(['approved', 'refunded']);
  });

  it('cancelled by the provider: recorded, mailed, access kept to the end of the paid period', async () => {
    const { user, preId } = await subscribed();
    await mp.authorize(preId);
    const end = await p.endOf(user.id);
    await mp.cancel(preId);
    expect(outcomes.at(-1)).toBe('cancelled');
    expect(await p.subOf(user.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'provider' });
    expect(await p.endOf(user.id)).toBe(end);
    expect((await p.mailsTo(user.email)).at(-1)).toBe('Prancheta: sua renovação automática foi cancelada');
  });

  it('deleting the account cancels the preapproval at the provider first, so nothing renews for it', async () => {
    const { user, preId } = await subscribed();
    await mp.authorize(preId);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/account', headers: bearer(user.token), payload: { password: user.password } });
    expect(res.statusCode, res.body).toBe(200);
    expect(mp.preapprovals.get(preId)!.status).toBe('cancelled');
    expect(await t.db.selectFrom('recurring_subscriptions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
  });

  it('forged notifications change nothing: unknown ids, ids of other accounts, a wrong amount', async () => {
    const { user, preId } = await subscribed();
    await mp.authorize(preId);
    const end = await p.endOf(user.id);
    const post = (type: string, id: string, body: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/payments/notify/mercadopago?type=${type}&data.id=${id}`, payload: { type, data: { id }, ...body } });
    expect((await post('subscription_authorized_payment', '999999', { status: 'processed', preapproval_id: preId })).json().outcome).toBe('unknown');
    expect((await post('subscription_preapproval', 'ffffffffffffffffffffffffffffffff', { status: 'cancelled' })).json().outcome).toBe('unknown');
    expect((await post('subscription_authorized_payment', '../../v1/payments/1')).json().outcome).toBe('unknown');
    // A charge the provider reports for a preapproval that is not ours.
    mp.invoices.set('777777', {
      id: 777777,
      preapproval_id: 'someoneelse000000000000000000000',
      status: 'processed',
      transaction_amount: 29.9,
      currency_id: 'BRL',
      retry_attempt: 0,
      payment: { id: 1, status: 'approved', status_detail: 'accredited' },
    });
    expect((await post('subscription_authorized_payment', '777777')).json().outcome).toBe('unknown');
    mp.invoices.set('777778', {
      id: 777778,
      preapproval_id: preId,
      status: 'processed',
      transaction_amount: 0.01,
      currency_id: 'BRL',
      retry_attempt: 0,
      payment: { id: 2, status: 'approved', status_detail: 'accredited' },
    });
    expect((await post('subscription_authorized_payment', '777778')).json().outcome).toBe('amount-mismatch');
    expect(await p.endOf(user.id)).toBe(end);
    expect(await p.paymentsOf(user.id)).toHaveLength(1);
    expect((await p.subOf(user.id)).status).toBe('authorized');
  });

  it('a stalled provider: subscribing and cancelling fail fast with a clear message and change nothing', async () => {
    const { user, preId } = await subscribed();
    await mp.authorize(preId);
    const sub = await p.subOf(user.id);
    const other = await createUser(t);
    mp.stalled = true;
    try {
      const started = Date.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/user/subscription', headers: { ...bearer(other.token), 'x-lang': 'en-us' }, payload: { plan_id: planId } });
      expect(res.statusCode).toBe(504);
      expect(res.json()).toEqual({ message: 'The payment provider did not answer in time. Nothing was changed; please try again in a few minutes.' });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await t.db.selectFrom('recurring_subscriptions').select('id').where('user_id', '=', other.id).execute()).toHaveLength(0);
      const cancel = await t.app.inject({ method: 'POST', url: `/api/user/subscription/${sub.id}/cancel`, headers: { ...bearer(user.token), 'x-lang': 'pt-br' } });
      expect(cancel.statusCode).toBe(504);
      expect(cancel.json().message).toBe('O provedor de pagamento não respondeu a tempo. Nada foi alterado; tente novamente em alguns minutos.');
      expect((await p.subOf(user.id)).status).toBe('authorized');
    } finally {
      mp.stalled = false;
    }
  });
});
