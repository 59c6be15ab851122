import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import { multipart } from '../formations/test-fixtures.ts';
import { userFolder } from '../media/roots.ts';
import { STARTER_GIFS_DIR } from '../media/starter.ts';
import type { User } from '../trainings/test-support.ts';
import { seedAccount } from './test-support.ts';

/** Tables holding a coach's rows (user_id), checked empty after the account is gone. */
const OWNED = [
  'treinos',
  'exercicios',
  'formactions',
  'user_images',
  'semanas',
  'fitnes',
  'fitnes_exercicios',
  'fitnes_images',
  'sessions',
  'password_resets',
  'payments',
  'retention_warnings',
  'user_preferences',
] as const;

describe('delete my account (DELETE /api/user/account)', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
    await seedAccount(t, owner);
    await seedAccount(t, other);
    const gif = fs.readFileSync(path.join(STARTER_GIFS_DIR, 'Core', 'Prancha.gif'));
    const body = multipart([{ name: 'images[prancha.gif]', filename: 'upload.gif', type: 'image/gif', data: gif }]);
    const up = await t.app.inject({ method: 'POST', url: '/api/user-gifs', payload: body.payload, headers: { ...body.headers, ...bearer(owner.token) } });
    expect(up.statusCode, up.body).toBe(200);
    // The home screen records the language; the warning table gets a row through the job elsewhere.
    await t.app.inject({ method: 'GET', url: '/api/user/retention', headers: { ...bearer(owner.token), 'x-lang': 'en-us' } });
  });
  afterAll(async () => t.close());

  const rowsOf = async (userId: number) => {
    const counts: Record<string, number> = {};
    for (const table of OWNED) {
      const r = await t.db
        .selectFrom(table as 'treinos')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      counts[table] = Number(r.n);
    }
    return counts;
  };
  /** The coach's own gifs, wherever the library is stored (folder or bucket). */
  const gifsOf = async (userId: number) => (await storedFiles(t, 'library/user-gifs')).filter((k) => k.startsWith(`${userFolder(userId)}/`));
  const remove = (user: User, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'DELETE', url: '/api/user/account', payload, headers: { ...bearer(user.token), 'x-lang': 'en-us' } });

  it('refuses 401 without a session', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/account', payload: { password: owner.password } })).statusCode).toBe(401);
  });

  it('with a wrong or missing password answers 422 and changes nothing', async () => {
    const filesBefore = (await storedFiles(t));
    const rowsBefore = await rowsOf(owner.id);
    expect(rowsBefore.treinos).toBe(1);
    const wrong = await remove(owner, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.password).toEqual(['Current password is wrong']);
    expect((await remove(owner, {})).statusCode).toBe(422);
    expect(await rowsOf(owner.id)).toEqual(rowsBefore);
    expect(await storedFiles(t)).toEqual(filesBefore);
    expect(await gifsOf(owner.id)).toEqual([`${userFolder(owner.id)}/prancha.gif`]);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(owner.token) })).statusCode).toBe(200);
  });

  it("with the right password removes every row and file of the coach, the other coach's stay, and the old session gets 401", async () => {
    const ownerKeys = await t.db.selectFrom('formactions').select(['img_key', 'file_key', 'draft_key']).where('user_id', '=', owner.id).execute();
    const otherFiles = (await storedFiles(t)).filter((f) => !ownerKeys.some((k) => [k.img_key, k.file_key, k.draft_key].includes(f)));
    const otherRows = await rowsOf(other.id);
    const res = await remove(owner, { password: owner.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your account was deleted.');

    expect(await t.db.selectFrom('users').select('id').where('id', '=', owner.id).executeTakeFirst()).toBeUndefined();
    expect(Object.values(await rowsOf(owner.id)).every((n) => n === 0)).toBe(true);
    const left = (await storedFiles(t));
    for (const k of ownerKeys) for (const key of [k.img_key, k.file_key, k.draft_key]) if (key) expect(left).not.toContain(key);
    expect(left.some((f) => f.includes(`/${owner.id}/`))).toBe(false);
    expect(await gifsOf(owner.id)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(owner.token) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: owner.email, password: owner.password } });
    expect(login.statusCode).not.toBe(200);

    expect(await rowsOf(other.id)).toEqual(otherRows);
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(otherFiles.filter((f) => !f.includes(`/${owner.id}/`))));
  });

  it('the master account cannot delete itself', async () => {
    const master = await createUser(t, { level: 'master', password: 'master-secret' });
    const res = await remove(master, { password: 'master-secret' });
    expect(res.statusCode).toBe(403);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', master.id).executeTakeFirst()).toBeDefined();
  });
});
