// Child process of bench/load-board.ts: the real app with a coach whose roster group "Elenco" has
// BENCH_ATHLETES athletes (40), each with a year of daily session loads (one entry a day, a rest
// day a week) and a daily wellness check-in. Prints the servers' JSON line (see child-server.ts);
// exits when stdin closes.
import { sql } from 'kysely';
import { addDays } from '@prancheta/shared';
import { stamps } from '../apps/server/src/db/index.ts';
import { serveBenchChild } from './child-server.ts';

const ATHLETES = Number(process.env.BENCH_ATHLETES ?? 40);
const DAYS = 365;

await serveBenchChild({
  dataDirPrefix: 'prancheta-bench-load-',
  phone: '5511999990003',
  seed: async ({ db, userId }) => {
    const today = new Date().toISOString().slice(0, 10);
    let entries = 0;
    await db.transaction().execute(async (trx) => {
      for (let a = 0; a < ATHLETES; a++) {
        const athlete = await trx
          .insertInto('athletes')
          .values({ user_id: userId, name: `Atleta ${String(a + 1).padStart(2, '0')}`, birth_date: null, email: '', phone: '', group_label: 'Elenco', category_id: null, notes: '', wellness_on: 1, ...stamps() })
          .returning('id')
          .executeTakeFirstOrThrow();
        const loads = [];
        const checkins = [];
        for (let d = DAYS - 1; d >= 0; d--) {
          const date = addDays(today, -d);
          if (d % 7 !== 3) loads.push({ user_id: userId, athlete_id: athlete.id, date, kind: 'session' as const, minutes: 45 + ((a * 7 + d * 13) % 60), rpe: 3 + ((a + d) % 6), note: '', origin: `free:${a}-${d}`, ...stamps() });
          checkins.push({ user_id: userId, athlete_id: athlete.id, date, sleep: 1 + ((a + d) % 5), stress: 1 + (d % 4), fatigue: 2 + ((a * d) % 5), soreness: 1 + ((a + 2 * d) % 6), note: '', replaced_at: null, ...stamps() });
        }
        for (let i = 0; i < loads.length; i += 200) await trx.insertInto('load_entries').values(loads.slice(i, i + 200)).execute();
        for (let i = 0; i < checkins.length; i += 200) await trx.insertInto('wellness_checkins').values(checkins.slice(i, i + 200)).execute();
        entries += loads.length;
      }
    });
    if (process.env.BENCH_DB === 'postgres') await sql`analyze`.execute(db);
    return { athletes: ATHLETES, entries };
  },
});
