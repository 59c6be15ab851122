import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as Y from 'yjs';
import { userActor } from '../../access/actor.ts';
import { accessChanges } from '../../access/changes.ts';
import type { AppContext } from '../../context.ts';
import { awarenessMessage, decodeClientMessage, encodeAwareness, MalformedMessage, SYNC_STEP1, SYNC_STEP2, SYNC_UPDATE, syncMessage } from './protocol.ts';
import type { AwarenessEntry } from './protocol.ts';
import { coeditRepo } from './repo.ts';

/** Timings and limits of the rooms (tests shorten them). */
export interface HubOptions {
  /** Quiet time after an edit before the document is saved. */
  saveDebounceMs: number;
  /** Longest time edits wait to be saved while people keep drawing. */
  saveIntervalMs: number;
  /** How often every open socket's access is checked again (besides at once on access changes). */
  recheckMs: number;
  /** Ping period; a socket that has not answered the previous ping is dropped. */
  pingMs: number;
  /** Bytes waiting to be sent to one socket beyond which the client counts as not reading. */
  maxBufferedBytes: number;
  /** How often a room asks the other instances for what it lacks (Redis only). */
  resyncMs: number;
}

export const DEFAULT_HUB_OPTIONS: HubOptions = { saveDebounceMs: 1000, saveIntervalMs: 10_000, recheckMs: 5000, pingMs: 30_000, maxBufferedBytes: 4 * 1024 * 1024, resyncMs: 5000 };

/** WebSocket close codes the client tells apart. */
export const CLOSE = { malformed: 4400, signedOut: 4401, paymentRequired: 4402, refused: 4403, slow: 4408, shuttingDown: 1001 } as const;

/** How the rooms check a socket's session again: the signed-in user of a token, or why it lost access. */
export type SessionCheck = (token: string) => Promise<'ok' | 'signed-out' | 'payment-required'>;

/** What the rooms use of a ws socket (ws ships no types here; @fastify/websocket hands one per connection). */
export interface CoeditSocket {
  readonly readyState: number;
  readonly OPEN: number;
  readonly bufferedAmount: number;
  send(data: Uint8Array): void;
  close(code?: number): void;
  terminate(): void;
  ping(): void;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
  on(event: 'pong' | 'close' | 'error', listener: () => void): unknown;
}

/** One open socket in a room. */
interface Connection {
  socket: CoeditSocket;
  userId: number;
  name: string;
  /** The session token the socket was admitted with (checked again with the access). */
  token: string;
  /** The awareness client ids this socket speaks for. */
  clientIds: Set<number>;
  alive: boolean;
}

/** Kinds of the messages rooms of several instances exchange over Redis. */
const BUS = { update: 0, awareness: 1, stateVector: 2, access: 3 } as const;

