// Child process of bench/inp.ts: the real app serving the built web app, with a coach holding 60
// trainings, 60 athletes, 60 fitness sheets and 60 weekly sheets (full list pages) and 100 other
// accounts for /admin/users. Prints {"app","token","adminToken",...} as one JSON line; exits when stdin closes.
import { stamps } from '../apps/server/src/db/index.ts';
import type { Db } from '../apps/server/src/db/index.ts';
import { issueToken } from '../apps/server/src/plugins/auth.ts';
import { DIST } from './browser.ts';
import { serveBenchChild } from './child-server.ts';
import { insertTrainings } from './trainings-rows.ts';

const ROWS = 60;
const USERS = 100;
const NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Heitor', 'Isabela', 'João'];

/** One coach's athletes, fitness sheets and weekly sheets, `count` of each. */
async function seedLists(db: Db, userId: number, count: number): Promise<void> {
  const day = (i: number) => `2026-0${1 + (i % 9)}-${String(1 + (i % 28)).padStart(2, '0')}`;
  const idx = Array.from({ length: count }, (_, i) => i);
  await db
    .insertInto('athletes')
    .values(idx.map((i) => ({ user_id: userId, name: `${NAMES[i % NAMES.length]} Souza ${i}`, birth_date: '2012-03-04', email: `atleta${i}@bench.local`, phone: `5511988${String(i).padStart(6, '0')}`, group_label: `Sub-${10 + (i % 6)}`, category_id: null, notes: '', ...stamps() })))
    .execute();
  await db
    .insertInto('fitnes')
    .values(idx.map((i) => ({ user_id: userId, is_video: 0, title: `Força e potência ${i}`, teacher: 'Carla', student: `${NAMES[i % NAMES.length]} ${i}`, volume: '3x por semana', data: day(i), objectives: 'Força', rate: '', labels: '{}', colors: '{}', img_key: null, athlete_id: null, ...stamps() })))
    .execute();
  await db
    .insertInto('semanas')
    .values(idx.map((i) => ({ user_id: userId, cabecalho: `Esporte Clube ${i}`, subtitulo: 'Sub-15', title: `Semana ${i + 1}`, observacao: '', data_inicio: day(i), data_fim: day(i), config: '{}', dia: '{}', time: '{}', place: '{}', links: '{}', img_key: null, ...stamps() })))
    .execute();
}

/** `count` plain accounts (the admin users list). */
async function seedUsers(db: Db, count: number): Promise<void> {
  const users = Array.from({ length: count }, (_, i) => ({
    email: `user${String(i).padStart(6, '0')}@bench.local`,
    password_hash: 'x',
    name: `${NAMES[i % NAMES.length]} ${i}`,
    phone: `55119${String(i).padStart(8, '0')}`,
    level: 'user' as const,
    end_subscription: i % 2 ? new Date(Date.now() + (i % 60) * 86_400_000).toISOString() : null,
    last_payment: null,
    ...stamps(),
  }));
  await db.insertInto('users').values(users).execute();
}

await serveBenchChild({
  dataDirPrefix: 'prancheta-bench-inp-',
  phone: '5511999990002',
  webDist: DIST,
  seed: async ({ db, userId }) => {
    await insertTrainings(db, userId, ROWS);
    await seedLists(db, userId, ROWS);
    await seedUsers(db, USERS);
    const master = await db.selectFrom('users').select('id').where('level', '=', 'master').executeTakeFirstOrThrow();
    return { adminToken: await issueToken(db, master.id), rows: ROWS, users: USERS };
  },
});
