import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeQuotedPrintable, outboxFiles } from '../../../../e2e/helpers/mail.ts';
import { loadConfig } from '../config.ts';
import { openDatabase, stamps } from '../db/index.ts';
import { migrations } from '../db/migrations/index.ts';
import { bootstrap } from '../bootstrap.ts';
import { runJob } from '../jobs/scheduler.ts';
import { createClub } from '../modules/clubs/test-support.ts';
import type { TestApp } from '../test/helper.ts';
import { bearer, createTestApp, createUser, injectAs } from '../test/helper.ts';
import { createRenewalReminderJob } from './reminder-job.ts';
import { normalisedEmail, readTrialDays, trialEmailHash } from './trial.ts';

const DAY_MS = 86_400_000;
/**
 * Day 0 of the set clock (signups and the access check read Date.now()): the real time at start,
 * so the sessions made before the clock is set (30 days long) stay valid while it moves 15 days on.
 */
const START = Math.floor(Date.now() / 1000) * 1000;

let counter = 0;

/** POST /api/auth/signup with a fresh phone; answers the token and the user's id. */
async function signup(t: TestApp, email: string): Promise<{ token: string; id: number; status: number }> {
  counter += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name: `Coach ${counter}`, email, phone: `5511${String(900000 + counter).padStart(7, '0')}`, password: 'secret-123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().auth_token as string, id: (res.json().user as { id: number }).id, status: res.statusCode };
}

/** The status of a call that needs an active subscription (or trial). */
async function trainingsStatus(t: TestApp, token: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/treinos', headers: bearer(token) })).statusCode;
}

async function trialEndOf(t: TestApp, id: number): Promise<string | null> {
  return (await t.db.selectFrom('users').select('trial_end').where('id', '=', id).executeTakeFirstOrThrow()).trial_end;
}

