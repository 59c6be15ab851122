// Two app instances on one database and one Redis (as behind a load balancer): editors connected
// to different instances share one room through Redis pub/sub. Runs when TEST_REDIS_URL is set.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createText, emptyScene } from '@prancheta/shared/scene/index.ts';
import { sceneToY, yToScene } from '@prancheta/shared/scene/ydoc.ts';
import * as Y from 'yjs';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp, insertFormationRow, createUser } from '../../test/helper.ts';
import { createClub } from '../clubs/test-support.ts';
import { coeditRepo } from './repo.ts';
import { NodeCoeditClient } from './node-client.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;
const here = path.dirname(fileURLToPath(import.meta.url));

/** Starts one more instance in its own process (instance-child.ts); resolves with it and its ws:// address. */
function startChild(env: Record<string, string | undefined>): Promise<{ child: ChildProcess; url: string }> {
  const defined = Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'instance-child.ts')], {
    env: { ...process.env, ...defined },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (text: string) => {
      const m = /READY (\d+)/.exec(text);
      if (m) resolve({ child, url: `ws://127.0.0.1:${m[1]}` });
    });
    child.once('exit', (code) => reject(new Error(`instance child exited (${code})`)));
  });
}

/** SIGKILL: the process dies at once. */
function kill(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGKILL');
  return exited;
}

