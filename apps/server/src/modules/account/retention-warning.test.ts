import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, outboxFiles } from '../../../../../e2e/helpers/mail.ts';
import { userActor } from '../../access/actor.ts';
import { runJob } from '../../jobs/scheduler.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import type { User } from '../trainings/test-support.ts';
import { expiringRecords } from './retention-notice.ts';
import type { SeededAccount } from './test-support.ts';
import { seedAccount, setCreatedAt } from './test-support.ts';
import { createRetentionWarningJob } from './warning-job.ts';

const DAY_MS = 86_400_000;

/** `months` months (and `days` days) before `now`. */
function ago(now: Date, months: number, days = 0): Date {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() - months);
  return new Date(d.getTime() - days * DAY_MS);
}

/** About 5.5 months old: six months less 13 days, so deleted 13 days after `now`. */
const fiveAndHalf = (now: Date) => ago(now, 6, -13);

describe('retention warning (home list and one e-mail)', () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let mine: SeededAccount;
  let theirs: SeededAccount;
  // A test clock far from the real one: the job and the list read only the time they are given.
  const NOW = new Date('2027-03-10T12:00:00.000Z');

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true, name: 'Rita' });
    other = await createUser(t, { active: true, name: 'Caio' });
    mine = await seedAccount(t, owner, 'Transição ofensiva');
    theirs = await seedAccount(t, other);
    for (const [table, id] of [
      ['treinos', mine.training],
      ['fitnes', mine.sheet],
      ['semanas', mine.week],
      ['formactions', mine.formation],
      ['formactions', mine.video],
    ] as const)
      await setCreatedAt(t, table, id, ago(NOW, 1));
    for (const [table, id] of [
      ['treinos', theirs.training],
      ['fitnes', theirs.sheet],
      ['semanas', theirs.week],
      ['formactions', theirs.formation],
      ['formactions', theirs.video],
    ] as const)
      await setCreatedAt(t, table, id, ago(NOW, 1));
    await setCreatedAt(t, 'treinos', mine.training, fiveAndHalf(NOW));
    await setCreatedAt(t, 'formactions', mine.video, fiveAndHalf(NOW));
    await setCreatedAt(t, 'semanas', mine.week, ago(NOW, 4));
    await setCreatedAt(t, 'fitnes', mine.sheet, ago(NOW, 5));
    await setCreatedAt(t, 'treinos', theirs.training, fiveAndHalf(NOW));
  });
  afterAll(async () => t.close());

  const mailsTo = (email: string) => outboxFiles(t.dataDir).filter((f) => fs.readFileSync(f, 'utf8').includes(`To: ${email}`));

  it("lists records about 5.5 months old with their deletion date, not 4- or 5-month-old ones, not other coaches'", async () => {
    const rows = await expiringRecords(t.db, userActor({ id: owner.id, level: 'user' }), NOW);
    expect(rows.map((r) => [r.kind, r.id])).toEqual(
      expect.arrayContaining([
        ['treino', mine.training],
        ['video', mine.video],
      ]),
    );
    expect(rows).toHaveLength(2);
    const training = rows.find((r) => r.kind === 'treino')!;
    expect(training.title).toBe('Transição ofensiva');
    expect(training.deletes_at).toBe(new Date(NOW.getTime() + 13 * DAY_MS).toISOString());
  });

  it('GET /api/user/retention lists them with the real clock; 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user/retention' })).statusCode).toBe(401);
    const now = new Date();
    const probe = await createUser(t, { active: true });
    const rec = await seedAccount(t, probe, 'Bola parada');
    for (const [table, id] of [
      ['fitnes', rec.sheet],
      ['semanas', rec.week],
      ['formactions', rec.formation],
      ['formactions', rec.video],
    ] as const)
      await setCreatedAt(t, table, id, ago(now, 4));
    await setCreatedAt(t, 'treinos', rec.training, fiveAndHalf(now));
    const res = await t.app.inject({ method: 'GET', url: '/api/user/retention', headers: bearer(probe.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().expiring).toEqual([{ kind: 'treino', id: rec.training, title: 'Bola parada', deletes_at: expect.any(String) }]);
    const days = (Date.parse(res.json().expiring[0].deletes_at) - now.getTime()) / DAY_MS;
    // Six months back and forth is not the same number of days in every season: 11 to 14 days.
    expect(days).toBeGreaterThan(11);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('e-mails each coach once, in the language they use, and a second run sends nothing', async () => {
    // The home screen tells the server the coach's language.
    await t.app.inject({ method: 'GET', url: '/api/user/retention', headers: { ...bearer(owner.token), 'x-lang': 'es-es' } });
    const job = createRetentionWarningJob(() => NOW);
    const first = await runJob(t.app.ctx, job, t.app.log);
    // Other suites' coaches (the probe above) may be warned too; this one's mails are checked below.
    expect(first).toMatch(/^mails=\d+ records=\d+$/);
    const ownerMails = mailsTo(owner.email);
    expect(ownerMails).toHaveLength(1);
    const text = decodeQuotedPrintable(fs.readFileSync(ownerMails[0]!, 'utf8'));
    expect(text).toContain('Hola, Rita!');
    expect(text).toContain('Entrenamiento "Transição ofensiva": se elimina el 23/03/2027');
    expect(text).toContain('Vídeo "Saída de bola com três zagueiros": se elimina el 23/03/2027');
    expect(text).not.toContain('Semana de pré-temporada');
    expect(text).toContain(`${t.config.publicUrl}/profile`);
    expect(mailsTo(other.email)).toHaveLength(1);
    expect(decodeQuotedPrintable(fs.readFileSync(mailsTo(other.email)[0]!, 'utf8'))).toContain('Olá, Caio!');

    const before = outboxFiles(t.dataDir).length;
    expect(await runJob(t.app.ctx, job, t.app.log)).toBe('mails=0 records=0');
    expect(outboxFiles(t.dataDir).length).toBe(before);
    const remembered = await t.db.selectFrom('retention_warnings').select(['user_id', 'kind', 'record_id']).where('user_id', '=', owner.id).orderBy('kind').execute();
    expect(remembered).toEqual([
      { user_id: owner.id, kind: 'treino', record_id: mine.training },
      { user_id: owner.id, kind: 'video', record_id: mine.video },
    ]);
  });

  it('sends one new e-mail when a new batch enters the window, naming only the new records', async () => {
    const later = new Date(NOW.getTime() + 30 * DAY_MS);
    const before = mailsTo(owner.email).length;
    // Thirty days on, the 5-month-old sheet is about 5.5 months old; the earlier records are past their date.
    const third = await runJob(
      t.app.ctx,
      createRetentionWarningJob(() => later),
      t.app.log,
    );
    expect(third).toMatch(/^mails=\d+ records=\d+$/);
    const mails = mailsTo(owner.email);
    expect(mails).toHaveLength(before + 1);
    const newest = mails.map((f) => decodeQuotedPrintable(fs.readFileSync(f, 'utf8'))).find((m) => m.includes('Hipertrofia A'))!;
    expect(newest).toBeDefined();
    expect(newest).not.toContain('Transição ofensiva');
  });
});