describe('normalised e-mail of the trial', () => {
  it('lower-cases, trims and drops the +tag of the local part', () => {
    expect(normalisedEmail('  Rita.Lopes+Clube2@Example.COM ')).toBe('rita.lopes@example.com');
    expect(trialEmailHash('rita.lopes+x@example.com')).toBe(trialEmailHash('RITA.LOPES@example.com'));
    expect(trialEmailHash('rita.lopes@example.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(trialEmailHash('rita@example.com')).not.toBe(trialEmailHash('rita@example.org'));
  });

  it('a new install gets 14 trial days unless TRIAL_DAYS says otherwise', () => {
    expect(loadConfig({}).TRIAL_DAYS).toBe(14);
    expect(loadConfig({ TRIAL_DAYS: '0' }).TRIAL_DAYS).toBe(0);
    expect(() => loadConfig({ TRIAL_DAYS: '-1' })).toThrow(/TRIAL_DAYS must be a whole number of days from 0 to 365/);
  });
});

describe('trial days of an install', () => {
  /** A SQLite database migrated up to the trial's migration, `seeded` as an install that already ran, then to the end. */
  async function installBeforeTrial(seeded: boolean) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-trial-'));
    const handle = openDatabase({ dataDir: dir });
    const at = migrations.findIndex((m) => m.name === '0037_free_trial');
    expect(at).toBeGreaterThan(0);
    for (const m of migrations.slice(0, at)) await m.up(handle.db, 'sqlite');
    if (seeded)
      await handle.db
        .insertInto('settings')
        .values({ key: 'seeded', value: '1', ...stamps() })
        .execute();
    // The trial's migration, then every later one (bootstrap writes their columns).
    for (const m of migrations.slice(at)) await m.up(handle.db, 'sqlite');
    return {
      db: handle.db,
      async close() {
        await handle.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  it('an install that already ran keeps no trial (0 days); a new one gets 14 from bootstrap, and a saved value stays', async () => {
    const old = await installBeforeTrial(true);
    try {
      await bootstrap(old.db, { adminEmail: 'm@test.local', adminPassword: 'master-pass', log: pino({ level: 'silent' }), quiet: true });
      expect(await readTrialDays(old.db)).toBe(0);
    } finally {
      await old.close();
    }
    const fresh = await installBeforeTrial(false);
    try {
      await bootstrap(fresh.db, { adminEmail: 'm@test.local', adminPassword: 'master-pass', log: pino({ level: 'silent' }), quiet: true });
      expect(await readTrialDays(fresh.db)).toBe(14);
    } finally {
      await fresh.close();
    }
  });
});

describe('free trial (set clock)', () => {
  let t: TestApp;
  let master: { token: string };
  let admin: { token: string };

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://prancheta.test', TRIAL_DAYS: 14 });
    master = { token: (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'master@test.local', password: 'master-pass' } })).json().auth_token };
    admin = await createUser(t, { level: 'admin' });
  });
  afterAll(async () => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Sets the clock (Date only: timers keep running) to START plus `days`. */
  function clockAt(days: number): void {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START + days * DAY_MS);
  }

  it('the master reads and sets the trial days on admin/plans; an admin only reads them; bad values are refused with 422 and change nothing', async () => {
    expect((await injectAs(t, admin, 'GET', '/api/admin/plans')).json().trial_days).toBe(14);
    expect((await injectAs(t, admin, 'PUT', '/api/admin/trial', { trial_days: 3 })).statusCode).toBe(403);
    for (const trial_days of [-1, 1.5, 'x', '', 366]) {
      const res = await injectAs(t, master, 'PUT', '/api/admin/trial', { trial_days });
      expect(res.statusCode, String(trial_days)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['trial_days']);
    }
    const saved = await injectAs(t, master, 'PUT', '/api/admin/trial', { trial_days: 30 }, 'pt-br');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: 'Teste grátis atualizado', trial_days: 30 });
    expect((await injectAs(t, master, 'GET', '/api/admin/plans')).json().trial_days).toBe(30);
    const audit = await t.db.selectFrom('admin_audit').select(['action', 'detail']).where('action', '=', 'trial.update').execute();
    expect(audit.map((a) => JSON.parse(a.detail))).toEqual([{ before: 14, after: 30 }]);
    expect((await injectAs(t, master, 'PUT', '/api/admin/trial', { trial_days: 14 })).statusCode).toBe(200);
  });

  it('a new account has full access for the trial days from signup, then answers 402', async () => {
    clockAt(0);
    const coach = await signup(t, 'rita.trial@example.com');
    expect(await trialEndOf(t, coach.id)).toBe(new Date(START + 14 * DAY_MS).toISOString());
    expect(await trainingsStatus(t, coach.token)).toBe(200);
    const me = (await injectAs(t, coach, 'GET', '/api/user')).json().user;
    expect(me).toMatchObject({
      subscription_active: true,
      in_trial: true,
      trial_end: new Date(START + 14 * DAY_MS).toISOString(),
      subscription: { end_subscription: null, last_payment: null },
    });
    clockAt(13.9);
    expect(await trainingsStatus(t, coach.token)).toBe(200);
    clockAt(14.01);
    expect(await trainingsStatus(t, coach.token)).toBe(402);
    expect((await injectAs(t, coach, 'GET', '/api/user')).json().user).toMatchObject({ subscription_active: false, in_trial: false });
  });

  it('the same mailbox gets no second trial: other case and a +tag, or after the account was deleted and made again', async () => {
    clockAt(0);
    const first = await signup(t, 'joao.silva@example.com');
    expect(await trialEndOf(t, first.id)).not.toBeNull();
    // The schema lower-cases the address; the +tag is what would make it look new.
    const tagged = await signup(t, '  Joao.Silva+Clube@Example.com ');
    expect(await trialEndOf(t, tagged.id)).toBeNull();
    expect(await trainingsStatus(t, tagged.token)).toBe(402);

    const deleted = await injectAs(t, first, 'DELETE', '/api/user/account', { password: 'secret-123' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The purge leaves the hash: no user id, no address.
    const kept = await t.db.selectFrom('trial_emails').selectAll().where('email_hash', '=', trialEmailHash('joao.silva@example.com')).execute();
    expect(kept).toHaveLength(1);
    expect(Object.keys(kept[0]!).sort()).toEqual(['created_at', 'email_hash', 'id', 'updated_at']);
    const again = await signup(t, 'joao.silva@example.com');
    expect(await trialEndOf(t, again.id)).toBeNull();
    expect(await trainingsStatus(t, again.token)).toBe(402);
  });

  it('with 0 trial days a signup answers 402 as before and claims no mailbox', async () => {
    clockAt(0);
    expect((await injectAs(t, master, 'PUT', '/api/admin/trial', { trial_days: 0 })).statusCode).toBe(200);
    try {
      const coach = await signup(t, 'sem.teste@example.com');
      expect(await trialEndOf(t, coach.id)).toBeNull();
      expect(await trainingsStatus(t, coach.token)).toBe(402);
      expect((await injectAs(t, coach, 'GET', '/api/user')).json().user).toMatchObject({ subscription_active: false, in_trial: false, trial_end: null });
      expect(await t.db.selectFrom('trial_emails').select('id').where('email_hash', '=', trialEmailHash('sem.teste@example.com')).execute()).toEqual([]);
    } finally {
      expect((await injectAs(t, master, 'PUT', '/api/admin/trial', { trial_days: 14 })).statusCode).toBe(200);
    }
  });

  it('paying during the trial starts the paid period at the trial end (no trial day is lost)', async () => {
    clockAt(0);
    const coach = await signup(t, 'paga.cedo@example.com');
    const trialEnd = START + 14 * DAY_MS;
    clockAt(4);
    const plan = await t.db.selectFrom('plans').select(['id', 'days']).where('days', '=', 30).executeTakeFirstOrThrow();
    const pay = await injectAs(t, coach, 'GET', `/api/user/pay?plan_id=${plan.id}`);
    expect(pay.statusCode, pay.body).toBe(200);
    const path = new URL(pay.json().url as string).pathname;
    const approved = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'decision=approve' });
    expect(approved.statusCode).toBe(303);
    const row = await t.db.selectFrom('users').select(['end_subscription', 'trial_end']).where('id', '=', coach.id).executeTakeFirstOrThrow();
    expect(row.end_subscription).toBe(new Date(trialEnd + 30 * DAY_MS).toISOString());
    const payment = await t.db.selectFrom('payments').select(['period_start', 'period_end']).where('user_id', '=', coach.id).executeTakeFirstOrThrow();
    expect(payment).toEqual({ period_start: new Date(trialEnd).toISOString(), period_end: new Date(trialEnd + 30 * DAY_MS).toISOString() });
    // Paid past the trial: no longer listed as a trial account.
    expect((await injectAs(t, coach, 'GET', '/api/user')).json().user).toMatchObject({ in_trial: false, subscription_active: true });
    clockAt(14.5);
    expect(await trainingsStatus(t, coach.token)).toBe(200);
  });

  it('a coordinator on trial covers the club members until the trial ends', async () => {
    clockAt(0);
    const leader = await signup(t, 'coordenadora@example.com');
    const member = await createUser(t);
    expect(await trainingsStatus(t, member.token)).toBe(402);
    await createClub(t, leader, { members: [member], name: 'Clube em Teste' });
    expect(await trainingsStatus(t, member.token)).toBe(200);
    expect((await injectAs(t, member, 'GET', '/api/teams')).statusCode).toBe(200);
    expect((await injectAs(t, member, 'GET', '/api/user')).json().user).toMatchObject({
      subscription_active: true,
      in_trial: false,
      club_end_subscription: new Date(START + 14 * DAY_MS).toISOString(),
    });
    clockAt(14.01);
    expect(await trainingsStatus(t, member.token)).toBe(402);
    expect(await trainingsStatus(t, leader.token)).toBe(402);
  });

  it('the admin users list shows trial accounts and their end, and filters them; payment totals are unaffected', async () => {
    clockAt(0);
    const year = new Date(START).getUTCFullYear();
    const totalsUrl = `/api/admin/payments/totals?from=${year - 1}-01-01&to=${year + 1}-12-31`;
    const totalsBefore = (await injectAs(t, admin, 'GET', totalsUrl)).json();
    const onTrial = await signup(t, 'lista.teste@example.com');
    const paid = await createUser(t, { active: true });
    const list = await injectAs(t, admin, 'GET', '/api/admin/users?page=1&pageSize=100&trial=1');
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as Array<{ id: number; in_trial: boolean; trial_end: string | null; subscription_active: boolean }>;
    expect(items.find((u) => u.id === onTrial.id)).toMatchObject({ in_trial: true, subscription_active: true, trial_end: new Date(START + 14 * DAY_MS).toISOString() });
    expect(items.some((u) => u.id === paid.id)).toBe(false);
    expect(items.every((u) => u.in_trial)).toBe(true);
    const all = (await injectAs(t, admin, 'GET', '/api/admin/users?page=1&pageSize=100')).json().items as Array<{ id: number; in_trial: boolean }>;
    expect(all.find((u) => u.id === paid.id)).toMatchObject({ in_trial: false });
    expect((await injectAs(t, admin, 'GET', '/api/admin/users?page=1&trial=2')).statusCode).toBe(422);
    expect((await injectAs(t, admin, 'GET', totalsUrl)).json()).toEqual(totalsBefore);
    expect(await t.db.selectFrom('payments').select('id').where('user_id', '=', onTrial.id).execute()).toEqual([]);
  });
});

