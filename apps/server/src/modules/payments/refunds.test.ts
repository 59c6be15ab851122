import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, outboxFiles } from '../../../../../e2e/helpers/mail.ts';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { access, registerRouteAccess } from '../../access/route-access.ts';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { applyVerifiedPayment } from '../../payments/service.ts';

const DAY_MS = 86_400_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('refunds and chargebacks (sandbox provider)', () => {
  let t: TestApp;
  let monthly: { id: number; days: number; price_cents: number };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://prancheta.test' });
    monthly = await t.db.selectFrom('plans').select(['id', 'days', 'price_cents']).where('days', '=', 30).executeTakeFirstOrThrow();
  });
  afterAll(async () => t.close());

  async function checkout(token: string, planId = monthly.id): Promise<{ path: string; reference: string }> {
    const res = await t.app.inject({ method: 'GET', url: `/api/user/pay?plan_id=${planId}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url as string);
    return { path: url.pathname, reference: url.pathname.split('/').pop()! };
  }
  const endOf = async (id: number) => (await t.db.selectFrom('users').select('end_subscription').where('id', '=', id).executeTakeFirstOrThrow()).end_subscription;
  const paymentOf = (reference: string) => t.db.selectFrom('payments').selectAll().where('reference', '=', reference).executeTakeFirstOrThrow();
  const mailsTo = (email: string) => outboxFiles(t.dataDir).map((f) => decodeQuotedPrintable(fs.readFileSync(f, 'utf8'))).filter((m) => m.includes(`To: ${email}`));
  const audits = (paymentId: number) => t.db.selectFrom('admin_audit').selectAll().where('target', '=', `payment:${paymentId}`).execute();
  const notify = (reference: string, status: string) => t.app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', payload: { reference, status } });

  it('sends a receipt after the approval: plan, amount in R$, period covered and the provider reference, in the language last used', async () => {
    const u = await createUser(t, { name: 'Rita' });
    await t.db.insertInto('user_preferences').values({ user_id: u.id, language: 'en-us', ...stamps() }).execute();
    const { path: page, reference } = await checkout(u.token);
    await t.app.inject({ method: 'POST', url: page, headers: FORM, payload: 'decision=approve' });
    const row = await paymentOf(reference);
    expect(row.period_end).toBe(await endOf(u.id));
    expect(Date.parse(row.period_end!) - Date.parse(row.period_start!)).toBe(30 * DAY_MS);
    const mails = mailsTo(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: Prancheta: your payment receipt');
    expect(mails[0]).toContain('Plan: Monthly');
    expect(mails[0]).toContain('Amount: R$ 29,90');
    const day = (iso: string) => new Date(iso).toLocaleDateString('en-us', { timeZone: 'UTC', day: '2-digit', month: '2-digit', year: 'numeric' });
    expect(mails[0]).toContain(`Period: ${day(row.period_start!)} to ${day(row.period_end!)}`);
    expect(mails[0]).toContain(`Payment reference: sandbox-${row.id}`);
    expect(mails[0]).toContain('http://prancheta.test/profile');
    const queued = await t.db.selectFrom('mail_queue').select(['status', 'attempts']).where('email', '=', u.email).execute();
    expect(queued).toEqual([{ status: 'sent', attempts: 1 }]);
  });

  it('"Estornar" on the sandbox page takes back exactly the granted days, once, audited and mailed; access ends when the end falls in the past', async () => {
    const probe = Fastify();
    registerErrorHandler(probe);
    probe.decorateRequest('user', null);
    registerRouteAccess(probe, t.db);
    probe.get('/api/gated', { config: { access: access.subscription } }, async () => ({ ok: true }));
    await probe.ready();
    try {
      const u = await createUser(t);
      const { path: page, reference } = await checkout(u.token);
      await t.app.inject({ method: 'POST', url: page, headers: FORM, payload: 'decision=approve' });
      expect((await probe.inject({ method: 'GET', url: '/api/gated', headers: bearer(u.token) })).statusCode).toBe(200);
      const before = Date.now();
      const res = await t.app.inject({ method: 'POST', url: page, headers: FORM, payload: 'decision=refund' });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('http://prancheta.test/profile?payment=refunded');
      const end = Date.parse((await endOf(u.id))!);
      expect(end).toBeGreaterThanOrEqual(before - 1000);
      expect(end).toBeLessThanOrEqual(Date.now());
      expect((await probe.inject({ method: 'GET', url: '/api/gated', headers: bearer(u.token) })).statusCode).toBe(402);
      const row = await paymentOf(reference);
      expect(row).toMatchObject({ status: 'refunded', refunded_cents: monthly.price_cents });
      expect(row.reversed_at).not.toBeNull();
      const trail = await audits(row.id);
      expect(trail.map((a) => [a.action, a.actor_email])).toEqual([['payment.refunded', 'provider:sandbox']]);
      expect(JSON.parse(trail[0]!.detail)).toMatchObject({ user_id: u.id, days: 30 });
      const mails = mailsTo(u.email);
      expect(mails).toHaveLength(2);
      expect(mails.find((m) => m.includes('Subject: Prancheta: seu pagamento foi estornado'))).toContain('Os 30 dias que ele liberou foram retirados da assinatura.');
      // The page shows the final state; neither button is offered nor accepted again.
      const pageAfter = await t.app.inject({ method: 'GET', url: page });
      expect(pageAfter.body).toContain('Pagamento estornado');
      expect(pageAfter.body).not.toContain('decision');
      expect((await t.app.inject({ method: 'POST', url: page, headers: FORM, payload: 'decision=chargeback' })).statusCode).toBe(404);
      expect(await audits(row.id)).toHaveLength(1);
    } finally {
      await probe.close();
    }
  });

  it('a chargeback moves a running subscription back by the payment days only', async () => {
    const u = await createUser(t, { active: true });
    const current = Date.parse((await endOf(u.id))!);
    const { path: page, reference } = await checkout(u.token);
    await t.app.inject({ method: 'POST', url: page, headers: FORM, payload: 'decision=approve' });
    expect(Date.parse((await endOf(u.id))!)).toBe(current + 30 * DAY_MS);
    const res = await t.app.inject({ method: 'POST', url: page, headers: FORM, payload: 'decision=chargeback' });
    expect(res.headers.location).toBe('http://prancheta.test/profile?payment=charged_back');
    expect(Date.parse((await endOf(u.id))!)).toBe(current);
    expect((await paymentOf(reference)).status).toBe('charged_back');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(u.token) });
    expect(me.json().user.subscription_active).toBe(true);
  });

  it('applies 20 parallel approvals once, then 20 parallel refunds once', async () => {
    const u = await createUser(t, { active: true });
    const current = Date.parse((await endOf(u.id))!);
    const { reference } = await checkout(u.token);
    const approvals = await Promise.all(Array.from({ length: 20 }, () => notify(reference, 'approved')));
    expect(approvals.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(approvals.filter((r) => r.json().outcome === 'approved')).toHaveLength(1);
    expect(Date.parse((await endOf(u.id))!)).toBe(current + 30 * DAY_MS);
    const refunds = await Promise.all(Array.from({ length: 20 }, () => notify(reference, 'refunded')));
    expect(refunds.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(refunds.filter((r) => r.json().outcome === 'refunded')).toHaveLength(1);
    expect(Date.parse((await endOf(u.id))!)).toBe(current);
    const row = await paymentOf(reference);
    expect(await audits(row.id)).toHaveLength(1);
    const mails = mailsTo(u.email);
    expect(mails).toHaveLength(2);
    // Replays after the fact change nothing either.
    expect((await notify(reference, 'refunded')).json().outcome).toBe('already-applied');
    expect((await notify(reference, 'approved')).json().outcome).toBe('already-applied');
    expect(Date.parse((await endOf(u.id))!)).toBe(current);
  });

  it('a refund that arrives before the approval closes the payment; the late approval grants nothing', async () => {
    const u = await createUser(t);
    const { reference } = await checkout(u.token);
    const row = await paymentOf(reference);
    expect(await applyVerifiedPayment(t.app.ctx, 'sandbox', { reference, external_id: `sandbox-${row.id}`, status: 'refunded' })).toBe('refunded');
    expect(await applyVerifiedPayment(t.app.ctx, 'sandbox', { reference, external_id: `sandbox-${row.id}`, status: 'approved' })).toBe('already-applied');
    expect(await endOf(u.id)).toBeNull();
    const after = await paymentOf(reference);
    expect(after).toMatchObject({ status: 'refunded', applied_at: null });
    expect(after.reversed_at).not.toBeNull();
    expect((await audits(row.id)).map((a) => a.action)).toEqual(['payment.refunded']);
    expect(mailsTo(u.email)).toHaveLength(0);
  });

  it('a refund racing its own approval (20 of each at once) ends refunded with nothing granted', async () => {
    const u = await createUser(t, { active: true });
    const current = Date.parse((await endOf(u.id))!);
    const { reference } = await checkout(u.token);
    const row = await paymentOf(reference);
    const verified = (status: 'approved' | 'refunded') => ({ reference, external_id: `sandbox-${row.id}`, status });
    const outcomes = await Promise.all(Array.from({ length: 40 }, (_, i) => applyVerifiedPayment(t.app.ctx, 'sandbox', verified(i % 2 ? 'approved' : 'refunded'))));
    expect(outcomes.filter((o) => o === 'refunded')).toHaveLength(1);
    expect(Date.parse((await endOf(u.id))!)).toBe(current);
    expect((await paymentOf(reference)).status).toBe('refunded');
    expect(await audits(row.id)).toHaveLength(1);
  });

  it('lists the payer\'s own payments on GET user/payments, newest first, with plan, amount, status and period; never another user\'s', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const first = await checkout(u.token);
    await t.app.inject({ method: 'POST', url: first.path, headers: FORM, payload: 'decision=approve' });
    await t.app.inject({ method: 'POST', url: first.path, headers: FORM, payload: 'decision=refund' });
    const second = await checkout(u.token);
    await checkout(other.token);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/payments' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/user/payments', headers: { ...bearer(u.token), 'x-lang': 'es-es' } });
    expect(res.statusCode).toBe(200);
    const list = res.json().payments as Array<Record<string, unknown>>;
    const refunded = await paymentOf(first.reference);
    const pending = await paymentOf(second.reference);
    expect(list.map((p) => p.id)).toEqual([pending.id, refunded.id]);
    expect(list[0]).toMatchObject({ status: 'pending', plan: 'Mensual', amount_cents: 2990, period_start: null, provider_reference: null, kind: 'user', club: null });
    expect(list[1]).toMatchObject({ status: 'refunded', refunded_cents: 2990, period_start: refunded.period_start, period_end: refunded.period_end, provider_reference: `sandbox-${refunded.id}` });
  });

  it('deleting the account removes its queued payment mails and reminders too', async () => {
    const { purgeUser } = await import('../../lifecycle/purge-user.ts');
    const u = await createUser(t);
    const { reference } = await checkout(u.token);
    await notify(reference, 'approved');
    await t.db.insertInto('subscription_reminders').values({ subject: 'user', subject_id: u.id, period_end: (await endOf(u.id))!, threshold: 7, ...stamps() }).execute();
    expect(await t.db.selectFrom('mail_queue').select('id').where('email', '=', u.email).execute()).toHaveLength(1);
    await purgeUser(t.app.ctx, u.id);
    expect(await t.db.selectFrom('mail_queue').select('id').where('email', '=', u.email).execute()).toHaveLength(0);
    expect(await t.db.selectFrom('subscription_reminders').select('id').where('subject_id', '=', u.id).where('subject', '=', 'user').execute()).toHaveLength(0);
  });

  it('refuses refund and chargeback on a pending payment (404 on the page, already-applied on the endpoint) and changes nothing', async () => {
    const u = await createUser(t);
    const { path: page, reference } = await checkout(u.token);
    expect((await t.app.inject({ method: 'POST', url: page, headers: FORM, payload: 'decision=refund' })).statusCode).toBe(404);
    expect((await notify(reference, 'charged_back')).json().outcome).toBe('already-applied');
    expect((await notify(reference, 'bogus')).statusCode).toBe(422);
    expect((await paymentOf(reference)).status).toBe('pending');
  });
});

describe('payment mail failures', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every send fails.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
  });
  afterAll(async () => t.close());

  it('never roll back a payment: the receipt stays queued and the mail-queue job sends it once the mail server is back', async () => {
    const { createMailer } = await import('../../mail/mailer.ts');
    const { mailQueueJob } = await import('../../jobs/mail-queue.ts');
    const { runJob } = await import('../../jobs/scheduler.ts');
    const u = await createUser(t);
    const plan = await t.db.selectFrom('plans').select('id').where('days', '=', 30).executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: `/api/user/pay?plan_id=${plan.id}`, headers: bearer(u.token) });
    const reference = new URL(res.json().url as string).pathname.split('/').pop()!;
    const ok = await t.app.inject({ method: 'POST', url: '/api/payments/notify/sandbox', payload: { reference, status: 'approved' } });
    expect(ok.json().outcome).toBe('approved');
    expect((await t.db.selectFrom('payments').select('status').where('reference', '=', reference).executeTakeFirstOrThrow()).status).toBe('approved');
    const queued = await t.db.selectFrom('mail_queue').selectAll().where('email', '=', u.email).executeTakeFirstOrThrow();
    expect(queued).toMatchObject({ status: 'pending', attempts: 1 });
    expect(queued.error).toBeTruthy();
    // The mail server comes back (the outbox transport stands in for it).
    t.app.ctx.mailer = createMailer({ from: t.config.MAIL_FROM, outboxDir: path.join(t.dataDir, 'outbox'), log: t.app.log });
    expect(await runJob(t.app.ctx, mailQueueJob, t.app.log)).toBe('requeued 0, sent 1, failed 0');
    expect((await t.db.selectFrom('mail_queue').select(['status', 'attempts']).where('id', '=', queued.id).executeTakeFirstOrThrow())).toEqual({ status: 'sent', attempts: 2 });
    expect(outboxFiles(t.dataDir).map((f) => fs.readFileSync(f, 'utf8')).filter((m) => m.includes(`To: ${u.email}`))).toHaveLength(1);
  });
});
