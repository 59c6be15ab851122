import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { createClub } from '../clubs/test-support.ts';

type User = Awaited<ReturnType<typeof createUser>>;
const DAY_MS = 86_400_000;

/** Server-paged admin lists (users, bulk-mail recipients, clubs): paging, sort whitelist, search, access, unpaged answers kept. */
describe('admin lists paged on the server', () => {
  let t: TestApp;
  let admin: User;
  let coach: User;
  let mod: User;
  /** The 30 listed users inserted by the suite, by e-mail. */
  const seeded: Array<{ id: number; email: string; name: string; active: boolean }> = [];

  const get = (user: User | null, url: string, lang = 'en-us') => t.app.inject({ method: 'GET', url, headers: { ...(user ? bearer(user.token) : {}), 'x-lang': lang } });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { level: 'admin', name: 'Ada Admin', email: 'zz-admin@test.local' });
    coach = await createUser(t, { active: true, email: 'zz-coach@test.local' });
    mod = await createUser(t, { level: 'mod', active: true, email: 'zz-mod@test.local' });
    // 30 users with known names and e-mails (no argon2: listing never reads the hash).
    for (let i = 0; i < 30; i++) {
      const email = `${i % 2 ? 'bruna' : 'carlos'}.${String(i).padStart(2, '0')}@lista.test`;
      const name = `${i % 2 ? 'Bruna' : 'Carlos'} ${String(i).padStart(2, '0')}`;
      const active = i % 3 === 0;
      const row = await t.db
        .insertInto('users')
        .values({ email, name, password_hash: 'x', phone: `5511900${String(i).padStart(5, '0')}`, level: 'user', end_subscription: active ? new Date(Date.now() + (i + 1) * DAY_MS).toISOString() : null, last_payment: null, ...stamps() })
        .returning('id')
        .executeTakeFirstOrThrow();
      seeded.push({ id: row.id, email, name, active });
    }
  });
  afterAll(async () => t.close());

  it('refuses coaches and mods with 403 and anonymous callers with 401, paged or not', async () => {
    for (const url of ['/api/admin/users?page=1', '/api/admin/users', '/api/admin/mail/users?page=1&status=1', '/api/admin/teams?page=1']) {
      expect((await get(null, url)).statusCode).toBe(401);
      expect((await get(coach, url)).statusCode).toBe(403);
      expect((await get(mod, url)).statusCode).toBe(403);
    }
  });

  it('keeps the seed answer of GET admin/users without paging parameters: every user as `users`', async () => {
    const res = await get(admin, '/api/admin/users');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['users']);
    const total = Number((await t.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    expect(body.users).toHaveLength(total);
    expect(body.users.map((u: { id: number }) => u.id)).toEqual([...body.users.map((u: { id: number }) => u.id)].sort((a: number, b: number) => a - b));
    expect(Object.keys(body.users[0]).sort()).toEqual(['can_delete', 'can_demote', 'can_edit', 'can_promote', 'email', 'id', 'in_trial', 'level', 'name', 'phone', 'subscription', 'subscription_active', 'trial_end'].sort());
  });

  it('answers one page with the total, in id order by default, and clamps nothing silently', async () => {
    const all = (await get(admin, '/api/admin/users')).json().users as Array<{ id: number }>;
    const res = await get(admin, '/api/admin/users?page=2&pageSize=7');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['capped', 'items', 'page', 'pageSize', 'total']);
    expect(body).toMatchObject({ total: all.length, page: 2, pageSize: 7 });
    expect(body.items.map((u: { id: number }) => u.id)).toEqual(all.slice(7, 14).map((u) => u.id));
    const beyond = (await get(admin, `/api/admin/users?page=${all.length}&pageSize=7`)).json();
    expect(beyond).toMatchObject({ items: [], total: all.length });
  });

  it('sorts by the whitelisted columns in both directions and refuses any other column with 422', async () => {
    const byEmail = (await get(admin, '/api/admin/users?q=bruna&sort=email&dir=desc&pageSize=100')).json();
    const expected = seeded.filter((s) => s.email.startsWith('bruna')).map((s) => s.email).sort().reverse();
    expect(byEmail.items.map((u: { email: string }) => u.email)).toEqual(expected);
    const byName = (await get(admin, '/api/admin/users?q=carlos&sort=name&pageSize=3')).json();
    expect(byName.items.map((u: { name: string }) => u.name)).toEqual(['Carlos 00', 'Carlos 02', 'Carlos 04']);
    const byEnd = (await get(admin, '/api/admin/users?q=carlos&sort=end_subscription&dir=desc&pageSize=2')).json();
    expect(byEnd.items.map((u: { name: string }) => u.name)).toEqual(['Carlos 24', 'Carlos 18']);
    for (const sort of ['password_hash', 'phone', 'id;drop table users', 'level']) {
      const refused = await get(admin, `/api/admin/users?sort=${encodeURIComponent(sort)}`, 'pt-br');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.sort).toEqual(['Não é possível ordenar por essa coluna']);
    }
    expect((await get(admin, '/api/admin/users?dir=up')).statusCode).toBe(422);
    expect((await get(admin, '/api/admin/users?pageSize=101')).statusCode).toBe(422);
    expect((await get(admin, '/api/admin/users?page=0')).statusCode).toBe(422);
  });

  it('searches the start of the e-mail or the name, case ignored, or the id; wildcards are literal', async () => {
    const carlos = (await get(admin, '/api/admin/users?q=CARLOS.1&pageSize=100')).json();
    expect(carlos.items.map((u: { email: string }) => u.email)).toEqual(['carlos.10@lista.test', 'carlos.12@lista.test', 'carlos.14@lista.test', 'carlos.16@lista.test', 'carlos.18@lista.test']);
    expect(carlos.total).toBe(5);
    const byName = (await get(admin, '/api/admin/users?q=bruna%2001')).json();
    expect(byName.items.map((u: { name: string }) => u.name)).toEqual(['Bruna 01']);
    const target = seeded[7]!;
    expect((await get(admin, `/api/admin/users?q=${target.id}`)).json().items.map((u: { id: number }) => u.id)).toContain(target.id);
    expect((await get(admin, '/api/admin/users?q=%25')).json()).toMatchObject({ items: [], total: 0 });
    expect((await get(admin, '/api/admin/users?q=_arlos')).json()).toMatchObject({ items: [], total: 0 });
    expect((await get(admin, '/api/admin/users?q=nobody-here')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('pages the bulk-mail recipients with the status filter, search and sort; unpaged keeps every user', async () => {
    const all = (await get(admin, '/api/admin/mail/users')).json();
    expect(Object.keys(all)).toEqual(['users']);
    const active = (await get(admin, '/api/admin/mail/users?status=1&q=bruna&sort=email&pageSize=100')).json();
    expect(active.items.map((u: { email: string }) => u.email)).toEqual(seeded.filter((s) => s.active && s.email.startsWith('bruna')).map((s) => s.email).sort());
    expect(active.items.every((u: { active: boolean }) => u.active)).toBe(true);
    const inactive = (await get(admin, '/api/admin/mail/users?status=0&q=carlos&pageSize=3&page=2')).json();
    const expected = seeded.filter((s) => !s.active && s.email.startsWith('carlos'));
    expect(inactive.total).toBe(expected.length);
    expect(inactive.items.map((u: { id: number }) => u.id)).toEqual(expected.slice(3, 6).map((s) => s.id));
    expect((await get(admin, '/api/admin/mail/users?status=2')).statusCode).toBe(422);
    expect((await get(admin, '/api/admin/mail/users?sort=phone')).statusCode).toBe(422);
  });

  it('pages the clubs, newest first by default, searching the club name or the leader e-mail', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await createClub(t, seeded[i]!, { name: `Clube ${i}`, endSubscription: new Date(Date.now() + (5 - i) * DAY_MS).toISOString() }));
    const unpaged = (await get(admin, '/api/admin/teams')).json();
    expect(Object.keys(unpaged)).toEqual(['teams']);
    expect(unpaged.teams.map((c: { id: number }) => c.id)).toEqual([...ids].reverse());
    const first = (await get(admin, '/api/admin/teams?page=1&pageSize=2')).json();
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(first.items.map((c: { id: number }) => c.id)).toEqual([ids[4], ids[3]]);
    expect(first.items[0]).toMatchObject({ name: 'Clube 4', user: { email: seeded[4]!.email }, users: 0, categories: 0 });
    const byEnd = (await get(admin, '/api/admin/teams?sort=end_subscription&pageSize=2')).json();
    expect(byEnd.items.map((c: { name: string }) => c.name)).toEqual(['Clube 4', 'Clube 3']);
    expect((await get(admin, '/api/admin/teams?q=clube%202')).json().items.map((c: { id: number }) => c.id)).toEqual([ids[2]]);
    expect((await get(admin, `/api/admin/teams?q=${encodeURIComponent(seeded[1]!.email.slice(0, 8))}`)).json().items.map((c: { id: number }) => c.id)).toEqual([ids[1]]);
    expect((await get(admin, '/api/admin/teams?sort=location')).statusCode).toBe(422);
  });
  it('stops counting past the cap: a list of more than 10,000 users answers 10,000 and capped, a narrower search the exact total', async () => {
    const rows = Array.from({ length: 10_050 }, (_, i) => ({ email: `massa.${String(i).padStart(5, '0')}@cap.test`, name: `Massa ${i}`, password_hash: 'x', phone: `5521${String(i).padStart(9, '0')}`, level: 'user' as const, end_subscription: null, last_payment: null, ...stamps() }));
    for (let i = 0; i < rows.length; i += 500) await t.db.insertInto('users').values(rows.slice(i, i + 500)).execute();
    for (const url of ['/api/admin/users?page=1&pageSize=20', '/api/admin/mail/users?page=1&pageSize=20', '/api/admin/users?page=1&pageSize=20&q=massa']) {
      const body = (await get(admin, url)).json();
      expect(body, url).toMatchObject({ total: 10_000, capped: true, page: 1, pageSize: 20 });
      expect(body.items).toHaveLength(20);
    }
    const narrow = (await get(admin, '/api/admin/users?page=1&pageSize=20&q=massa.0001')).json();
    expect(narrow).toMatchObject({ total: 10, capped: false });
    const few = (await get(admin, '/api/admin/users?page=1&pageSize=20&q=bruna')).json();
    expect(few).toMatchObject({ total: 15, capped: false });
  });
});
