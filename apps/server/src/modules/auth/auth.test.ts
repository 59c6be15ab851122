import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { userForToken } from '../../plugins/auth.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';

const EN = { 'x-lang': 'en-us' };
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

let phoneCounter = 0;
/** A valid signup body with a unique e-mail and phone. */
function newAccount(overrides: Record<string, string> = {}) {
  phoneCounter += 1;
  const id = `${Date.now().toString(36)}${phoneCounter}`;
  return { email: `coach-${id}@test.local`, password: 'first-pass-1', name: `Coach ${id}`, phone: `1199${String(Date.now()).slice(-5)}${String(phoneCounter).padStart(3, '0')}`, ...overrides };
}

/** The .eml files written by the default mail transport, oldest first. */
function outbox(t: TestApp): string[] {
  const dir = path.join(t.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links and subjects of our mails. */
function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** The e-mail and key of the reset link in a raw message. */
function resetLinkOf(eml: string): { url: string; email: string; key: string } {
  const text = decodeQuotedPrintable(eml);
  const m = /(https?:\/\/[^\s"<>]+\/password\/reset\/([^/\s"<>]+)\/([A-Za-z0-9_-]+))/.exec(text);
  if (!m) throw new Error('no reset link in mail');
  return { url: m[1]!, email: decodeURIComponent(m[2]!), key: m[3]! };
}

async function userCount(t: TestApp): Promise<number> {
  const row = await t.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH: 1000 });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = EN) => t.app.inject({ method: 'POST', url, payload, headers });

  describe('signup', () => {
    it('creates the account with an argon2id hash and signs it in at once', async () => {
      const account = newAccount();
      const res = await post('/api/auth/signup', account);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.auth_token).toEqual(expect.any(String));
      expect(body.message).toContain(account.name);
      expect(body.user).toEqual({ id: expect.any(Number), name: account.name, email: account.email, level: 'user', team: false });
      const row = await t.db.selectFrom('users').selectAll().where('id', '=', body.user.id).executeTakeFirstOrThrow();
      expect(row.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(row.password_hash).not.toContain(account.password);
      expect(row.end_subscription).toBeNull();
      const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.auth_token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().user.email).toBe(account.email);
    });

    it('stores the e-mail in lower case and trims it', async () => {
      const account = newAccount();
      const res = await post('/api/auth/signup', { ...account, email: `  ${account.email.toUpperCase()} ` });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.email).toBe(account.email);
    });

    it('refuses 400 an e-mail that is already registered, suggesting recovery, and stores nothing', async () => {
      const first = newAccount();
      expect((await post('/api/auth/signup', first)).statusCode).toBe(200);
      const before = await userCount(t);
      const res = await post('/api/auth/signup', newAccount({ email: first.email }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/already registered/i);
      expect(res.json().message).toMatch(/forgot my password/i);
      expect(await userCount(t)).toBe(before);
    });

    it('refuses 400 a phone that is already registered', async () => {
      const first = newAccount();
      expect((await post('/api/auth/signup', first)).statusCode).toBe(200);
      const before = await userCount(t);
      const res = await post('/api/auth/signup', newAccount({ phone: first.phone }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/already registered/i);
      expect(await userCount(t)).toBe(before);
    });

    it('answers the duplicate message in Portuguese by default', async () => {
      const first = newAccount();
      await post('/api/auth/signup', first);
      const res = await post('/api/auth/signup', newAccount({ email: first.email }), {});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('já está cadastrado');
    });

    it('refuses 422 with one message per bad field and stores nothing', async () => {
      const before = await userCount(t);
      const res = await post('/api/auth/signup', { email: 'not-an-email', password: '123', name: '', phone: '12ab' });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.message).toBe('There is a data error, check and try again');
      expect(Object.keys(body.errors).sort()).toEqual(['email', 'name', 'password', 'phone']);
      for (const texts of Object.values(body.errors as Record<string, string[]>)) {
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) expect(text).not.toMatch(/^validation\./);
      }
      expect(await userCount(t)).toBe(before);
    });

    it('refuses 422 when fields are missing', async () => {
      const res = await post('/api/auth/signup', {});
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'password', 'phone']);
    });
  });

  describe('login', () => {
    it('signs in with the right password and answers token, message and user', async () => {
      const u = await createUser(t);
      const res = await post('/api/auth/login', { email: u.email, password: u.password });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.user).toMatchObject({ id: u.id, email: u.email, level: 'user', team: false });
      expect(body.message).toMatch(/welcome/i);
      expect(body.auth_token).not.toBe(u.token);
      const session = await t.db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(body.auth_token)).executeTakeFirst();
      expect(session?.user_id).toBe(u.id);
      expect(session?.purpose).toBe('session');
    });

    it('accepts the e-mail in any case', async () => {
      const u = await createUser(t);
      const res = await post('/api/auth/login', { email: u.email.toUpperCase(), password: u.password });
      expect(res.statusCode).toBe(200);
    });

    it('refuses 422 a wrong password and an unknown e-mail with the same single message', async () => {
      const u = await createUser(t);
      const wrong = await post('/api/auth/login', { email: u.email, password: 'not-the-password' });
      const unknown = await post('/api/auth/login', { email: 'nobody-here@test.local', password: 'whatever-1' });
      expect(wrong.statusCode).toBe(422);
      expect(unknown.statusCode).toBe(422);
      expect(wrong.json().message).toBe('Wrong e-mail or password');
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('sets the team flag for a club leader and a club member', async () => {
      const leader = await createUser(t);
      const member = await createUser(t);
      const team = await t.db
        .insertInto('teams')
        .values({ name: 'Clube', location: null, image: null, leader_id: leader.id, max_users: 10, max_categories: 5, end_subscription: null, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db.insertInto('team_users').values({ team_id: team.id, user_id: member.id, created_at: new Date().toISOString(), updated_at: new Date().toISOString() }).execute();
      for (const u of [leader, member]) {
        const res = await post('/api/auth/login', { email: u.email, password: u.password });
        expect(res.json().user.team).toBe(true);
      }
    });

    it('refuses 422 per field for a malformed body', async () => {
      const res = await post('/api/auth/login', { email: 'x', password: '' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
    });
  });

  describe('logout', () => {
    it('revokes the current token only', async () => {
      const u = await createUser(t);
      const other = (await post('/api/auth/login', { email: u.email, password: u.password })).json().auth_token as string;
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...bearer(u.token), ...EN } });
      expect(res.statusCode).toBe(200);
      expect(await t.db.selectFrom('sessions').select('id').where('token_hash', '=', sha256(u.token)).executeTakeFirst()).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(u.token) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(other) })).statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('print token', () => {
    it('issues a short-lived print token that is not a session', async () => {
      const u = await createUser(t);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/print-token', headers: bearer(u.token) });
      expect(res.statusCode).toBe(200);
      const token = res.json().token as string;
      expect(token).not.toBe(u.token);
      expect((await userForToken(t.db, token, 'print'))?.id).toBe(u.id);
      expect(await userForToken(t.db, token, 'session')).toBeNull();
      expect(await userForToken(t.db, u.token, 'print')).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
      const row = await t.db.selectFrom('sessions').selectAll().where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();
      const ttl = Date.parse(row.expires_at) - Date.now();
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    });

    it('answers 401 without a session', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/print-token' })).statusCode).toBe(401);
    });

    it('is no longer valid once expired', async () => {
      const u = await createUser(t);
      const token = (await t.app.inject({ method: 'POST', url: '/api/auth/print-token', headers: bearer(u.token) })).json().token as string;
      await t.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('token_hash', '=', sha256(token)).execute();
      expect(await userForToken(t.db, token, 'print')).toBeNull();
    });
  });

  describe('password recovery', () => {
    const mailsBefore = () => outbox(t).length;

    async function requestLink(email: string, headers: Record<string, string> = EN) {
      const before = mailsBefore();
      const res = await post('/api/auth/forget', { email }, headers);
      expect(res.statusCode).toBe(200);
      const mails = outbox(t);
      expect(mails.length).toBe(before + 1);
      return { res, eml: mails[mails.length - 1]!, link: resetLinkOf(mails[mails.length - 1]!) };
    }

    it('answers the same for an unknown e-mail and writes no mail and no key', async () => {
      const u = await createUser(t);
      const before = mailsBefore();
      const keysBefore = await t.db.selectFrom('password_resets').select('id').execute();
      const unknown = await post('/api/auth/forget', { email: 'nobody-at-all@test.local' });
      expect(unknown.statusCode).toBe(200);
      expect(mailsBefore()).toBe(before);
      expect(await t.db.selectFrom('password_resets').select('id').execute()).toHaveLength(keysBefore.length);
      const known = await post('/api/auth/forget', { email: u.email });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(mailsBefore()).toBe(before + 1);
    });

    it('mails a working link end to end: reset, changePass, new password, old sessions revoked', async () => {
      const u = await createUser(t);
      const { eml, link } = await requestLink(u.email);
      expect(eml).toContain(`To: ${u.email}`);
      expect(eml).toMatch(/Content-Type: text\/plain/i);
      expect(eml).toMatch(/Content-Type: text\/html/i);
      expect(link.url.startsWith(`${t.config.publicUrl}/password/reset/${encodeURIComponent(u.email)}/`)).toBe(true);
      expect(link.email).toBe(u.email);

      // Only the hash of the key is stored, valid for one hour.
      const rows = await t.db.selectFrom('password_resets').selectAll().where('user_id', '=', u.id).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.key_hash).toBe(sha256(link.key));
      expect(rows[0]!.key_hash).not.toContain(link.key);
      const ttl = Date.parse(rows[0]!.expires_at) - Date.now();
      expect(ttl).toBeGreaterThan(55 * 60_000);
      expect(ttl).toBeLessThanOrEqual(60 * 60_000);

      const check = await post('/api/auth/reset', { email: link.email, token: link.key });
      expect(check.statusCode).toBe(200);

      const changed = await post('/api/auth/changePass', { email: link.email, token: link.key, password: 'brand-new-pass' });
      expect(changed.statusCode).toBe(200);
      const body = changed.json();
      expect(body.user).toMatchObject({ id: u.id, email: u.email });
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(body.auth_token) })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(u.token) })).statusCode).toBe(401);

      expect((await post('/api/auth/login', { email: u.email, password: u.password })).statusCode).toBe(422);
      expect((await post('/api/auth/login', { email: u.email, password: 'brand-new-pass' })).statusCode).toBe(200);
    });

    it('refuses a key used once already', async () => {
      const u = await createUser(t);
      const { link } = await requestLink(u.email);
      expect((await post('/api/auth/changePass', { email: u.email, token: link.key, password: 'second-pass-1' })).statusCode).toBe(200);
      const again = await post('/api/auth/changePass', { email: u.email, token: link.key, password: 'third-pass-11' });
      expect(again.statusCode).toBe(422);
      expect(again.json().message).toMatch(/invalid or has expired/i);
      expect((await post('/api/auth/reset', { email: u.email, token: link.key })).statusCode).toBe(422);
      expect((await post('/api/auth/login', { email: u.email, password: 'second-pass-1' })).statusCode).toBe(200);
    });

    it('refuses an expired key and leaves the password unchanged', async () => {
      const u = await createUser(t);
      const { link } = await requestLink(u.email);
      await t.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', u.id).execute();
      const check = await post('/api/auth/reset', { email: u.email, token: link.key });
      expect(check.statusCode).toBe(422);
      expect(check.json().message).toMatch(/invalid or has expired/i);
      const change = await post('/api/auth/changePass', { email: u.email, token: link.key, password: 'never-applied' });
      expect(change.statusCode).toBe(422);
      expect((await post('/api/auth/login', { email: u.email, password: u.password })).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(u.token) })).statusCode).toBe(200);
    });

    it('refuses a key with another e-mail and an invented key', async () => {
      const u = await createUser(t);
      const other = await createUser(t);
      const { link } = await requestLink(u.email);
      expect((await post('/api/auth/reset', { email: other.email, token: link.key })).statusCode).toBe(422);
      expect((await post('/api/auth/changePass', { email: other.email, token: link.key, password: 'hijacked-1' })).statusCode).toBe(422);
      expect((await post('/api/auth/reset', { email: u.email, token: 'A'.repeat(43) })).statusCode).toBe(422);
      expect((await post('/api/auth/login', { email: other.email, password: other.password })).statusCode).toBe(200);
      // The refused attempts did not consume the real key.
      expect((await post('/api/auth/reset', { email: u.email, token: link.key })).statusCode).toBe(200);
    });

    it('refuses a too short new password per field without consuming the key', async () => {
      const u = await createUser(t);
      const { link } = await requestLink(u.email);
      const res = await post('/api/auth/changePass', { email: u.email, token: link.key, password: '123' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.password).toHaveLength(1);
      expect((await post('/api/auth/reset', { email: u.email, token: link.key })).statusCode).toBe(200);
    });

    it("writes the mail in the caller's language", async () => {
      const u = await createUser(t);
      const { eml } = await requestLink(u.email, { 'x-lang': 'es-es' });
      expect(decodeQuotedPrintable(eml)).toMatch(/contraseña|contrase/i);
      const { eml: pt } = await requestLink(u.email, {});
      expect(decodeQuotedPrintable(pt)).toMatch(/senha/i);
    });
  });
});

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    // As behind a reverse proxy on this host: its X-Forwarded-For names the client.
    t = await createTestApp({ RATE_LIMIT_AUTH: 3, TRUST_PROXY: ['127.0.0.1'] });
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: object, ip: string) => t.app.inject({ method: 'POST', url, payload, headers: { ...EN, 'x-forwarded-for': ip } });

  it('limits login attempts per IP with a translated 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await post('/api/auth/login', { email: `someone${i}@test.local`, password: 'wrong-1' }, '10.0.0.1')).statusCode);
    expect(codes).toEqual([422, 422, 422, 429]);
    const res = await post('/api/auth/login', { email: 'another@test.local', password: 'wrong-1' }, '10.0.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many attempts. Wait a minute and try again.');
    // Another IP is not affected.
    expect((await post('/api/auth/login', { email: 'another@test.local', password: 'wrong-1' }, '10.0.0.2')).statusCode).toBe(422);
  });

  it('limits login attempts per e-mail across IPs', async () => {
    const u = await createUser(t);
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await post('/api/auth/login', { email: u.email, password: 'wrong-1' }, `10.1.0.${i + 1}`)).statusCode);
    expect(codes).toEqual([422, 422, 422, 429]);
    expect((await post('/api/auth/login', { email: u.email, password: u.password }, '10.1.0.9')).statusCode).toBe(429);
  });

  it('limits forget per IP and per e-mail', async () => {
    const byIp: number[] = [];
    for (let i = 0; i < 4; i += 1) byIp.push((await post('/api/auth/forget', { email: `x${i}@test.local` }, '10.2.0.1')).statusCode);
    expect(byIp).toEqual([200, 200, 200, 429]);
    const byEmail: number[] = [];
    for (let i = 0; i < 4; i += 1) byEmail.push((await post('/api/auth/forget', { email: 'same@test.local' }, `10.3.0.${i + 1}`)).statusCode);
    expect(byEmail).toEqual([200, 200, 200, 429]);
  });
});

