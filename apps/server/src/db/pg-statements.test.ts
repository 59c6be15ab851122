import { Kysely, PostgresDialect, sql } from 'kysely';
import type { Generated } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPgDatabase, testDialect } from '../test/helper.ts';
import { nameable, withNamedStatements } from './pg-statements.ts';

interface Scratch {
  people: { id: Generated<number>; name: string; city: string | null };
}

describe('named statement texts', () => {
  it('names single data statements only', () => {
    expect(nameable('select "id" from "people" where "name" = $1')).toBe(true);
    expect(nameable('  WITH x as (select 1) select * from x')).toBe(true);
    expect(nameable('insert into people (name) values ($1) returning *')).toBe(true);
    expect(nameable('delete from people where id = $1')).toBe(true);
    expect(nameable('begin')).toBe(false);
    expect(nameable('create table t (id int)')).toBe(false);
    expect(nameable('select 1; select 2')).toBe(false);
  });
});

describe.skipIf(testDialect !== 'postgres')('PostgreSQL named statements', () => {
  let drop: () => Promise<void>;
  let db: Kysely<Scratch>;
  let pool: ReturnType<typeof withNamedStatements>;
  /** The statements prepared on the pool's one connection (pg_prepared_statements is per session). */
  const prepared = async () => (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map((row) => row.statement);

  beforeEach(async () => {
    const database = await createPgDatabase();
    drop = database.drop;
    const raw = new pg.Pool({ connectionString: database.url, max: 1 });
    // pool.end() in afterEach does not wait for its connection to close, so dropping the database
    // (with force) may terminate that connection first, which the pool reports as an 'error' event:
    // expected at teardown (PostgreSQL's 57P01, "terminating connection due to administrator
    // command"); any other error is thrown on as before.
    raw.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error;
    });
    pool = withNamedStatements(raw, 3);
    db = new Kysely<Scratch>({ dialect: new PostgresDialect({ pool }) });
    // Several statements in one text run through the simple protocol, unnamed.
    await sql.raw(`create table people (id serial primary key, name text not null, city text); create index people_name_idx on people (name)`).execute(db);
    await db.insertInto('people').values([{ name: 'Ana', city: 'Recife' }, { name: "Bi'a; drop table people", city: null }]).execute();
  });
  afterEach(async () => {
    await db.destroy();
    await drop();
  });

  it('prepares a query once per connection and binds fresh values on every run', async () => {
    const byName = (name: string) => db.selectFrom('people').select(['id', 'city']).where('name', '=', name).execute();
    expect(await byName('Ana')).toEqual([{ id: 1, city: 'Recife' }]);
    expect(await byName("Bi'a; drop table people")).toEqual([{ id: 2, city: null }]);
    await db.updateTable('people').set({ city: 'Natal' }).where('name', '=', 'Ana').execute();
    expect(await byName('Ana')).toEqual([{ id: 1, city: 'Natal' }]);
    const statements = await prepared();
    // The insert, the select (once, for its three runs) and the update.
    expect(statements.filter((s) => s.startsWith('select "id", "city"'))).toHaveLength(1);
    expect(statements.some((s) => s.startsWith('update "people"'))).toBe(true);
  });

  it('runs a select * again unnamed when a column added meanwhile changed its result', async () => {
    const all = () => db.selectFrom('people').selectAll().where('id', '=', 1).execute();
    const names = () => db.selectFrom('people').select('name').where('id', '=', 1).execute();
    expect(await all()).toEqual([{ id: 1, name: 'Ana', city: 'Recife' }]);
    expect(await names()).toEqual([{ name: 'Ana' }]);
    await sql`alter table people add column phone text default '0'`.execute(db);
    // PostgreSQL refuses the prepared select * ("cached plan must not change result type").
    expect(await all()).toEqual([{ id: 1, name: 'Ana', city: 'Recife', phone: '0' }]);
    expect(await all()).toEqual([{ id: 1, name: 'Ana', city: 'Recife', phone: '0' }]);
    expect(await names()).toEqual([{ name: 'Ana' }]);
  });

  it('lets a stale statement inside a transaction fail that transaction, and runs it unnamed afterwards', async () => {
    const all = (on: Kysely<Scratch>) => on.selectFrom('people').selectAll().where('id', '=', 2).execute();
    expect(await all(db)).toHaveLength(1);
    await sql`alter table people add column phone text default '0'`.execute(db);
    await expect(db.transaction().execute((trx) => all(trx))).rejects.toThrow(/cached plan must not change result type/);
    expect(await db.transaction().execute((trx) => all(trx))).toEqual([{ id: 2, name: "Bi'a; drop table people", city: null, phone: '0' }]);
  });

  it('names at most its limit of texts; the others run unnamed and answer the same', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) {
      expect((await sql<{ v: number }>`select ${n}::int + ${sql.raw(String(n))} as v`.execute(db)).rows).toEqual([{ v: 2 * n }]);
    }
    expect(pool.namedStatements()).toBe(3);
    // The insert of beforeEach took one name; the first two selects the others.
    expect(await prepared()).toHaveLength(3);
  });

  it('keeps transactions whole: a named statement inside a rolled back transaction changes nothing', async () => {
    const rename = (trx: Kysely<Scratch>, name: string) => trx.updateTable('people').set({ name }).where('id', '=', 1).execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await rename(trx, 'Carla');
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(await db.selectFrom('people').select('name').where('id', '=', 1).executeTakeFirst()).toEqual({ name: 'Ana' });
    await db.transaction().execute((trx) => rename(trx, 'Dora'));
    expect(await db.selectFrom('people').select('name').where('id', '=', 1).executeTakeFirst()).toEqual({ name: 'Dora' });
  });
});
