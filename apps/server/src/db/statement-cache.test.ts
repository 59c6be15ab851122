import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache.ts';

interface Scratch {
  people: { id: Generated<number>; name: string; city: string | null };
}

describe('SQLite statement cache', () => {
  let dir: string;
  let raw: SQLite.Database;
  let cache: ReturnType<typeof withStatementCache>;
  let db: Kysely<Scratch>;

  beforeEach(async () => {
    dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-stmt-'));
    raw = new SQLite(path.join(dir, 'db.sqlite'));
    cache = withStatementCache(raw, 5);
    db = new Kysely<Scratch>({ dialect: new SqliteDialect({ database: cache }) });
    await sql`create table people (id integer primary key, name text not null, city text)`.execute(db);
    await db.insertInto('people').values([{ name: 'Ana', city: 'Recife' }, { name: 'Bia', city: null }]).execute();
  });
  afterEach(async () => {
    await db.destroy();
    await fsp.rm(dir, { recursive: true, force: true });
  });

  it('prepares a SQL text once and answers fresh rows on every run', async () => {
    const byName = (name: string) => db.selectFrom('people').select(['id', 'city']).where('name', '=', name).execute();
    expect(await byName('Ana')).toEqual([{ id: 1, city: 'Recife' }]);
    const size = cache.cachedStatements();
    expect(await byName('Bia')).toEqual([{ id: 2, city: null }]);
    await db.updateTable('people').set({ city: 'Natal' }).where('name', '=', 'Bia').execute();
    expect(await byName('Bia')).toEqual([{ id: 2, city: 'Natal' }]);
    // The update added one statement; the select was reused.
    expect(cache.cachedStatements()).toBe(size + 1);
  });

  it('reads named columns as better-sqlite3 would (aliases, duplicate names, joins)', async () => {
    const query = sql<Record<string, unknown>>`select p.id, p.name as label, q.id, q.city from people p join people q on q.id = p.id order by p.id`;
    const expected = raw.prepare(query.compile(db).sql).all();
    expect(await query.execute(db).then((r) => r.rows)).toEqual(expected);
    expect(expected[0]).toEqual({ id: 1, label: 'Ana', city: 'Recife' });
  });

  it('keeps select * correct after the table gains a column', async () => {
    const all = () => db.selectFrom('people').selectAll().orderBy('id').execute();
    expect((await all())[0]).toEqual({ id: 1, name: 'Ana', city: 'Recife' });
    await sql`alter table people add column phone text default '0'`.execute(db);
    expect((await all())[0]).toEqual({ id: 1, name: 'Ana', city: 'Recife', phone: '0' });
  });

  it('keeps at most its size, dropping the least recently used statement', async () => {
    for (const n of [1, 2, 3, 4, 5]) await sql`select ${n} + 0 as v`.execute(db);
    // The five selects share one SQL text; eight distinct texts below exceed the size of 5.
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) await sql.raw(`select ${n} as v${n}`).execute(db);
    expect(cache.cachedStatements()).toBe(5);
    expect((await sql.raw<{ v1: number }>('select 1 as v1').execute(db)).rows).toEqual([{ v1: 1 }]);
  });
});