async function until(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.skipIf(!REDIS_URL)('drawing together across two instances with Redis', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let prefix: string;
  const urls: string[] = [];
  const clients: NodeCoeditClient[] = [];
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    prefix = `prancheta-coedit-${randomBytes(4).toString('hex')}:`;
    t = await createTestApp({ REDIS_URL, REDIS_KEY_PREFIX: prefix });
    const config = loadConfig(
      {},
      {
        DATA_DIR: t.dataDir,
        LOG_LEVEL: 'silent',
        DATABASE_URL: t.config.DATABASE_URL,
        WEB_DIST: t.config.WEB_DIST,
        REDIS_URL,
        REDIS_KEY_PREFIX: prefix,
        STORAGE_URL: t.config.STORAGE_URL,
      },
    );
    second = await buildApp(config, { database: openDatabase({ url: config.DATABASE_URL, dataDir: t.dataDir }) });
    for (const app of [t.app, second]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    for (const c of clients) c.socket.terminate();
    for (const child of children) await kill(child);
    await second.close();
    await t.close();
  });

  it('converges two editors on two instances, with names, and sends the room to a late joiner', async () => {
    const owner = await createUser(t, { active: true, name: 'Rita Lopes' });
    const mate = await createUser(t, { active: true, name: 'Caio Assis' });
    await createClub(t, owner, { members: [mate] });
    const formation = await insertFormationRow(t.db, owner.id, { descricao: 'Falta lateral' });
    await t.db
      .insertInto('formation_coeditors')
      .values({ formation_id: formation, owner_id: owner.id, user_id: mate.id, ...stamps() })
      .execute();
    const open = async (url: string, token: string) => {
      const c = new NodeCoeditClient(`${url}/api/coedit/${formation}/ws?token=${token}`);
      clients.push(c);
      await c.opened;
      await c.synced;
      return c;
    };
    const a = await open(urls[0]!, owner.token);
    const b = await open(urls[1]!, mate.token);
    sceneToY(a.doc, emptyScene(1), 'local');
    for (let i = 0; i < 20; i++) {
      const from = i % 2 === 0 ? a : b;
      const now = yToScene(from.doc);
      sceneToY(from.doc, { ...now, objects: [...now.objects, createText(`T${i}`, i, i)] }, 'local');
    }
    await until(() => yToScene(a.doc).objects.length === 20 && yToScene(b.doc).objects.length === 20, 'every edit on both instances');
    expect(yToScene(a.doc)).toEqual(yToScene(b.doc));
    b.awareness.setLocalState({ cursor: { x: 1, y: 2 } });
    await until(() => a.peerNames().includes('Caio Assis'), 'the cursor across instances');
    // A third editor on the second instance gets everything, from its room.
    const c = await open(urls[1]!, owner.token);
    expect(yToScene(c.doc)).toEqual(yToScene(a.doc));
  });

  // Each of the next tests starts an instance in a process of its own (tsx compiles the app:
  // seconds on a loaded machine) and kills it.

  /** A formation of an owner with an invited club mate. */
  async function sharedFormation() {
    const owner = await createUser(t, { active: true, name: 'Rita Lopes' });
    const mate = await createUser(t, { active: true, name: 'Caio Assis' });
    await createClub(t, owner, { members: [mate] });
    const formation = await insertFormationRow(t.db, owner.id, { descricao: 'Saída curta' });
    await t.db
      .insertInto('formation_coeditors')
      .values({ formation_id: formation, owner_id: owner.id, user_id: mate.id, ...stamps() })
      .execute();
    return { owner, mate, formation };
  }

  const connect = async (url: string, formation: number, token: string, doc?: Y.Doc) => {
    const c = new NodeCoeditClient(`${url}/api/coedit/${formation}/ws?token=${token}`, doc);
    clients.push(c);
    await c.opened;
    await c.synced;
    return c;
  };

  const draw = (c: NodeCoeditClient, label: string) => {
    const now = yToScene(c.doc);
    sceneToY(c.doc, { ...now, objects: [...now.objects, createText(label, now.objects.length, 10)] }, 'local');
  };

  /** The scene stored for the formation (what a room opening anywhere starts from). */
  const stored = async (formation: number) => {
    const state = await coeditRepo.loadState(t.db, formation);
    const doc = new Y.Doc();
    if (state) Y.applyUpdate(doc, state);
    return yToScene(doc);
  };

  /** Starts an instance in its own process on this test's database and Redis. */
  const startInstance = async () => {
    const started = await startChild({
      DATA_DIR: t.dataDir,
      DATABASE_URL: t.config.DATABASE_URL,
      REDIS_URL,
      REDIS_KEY_PREFIX: prefix,
      STORAGE_URL: t.config.STORAGE_URL,
    });
    children.push(started.child);
    return started;
  };

  it('a killed instance: its editor reconnects to another instance with the same document and continues; no edit the room relayed is lost', async () => {
    const { owner, mate, formation } = await sharedFormation();
    const doomed = await startInstance();
    // The owner draws on the instance that will die; the mate watches from the first instance.
    const a = await connect(doomed.url, formation, owner.token);
    const m = await connect(urls[0]!, formation, mate.token);
    sceneToY(a.doc, emptyScene(1), 'local');
    for (let i = 0; i < 10; i++) draw(a, `A${i}`);
    await until(() => yToScene(m.doc).objects.length === 10, 'the edits relayed to the other instance');

    // SIGKILL: nothing saved by it, its sockets cut, no goodbye on the bus.
    await kill(doomed.child);
    expect(await a.closed).not.toBe(1000);

    // The editor reconnects (behind a load balancer the same address reaches a live instance) with
    // the document it kept, and goes on drawing.
    const again = await connect(urls[0]!, formation, owner.token, a.doc);
    for (let i = 10; i < 15; i++) draw(again, `A${i}`);
    draw(m, 'M0');
    await until(() => yToScene(m.doc).objects.length === 16 && yToScene(again.doc).objects.length === 16, 'every edit on both editors');
    expect(yToScene(again.doc)).toEqual(yToScene(m.doc));

    // Everyone leaves: the room saves everything.
    again.close();
    m.close();
    const end = Date.now() + 15_000;
    let scene = await stored(formation);
    while (scene.objects.length < 16 && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 100));
      scene = await stored(formation);
    }
    expect(scene.objects.map((o) => (o.type === 'text' ? o.text : o.type)).sort()).toEqual([...Array.from({ length: 15 }, (_, i) => `A${i}`), 'M0'].sort());
  }, 120_000);

  it('edits only a killed instance held come back with their editor when it reconnects elsewhere', async () => {
    const { owner, mate, formation } = await sharedFormation();
    const doomed = await startInstance();
    // Alone on the instance that dies: no other instance holds the room.
    const a = await connect(doomed.url, formation, owner.token);
    sceneToY(a.doc, emptyScene(1), 'local');
    for (let i = 0; i < 5; i++) draw(a, `B${i}`);
    await kill(doomed.child);
    await a.closed;

    const again = await connect(urls[1]!, formation, owner.token, a.doc);
    // A newcomer on the first instance gets them from the room (through Redis) or the database.
    const late = await connect(urls[0]!, formation, mate.token);
    await until(() => yToScene(late.doc).objects.length === 5, 'the offline-kept edits reaching a newcomer');
    expect(yToScene(late.doc)).toEqual(yToScene(again.doc));
    again.close();
    late.close();
    const end = Date.now() + 15_000;
    let scene = await stored(formation);
    while (scene.objects.length < 5 && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 100));
      scene = await stored(formation);
    }
    expect(scene.objects).toHaveLength(5);
  }, 120_000);
});
