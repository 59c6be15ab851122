import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import type { MercadoPagoStandIn } from './mercadopago-standin.ts';
import { startMercadoPagoStandIn } from './mercadopago-standin.ts';
import { readAccessToken } from '../../payments/access-token.ts';
import { open, SecretUnreadable } from '../../secrets/secret-box.ts';

const DAY_MS = 86_400_000;
const TOKEN = 'TEST-1234567890-access-token';

describe('payments (Mercado Pago provider against a local API stand-in)', () => {
  let t: TestApp;
  let mp: MercadoPagoStandIn;
  let planId: number;

  beforeAll(async () => {
    mp = await startMercadoPagoStandIn();
    t = await createTestApp({ PAYMENT_PROVIDER: 'mercadopago', MERCADOPAGO_API_URL: mp.url, PUBLIC_URL: 'https://prancheta.example' });
    planId = (await t.db.selectFrom('plans').select('id').where('days', '=', 30).executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t.close();
    await mp.close();
  });

  async function endOf(userId: number): Promise<string | null> {
    return (await t.db.selectFrom('users').select('end_subscription').where('id', '=', userId).executeTakeFirstOrThrow()).end_subscription;
  }

  async function pay(token: string): Promise<{ url: string; reference: string }> {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/pay?plan_id=${planId}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const reference = mp.preferences.at(-1)!.body.external_reference;
    return { url: res.json().url, reference };
  }

  function webhook(id: string, body: unknown = { type: 'payment', action: 'payment.updated', data: { id } }) {
    return t.app.inject({ method: 'POST', url: `/api/payments/notify/mercadopago?type=payment&data.id=${id}`, payload: body as Record<string, unknown> });
  }

  it('refuses the access-key route to users (403) and to anonymous callers (401), and validates the value', async () => {
    const user = await createUser(t);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/env/ACCESS_TOKEN', payload: { value: TOKEN } })).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'PUT', url: '/api/admin/env/ACCESS_TOKEN', headers: bearer(user.token), payload: { value: TOKEN } });
    expect(refused.statusCode).toBe(403);
    const admin = await createUser(t, { level: 'admin' });
    const empty = await t.app.inject({ method: 'PUT', url: '/api/admin/env/ACCESS_TOKEN', headers: bearer(admin.token), payload: { value: '  ' } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.value).toEqual(['Campo obrigatório']);
    const stored = await t.db.selectFrom('settings').select('value').where('key', '=', 'ACCESS_TOKEN').executeTakeFirst();
    expect(stored).toBeUndefined();
    expect(await t.db.selectFrom('admin_audit').select('id').execute()).toHaveLength(0);
  });

  it('answers 503 while no access key is set and leaves no pending payment', async () => {
    const user = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: `/api/user/pay?plan_id=${planId}`, headers: { ...bearer(user.token), 'x-lang': 'en-us' } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Payment is not configured yet. Please contact support.');
    expect(await t.db.selectFrom('payments').select('id').where('user_id', '=', user.id).execute()).toHaveLength(0);
    expect(mp.preferences).toHaveLength(0);
  });

  it('lets an admin (and a master) set the access key without echoing it', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/env/ACCESS_TOKEN', headers: bearer(admin.token), payload: { value: 'first-value' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Chave de acesso do pagamento atualizada' });
    expect(res.body).not.toContain('first-value');
    const master = await createUser(t, { level: 'master' });
    const again = await t.app.inject({ method: 'PUT', url: '/api/admin/env/ACCESS_TOKEN', headers: bearer(master.token), payload: { value: TOKEN } });
    expect(again.statusCode).toBe(200);
    // Stored encrypted at rest (AES-256-GCM): the row holds neither value, and it opens to the last one.
    const rows = await t.db.selectFrom('settings').select('value').where('key', '=', 'ACCESS_TOKEN').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.value).toMatch(/^enc:v1:/);
    expect(rows[0]!.value).not.toContain(TOKEN);
    expect(rows[0]!.value).not.toContain(Buffer.from(TOKEN).toString('base64').slice(0, 12));
    expect(await readAccessToken(t.db, t.config)).toBe(TOKEN);
    // Another key (a different SECRETS_KEY) cannot open it.
    expect(() => open({ SECRETS_KEY: 'x'.repeat(40), dataDir: t.dataDir }, 'ACCESS_TOKEN', rows[0]!.value)).toThrow(SecretUnreadable);
    // Bound to its setting name: the same ciphertext under another name does not open.
    expect(() => open(t.config, 'OTHER', rows[0]!.value)).toThrow(SecretUnreadable);
    const read = await t.app.inject({ method: 'GET', url: '/api/admin/env/ACCESS_TOKEN', headers: bearer(master.token) });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain(TOKEN);
    const trail = await t.db.selectFrom('admin_audit').selectAll().orderBy('id').execute();
    expect(trail.map((r) => [r.actor_id, r.action, r.target])).toEqual([
      [admin.id, 'env.set', 'env:ACCESS_TOKEN'],
      [master.id, 'env.set', 'env:ACCESS_TOKEN'],
    ]);
    expect(JSON.stringify(trail)).not.toContain(TOKEN);
    expect(JSON.stringify(trail)).not.toContain('first-value');
  });

  it('creates a preference with the plan, the price in reais, our reference, back URLs and the notification URL', async () => {
    const user = await createUser(t);
    const { url, reference } = await pay(user.token);
    const pref = mp.preferences.at(-1)!;
    expect(url).toBe(`${mp.url}/checkout/v1/redirect?pref_id=pref-${mp.preferences.length}`);
    expect(pref.authorization).toBe(`Bearer ${TOKEN}`);
    expect(pref.body.items).toHaveLength(1);
    expect(pref.body.items[0]).toMatchObject({ title: 'Mensal', unit_price: 29.9, currency_id: 'BRL', quantity: 1 });
    expect(pref.body.back_urls).toEqual({
      success: 'https://prancheta.example/profile?payment=approved',
      failure: 'https://prancheta.example/profile?payment=declined',
      pending: 'https://prancheta.example/profile?payment=pending',
    });
    expect(pref.body.notification_url).toBe('https://prancheta.example/api/payments/notify/mercadopago');
    const row = await t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: user.id, provider: 'mercadopago', status: 'pending', amount_cents: 2990, days: 30 });
  });

  it('applies an approved payment fetched from the provider, once, however often the webhook arrives', async () => {
    const user = await createUser(t);
    const { reference } = await pay(user.token);
    mp.payments.set('5001', { id: 5001, status: 'approved', external_reference: reference, transaction_amount: 29.9 });
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await webhook('5001');
      expect(res.statusCode).toBe(200);
      outcomes.push(res.json().outcome);
    }
    expect(outcomes).toEqual(['approved', 'already-applied', 'already-applied']);
    expect(mp.paymentGets.get('5001')).toBe(3);
    const end = Date.parse((await endOf(user.id))!);
    expect(Math.round((end - Date.now()) / DAY_MS)).toBe(30);
    const row = await t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', external_id: '5001' });
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) });
    expect(me.json().user.subscription_active).toBe(true);
  });

  it('never trusts the body: a spoofed "approved" is ignored when the provider says rejected', async () => {
    const user = await createUser(t);
    const { reference } = await pay(user.token);
    mp.payments.set('5002', { id: 5002, status: 'rejected', external_reference: reference, transaction_amount: 29.9 });
    const res = await webhook('5002', { type: 'payment', data: { id: '5002' }, status: 'approved', external_reference: reference });
    expect(res.json().outcome).toBe('declined');
    expect(await endOf(user.id)).toBeNull();
    const row = await t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'declined', applied_at: null });
    // A later approved attempt on the same preference still counts (a new provider payment id).
    mp.payments.set('5003', { id: 5003, status: 'approved', external_reference: reference, transaction_amount: 29.9 });
    const body = await t.app.inject({ method: 'POST', url: '/api/payments/notify/mercadopago', payload: { type: 'payment', data: { id: 5003 } } });
    expect(body.json().outcome).toBe('approved');
    expect(await endOf(user.id)).not.toBeNull();
  });

  it('ignores unknown payments, other topics, pending payments and a charged amount that differs from the plan', async () => {
    const user = await createUser(t);
    const { reference } = await pay(user.token);
    expect((await webhook('9999')).json().outcome).toBe('unknown');
    const order = await t.app.inject({ method: 'POST', url: '/api/payments/notify/mercadopago?topic=merchant_order&id=77', payload: {} });
    expect(order.json().outcome).toBe('unknown');
    mp.payments.set('5004', { id: 5004, status: 'in_process', external_reference: reference, transaction_amount: 29.9 });
    expect((await webhook('5004')).json().outcome).toBe('pending');
    mp.payments.set('5005', { id: 5005, status: 'approved', external_reference: reference, transaction_amount: 0.01 });
    expect((await webhook('5005')).json().outcome).toBe('amount-mismatch');
    expect(await endOf(user.id)).toBeNull();
    mp.payments.set('5006', { id: 5006, status: 'approved', external_reference: 'someone-elses-reference', transaction_amount: 29.9 });
    expect((await webhook('5006')).json().outcome).toBe('unknown');
  });

  it('still uses a key stored in plain text by an older version, and seals it on first use', async () => {
    await t.db.updateTable('settings').set({ value: TOKEN }).where('key', '=', 'ACCESS_TOKEN').execute();
    const user = await createUser(t);
    await pay(user.token);
    expect(mp.preferences.at(-1)!.authorization).toBe(`Bearer ${TOKEN}`);
    const row = await t.db.selectFrom('settings').select('value').where('key', '=', 'ACCESS_TOKEN').executeTakeFirstOrThrow();
    expect(row.value).toMatch(/^enc:v1:/);
    expect(await readAccessToken(t.db, t.config)).toBe(TOKEN);
  });
});