describe('auth logs', () => {
  let t: TestApp;
  const written: string[] = [];
  const originalWrite = fs.write;
  const originalWriteSync = fs.writeSync;

  beforeAll(async () => {
    // pino writes to fd 1 through sonic-boom (fs.write / fs.writeSync); capture those lines.
    vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]) => {
      if (fd !== 1) return (originalWriteSync as (...a: unknown[]) => number)(fd, data, ...rest);
      const text = typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8');
      written.push(text);
      return Buffer.byteLength(text);
    }) as typeof fs.writeSync);
    vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]) => {
      if (fd !== 1) return (originalWrite as (...a: unknown[]) => void)(fd, data, ...rest);
      const text = typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8');
      written.push(text);
      const cb = rest.find((r) => typeof r === 'function') as ((err: null, n: number) => void) | undefined;
      process.nextTick(() => cb?.(null, Buffer.byteLength(text)));
    }) as typeof fs.write);
    t = await createTestApp({ RATE_LIMIT_AUTH: 1000, LOG_LEVEL: 'trace' });
  });
  afterAll(async () => {
    await t.close();
    vi.restoreAllMocks();
  });

  it('never include passwords, session tokens or reset keys', async () => {
    const account = newAccount({ password: 'Very-Secret-Pass-42' });
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: account, headers: EN });
    const token = signup.json().auth_token as string;
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: account.password }, headers: EN });
    await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: account.email, password: 'Wrong-Secret-Pass-43' }, headers: EN });
    await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    await t.app.inject({ method: 'POST', url: '/api/auth/forget', payload: { email: account.email }, headers: EN });
    const link = resetLinkOf(outbox(t).at(-1)!);
    await t.app.inject({ method: 'POST', url: '/api/auth/changePass', payload: { email: account.email, token: link.key, password: 'Another-Secret-44' }, headers: EN });
    // pino writes asynchronously: wait until the six requests above have each logged their completion.
    await vi.waitFor(() => expect(written.join('').match(/request completed/g)?.length ?? 0).toBeGreaterThanOrEqual(6));
    const log = written.join('');
    expect(log.length).toBeGreaterThan(0);
    expect(log).toContain('/api/auth/login');
    for (const secret of ['Very-Secret-Pass-42', 'Wrong-Secret-Pass-43', 'Another-Secret-44', token, link.key]) expect(log).not.toContain(secret);
  });
});
