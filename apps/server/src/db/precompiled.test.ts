import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/helper.ts';
import { createTestApp, createUser } from '../test/helper.ts';
import { precompiled } from './precompiled.ts';

describe('precompiled queries', () => {
  let t: TestApp;
  const byEmail = precompiled((db, p: { email: string; level: 'user' | 'mod' | 'admin' | 'master' }) => db.selectFrom('users').select(['id', 'email']).where('email', '=', p.email).where('level', '=', p.level).orderBy('id'));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers what the same query built per call answers, for each set of values', async () => {
    const a = await createUser(t);
    const b = await createUser(t);
    for (const user of [a, b]) {
      const built = await t.db.selectFrom('users').select(['id', 'email']).where('email', '=', user.email).where('level', '=', 'user').orderBy('id').execute();
      expect(await byEmail.rows(t.db, { email: user.email, level: 'user' })).toEqual(built);
      expect(built).toEqual([{ id: user.id, email: user.email }]);
    }
    expect(await byEmail.first(t.db, { email: a.email, level: 'master' })).toBeUndefined();
  });

  it('binds values as parameters, never as SQL', async () => {
    expect(await byEmail.rows(t.db, { email: "x' or '1'='1", level: "user' or '1'='1" as 'user' })).toEqual([]);
  });

  it('runs inside a transaction on the transaction connection', async () => {
    const u = await createUser(t);
    await t.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ level: 'mod' }).where('id', '=', u.id).execute();
      expect(await byEmail.first(trx, { email: u.email, level: 'mod' })).toEqual({ id: u.id, email: u.email });
    });
  });

  it('never reads what another request`s open transaction has not committed', async () => {
    const u = await createUser(t);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let changed!: () => void;
    const written = new Promise<void>((resolve) => (changed = resolve));
    const other = t.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ level: 'mod' }).where('id', '=', u.id).execute();
        changed();
        await gate;
        throw new Error('rolled back');
      })
      .catch((e: unknown) => e);
    await written;
    // While the other transaction is open, the read waits for it (SQLite: one connection) or
    // reads the committed row (PostgreSQL); either way it never sees the uncommitted level.
    const read = byEmail.first(t.db, { email: u.email, level: 'mod' });
    release();
    expect(await read).toBeUndefined();
    expect(await other).toBeInstanceOf(Error);
    expect(await byEmail.first(t.db, { email: u.email, level: 'user' })).toEqual({ id: u.id, email: u.email });
  });

  it('refuses to run with a value missing', async () => {
    await expect(byEmail.rows(t.db, { email: 'a@b.c' } as unknown as { email: string; level: 'user' })).rejects.toThrow(/no value for parameter "level"/);
  });
});
