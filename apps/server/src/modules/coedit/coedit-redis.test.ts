// Two app instances on one database and one Redis (as behind a load balancer): editors connected
// to different instances share one room through Redis pub/sub. Runs when TEST_REDIS_URL is set.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createText, emptyScene } from '@prancheta/shared/scene/index.ts';
import { sceneToY, yToScene } from '@prancheta/shared/scene/ydoc.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase, stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp, insertFormationRow, createUser } from '../../test/helper.ts';
import { createClub } from '../clubs/test-support.ts';
import { NodeCoeditClient } from './node-client.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;

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
  const urls: string[] = [];
  const clients: NodeCoeditClient[] = [];

  beforeAll(async () => {
    const prefix = `prancheta-coedit-${randomBytes(4).toString('hex')}:`;
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
});
