import { verify } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';

const EN = { 'x-lang': 'en-us' };

describe('user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_AUTH: 1000 });
  });
  afterAll(async () => t.close());

  const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: { ...bearer(token), ...EN } });
  const put = (token: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/user', payload, headers: { ...bearer(token), ...EN } });
  const row = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function addTeam(leaderId: number, name: string, categories: string[] = []): Promise<number> {
    const team = await t.db
      .insertInto('teams')
      .values({ name, location: `${name} city`, image: null, leader_id: leaderId, max_users: 10, max_categories: 5, end_subscription: null, ...stamps() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const c of categories) await t.db.insertInto('categories').values({ team_id: team.id, name: c, description: '', ...stamps() }).execute();
    return team.id;
  }

  describe('GET /api/user', () => {
    it('answers 401 without a token or with an unknown one', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
      expect((await get('not-a-real-token')).statusCode).toBe(401);
    });

    it('answers the profile of an account without subscription (not gated) and never the password hash', async () => {
      const u = await createUser(t);
      const res = await get(u.token);
      expect(res.statusCode).toBe(200);
      const db = await row(u.id);
      expect(res.json()).toEqual({
        user: {
          id: u.id,
          name: db.name,
          email: u.email,
          phone: db.phone,
          level: 'user',
          team: false,
          teams: [],
          subscription_active: false,
          subscription: { end_subscription: null, last_payment: null },
          club_end_subscription: null,
          trial_end: null,
          in_trial: false,
        },
      });
      expect(res.body).not.toContain('password');
      expect(res.body).not.toContain('$argon2');
    });

    it('reports an active subscription with its dates', async () => {
      const u = await createUser(t, { active: true });
      await t.db.updateTable('users').set({ last_payment: '2026-01-02T03:04:05.000Z' }).where('id', '=', u.id).execute();
      const body = (await get(u.token)).json();
      expect(body.user.subscription_active).toBe(true);
      expect(Date.parse(body.user.subscription.end_subscription)).toBeGreaterThan(Date.now());
      expect(body.user.subscription.last_payment).toBe('2026-01-02T03:04:05.000Z');
    });

    it('reports an expired subscription as inactive, and admins as active', async () => {
      const u = await createUser(t);
      await t.db.updateTable('users').set({ end_subscription: new Date(Date.now() - 86_400_000).toISOString() }).where('id', '=', u.id).execute();
      expect((await get(u.token)).json().user.subscription_active).toBe(false);
      const admin = await createUser(t, { level: 'admin' });
      const body = (await get(admin.token)).json();
      expect(body.user.level).toBe('admin');
      expect(body.user.subscription_active).toBe(true);
    });

    it('lists the clubs the user leads or belongs to, with their categories, and no others', async () => {
      const u = await createUser(t);
      const boss = await createUser(t);
      const led = await addTeam(u.id, 'Alfa FC', ['Sub-15', 'Sub-13']);
      const joined = await addTeam(boss.id, 'Beta EC', ['Adulto']);
      await addTeam(boss.id, 'Gama SC', ['Sub-17']);
      await t.db.insertInto('team_users').values({ team_id: joined, user_id: u.id, ...stamps() }).execute();

      const body = (await get(u.token)).json();
      expect(body.user.team).toBe(true);
      expect(body.user.teams).toHaveLength(2);
      const alfa = body.user.teams.find((x: { id: number }) => x.id === led);
      const beta = body.user.teams.find((x: { id: number }) => x.id === joined);
      expect(alfa).toMatchObject({ name: 'Alfa FC', location: 'Alfa FC city', leader: true });
      expect(alfa.categories.map((c: { name: string }) => c.name).sort()).toEqual(['Sub-13', 'Sub-15']);
      expect(beta).toMatchObject({ name: 'Beta EC', leader: false, categories: [{ id: expect.any(Number), name: 'Adulto' }] });

      const bossBody = (await get(boss.token)).json();
      expect(bossBody.user.teams.map((x: { name: string }) => x.name).sort()).toEqual(['Beta EC', 'Gama SC']);
    });
  });

  describe('PUT /api/user', () => {
    it('answers 401 without a token', async () => {
      const res = await t.app.inject({ method: 'PUT', url: '/api/user', payload: { name: 'X', email: 'x@test.local', phone: '11999999999' } });
      expect(res.statusCode).toBe(401);
    });

    it('updates name, e-mail and phone and answers the user with a translated message', async () => {
      const u = await createUser(t);
      const email = `renamed-${u.id}@test.local`;
      const res = await put(u.token, { name: 'Novo Nome', email: email.toUpperCase(), phone: `2198${String(u.id).padStart(7, '0')}` });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.message).toBe('Updated successfully');
      expect(body.user).toMatchObject({ id: u.id, name: 'Novo Nome', email, phone: `2198${String(u.id).padStart(7, '0')}` });
      const db = await row(u.id);
      expect(db).toMatchObject({ name: 'Novo Nome', email, phone: `2198${String(u.id).padStart(7, '0')}` });
      expect(await verify(db.password_hash, u.password)).toBe(true);
    });

    it('keeps the password when password is empty', async () => {
      const u = await createUser(t);
      const before = await row(u.id);
      const res = await put(u.token, { name: before.name, email: before.email, phone: before.phone, password: '', current_password: '' });
      expect(res.statusCode).toBe(200);
      expect((await row(u.id)).password_hash).toBe(before.password_hash);
    });

    it("refuses 422 on email when it belongs to another account, changing nothing", async () => {
      const u = await createUser(t);
      const other = await createUser(t);
      const before = await row(u.id);
      const res = await put(u.token, { name: 'Changed', email: other.email, phone: before.phone });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual(['This e-mail is already used by another account']);
      expect(res.json().errors.phone).toBeUndefined();
      expect(await row(u.id)).toEqual(before);
    });

    it('refuses 422 on phone when it belongs to another account, changing nothing', async () => {
      const u = await createUser(t);
      const other = await row((await createUser(t)).id);
      const before = await row(u.id);
      const res = await put(u.token, { name: 'Changed', email: before.email, phone: other.phone });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.phone).toEqual(['This phone is already used by another account']);
      expect(await row(u.id)).toEqual(before);
    });

    it('refuses 422 per field for bad values, changing nothing', async () => {
      const u = await createUser(t);
      const before = await row(u.id);
      const res = await put(u.token, { name: '', email: 'nope', phone: '12-ab' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'phone']);
      expect(await row(u.id)).toEqual(before);
    });

    it('refuses a new password without the current one, or with a wrong one, changing nothing', async () => {
      const u = await createUser(t);
      const before = await row(u.id);
      const base = { name: 'Changed', email: before.email, phone: before.phone };

      const missing = await put(u.token, { ...base, password: 'new-password-1' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors.current_password).toHaveLength(1);

      const wrong = await put(u.token, { ...base, password: 'new-password-1', current_password: 'not-my-password' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.current_password).toEqual(['Current password is wrong']);

      const short = await put(u.token, { ...base, password: '123', current_password: u.password });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors.password).toHaveLength(1);

      expect(await row(u.id)).toEqual(before);
    });

    it('changes the password with the current one and signs out the other sessions only', async () => {
      const u = await createUser(t);
      const before = await row(u.id);
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: u.password }, headers: EN });
      const otherSession = login.json().auth_token as string;
      expect((await get(otherSession)).statusCode).toBe(200);

      const res = await put(u.token, { name: before.name, email: before.email, phone: before.phone, password: 'changed-pass-9', current_password: u.password });
      expect(res.statusCode).toBe(200);
      const after = await row(u.id);
      expect(after.password_hash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(after.password_hash, 'changed-pass-9')).toBe(true);
      expect(await verify(after.password_hash, u.password)).toBe(false);

      expect((await get(u.token)).statusCode).toBe(200);
      expect((await get(otherSession)).statusCode).toBe(401);
      const relog = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: u.email, password: 'changed-pass-9' }, headers: EN });
      expect(relog.statusCode).toBe(200);
    });

    it('lets a user keep their own e-mail and phone', async () => {
      const u = await createUser(t);
      const before = await row(u.id);
      const res = await put(u.token, { name: 'Same Contacts', email: before.email, phone: before.phone });
      expect(res.statusCode).toBe(200);
      expect((await row(u.id)).name).toBe('Same Contacts');
    });
  });
});