/** The room of one formation: its Y document, who is in it, and when it is saved. */
class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly conns = new Set<Connection>();
  private dirty = false;
  private debounce: NodeJS.Timeout | undefined;
  private lastSaved = Date.now();
  private saving: Promise<void> = Promise.resolve();

  constructor(
    readonly formationId: number,
    private readonly hub: CoeditHub,
  ) {
    this.awareness.setLocalState(null);
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      const message = syncMessage(SYNC_UPDATE, update);
      for (const c of this.conns) if (c !== origin) this.hub.send(c, message);
      if (origin !== 'bus') this.hub.publish(this.formationId, BUS.update, update);
      if (origin !== 'db') this.markDirty();
    });
    this.awareness.on('update', ({ added, updated, removed }: { added: number[]; updated: number[]; removed: number[] }, origin: unknown) => {
      const changed = [...added, ...updated, ...removed];
      const update = awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed);
      const message = awarenessMessage(update);
      for (const c of this.conns) this.hub.send(c, message);
      if (origin !== 'bus') this.hub.publish(this.formationId, BUS.awareness, update);
    });
  }

  private markDirty(): void {
    this.dirty = true;
    clearTimeout(this.debounce);
    const { saveDebounceMs, saveIntervalMs } = this.hub.options;
    // Saved after a quiet moment, or now when edits have kept coming for the whole interval.
    if (Date.now() - this.lastSaved >= saveIntervalMs) void this.save();
    else this.debounce = setTimeout(() => void this.save(), saveDebounceMs);
  }

  /** Saves the document (merged first with what another instance may have saved meanwhile). */
  save(): Promise<void> {
    clearTimeout(this.debounce);
    this.saving = this.saving.then(async () => {
      if (!this.dirty) return;
      this.dirty = false;
      this.lastSaved = Date.now();
      try {
        const stored = await coeditRepo.loadState(this.hub.ctx.db, this.formationId);
        if (stored) Y.applyUpdate(this.doc, stored, 'db');
        await coeditRepo.saveState(this.hub.ctx.db, this.formationId, Y.encodeStateAsUpdate(this.doc));
      } catch (err) {
        this.dirty = true;
        this.hub.log('warn', { err: err instanceof Error ? err.message : String(err), formation: this.formationId }, 'co-editing save failed');
      }
    });
    return this.saving;
  }

  /** Handles one message of a socket; throws MalformedMessage. */
  receive(conn: Connection, data: Uint8Array): void {
    const message = decodeClientMessage(data);
    switch (message.kind) {
      case 'step1':
        this.hub.send(conn, syncMessage(SYNC_STEP2, Y.encodeStateAsUpdate(this.doc, message.stateVector)));
        return;
      case 'update':
        Y.applyUpdate(this.doc, message.update, conn);
        return;
      case 'awareness':
        awarenessProtocol.applyAwarenessUpdate(this.awareness, encodeAwareness(this.ownEntries(conn, message.entries)), conn);
        return;
      case 'query-awareness':
        this.sendAwareness(conn);
        return;
    }
  }

  /**
   * The entries a socket may set: its own client ids only (not another socket's), with the name and
   * id of the signed-in user written over whatever the client claimed.
   */
  private ownEntries(conn: Connection, entries: AwarenessEntry[]): AwarenessEntry[] {
    const taken = new Set<number>();
    for (const c of this.conns) if (c !== conn) for (const id of c.clientIds) taken.add(id);
    const own: AwarenessEntry[] = [];
    for (const e of entries) {
      if (taken.has(e.clientId) || e.clientId === this.doc.clientID) continue;
      conn.clientIds.add(e.clientId);
      own.push({ ...e, state: e.state === null ? null : { ...e.state, user: { id: conn.userId, name: conn.name, color: colourOf(e.state) } } });
    }
    return own;
  }

  sendAwareness(conn: Connection): void {
    const states = [...this.awareness.getStates().keys()];
    if (states.length > 0) this.hub.send(conn, awarenessMessage(awarenessProtocol.encodeAwarenessUpdate(this.awareness, states)));
  }

  /** A new socket: the server's step 1 (so the client sends what the room lacks) and the cursors. */
  greet(conn: Connection): void {
    this.hub.send(conn, syncMessage(SYNC_STEP1, Y.encodeStateVector(this.doc)));
    this.sendAwareness(conn);
  }

  /** Removes a socket and its cursors. */
  drop(conn: Connection): void {
    if (!this.conns.delete(conn)) return;
    awarenessProtocol.removeAwarenessStates(this.awareness, [...conn.clientIds], null);
  }

  destroy(): void {
    clearTimeout(this.debounce);
    this.awareness.destroy();
    this.doc.destroy();
  }
}

/** The colour a client picked for its cursor, when it is a plain hex colour. */
function colourOf(state: Record<string, unknown>): string {
  const user = state.user as { color?: unknown } | undefined;
  return typeof user?.color === 'string' && /^#[0-9a-f]{6}$/i.test(user.color) ? user.color : '#228be6';
}

/**
 * Every room of this instance. With Redis, rooms of the same formation on several instances are
 * one: each publishes its document and awareness updates on the formation's channel and applies
 * the others'; a room that opens (or every resyncMs) publishes its state vector, and the others
 * answer with what it lacks. Without Redis the rooms live in this process alone.
 */
export class CoeditHub {
  private readonly rooms = new Map<number, Room>();
  private readonly opening = new Map<number, Promise<Room>>();
  private readonly closing = new Set<Promise<void>>();
  private readonly instance = randomBytes(8);
  private readonly sub: Redis | null;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly stopListening: () => void;
  private closed = false;

  constructor(
    readonly ctx: AppContext,
    readonly options: HubOptions,
    private readonly checkSession: SessionCheck,
    private readonly logger?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
  ) {
    this.sub = ctx.redis ? ctx.redis.duplicate() : null;
    if (this.sub) {
      this.sub.on('error', (err: Error) => this.log('warn', { err: err.message }, 'co-editing redis error'));
      this.sub.on('messageBuffer', (channel: Buffer, message: Buffer) => this.fromBus(channel.toString(), message));
      void this.sub.subscribe(this.accessChannel).catch(() => undefined);
    }
    this.timers.push(setInterval(() => void this.recheck(), options.recheckMs));
    this.timers.push(setInterval(() => this.ping(), options.pingMs));
    if (this.sub) this.timers.push(setInterval(() => this.resync(), options.resyncMs));
    for (const t of this.timers) t.unref();
    this.stopListening = accessChanges.on(() => {
      void this.recheck();
      this.publishAccess();
    });
  }