describe('trial-end reminders (set clock)', () => {
  let t: TestApp;
  let now = new Date('2027-06-10T12:00:00.000Z');
  const job = createRenewalReminderJob(() => now);
  const mailsTo = (email: string) =>
    outboxFiles(t.dataDir)
      .map((f) => decodeQuotedPrintable(fs.readFileSync(f, 'utf8')))
      .filter((m) => m.includes(`To: ${email}`));
  const run = () => runJob(t.app.ctx, job, t.app.log);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://prancheta.test' });
  });
  afterAll(async () => t.close());

  it('mails 7 days and 1 day before a trial ends, with trial wording in the language last used; none once paid past it', async () => {
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
    const trial = await createUser(t, { name: 'Rita' });
    const paidEarly = await createUser(t);
    await t.db
      .insertInto('user_preferences')
      .values({ user_id: trial.id, language: 'es-es', ...stamps() })
      .execute();
    await t.db
      .updateTable('users')
      .set({ trial_end: at(6.5) })
      .where('id', '=', trial.id)
      .execute();
    await t.db
      .updateTable('users')
      .set({ trial_end: at(6.5), end_subscription: at(36.5) })
      .where('id', '=', paidEarly.id)
      .execute();

    expect(await run()).toBe('reminders=1 mailed=1');
    const first = mailsTo(trial.email);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('Subject: Prancheta: tu prueba gratis termina el');
    expect(first[0]).toContain('Tu prueba gratis de Prancheta termina el');
    expect(first[0]).toContain('en 7 día(s)');
    expect(first[0]).toContain('los días pagados empiezan cuando termina la prueba');
    expect(first[0]).not.toContain('suscripción termina');
    expect(first[0]).toContain('http://prancheta.test/payment');
    expect(mailsTo(paidEarly.email)).toHaveLength(0);
    expect(await run()).toBe('reminders=0 mailed=0');

    now = new Date(now.getTime() + 6 * DAY_MS);
    expect(await run()).toBe('reminders=1 mailed=1');
    expect(mailsTo(trial.email).filter((m) => m.includes('en 1 día(s)'))).toHaveLength(1);
    expect(mailsTo(paidEarly.email)).toHaveLength(0);
    expect(await run()).toBe('reminders=0 mailed=0');
  });
});
