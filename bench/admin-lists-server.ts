// Child process of bench/admin-lists.ts: the real app with BENCH_USERS accounts (100 or 100,000),
// each with one payment spread over the last two years, and a signed-in master. Prints
// {"hello","app","token","adminToken","database","users","payments"} as one JSON line; exits when stdin closes.
import { sql } from 'kysely';
import { stamps } from '../apps/server/src/db/index.ts';
import type { Db } from '../apps/server/src/db/index.ts';
import { issueToken } from '../apps/server/src/plugins/auth.ts';
import { serveBenchChild } from './child-server.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100);
const CHUNK = 500;
const NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Heitor', 'Isabela', 'João', 'Karina', 'Lucas', 'Mariana', 'Nicolas', 'Olivia', 'Pedro', 'Quésia', 'Rafael', 'Sofia', 'Tiago'];
const STATUSES = ['approved', 'approved', 'approved', 'approved', 'approved', 'approved', 'approved', 'approved', 'pending', 'refunded', 'declined', 'charged_back'] as const;
const DAY_MS = 86_400_000;

/** `count` users and one payment each, inserted in chunks inside one transaction. */
async function seedUsersAndPayments(db: Db, count: number): Promise<void> {
  const plan = await db.selectFrom('plans').select(['id', 'price_cents', 'days']).orderBy('id').executeTakeFirstOrThrow();
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < count; start += CHUNK) {
      const users = Array.from({ length: Math.min(CHUNK, count - start) }, (_, k) => {
        const i = start + k;
        return {
          email: `user${String(i).padStart(6, '0')}@bench.local`,
          password_hash: 'x',
          name: `${NAMES[i % NAMES.length]} ${i}`,
          phone: `55119${String(i).padStart(8, '0')}`,
          level: 'user' as const,
          end_subscription: i % 2 ? new Date(now + ((i % 60) - 20) * DAY_MS).toISOString() : null,
          last_payment: null,
          ...stamps(),
        };
      });
      const ids = await trx.insertInto('users').values(users).returning('id').execute();
      await trx
        .insertInto('payments')
        .values(
          ids.map(({ id }, k) => {
            const i = start + k;
            const created = new Date(now - (i % 730) * DAY_MS - (i % 86_400) * 1000).toISOString();
            const status = STATUSES[i % STATUSES.length]! as 'approved';
            return { user_id: id, plan_id: plan.id, provider: 'sandbox', reference: `bench-${i}`, external_id: null, status, amount_cents: plan.price_cents, days: plan.days, applied_at: status === 'approved' ? created : null, created_at: created, updated_at: created };
          }),
        )
        .execute();
    }
  });
}

await serveBenchChild({
  dataDirPrefix: 'prancheta-bench-admin-',
  phone: '5511999990000',
  seed: async ({ db }) => {
    await seedUsersAndPayments(db, USERS);
    // PostgreSQL's autovacuum analyses a table after a bulk insert within a minute; do it now rather
    // than measure plans made without statistics. SQLite is measured as deployed: never analysed.
    if (process.env.BENCH_DB === 'postgres') await sql`analyze`.execute(db);
    const master = await db.selectFrom('users').select('id').where('level', '=', 'master').executeTakeFirstOrThrow();
    return { adminToken: await issueToken(db, master.id), users: USERS, payments: USERS };
  },
});