  log(level: 'warn' | 'info', obj: object, msg: string): void {
    this.logger?.[level](obj, msg);
  }

  private get prefix(): string {
    return `${this.ctx.config.REDIS_KEY_PREFIX}coedit:`;
  }

  private get accessChannel(): string {
    return `${this.prefix}access`;
  }

  private channelOf(formationId: number): string {
    return `${this.prefix}room:${formationId}`;
  }

  /** Sends to one socket; drops a socket whose client has stopped reading. */
  send(conn: Connection, data: Uint8Array): void {
    const { socket } = conn;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.options.maxBufferedBytes) {
      this.log('info', { user: conn.userId }, 'co-editing client not reading: dropped');
      socket.terminate();
      return;
    }
    socket.send(data);
  }

  publish(formationId: number, kind: number, payload: Uint8Array): void {
    if (!this.ctx.redis || this.closed) return;
    void this.ctx.redis.publish(this.channelOf(formationId), Buffer.concat([Buffer.from([kind]), this.instance, payload])).catch(() => undefined);
  }

  private publishAccess(): void {
    if (!this.ctx.redis || this.closed) return;
    void this.ctx.redis.publish(this.accessChannel, Buffer.concat([Buffer.from([BUS.access]), this.instance])).catch(() => undefined);
  }

  private fromBus(channel: string, message: Buffer): void {
    if (message.length < 9 || message.subarray(1, 9).equals(this.instance)) return;
    const kind = message[0];
    if (channel === this.accessChannel) {
      if (kind === BUS.access) void this.recheck();
      return;
    }
    const id = Number(channel.slice(`${this.prefix}room:`.length));
    const room = this.rooms.get(id);
    if (!room) return;
    const payload = new Uint8Array(message.subarray(9));
    try {
      if (kind === BUS.update) Y.applyUpdate(room.doc, payload, 'bus');
      else if (kind === BUS.awareness) awarenessProtocol.applyAwarenessUpdate(room.awareness, payload, 'bus');
      else if (kind === BUS.stateVector) {
        // Another instance's room asks for what it lacks: our document beyond its state vector, and our cursors.
        this.publish(id, BUS.update, Y.encodeStateAsUpdate(room.doc, payload));
        const states = [...room.awareness.getStates().keys()];
        if (states.length) this.publish(id, BUS.awareness, awarenessProtocol.encodeAwarenessUpdate(room.awareness, states));
      }
    } catch (err) {
      this.log('warn', { err: err instanceof Error ? err.message : String(err) }, 'co-editing bus message refused');
    }
  }

  private resync(): void {
    for (const room of this.rooms.values()) this.publish(room.formationId, BUS.stateVector, Y.encodeStateVector(room.doc));
  }

  /** The room of a formation, opened from its stored state (and the other instances) when needed. */
  private room(formationId: number): Promise<Room> {
    const open = this.rooms.get(formationId);
    if (open) return Promise.resolve(open);
    let pending = this.opening.get(formationId);
    if (!pending) {
      pending = (async () => {
        const room = new Room(formationId, this);
        const stored = await coeditRepo.loadState(this.ctx.db, formationId);
        if (stored) Y.applyUpdate(room.doc, stored, 'db');
        if (this.sub) await this.sub.subscribe(this.channelOf(formationId));
        this.rooms.set(formationId, room);
        this.opening.delete(formationId);
        this.publish(formationId, BUS.stateVector, Y.encodeStateVector(room.doc));
        return room;
      })();
      pending.catch(() => this.opening.delete(formationId));
      this.opening.set(formationId, pending);
    }
    return pending;
  }

  /**
   * Puts an accepted socket in its formation's room. Messages that arrive while the room opens wait;
   * a malformed one closes this socket only.
   */
  join(socket: CoeditSocket, formationId: number, user: { id: number; name: string }, token: string): void {
    const conn: Connection = { socket, userId: user.id, name: user.name, token, clientIds: new Set(), alive: true };
    const queue: Uint8Array[] = [];
    let room: Room | null = null;
    const handle = (data: Uint8Array) => {
      try {
        room!.receive(conn, data);
      } catch (err) {
        const reason = err instanceof MalformedMessage ? CLOSE.malformed : 1011;
        if (!(err instanceof MalformedMessage)) this.log('warn', { err: err instanceof Error ? err.message : String(err) }, 'co-editing message failed');
        socket.close(reason);
        room?.drop(conn);
      }
    };
    socket.on('message', (raw: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => {
      if (!isBinary) {
        socket.close(CLOSE.malformed);
        return;
      }
      const data =
        raw instanceof ArrayBuffer ? new Uint8Array(raw) : Array.isArray(raw) ? new Uint8Array(Buffer.concat(raw)) : new Uint8Array(raw.buffer, raw.byteOffset, raw.byteLength);
      if (room) handle(data);
      else queue.push(data);
    });
    socket.on('pong', () => (conn.alive = true));
    socket.on('close', () => {
      if (room) this.leave(room, conn);
    });
    socket.on('error', () => socket.terminate());
    this.room(formationId).then(
      (r) => {
        if (socket.readyState !== socket.OPEN) return;
        room = r;
        r.conns.add(conn);
        r.greet(conn);
        for (const data of queue.splice(0)) if (socket.readyState === socket.OPEN) handle(data);
      },
      (err: unknown) => {
        this.log('warn', { err: err instanceof Error ? err.message : String(err) }, 'co-editing room failed to open');
        socket.close(1011);
      },
    );
  }

  private leave(room: Room, conn: Connection): void {
    room.drop(conn);
    if (room.conns.size > 0) return;
    // The last one left: save now; the room goes unless someone came back meanwhile.
    const done = room.save().then(async () => {
      if (room.conns.size > 0 || this.rooms.get(room.formationId) !== room) return;
      this.rooms.delete(room.formationId);
      if (this.sub) await this.sub.unsubscribe(this.channelOf(room.formationId)).catch(() => undefined);
      room.destroy();
    });
    this.closing.add(done);
    void done.finally(() => this.closing.delete(done));
  }

  /**
   * Checks every open socket's access again; closes those that lost it: signed out or password
   * changed (session revoked), subscription no longer active, removed from the club, invitation
   * revoked, formation deleted.
   */
  async recheck(): Promise<void> {
    const sessions = new Map<string, Promise<'ok' | 'signed-out' | 'payment-required' | 'unknown'>>();
    for (const room of [...this.rooms.values()]) {
      for (const c of [...room.conns]) {
        let check = sessions.get(c.token);
        if (!check) {
          // The database did not answer: 'unknown', checked again at the next round.
          check = this.checkSession(c.token).catch(() => 'unknown' as const);
          sessions.set(c.token, check);
        }
        const result = await check;
        if (result === 'ok' || result === 'unknown') continue;
        room.drop(c);
        c.socket.close(result === 'signed-out' ? CLOSE.signedOut : CLOSE.paymentRequired);
      }
    }
    for (const room of [...this.rooms.values()]) {
      const users = new Set([...room.conns].map((c) => c.userId));
      for (const userId of users) {
        let allowed: boolean;
        try {
          allowed = (await coeditRepo.coeditable(this.ctx.db, userActor({ id: userId, level: 'user' }), room.formationId)) !== null;
        } catch {
          // The database did not answer: checked again at the next round.
          continue;
        }
        if (allowed) continue;
        for (const c of [...room.conns]) {
          if (c.userId !== userId) continue;
          room.drop(c);
          c.socket.close(CLOSE.refused);
        }
      }
    }
  }

  private ping(): void {
    for (const room of this.rooms.values()) {
      for (const c of room.conns) {
        if (!c.alive) {
          c.socket.terminate();
          continue;
        }
        c.alive = false;
        c.socket.ping();
      }
    }
  }

  /** Saves every room and stops (the app closes). */
  async close(): Promise<void> {
    this.stopListening();
    for (const t of this.timers) clearInterval(t);
    for (const room of this.rooms.values()) for (const c of room.conns) c.socket.close(CLOSE.shuttingDown);
    await Promise.all([...this.rooms.values()].map((r) => r.save()));
    await Promise.all([...this.closing]);
    this.closed = true;
    for (const room of this.rooms.values()) room.destroy();
    this.rooms.clear();
    if (this.sub) await this.sub.quit().catch(() => this.sub?.disconnect());
  }
}
