import { randomBytes } from 'node:crypto';
import type { WebSocket } from '@fastify/websocket';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LIVE_CLOSE, liveHelloMessage, livePresenterMessage, liveViewerMessage } from '@prancheta/shared';
import type { LiveKind, LiveServerMessage } from '@prancheta/shared';
import type { Db } from '../../db/index.ts';
import { liveRepo } from './repo.ts';
import type { LiveSessionRow } from './repo.ts';
import { nowIso } from '../../db/index.ts';

/** Bytes queued for one client before it counts as not reading and is dropped (the room never waits for it). */
export const MAX_BUFFERED_BYTES = 2 * 1024 * 1024;
/** A socket must say who it is within this time. */
const HELLO_TIMEOUT_MS = 10_000;
/** Messages a socket may send before its hello is answered (a presenter's first state). */
const MAX_EARLY_MESSAGES = 8;
/** Protocol pings find sockets whose peer vanished without closing. */
const HEARTBEAT_MS = 30_000;
/** Viewer-count updates of a room are gathered for this long (50 phones joining make one update). */
const COUNT_DELAY_MS = 60;
/** How often each presenter's session is checked again (besides at once on access changes). */
const PRESENTER_RECHECK_MS = 5000;
/**
 * With Redis, each instance renews a sign of life this often; one silent for INSTANCE_TTL_MS (killed,
 * cut off) no longer counts: its viewers, who reconnect elsewhere, are not counted twice.
 */
const INSTANCE_BEAT_MS = 5000;
const INSTANCE_TTL_MS = 15_000;

const OPEN = 1;

/** One session's sockets on this instance, and the last state shown (sent to each viewer who joins). */
interface Room {
  id: number;
  kind: LiveKind;
  expiresAt: string;
  presenter: WebSocket | null;
  /** The session token the presenter socket said hello with (checked again every PRESENTER_RECHECK_MS). */
  presenterToken: string | null;
  viewers: Set<WebSocket>;
  /** The last state message, serialised once, as viewers receive it. */
  state: string | null;
  expiry: NodeJS.Timeout;
  countTimer: NodeJS.Timeout | null;
  /** The viewer count last sent to the presenter connected here. */
  lastCount: number | null;
  /** Resolves once this instance listens to the room's Redis channel. */
  subscribed: Promise<void>;
}

/** How the hub checks a hello: the viewer's key or the presenter's session id and key. */
export interface LiveAuth {
  sessionOfKey(db: Db, key: string): Promise<LiveSessionRow | null>;
  isPresenterKey(row: LiveSessionRow, key: string): boolean;
  /** The id of the user signed in with a session token, or null (revoked, expired, unknown). */
  userOfToken(db: Db, token: string): Promise<number | null>;
}

/** What travels on Redis between instances: `<instance>|<type>|<payload>`. */
type Relay = 's' | 'v' | 'e' | 'n';

/**
 * The rooms of live sessions. Each instance keeps the sockets connected to it; with Redis
 * (REDIS_URL) every message of a room is also published on the room's channel, so viewers on other
 * instances receive it, and the last state and the viewer counts per instance are kept in Redis for
 * those that join later. Without Redis one instance serves everyone. A message is serialised once
 * per room and written to each socket; a socket whose unsent bytes pass MAX_BUFFERED_BYTES is
 * dropped instead of slowing the others.
 */
