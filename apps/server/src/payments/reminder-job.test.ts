import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, outboxFiles } from '../../../../e2e/helpers/mail.ts';
import { stamps } from '../db/index.ts';
import { runJob } from '../jobs/scheduler.ts';
import type { TestApp } from '../test/helper.ts';
import { createTestApp, createUser } from '../test/helper.ts';
import { createRenewalReminderJob, reminderThreshold } from './reminder-job.ts';

const DAY_MS = 86_400_000;

describe('renewal reminders (set clock)', () => {
  let t: TestApp;
  // A test clock far from the real one: the job reads only the time it is given.
  let now = new Date('2027-05-10T12:00:00.000Z');
  const job = createRenewalReminderJob(() => now);
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString();
  const mailsTo = (email: string) => outboxFiles(t.dataDir).map((f) => decodeQuotedPrintable(fs.readFileSync(f, 'utf8'))).filter((m) => m.includes(`To: ${email}`));
  const run = () => runJob(t.app.ctx, job, t.app.log);

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://prancheta.test' });
  });
  afterAll(async () => t.close());

  it('picks the threshold from the time left', () => {
    expect(reminderThreshold(at(10), now)).toBeNull();
    expect(reminderThreshold(at(7), now)).toBe(7);
    expect(reminderThreshold(at(1.5), now)).toBe(7);
    expect(reminderThreshold(at(1), now)).toBe(1);
    expect(reminderThreshold(at(-1), now)).toBeNull();
  });

  it('mails 7 days and 1 day before the end, once per period and threshold, in the language last used, with the /payment link; a club coordinator for the club', async () => {
    const ending = await createUser(t, { name: 'Rita' });
    const later = await createUser(t);
    const ended = await createUser(t);
    const leader = await createUser(t, { name: 'Lia' });
    const admin = await createUser(t, { level: 'admin' });
    await t.db.insertInto('user_preferences').values({ user_id: ending.id, language: 'en-us', ...stamps() }).execute();
    await t.db.insertInto('user_preferences').values({ user_id: leader.id, language: 'es-es', ...stamps() }).execute();
    const end = at(6.5);
    for (const [id, e] of [
      [ending.id, end],
      [later.id, at(20)],
      [ended.id, at(-2)],
      [admin.id, at(3)],
    ] as const)
      await t.db.updateTable('users').set({ end_subscription: e }).where('id', '=', id).execute();
    await t.db.insertInto('teams').values({ name: 'Clube Azul', location: null, image: null, leader_id: leader.id, max_users: 10, max_categories: 5, end_subscription: at(6.8), ...stamps() }).execute();

    expect(await run()).toBe('reminders=2 mailed=2');
    const first = mailsTo(ending.email);
    expect(first).toHaveLength(1);
    expect(first[0]).toContain('Subject: Prancheta: your subscription ends on');
    expect(first[0]).toContain('in 7 day(s)');
    expect(first[0]).toContain('http://prancheta.test/payment');
    const club = mailsTo(leader.email);
    expect(club).toHaveLength(1);
    expect(club[0]).toContain('Clube Azul');
    expect(club[0]).toContain('La suscripción del club Clube Azul termina el');
    for (const u of [later, ended, admin]) expect(mailsTo(u.email)).toHaveLength(0);

    // A rerun (or another instance, or a catch-up) the same day sends nothing new.
    expect(await run()).toBe('reminders=0 mailed=0');

    // Six days later: the last-call reminder, once.
    now = new Date(now.getTime() + 6 * DAY_MS);
    expect(await run()).toBe('reminders=2 mailed=2');
    expect(mailsTo(ending.email)).toHaveLength(2);
    expect(mailsTo(ending.email).filter((m) => m.includes('in 1 day(s)'))).toHaveLength(1);
    expect(mailsTo(leader.email)).toHaveLength(2);
    expect(await run()).toBe('reminders=0 mailed=0');

    // A renewal moves the end: a new period, reminded again when its own 7 days come.
    await t.db.updateTable('users').set({ end_subscription: new Date(Date.parse(end) + 30 * DAY_MS).toISOString() }).where('id', '=', ending.id).execute();
    expect(await run()).toBe('reminders=0 mailed=0');
    now = new Date(now.getTime() + 24 * DAY_MS);
    expect(await run()).toBe('reminders=1 mailed=1');
    expect(mailsTo(ending.email)).toHaveLength(3);
    const rows = await t.db.selectFrom('subscription_reminders').select(['subject', 'subject_id', 'threshold']).where('subject_id', '=', ending.id).where('subject', '=', 'user').orderBy('id').execute();
    expect(rows.map((r) => r.threshold)).toEqual([7, 1, 7]);
  });
});
