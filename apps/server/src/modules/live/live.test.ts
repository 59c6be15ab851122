import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '@prancheta/shared';
import { buildApp } from '../../app.ts';
import { purgeUser } from '../../lifecycle/purge-user.ts';
import { issueToken } from '../../plugins/auth.ts';
import { openDatabase } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp, insertFormationRow, createUser, injectAs } from '../../test/helper.ts';
import { LiveHub, MAX_BUFFERED_BYTES } from './hub.ts';
import { sessionOfKey } from './service.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type User = Awaited<ReturnType<typeof createUser>>;
type Session = { id: number; url: string; code: string; code_url: string; qr_svg: string; expires_at: string; presenter_key: string };

/** A test socket: every message it received, and how it closed. */
interface Client {
  ws: { send(data: string | Buffer): void; close(): void; on(event: string, cb: (...args: never[]) => void): void; readyState: number };
  messages: Array<Record<string, unknown>>;
  closed: Promise<number>;
  /** Resolves with the first message (from now on) that matches. */
  next(match: (m: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
}

async function connect(app: TestApp['app']): Promise<Client> {
  const ws = (await app.injectWS('/api/live/ws')) as unknown as Client['ws'];
  const messages: Client['messages'] = [];
  // Messages before `from` were matched already; next() looks at the rest, then waits.
  let from = 0;
  let waiter: { match: (m: Record<string, unknown>) => boolean; resolve: (m: Record<string, unknown>) => void } | null = null;
  const scan = () => {
    if (!waiter) return;
    for (let i = from; i < messages.length; i++) {
      if (waiter.match(messages[i]!)) {
        from = i + 1;
        const w = waiter;
        waiter = null;
        w.resolve(messages[i]!);
        return;
      }
    }
  };
  ws.on('message', ((data: Buffer) => {
    messages.push(JSON.parse(data.toString()) as Record<string, unknown>);
    scan();
  }) as never);
  const closed = new Promise<number>((resolve) => ws.on('close', ((code: number) => resolve(code)) as never));
  return {
    ws,
    messages,
    closed,
    next: (match, ms = 3000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching message in ${ms} ms; got ${JSON.stringify(messages)}`)), ms);
        waiter = { match, resolve: (m) => (clearTimeout(timer), resolve(m)) };
        scan();
      }),
  };
}

const BOARD_STATE = {
  kind: 'board',
  field: 'futebol/campos/1.png',
  doc: { strokes: [{ id: 's1', mode: 'free', points: [10, 10, 200, 200], color: '#ff0000', width: 4 }], markers: [] },
};

async function watch(app: TestApp['app'], key: string): Promise<Client> {
  const c = await connect(app);
  c.ws.send(JSON.stringify({ t: 'watch', key }));
  return c;
}

async function present(app: TestApp['app'], s: Session, token: string): Promise<Client> {
  const c = await connect(app);
  const hello = c.next((m) => m.t === 'hello');
  c.ws.send(JSON.stringify({ t: 'present', id: s.id, key: s.presenter_key, token }));
  await hello;
  return c;
}

const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('live presenting', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  const open = async (user: User, body: Record<string, unknown> = { kind: 'board' }): Promise<Session> => {
    const res = await injectAs(t, user, 'POST', '/api/live', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().sessao as Session;
  };

  const formation = async (user: User, type: 'image' | 'video' = 'image') => insertFormationRow(t.db, user.id, { type, clube: 'Clube' });

  it('answers 401 signed out, 402 without a subscription, 422 for a bad kind, 404 for another coach’s record', async () => {
    expect((await injectAs(t, null, 'POST', '/api/live', { kind: 'board' })).statusCode).toBe(401);
    const lapsed = await createUser(t, { active: false });
    expect((await injectAs(t, lapsed, 'POST', '/api/live', { kind: 'board' })).statusCode).toBe(402);
    const bad = await injectAs(t, owner, 'POST', '/api/live', { kind: 'treino' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toContain('kind');
    const theirs = await formation(other);
    expect((await injectAs(t, owner, 'POST', '/api/live', { kind: 'formation', record_id: theirs })).statusCode).toBe(404);
    // A formation is not a video: the kind must match the record.
    const mine = await formation(owner);
    expect((await injectAs(t, owner, 'POST', '/api/live', { kind: 'video', record_id: mine })).statusCode).toBe(404);
    expect(await t.db.selectFrom('live_sessions').selectAll().where('user_id', '=', owner.id).execute()).toEqual([]);
  });

  it('opens a session with a link, a short code and a QR code; the link reveals neither the record nor the coach', async () => {
    const mine = await formation(owner);
    const s = await open(owner, { kind: 'formation', record_id: mine });
    expect(s.url).toMatch(new RegExp(`^${t.config.publicUrl}/ao-vivo/[A-Za-z0-9_-]{43}$`));
    expect(s.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    expect(s.qr_svg).toContain('<svg');
    expect(Date.parse(s.expires_at) - Date.now()).toBeGreaterThan(2.9 * 3600_000);
    // Opening again resumes the same session (a presenter's page reloaded).
    expect((await open(owner, { kind: 'formation', record_id: mine })).id).toBe(s.id);
    const row = await t.db.selectFrom('live_sessions').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
    expect(row.token_hash).not.toBe(tokenOf(s.url));
    expect(JSON.stringify(row)).not.toContain(tokenOf(s.url));

    const viewer = await watch(t.app, tokenOf(s.url));
    const hello = await viewer.next((m) => m.t === 'hello');
    expect(hello).toEqual({ t: 'hello', role: 'viewer', kind: 'formation', expires_at: s.expires_at });
    viewer.ws.close();
  });

  it('relays the presenter’s state to viewers by link and by code, and counts them', async () => {
    const s = await open(owner);
    const presenter = await present(t.app, s, owner.token);
    const a = await watch(t.app, tokenOf(s.url));
    const b = await watch(t.app, s.code.toLowerCase());
    await Promise.all([a.next((m) => m.t === 'hello'), b.next((m) => m.t === 'hello')]);
    await presenter.next((m) => m.t === 'viewers' && m.count === 2);
    const gotA = a.next((m) => m.t === 'state');
    const gotB = b.next((m) => m.t === 'state');
    presenter.ws.send(JSON.stringify({ t: 'state', state: BOARD_STATE, sent: 1 }));
    expect((await gotA).state).toEqual(BOARD_STATE);
    expect((await gotB).state).toEqual(BOARD_STATE);
    // A viewer who joins later gets the last state at once.
    const late = await watch(t.app, s.code);
    expect((await late.next((m) => m.t === 'state')).state).toEqual(BOARD_STATE);
    // The stroke being drawn goes to viewers too.
    const ink = a.next((m) => m.t === 'ink');
    presenter.ws.send(JSON.stringify({ t: 'ink', ink: { mode: 'free', points: [1, 2, 3, 4], color: '#000000', width: 3 } }));
    expect((await ink).ink).toEqual({ mode: 'free', points: [1, 2, 3, 4], color: '#000000', width: 3 });
    late.ws.close();
    for (const c of [a, b, presenter]) c.ws.close();
  });

  it('closes a viewer that sends state, and a socket that sends malformed messages, leaving the others connected', async () => {
    const s = await open(owner);
    const presenter = await present(t.app, s, owner.token);
    const good = await watch(t.app, s.code);
    const bad = await watch(t.app, s.code);
    await Promise.all([good.next((m) => m.t === 'hello'), bad.next((m) => m.t === 'hello')]);
    bad.ws.send(JSON.stringify({ t: 'state', state: BOARD_STATE }));
    expect(await bad.closed).toBe(LIVE_CLOSE.forbidden);

    const junk = await watch(t.app, s.code);
    await junk.next((m) => m.t === 'hello');
    junk.ws.send('{not json');
    expect(await junk.closed).toBe(LIVE_CLOSE.malformed);

    // A presenter's malformed state (a stroke without points) closes the presenter only.
    const spare = await present(t.app, s, owner.token);
    await presenter.closed; // replaced by the newer presenter socket
    spare.ws.send(JSON.stringify({ t: 'state', state: { kind: 'board', field: null, doc: { strokes: [{ id: 'x' }], markers: [] } } }));
    expect(await spare.closed).toBe(LIVE_CLOSE.malformed);

    // A message before any hello that only a presenter may send is refused as a role violation.
    const sneaky = await connect(t.app);
    sneaky.ws.send(JSON.stringify({ t: 'state', state: BOARD_STATE }));
    expect(await sneaky.closed).toBe(LIVE_CLOSE.forbidden);

    // The good viewer still hears the next presenter.
    const again = await present(t.app, s, owner.token);
    const got = good.next((m) => m.t === 'state');
    again.ws.send(JSON.stringify({ t: 'state', state: BOARD_STATE }));
    expect((await got).state).toEqual(BOARD_STATE);
    expect(good.ws.readyState).toBe(1);
    good.ws.close();
    again.ws.close();
  });

  it('refuses a wrong presenter key, a guessed link or code, and another coach ending the session', async () => {
    const s = await open(owner);
    const fake = await connect(t.app);
    fake.ws.send(JSON.stringify({ t: 'present', id: s.id, key: 'x'.repeat(43), token: owner.token }));
    expect(await fake.closed).toBe(LIVE_CLOSE.unavailable);
    expect(fake.messages).toEqual([{ t: 'unavailable' }]);
    const guessed = await watch(t.app, randomBytes(32).toString('base64url'));
    expect(await guessed.closed).toBe(LIVE_CLOSE.unavailable);
    expect((await injectAs(t, other, 'POST', `/api/live/${s.id}/end`)).statusCode).toBe(404);
    expect((await injectAs(t, null, 'POST', `/api/live/${s.id}/end`)).statusCode).toBe(401);
  });

  it('ends a session: viewers and presenter hear "ended", the link and the code stop working', async () => {
    const s = await open(owner);
    const presenter = await present(t.app, s, owner.token);
    const viewer = await watch(t.app, tokenOf(s.url));
    await viewer.next((m) => m.t === 'hello');
    const page = await t.app.inject({ method: 'GET', url: `/ao-vivo/${tokenOf(s.url)}` });
    expect(page.body).not.toContain('share-gone');
    const res = await injectAs(t, owner, 'POST', `/api/live/${s.id}/end`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Session ended');
    expect(await viewer.closed).toBe(LIVE_CLOSE.ended);
    expect(await presenter.closed).toBe(LIVE_CLOSE.ended);
    expect(viewer.messages.at(-1)).toEqual({ t: 'ended' });
    for (const key of [tokenOf(s.url), s.code]) {
      const after = await watch(t.app, key);
      expect(await after.closed).toBe(LIVE_CLOSE.unavailable);
      const gone = await t.app.inject({ method: 'GET', url: `/ao-vivo/${key}`, headers: { 'accept-language': 'pt-BR' } });
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toContain('Link indisponível');
    }
    // The same page as a guessed link.
    const guessed = await t.app.inject({ method: 'GET', url: `/ao-vivo/${randomBytes(32).toString('base64url')}`, headers: { 'accept-language': 'pt-BR' } });
    expect(guessed.statusCode).toBe(404);
    expect(guessed.body).toContain('data-testid="share-gone"');
    expect((await injectAs(t, owner, 'POST', `/api/live/${s.id}/end`)).statusCode).toBe(404);
  });

  it('drops a viewer that stopped reading without holding up the others', async () => {
    const s = await open(owner);
    /** A socket double: what the hub wrote to it, and whether it was cut off. */
    class FakeSocket extends EventEmitter {
      readyState = 1;
      bufferedAmount = 0;
      sent: string[] = [];
      terminated = false;
      send(data: string) {
        this.sent.push(data);
      }
      close() {
        this.readyState = 3;
        this.emit('close', 1000);
      }
      terminate() {
        this.terminated = true;
        this.close();
      }
      ping() {}
      say(m: unknown) {
        this.emit('message', Buffer.from(JSON.stringify(m)), false);
      }
    }
    const hub = new LiveHub(t.db, { sessionOfKey, isPresenterKey: () => true, userOfToken: async () => owner.id }, t.app.log, null);
    const sockets = { presenter: new FakeSocket(), reader: new FakeSocket(), stuck: new FakeSocket() };
    for (const socket of Object.values(sockets)) hub.accept(socket as never);
    const joined = (f: FakeSocket) => expect.poll(() => f.sent.some((m) => m.includes('"hello"'))).toBe(true);
    sockets.presenter.say({ t: 'present', id: s.id, key: 'any', token: 'any' });
    await joined(sockets.presenter);
    sockets.reader.say({ t: 'watch', key: s.code });
    sockets.stuck.say({ t: 'watch', key: s.code });
    await joined(sockets.reader);
    await joined(sockets.stuck);
    sockets.stuck.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    sockets.presenter.say({ t: 'state', state: BOARD_STATE });
    expect(sockets.stuck.terminated).toBe(true);
    expect(sockets.reader.terminated).toBe(false);
    expect(sockets.reader.sent.some((m) => m.startsWith('{"t":"state"'))).toBe(true);
    expect(hub.socketCount).toBe(2);
    await hub.close();
  });

  it('refuses an expired session', async () => {
    const s = await open(owner, { kind: 'formation', record_id: await formation(owner) });
    await t.db
      .updateTable('live_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', s.id)
      .execute();
    const viewer = await watch(t.app, s.code);
    expect(await viewer.closed).toBe(LIVE_CLOSE.unavailable);
    const presenter = await connect(t.app);
    presenter.ws.send(JSON.stringify({ t: 'present', id: s.id, key: s.presenter_key, token: owner.token }));
    expect(await presenter.closed).toBe(LIVE_CLOSE.unavailable);
    expect((await t.app.inject({ method: 'GET', url: `/ao-vivo/${tokenOf(s.url)}` })).statusCode).toBe(404);
  });

  it('ends the sessions of a deleted formation or video at once, and of a purged account', async () => {
    for (const type of ['image', 'video'] as const) {
      const id = await formation(owner, type);
      const s = await open(owner, { kind: type === 'video' ? 'video' : 'formation', record_id: id });
      const presenter = await present(t.app, s, owner.token);
      const viewer = await watch(t.app, s.code);
      await viewer.next((m) => m.t === 'hello');
      expect((await injectAs(t, owner, 'DELETE', `/api/formactions/${id}`)).statusCode).toBe(200);
      expect(await viewer.closed).toBe(LIVE_CLOSE.ended);
      expect(await presenter.closed).toBe(LIVE_CLOSE.ended);
      expect(viewer.messages.at(-1)).toEqual({ t: 'ended' });
      expect((await t.app.inject({ method: 'GET', url: `/ao-vivo/${tokenOf(s.url)}` })).statusCode).toBe(404);
      expect(await watch(t.app, tokenOf(s.url)).then((c) => c.closed)).toBe(LIVE_CLOSE.unavailable);
    }
    // The account goes: its board session ends for the viewers too.
    const leaving = await createUser(t, { active: true });
    const s = await open(leaving);
    const viewer = await watch(t.app, tokenOf(s.url));
    await viewer.next((m) => m.t === 'hello');
    await purgeUser(t.app.ctx, leaving.id);
    expect(await viewer.closed).toBe(LIVE_CLOSE.ended);
    expect((await t.app.inject({ method: 'GET', url: `/ao-vivo/${tokenOf(s.url)}` })).statusCode).toBe(404);
  });

  it('closes the presenter whose session is revoked; the viewers keep the session and the coach resumes after signing in', async () => {
    const s = await open(owner);
    const second = await issueToken(t.db, owner.id);
    const presenter = await present(t.app, s, second);
    const viewer = await watch(t.app, tokenOf(s.url));
    await viewer.next((m) => m.t === 'presenter' && m.online === true);
    expect((await injectAs(t, { token: second }, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    expect(await presenter.closed).toBe(LIVE_CLOSE.unavailable);
    await viewer.next((m) => m.t === 'presenter' && m.online === false);
    expect(viewer.ws.readyState).toBe(1);
    // The revoked token, or another coach's, cannot present it again; a valid session of the owner can.
    for (const token of [second, other.token]) {
      const refused = await connect(t.app);
      refused.ws.send(JSON.stringify({ t: 'present', id: s.id, key: s.presenter_key, token }));
      expect(await refused.closed).toBe(LIVE_CLOSE.unavailable);
    }
    const resumed = await present(t.app, s, owner.token);
    await viewer.next((m) => m.t === 'presenter' && m.online === true);
    for (const c of [viewer, resumed]) c.ws.close();
  });
});

describe('live presenting on two instances sharing Redis', () => {
  let a: TestApp;
  let bApp: TestApp['app'];
  let owner: User;
  let redis: Redis | null = null;
  const prefix = `prancheta-test-${randomBytes(4).toString('hex')}:`;

  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
    // A second app on the same database and data directory (its share-link key), as a second instance.
    const database = openDatabase({ url: a.config.DATABASE_URL, dataDir: a.dataDir });
    bApp = await buildApp(a.config, { database });
    await bApp.ready();
    owner = await createUser(a, { active: true });
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    await bApp.close();
    await a.close();
    if (redis) {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('shows the presenter of one instance to viewers of both, counts them all, and ends the session on both', async () => {
    const res = await injectAs(a, owner, 'POST', '/api/live', { kind: 'board' });
    const s = res.json().sessao as Session;
    const presenter = await present(a.app, s, owner.token);
    const onA = await watch(a.app, s.code);
    const onB = await watch(bApp, tokenOf(s.url));
    await Promise.all([onA.next((m) => m.t === 'hello'), onB.next((m) => m.t === 'hello')]);
    await presenter.next((m) => m.t === 'viewers' && m.count === 2);
    const gotA = onA.next((m) => m.t === 'state');
    const gotB = onB.next((m) => m.t === 'state');
    presenter.ws.send(JSON.stringify({ t: 'state', state: BOARD_STATE }));
    expect((await gotA).state).toEqual(BOARD_STATE);
    expect((await gotB).state).toEqual(BOARD_STATE);
    // A late viewer on the other instance gets the last state from Redis.
    const late = await watch(bApp, s.code);
    expect((await late.next((m) => m.t === 'state')).state).toEqual(BOARD_STATE);
    await presenter.next((m) => m.t === 'viewers' && m.count === 3);
    // Ended through the other instance's API.
    expect((await bApp.inject({ method: 'POST', url: `/api/live/${s.id}/end`, headers: { authorization: `Bearer ${owner.token}` } })).statusCode).toBe(200);
    expect(await onA.closed).toBe(LIVE_CLOSE.ended);
    expect(await onB.closed).toBe(LIVE_CLOSE.ended);
    expect(await late.closed).toBe(LIVE_CLOSE.ended);
    expect(await presenter.closed).toBe(LIVE_CLOSE.ended);
  });

  it('leaves out the viewers counted by an instance that went silent (killed), and forgets its count', async () => {
    const res = await injectAs(a, owner, 'POST', '/api/live', { kind: 'board' });
    const s = res.json().sessao as Session;
    const presenter = await present(a.app, s, owner.token);
    const onA = await watch(a.app, s.code);
    await onA.next((m) => m.t === 'hello');
    await presenter.next((m) => m.t === 'viewers' && m.count === 1);
    // What a killed instance leaves behind: its viewers in the room's count, and no sign of life.
    const viewersKey = `${prefix}live:viewers:${s.id}`;
    await redis!.hset(viewersKey, 'deadinstance', '5');
    // Its viewer reconnects to the other instance: counted once.
    const onB = await watch(bApp, tokenOf(s.url));
    await onB.next((m) => m.t === 'hello');
    await presenter.next((m) => m.t === 'viewers' && m.count === 2);
    expect(await redis!.hexists(viewersKey, 'deadinstance')).toBe(0);
    onA.ws.close();
    onB.ws.close();
    presenter.ws.close();
  });
});