export class LiveHub {
  private readonly rooms = new Map<number, Room>();
  private readonly instance = randomBytes(6).toString('hex');
  private readonly sub: Redis | null;
  private readonly alive = new WeakSet<WebSocket>();
  private readonly sockets = new Set<WebSocket>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly presenterCheck: NodeJS.Timeout;
  private readonly instanceBeat: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly auth: LiveAuth,
    private readonly log: FastifyBaseLogger,
    private readonly redis: Redis | null,
    private readonly prefix = '',
  ) {
    this.sub = redis ? redis.duplicate() : null;
    this.sub?.on('message', (channel: string, message: string) => this.onRelay(channel, message));
    this.sub?.on('error', (err: Error) => this.log.warn({ err: err.message }, 'live: redis subscriber error'));
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
    this.presenterCheck = setInterval(() => void this.recheckPresenters(), PRESENTER_RECHECK_MS);
    this.presenterCheck.unref();
    this.instanceBeat = setInterval(() => {
      this.markAlive();
      this.recountPresented();
    }, INSTANCE_BEAT_MS);
    this.instanceBeat.unref();
    this.markAlive();
  }

  /** Number of sockets on this instance (the bench reads it). */
  get socketCount(): number {
    return this.sockets.size;
  }

  /** Takes a new socket: it must send its hello first (watch or present). */
  accept(socket: WebSocket): void {
    this.sockets.add(socket);
    this.alive.add(socket);
    let role: { kind: 'viewer' | 'presenter'; room: Room } | null = null;
    let early: string[] | null = null;
    const helloTimer = setTimeout(() => socket.close(LIVE_CLOSE.timeout, 'hello'), HELLO_TIMEOUT_MS);

    const handle = (text: string) => {
      let data: unknown;
      try {
        data = JSON.parse(text);
      } catch {
        return socket.close(LIVE_CLOSE.malformed, 'json');
      }
      if (!role)
        return void this.hello(socket, data).then(
          (joined) => {
            clearTimeout(helloTimer);
            if (!joined) return;
            role = joined;
            const queued = early ?? [];
            early = null;
            for (const m of queued) handle(m);
          },
          (err: unknown) => {
            this.log.error({ err }, 'live: hello failed');
            socket.close(1011, 'error');
          },
        );
      if (role.kind === 'viewer') {
        if (liveViewerMessage.safeParse(data).success) return this.send(socket, '{"t":"pong"}');
        // A viewer's socket never sends what a presenter does: refused, not merely ignored.
        return socket.close(livePresenterMessage.safeParse(data).success ? LIVE_CLOSE.forbidden : LIVE_CLOSE.malformed, 'viewer');
      }
      const parsed = livePresenterMessage.safeParse(data);
      if (!parsed.success) return socket.close(LIVE_CLOSE.malformed, 'message');
      const m = parsed.data;
      if (m.t === 'ping') return this.send(socket, '{"t":"pong"}');
      if (m.t === 'state') {
        const out = JSON.stringify({ t: 'state', state: m.state, sent: m.sent } satisfies LiveServerMessage);
        role.room.state = out;
        this.toViewers(role.room, out);
        this.relay(role.room, 's', out);
        return;
      }
      const out = JSON.stringify({ t: 'ink', ink: m.ink, sent: m.sent } satisfies LiveServerMessage);
      this.toViewers(role.room, out);
      this.relay(role.room, 'v', out);
    };

    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      if (isBinary) return socket.close(LIVE_CLOSE.malformed, 'binary');
      const text = raw.toString('utf8');
      if (role) return handle(text);
      if (early === null) {
        early = [];
        return handle(text);
      }
      if (early.length >= MAX_EARLY_MESSAGES) return socket.close(LIVE_CLOSE.malformed, 'early');
      early.push(text);
    });
    socket.on('pong', () => this.alive.add(socket));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      clearTimeout(helloTimer);
      this.sockets.delete(socket);
      if (role) this.leave(socket, role.kind, role.room);
    });
  }

  /** Checks a hello against the database; joins the socket to its room, or closes it as unavailable. */
  private async hello(socket: WebSocket, data: unknown): Promise<{ kind: 'viewer' | 'presenter'; room: Room } | null> {
    const parsed = liveHelloMessage.safeParse(data);
    if (!parsed.success) {
      // A presenter's message before any hello is a role violation like a viewer's.
      socket.close(livePresenterMessage.safeParse(data).success ? LIVE_CLOSE.forbidden : LIVE_CLOSE.malformed, 'hello');
      return null;
    }
    const hello = parsed.data;
    const row = hello.t === 'watch' ? await this.auth.sessionOfKey(this.db, hello.key) : await liveRepo.openById(this.db, hello.id, nowIso());
    const allowed = row !== null && (hello.t === 'watch' || (this.auth.isPresenterKey(row, hello.key) && (await this.auth.userOfToken(this.db, hello.token)) === row.user_id));
    if (socket.readyState !== OPEN) return null;
    if (!allowed || !row) {
      this.send(socket, JSON.stringify({ t: 'unavailable' } satisfies LiveServerMessage));
      socket.close(LIVE_CLOSE.unavailable, 'unavailable');
      return null;
    }
    const room = this.roomOf(row);
    await room.subscribed;
    if (socket.readyState !== OPEN || this.rooms.get(row.id) !== room) {
      if (socket.readyState === OPEN) socket.close(LIVE_CLOSE.ended, 'ended');
      return null;
    }
    const kind = hello.t === 'watch' ? 'viewer' : 'presenter';
    this.send(socket, JSON.stringify({ t: 'hello', role: kind, kind: row.kind, expires_at: row.expires_at } satisfies LiveServerMessage));
    if (kind === 'presenter') {
      // The newest presenter socket wins: a reconnect may arrive before the old socket's close.
      const old = room.presenter;
      room.presenter = socket;
      room.presenterToken = hello.t === 'present' ? hello.token : null;
      if (old && old !== socket) old.close(4000, 'replaced');
      const online = JSON.stringify({ t: 'presenter', online: true } satisfies LiveServerMessage);
      this.toViewers(room, online);
      this.relay(room, 'v', online);
      this.scheduleCount(room);
    } else {
      if (room.state === null && this.redis) room.state = await this.redis.get(this.key('state', room.id)).catch(() => null);
      if (socket.readyState !== OPEN) return null;
      if (room.state) this.send(socket, room.state);
      if (room.presenter) this.send(socket, JSON.stringify({ t: 'presenter', online: true } satisfies LiveServerMessage));
      room.viewers.add(socket);
      this.countChanged(room);
    }
    return { kind, room };
  }

  private leave(socket: WebSocket, kind: 'viewer' | 'presenter', room: Room): void {
    if (this.rooms.get(room.id) !== room) return;
    if (kind === 'viewer') {
      room.viewers.delete(socket);
      this.countChanged(room);
    } else if (room.presenter === socket) {
      room.presenter = null;
      room.presenterToken = null;
      const offline = JSON.stringify({ t: 'presenter', online: false } satisfies LiveServerMessage);
      this.toViewers(room, offline);
      this.relay(room, 'v', offline);
    }
    this.dropIfEmpty(room);
  }

  private roomOf(row: LiveSessionRow): Room {
    let room = this.rooms.get(row.id);
    if (room) return room;
    const ms = Math.max(0, Math.min(Date.parse(row.expires_at) - Date.now(), 2 ** 31 - 1));
    const id = row.id;
    room = {
      id,
      kind: row.kind,
      expiresAt: row.expires_at,
      presenter: null,
      presenterToken: null,
      viewers: new Set(),
      state: null,
      expiry: setTimeout(() => this.endLocal(id), ms),
      countTimer: null,
      lastCount: null,
      subscribed: this.sub
        ? this.sub.subscribe(this.key('room', id)).then(
            () => undefined,
            (err: Error) => this.log.warn({ err: err.message }, 'live: subscribe failed'),
          )
        : Promise.resolve(),
    };
    room.expiry.unref();
    this.rooms.set(id, room);
    return room;
  }

  private dropIfEmpty(room: Room): void {
    if (room.presenter || room.viewers.size > 0) return;
    this.rooms.delete(room.id);
    clearTimeout(room.expiry);
    if (room.countTimer) clearTimeout(room.countTimer);
    void this.sub?.unsubscribe(this.key('room', room.id)).catch(() => undefined);
  }

  /**
   * Checks each presenter's session again: a presenter whose coach signed out or changed the
   * password is closed as unavailable (the viewers keep the session; the coach resumes it after
   * signing in again).
   */
  async recheckPresenters(): Promise<void> {
    const checks = new Map<string, Promise<number | null | undefined>>();
    for (const room of [...this.rooms.values()]) {
      const { presenter, presenterToken: token } = room;
      if (!presenter || !token) continue;
      let check = checks.get(token);
      if (!check) {
        // The database did not answer: undefined, checked again at the next round.
        check = this.auth.userOfToken(this.db, token).catch(() => undefined);
        checks.set(token, check);
      }
      const userId = await check;
      if (userId !== null || room.presenter !== presenter) continue;
      // Out of the room now (viewers hear "presenter offline" without waiting for the close handshake).
      this.leave(presenter, 'presenter', room);
      this.send(presenter, JSON.stringify({ t: 'unavailable' } satisfies LiveServerMessage));
      presenter.close(LIVE_CLOSE.unavailable, 'signed-out');
    }
  }

  /** Ends a session everywhere: its sockets here hear "ended" and close; other instances through Redis. */
  async end(id: number): Promise<void> {
    this.endLocal(id);
    if (!this.redis) return;
    try {
      await this.redis.publish(this.key('room', id), `${this.instance}|e|`);
      await this.redis.del(this.key('state', id), this.key('viewers', id));
    } catch (err) {
      this.log.warn({ err: (err as Error).message }, 'live: redis end failed');
    }
  }

  private endLocal(id: number): void {
    const room = this.rooms.get(id);
    if (!room) return;
    this.rooms.delete(id);
    clearTimeout(room.expiry);
    if (room.countTimer) clearTimeout(room.countTimer);
    const ended = JSON.stringify({ t: 'ended' } satisfies LiveServerMessage);
    for (const ws of [...room.viewers, ...(room.presenter ? [room.presenter] : [])]) {
      this.send(ws, ended);
      ws.close(LIVE_CLOSE.ended, 'ended');
    }
    room.viewers.clear();
    room.presenter = null;
    void this.sub?.unsubscribe(this.key('room', id)).catch(() => undefined);
  }

  /** Writes to one socket, dropping it when it has stopped reading. */
  private send(ws: WebSocket, data: string): void {
    if (ws.readyState !== OPEN) return;
    if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
      ws.terminate();
      return;
    }
    ws.send(data);
  }

  private toViewers(room: Room, data: string): void {
    for (const ws of room.viewers) this.send(ws, data);
  }

  private key(kind: 'room' | 'state' | 'viewers' | 'instance', id: number | string): string {
    return `${this.prefix}live:${kind}:${id}`;
  }

  /** Publishes a room message for the other instances (and keeps the last state for later joiners). */
  private relay(room: Room, type: Relay, payload: string): void {
    const redis = this.redis;
    if (!redis) return;
    const ttl = Math.max(1000, Date.parse(room.expiresAt) - Date.now());
    const work =
      type === 's'
        ? redis.multi().publish(this.key('room', room.id), `${this.instance}|s|${payload}`).set(this.key('state', room.id), payload, 'PX', ttl).exec()
        : redis.publish(this.key('room', room.id), `${this.instance}|${type}|${payload}`);
    work.catch((err: Error) => this.log.warn({ err: err.message }, 'live: redis publish failed'));
  }

  private onRelay(channel: string, message: string): void {
    const id = Number(channel.slice(channel.lastIndexOf(':') + 1));
    const room = this.rooms.get(id);
    if (!room) return;
    const first = message.indexOf('|');
    if (message.slice(0, first) === this.instance) return;
    const type = message.charAt(first + 1) as Relay;
    const payload = message.slice(first + 3);
    if (type === 'e') return this.endLocal(id);
    if (type === 'n') return this.scheduleCount(room);
    if (type === 's') room.state = payload;
    this.toViewers(room, payload);
  }

  /** This instance's viewers of a room changed: record the number for the others, tell the presenter. */
  private countChanged(room: Room): void {
    const redis = this.redis;
    if (redis) {
      const key = this.key('viewers', room.id);
      const n = room.viewers.size;
      const ttl = Math.max(1000, Date.parse(room.expiresAt) - Date.now());
      const write = n > 0 ? redis.multi().hset(key, this.instance, String(n)).pexpire(key, ttl) : redis.multi().hdel(key, this.instance);
      write
        .publish(this.key('room', room.id), `${this.instance}|n|`)
        .exec()
        .catch((err: Error) => this.log.warn({ err: err.message }, 'live: redis count failed'));
    }
    this.scheduleCount(room);
  }

  /** Sends the presenter (when it is connected here) the number of viewers on every instance, once per burst. */
  private scheduleCount(room: Room): void {
    if (room.countTimer || !room.presenter) return;
    room.countTimer = setTimeout(() => {
      room.countTimer = null;
      void this.viewerCount(room).then((count) => {
        if (!room.presenter) return;
        room.lastCount = count;
        this.send(room.presenter, JSON.stringify({ t: 'viewers', count } satisfies LiveServerMessage));
      });
    }, COUNT_DELAY_MS);
  }

  /** Renews this instance's sign of life in Redis. */
  private markAlive(): void {
    void this.redis?.set(this.key('instance', this.instance), '1', 'PX', INSTANCE_TTL_MS).catch((err: Error) => this.log.warn({ err: err.message }, 'live: redis beat failed'));
  }

  /** Counts again the rooms presented here; tells the presenter when the count changed (an instance went silent). */
  private recountPresented(): void {
    if (!this.redis) return;
    for (const room of this.rooms.values()) {
      if (!room.presenter || room.countTimer) continue;
      void this.viewerCount(room).then((count) => {
        if (!room.presenter || count === room.lastCount) return;
        room.lastCount = count;
        this.send(room.presenter, JSON.stringify({ t: 'viewers', count } satisfies LiveServerMessage));
      });
    }
  }

  /** Viewers on every instance that is still up; the counts of silent instances are removed. */
  private async viewerCount(room: Room): Promise<number> {
    const redis = this.redis;
    if (!redis) return room.viewers.size;
    try {
      const key = this.key('viewers', room.id);
      const counts = await redis.hgetall(key);
      const others = Object.keys(counts).filter((id) => id !== this.instance);
      const alive = others.length > 0 ? await redis.mget(...others.map((id) => this.key('instance', id))) : [];
      const silent = new Set(others.filter((_, i) => alive[i] === null));
      if (silent.size > 0) void redis.hdel(key, ...silent).catch(() => undefined);
      return Object.entries(counts).reduce((sum, [id, n]) => sum + (silent.has(id) ? 0 : Number(n) || 0), 0);
    } catch {
      return room.viewers.size;
    }
  }

  private beat(): void {
    for (const ws of this.sockets) {
      if (!this.alive.has(ws)) {
        ws.terminate();
        continue;
      }
      this.alive.delete(ws);
      ws.ping();
    }
  }

  /** Closes every socket and the Redis subscriber (the app is closing). */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    clearInterval(this.presenterCheck);
    clearInterval(this.instanceBeat);
    for (const room of this.rooms.values()) {
      clearTimeout(room.expiry);
      if (room.countTimer) clearTimeout(room.countTimer);
    }
    this.rooms.clear();
    for (const ws of this.sockets) ws.terminate();
    this.sockets.clear();
    // Gone: the others stop counting this instance's viewers at once.
    await this.redis?.del(this.key('instance', this.instance)).catch(() => undefined);
    if (this.sub) await this.sub.quit().catch(() => this.sub?.disconnect());
  }
}
