import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import { canvasPng } from '../formations/test-fixtures.ts';
import type { Part } from '../formations/test-fixtures.ts';
import type { User } from '../trainings/test-support.ts';
import { postMultipart, textParts } from '../trainings/test-support.ts';
import { createClub } from '../clubs/test-support.ts';

const future = () => new Date(Date.now() + 90 * 86_400_000).toISOString();

describe('admin clubs', () => {
  let t: TestApp;
  let admin: User;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { level: 'admin' });
    png = await canvasPng();
  });
  afterAll(async () => t.close());

  const form = (values: Record<string, string>, image = true): Part[] => [
    ...textParts(values),
    ...(image ? [{ name: 'image', filename: 'logo.png', type: 'image/png', data: png }] : []),
  ];
  const fields = (email: string) => ({ team: 'Clube Atlético Serrano', email, location: 'Recife', end_subscription: future(), max_users: '12', max_categories: '3' });
  const count = async (table: 'teams' | 'team_invites' | 'admin_audit') => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const passwordHash = async (id: number) => (await t.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash;
  const keyOf = (link: string) => link.slice(link.indexOf('#') + 1);
  const accept = (user: User, key: string, lang = 'en-us') => t.app.inject({ method: 'POST', url: '/api/team/invites/accept', headers: { ...bearer(user.token), 'x-lang': lang }, payload: { key } });

  it('answers 401 to anonymous callers and 403 to user and mod levels on every call', async () => {
    const user = await createUser(t, { active: true });
    const mod = await createUser(t, { level: 'mod', active: true });
    const leader = await createUser(t);
    const id = await createClub(t, leader);
    const calls = [
      { method: 'GET' as const, url: '/api/admin/teams' },
      { method: 'POST' as const, url: '/api/admin/teams', payload: {} },
      { method: 'PUT' as const, url: `/api/admin/teams/${id}`, payload: { max_users: 1 } },
      { method: 'DELETE' as const, url: `/api/admin/teams/${id}` },
      { method: 'POST' as const, url: `/api/admin/teams/${id}/invite` },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
      for (const who of [user, mod]) expect((await t.app.inject({ ...call, headers: bearer(who.token) })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect(await t.db.selectFrom('teams').select('max_users').where('id', '=', id).executeTakeFirst()).toEqual({ max_users: 10 });
  });

  it('refuses a bad form with 422 naming each failing field, storing no club, invitation or file', async () => {
    const before = { teams: await count('teams'), invites: await count('team_invites'), files: (await storedFiles(t)).length };
    const empty = await postMultipart(t, admin, '/api/admin/teams', form({ team: '', email: '', location: '', end_subscription: '', max_users: '0', max_categories: 'x' }, false), 'pt-br');
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'end_subscription', 'image', 'location', 'max_categories', 'max_users', 'team']);
    const unknown = await postMultipart(t, admin, '/api/admin/teams', form(fields('nobody@test.local')));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ email: ['No user with this e-mail'] });
    const unknownAndMissing = await postMultipart(t, admin, '/api/admin/teams', form({ ...fields('nobody@test.local'), team: '', location: '' }));
    expect(unknownAndMissing.statusCode).toBe(422);
    expect(unknownAndMissing.json().errors).toEqual({ email: ['No user with this e-mail'], team: [expect.any(String)], location: [expect.any(String)] });
    const leader = await createUser(t);
    const fraction = await postMultipart(t, admin, '/api/admin/teams', form({ ...fields(leader.email), max_users: '2.5', max_categories: '0' }));
    expect(Object.keys(fraction.json().errors).sort()).toEqual(['max_categories', 'max_users']);
    expect({ teams: await count('teams'), invites: await count('team_invites'), files: (await storedFiles(t)).length }).toEqual(before);
  });

  it("creates a pending club and an invitation key; the leader accepts it once, and the leader's password is never touched", async () => {
    const leader = await createUser(t, { active: true });
    const other = await createUser(t, { active: true });
    const hashBefore = await passwordHash(leader.id);
    const audits = await count('admin_audit');
    const res = await postMultipart(t, admin, '/api/admin/teams', form(fields(leader.email.toUpperCase())));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.email).toBe(leader.email);
    expect(body.key.startsWith(`${t.config.publicUrl}/team/accept#`)).toBe(true);
    expect(JSON.stringify(body)).not.toContain('password');
    expect(body.team).toMatchObject({ name: 'Clube Atlético Serrano', pending: true, image: true, max_users: 12, max_categories: 3, user: { email: leader.email } });
    const key = keyOf(body.key);
    // Only the hash is stored.
    const stored = await t.db.selectFrom('team_invites').selectAll().where('team_id', '=', body.team.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toContain(key);
    expect(await count('admin_audit')).toBe(audits + 1);
    const audit = await t.db.selectFrom('admin_audit').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'team.create', target: `team:${body.team.id}`, actor_id: admin.id });

    // Pending: the leader does not run it yet.
    expect((await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(leader.token) })).statusCode).toBe(404);
    // Another account cannot use the key, and a wrong key is refused.
    expect((await accept(other, key)).statusCode).toBe(404);
    expect((await accept(leader, `${key}x`)).statusCode).toBe(404);
    const ok = await accept(leader, key);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ message: 'You now lead the club', team: { id: body.team.id, name: 'Clube Atlético Serrano' } });
    const team = await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(leader.token) });
    expect(team.statusCode).toBe(200);
    expect(team.json().team.id).toBe(body.team.id);
    // Single use.
    const again = await accept(leader, key, 'pt-br');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Convite inválido, já usado ou expirado');
    expect(await passwordHash(leader.id)).toBe(hashBefore);
    // The leader still signs in with the same password.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: leader.email, password: leader.password } });
    expect(login.statusCode).toBe(200);
  });

  it("gives the club's subscription to its leader only once the invitation is accepted", async () => {
    const leader = await createUser(t);
    const res = await postMultipart(t, admin, '/api/admin/teams', form(fields(leader.email)));
    expect((await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(leader.token) })).statusCode).toBe(402);
    expect((await accept(leader, keyOf(res.json().key))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/team', headers: bearer(leader.token) })).statusCode).toBe(200);
  });

  it('refuses an expired key, and a new key replaces the old one', async () => {
    const leader = await createUser(t, { active: true });
    const res = await postMultipart(t, admin, '/api/admin/teams', form(fields(leader.email)));
    const id = res.json().team.id as number;
    const first = keyOf(res.json().key);
    const renewed = await t.app.inject({ method: 'POST', url: `/api/admin/teams/${id}/invite`, headers: bearer(admin.token) });
    expect(renewed.statusCode).toBe(200);
    expect((await accept(leader, first)).statusCode).toBe(404);
    const second = keyOf(renewed.json().key);
    await t.db.updateTable('team_invites').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('team_id', '=', id).execute();
    expect((await accept(leader, second)).statusCode).toBe(404);
    expect((await t.db.selectFrom('teams').select('pending').where('id', '=', id).executeTakeFirstOrThrow()).pending).toBe(1);
    const third = await t.app.inject({ method: 'POST', url: `/api/admin/teams/${id}/invite`, headers: bearer(admin.token) });
    expect((await accept(leader, keyOf(third.json().key))).statusCode).toBe(200);
    // An active club gets no new key.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/teams/${id}/invite`, headers: bearer(admin.token) })).statusCode).toBe(404);
  });

  it('lists every club with its leader and counts', async () => {
    const leader = await createUser(t);
    const member = await createUser(t);
    const id = await createClub(t, leader, { members: [member], name: 'Listado FC' });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/teams', headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    const row = res.json().teams.find((x: { id: number }) => x.id === id);
    expect(row).toMatchObject({ name: 'Listado FC', pending: false, users: 1, categories: 0, treinos: 0, user: { email: leader.email } });
  });

  it('edits limits and end of subscription, refusing bad values without a change', async () => {
    const leader = await createUser(t);
    const id = await createClub(t, leader, { name: 'Editável EC' });
    const bad = await t.app.inject({ method: 'PUT', url: `/api/admin/teams/${id}`, headers: bearer(admin.token), payload: { team: 'Outro', location: 'X', max_users: 0, max_categories: 2, end_subscription: '' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['end_subscription', 'max_users']);
    expect(await t.db.selectFrom('teams').select(['name', 'max_users']).where('id', '=', id).executeTakeFirst()).toEqual({ name: 'Editável EC', max_users: 10 });
    const end = future();
    const ok = await t.app.inject({ method: 'PUT', url: `/api/admin/teams/${id}`, headers: bearer(admin.token), payload: { team: 'Editado EC', location: 'Natal', max_users: 30, max_categories: 8, end_subscription: end } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().team).toMatchObject({ name: 'Editado EC', location: 'Natal', max_users: 30, max_categories: 8, end_subscription: end });
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/teams/999999', headers: bearer(admin.token), payload: {} })).statusCode).toBe(404);
  });

  it('deletes a club through the purge contract: its image and club files go, members keep their accounts', async () => {
    const leader = await createUser(t, { active: true });
    const res = await postMultipart(t, admin, '/api/admin/teams', form(fields(leader.email)));
    const id = res.json().team.id as number;
    const imageKey = (await t.db.selectFrom('teams').select('image').where('id', '=', id).executeTakeFirstOrThrow()).image!;
    expect(await storedFiles(t)).toContain(imageKey);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/teams/${id}`, headers: bearer(admin.token) });
    expect(del.statusCode).toBe(200);
    expect(await storedFiles(t)).not.toContain(imageKey);
    expect(await t.db.selectFrom('teams').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('team_invites').select('id').where('team_id', '=', id).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('users').select('id').where('id', '=', leader.id).executeTakeFirst()).toEqual({ id: leader.id });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/teams/${id}`, headers: bearer(admin.token) })).statusCode).toBe(404);
  });
});
