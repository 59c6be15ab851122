// Child process of bench/live-coedit.ts: one instance of the real app with REDIS_URL set. The first
// (no COEDIT_DATA_DIR) makes a fresh data dir and SQLite database with two coaches of one club and a
// formation the first shares with the second; the second opens that database. Prints one JSON line;
// exits when stdin closes (the first removes the data dir).
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, stamps } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createCoach } from './child-server.ts';

const shared = process.env.COEDIT_DATA_DIR;
const dataDir = shared ?? (await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-bench-coedit-')));
const config = loadConfig(
  {},
  {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(dataDir, 'no-web'),
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: process.env.COEDIT_PREFIX ?? 'prancheta-bench:',
  },
);
const database = openDatabase({ url: config.DATABASE_URL, dataDir });
let seeded: Record<string, unknown> = {};
if (!shared) {
  await migrate(database.db, database.dialect);
  const owner = await createCoach(database.db, 'head@bench.local', '5511999990101');
  const mate = await createCoach(database.db, 'assistant@bench.local', '5511999990102');
  await database.db.updateTable('users').set({ name: 'Assistant' }).where('id', '=', mate.id).execute();
  const team = await database.db
    .insertInto('teams')
    .values({ name: 'Bench FC', location: '', image: null, leader_id: owner.id, max_users: 10, max_categories: 5, end_subscription: null, ...stamps() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('team_users')
    .values({ team_id: team.id, user_id: mate.id, ...stamps() })
    .execute();
  const formation = await database.db
    .insertInto('formactions')
    .values({
      user_id: owner.id,
      type: 'image',
      clube: 'C',
      professor: 'P',
      categoria: 'C',
      data: '2026-01-01',
      local: '',
      descricao: 'Bench',
      h_professor: '',
      h_categoria: '',
      h_data: '',
      h_local: '',
      h_clube: '',
      h_descricao: '',
      colors: '{}',
      category_id: null,
      img_key: null,
      file_key: null,
      logo_key: null,
      draft_key: null,
      ...stamps(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('formation_coeditors')
    .values({ formation_id: formation.id, owner_id: owner.id, user_id: mate.id, ...stamps() })
    .execute();
  seeded = { dataDir, formation: formation.id, ownerToken: owner.token, mateToken: mate.token };
}
const app = await buildApp(config, { database });
await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${JSON.stringify({ app: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`, ...seeded })}\n`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  if (!shared) await fsp.rm(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.stdin.on('end', shutdown);
process.stdin.on('close', shutdown);
process.stdin.resume();
process.on('SIGTERM', shutdown);
