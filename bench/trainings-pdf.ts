// Child process of bench/trainings.ts: renders print/ex for a training of 30 drawn exercises (with
// post-work) in a fresh process and prints {"ms","bytes","peakRssMb"} as one JSON line.
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { userActor } from '../apps/server/src/access/actor.ts';
import { openDatabase, stamps } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { exercisesRepo } from '../apps/server/src/modules/trainings/exercises/repo.ts';
import { trainingPdf } from '../apps/server/src/modules/trainings/print-sheet.ts';
import { trainingsRepo } from '../apps/server/src/modules/trainings/repo.ts';
import { renderPdf } from '../apps/server/src/pdf/render.ts';
import { LocalStorage } from '../apps/server/src/storage/local.ts';
import { seedTrainings } from './trainings-fixture.ts';

const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-bench-pdf-'));
const database = openDatabase({ dataDir });
await migrate(database.db, database.dialect);
const user = await database.db
  .insertInto('users')
  .values({ email: 'pdf@bench.local', password_hash: 'x', name: 'Bench', phone: '5511999990002', level: 'user', end_subscription: null, last_payment: null, ...stamps() })
  .returning('id')
  .executeTakeFirstOrThrow();
const storage = new LocalStorage(path.join(dataDir, 'files'));
const { treinoId, exerciseIds } = await seedTrainings(database.db, storage, user.id);
const actor = userActor({ id: user.id, level: 'user' });
const training = (await trainingsRepo.find(database.db, actor, treinoId))!;
const rows = await exercisesRepo.findMany(database.db, actor, treinoId, exerciseIds);
global.gc?.();
const before = process.resourceUsage().maxRSS;
const started = performance.now();
const doc = await trainingPdf(storage, training, rows, "pt-br", true);
const prepared = performance.now() - started;
const pdf = await renderPdf(doc);
const ms = performance.now() - started;
const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
process.stdout.write(`${JSON.stringify({ ms: Math.round(ms), prepareMs: Math.round(prepared), bytes: pdf.length, peakRssMb, rssBeforeMb: Math.round(before / 1024) })}\n`);
await database.db.destroy();
await fsp.rm(dataDir, { recursive: true, force: true });
