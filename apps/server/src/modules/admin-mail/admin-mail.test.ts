import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import type { Part } from '../formations/test-fixtures.ts';
import type { User } from '../trainings/test-support.ts';
import { postMultipart, textParts } from '../trainings/test-support.ts';

/** A small but real PDF (file-type reads the %PDF magic). */
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

/** Polls the batch's status until the background sender marks it done; answers the batch. */
async function untilBatchDone(t: TestApp, admin: User, id: number) {
  return vi.waitFor(
    async () => {
      const batch = (await t.app.inject({ method: 'GET', url: `/api/admin/sendmail/${id}`, headers: bearer(admin.token) })).json().batch;
      expect(batch.status).toBe('done');
      return batch;
    },
    { timeout: 10_000 },
  );
}

describe('admin bulk mail', () => {
  let t: TestApp;
  let admin: User;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { level: 'admin' });
  });
  afterAll(async () => t.close());

  const outbox = (): string[] => {
    const dir = path.join(t.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
  };
  const tmpFiles = () => (fs.existsSync(path.join(t.dataDir, 'tmp')) ? fs.readdirSync(path.join(t.dataDir, 'tmp')) : []);
  const batches = async () => Number((await t.db.selectFrom('mail_batches').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const recipients = (emails: string[]): Part[] => emails.map((value, i) => ({ name: `emails[${i}]`, value }));
  const untilDone = (id: number) => untilBatchDone(t, admin, id);

  it('answers 401 to anonymous callers and 403 to user and mod levels on every call', async () => {
    const user = await createUser(t, { active: true });
    const mod = await createUser(t, { level: 'mod', active: true });
    const calls = [
      { method: 'GET' as const, url: '/api/admin/mail/users' },
      { method: 'POST' as const, url: '/api/admin/sendmail', payload: { subject: 's', message: 'm', emails: [user.email] } },
      { method: 'GET' as const, url: '/api/admin/sendmail/1' },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const who of [user, mod]) expect((await t.app.inject({ ...call, headers: bearer(who.token) })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await batches()).toBe(0);
    expect(outbox()).toHaveLength(0);
  });

  it('lists users with their subscription status', async () => {
    const active = await createUser(t, { active: true });
    const inactive = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/mail/users', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const users = res.json().users as Array<{ id: number; active: boolean; email: string }>;
    expect(users.find((u) => u.id === active.id)).toMatchObject({ active: true, email: active.email });
    expect(users.find((u) => u.id === inactive.id)).toMatchObject({ active: false });
  });

  it('refuses a missing subject, message or recipient, a bad address and a too large or unknown attachment, leaving no batch and no file', async () => {
    const a = await createUser(t);
    const filesBefore = (await storedFiles(t));
    const empty = await postMultipart(t, admin, '/api/admin/sendmail', textParts({ subject: '', message: '<p><script>x</script></p>' }), 'pt-br');
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['emails', 'message', 'subject']);
    const badAddress = await postMultipart(t, admin, '/api/admin/sendmail', [...textParts({ subject: 'Oi', message: '<p>Olá</p>' }), ...recipients(['not-an-address'])]);
    expect(badAddress.statusCode).toBe(422);
    const big = await postMultipart(t, admin, '/api/admin/sendmail', [
      ...textParts({ subject: 'Oi', message: '<p>Olá</p>' }),
      ...recipients([a.email]),
      { name: 'attach', filename: 'big.pdf', type: 'application/pdf', data: Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ attach: ['The attachment is over 5 MB'] });
    const text = await postMultipart(t, admin, '/api/admin/sendmail', [
      ...textParts({ subject: 'Oi', message: '<p>Olá</p>' }),
      ...recipients([a.email]),
      { name: 'attach', filename: 'notes.pdf', type: 'application/pdf', data: Buffer.from('just text pretending to be a pdf') },
    ]);
    expect(text.statusCode).toBe(422);
    expect(Object.keys(text.json().errors)).toEqual(['attach']);
    expect(await batches()).toBe(0);
    expect(await storedFiles(t)).toEqual(filesBefore);
    expect(tmpFiles()).toEqual([]);
    expect(outbox()).toHaveLength(0);
  });

  it('sends one message per recipient in the background, with the attachment and sanitised text, and reports each result', async () => {
    const a = await createUser(t, { name: 'Ana Souza' });
    const b = await createUser(t, { name: 'Bruno Lima' });
    const res = await postMultipart(t, admin, '/api/admin/sendmail', [
      ...textParts({ subject: 'Reunião de técnicos', message: '<p>Olá, <strong>técnicos</strong>!<script>alert(1)</script><img src=x onerror=alert(2)></p>' }),
      ...recipients([a.email, b.email, a.email.toUpperCase()]),
      { name: 'attach', filename: 'pauta.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('E-mail sent successfully');
    const id = res.json().batch.id as number;
    expect(res.json().batch.total).toBe(2);
    const done = await untilDone(id);
    expect(done).toMatchObject({ total: 2, sent: 2, failed: 0, attachment: 'pauta.pdf' });
    expect(done.recipients).toEqual([
      { email: a.email, status: 'sent', error: null },
      { email: b.email, status: 'sent', error: null },
    ]);
    const mails = outbox();
    expect(mails).toHaveLength(2);
    for (const [mail, to] of [
      [mails.find((m) => m.includes(a.email)), a.email],
      [mails.find((m) => m.includes(b.email)), b.email],
    ] as const) {
      expect(mail).toBeDefined();
      const other = to === a.email ? b.email : a.email;
      expect(mail).not.toContain(other);
      expect(mail).toMatch(new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm'));
      expect(mail).toContain('filename=pauta.pdf');
      expect(mail).toContain(pdf.toString('base64').slice(0, 40));
      expect(mail).not.toContain('<script');
      expect(mail).not.toContain('onerror');
      expect(mail).toContain('<strong>');
    }
    // The attachment left storage once every recipient was done.
    const batch = await t.db.selectFrom('mail_batches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(batch.attachment_key).toBeNull();
    expect((await storedFiles(t)).filter((f) => f.startsWith('mail/'))).toEqual([]);
    const audit = await t.db.selectFrom('admin_audit').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'mail.send', target: `mail:${id}`, actor_id: admin.id });
    expect(JSON.parse(audit.detail)).toMatchObject({ recipients: 3, attachment: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/sendmail/999999', headers: bearer(admin.token) })).statusCode).toBe(404);
  });
});

describe('admin bulk mail when the mail server refuses', () => {
  let t: TestApp;

  // A real SMTP transport pointed at a port nobody listens on: every send fails.
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => t.close());

  it('records each failure with its reason and still finishes the batch, removing the attachment', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const a = await createUser(t);
    const res = await postMultipart(t, admin, '/api/admin/sendmail', [
      ...textParts({ subject: 'Aviso', message: '<p>Olá</p>', 'emails[0]': a.email }),
      { name: 'attach', filename: 'pauta.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const batch = await untilBatchDone(t, admin, res.json().batch.id as number);
    expect(batch).toMatchObject({ status: 'done', total: 1, sent: 0, failed: 1 });
    expect(batch.recipients[0].status).toBe('failed');
    expect(batch.recipients[0].error).toMatch(/ECONNREFUSED|connect/i);
    expect((await storedFiles(t)).filter((f) => f.startsWith('mail/'))).toEqual([]);
  });
});
