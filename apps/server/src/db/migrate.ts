import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Dialect } from './index.ts';
import { migrations } from './migrations/index.ts';

/** Runs every migration not yet applied, in order, each in its own transaction. Returns names applied. */
// Migrations run before the typed schema exists, so they take an untyped Kysely (Kysely's own convention).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrate(db: Kysely<any>, dialect: Dialect): Promise<string[]> {
  await db.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute();
  const done = new Set((await db.selectFrom('schema_migrations').select('name').execute()).map((r: { name: string }) => r.name));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.name)) continue;
    await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(7271001)`.execute(trx);
      const again = await trx.selectFrom('schema_migrations').select('name').where('name', '=', m.name).executeTakeFirst();
      if (again) return;
      await m.up(trx, dialect);
      await trx.insertInto('schema_migrations').values({ name: m.name, applied_at: new Date().toISOString() }).execute();
      applied.push(m.name);
    });
  }
  return applied;
}
