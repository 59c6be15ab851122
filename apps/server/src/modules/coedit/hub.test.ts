import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp, insertFormationRow, createUser } from '../../test/helper.ts';
import { syncMessage, SYNC_STEP1 } from './protocol.ts';
import { CoeditHub, DEFAULT_HUB_OPTIONS } from './rooms.ts';
import type { CoeditSocket } from './rooms.ts';

/** A socket that records what happens to it; `reading: false` plays a client that stopped reading. */
class FakeSocket extends EventEmitter implements CoeditSocket {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent = 0;
  pings = 0;
  ended: 'closed' | 'terminated' | null = null;
  constructor(private readonly answersPings: boolean) {
    super();
  }
  send(): void {
    this.sent += 1;
  }
  ping(): void {
    this.pings += 1;
    if (this.answersPings) queueMicrotask(() => this.emit('pong'));
  }
  close(): void {
    this.end('closed');
  }
  terminate(): void {
    this.end('terminated');
  }
  private end(how: 'closed' | 'terminated'): void {
    if (this.ended) return;
    this.ended = how;
    this.readyState = 3;
    this.emit('close');
  }
}

describe('co-editing rooms drop clients that stop reading', () => {
  let t: TestApp;
  let hub: CoeditHub;
  let formation: number;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t, { active: true });
    formation = await insertFormationRow(t.db, owner.id);
    hub = new CoeditHub(t.app.ctx, { ...DEFAULT_HUB_OPTIONS, pingMs: 40 }, async () => 'ok' as const);
  });
  afterAll(async () => {
    await hub.close();
    await t.close();
  });

  it('terminates a socket that does not answer pings, keeps one that does', async () => {
    const silent = new FakeSocket(false);
    const alive = new FakeSocket(true);
    hub.join(silent, formation, { id: 1, name: 'A' }, 't');
    hub.join(alive, formation, { id: 2, name: 'B' }, 't');
    await new Promise((r) => setTimeout(r, 300));
    expect(silent.ended).toBe('terminated');
    expect(alive.ended).toBeNull();
    expect(alive.pings).toBeGreaterThan(2);
  });

  it('terminates a socket whose unsent bytes pile up beyond the limit', async () => {
    const full = new FakeSocket(true);
    hub.join(full, formation, { id: 3, name: 'C' }, 't');
    await new Promise((r) => setTimeout(r, 50));
    full.bufferedAmount = DEFAULT_HUB_OPTIONS.maxBufferedBytes + 1;
    full.emit('message', Buffer.from(syncMessage(SYNC_STEP1, new Uint8Array([0]))), true);
    expect(full.ended).toBe('terminated');
  });
});
