import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../user/password.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import { logoJpeg, multipart } from '../formations/test-fixtures.ts';
import { STARTER_GIFS_DIR } from '../media/starter.ts';
import { createClub, createVideo } from '../clubs/test-support.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining } from '../trainings/test-support.ts';
import { stamps } from '../../db/index.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Level = 'user' | 'mod' | 'admin' | 'master';
const DAY_MS = 86_400_000;
const squat = fs.readFileSync(path.join(STARTER_GIFS_DIR, 'Membros inferiores', 'Agachamento.gif'));

describe('admin (users, plans, clean-up, audit)', () => {
  let t: TestApp;
  let admin: User;
  let master: User;

  const call = (user: User | null, method: Method, url: string, payload?: object, lang = 'en-us') =>
    t.app.inject({ method, url, payload, headers: { ...(user ? bearer(user.token) : {}), 'x-lang': lang } });
  const levelOf = async (id: number) => (await t.db.selectFrom('users').select('level').where('id', '=', id).executeTakeFirstOrThrow()).level;
  const trail = async () => (await t.db.selectFrom('admin_audit').select(['actor_id', 'action', 'target', 'detail']).orderBy('id').execute()).map((r) => ({ ...r, detail: JSON.parse(r.detail) as Record<string, unknown> }));
  const userRow = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { level: 'admin', name: 'Ada Admin' });
    master = await createUser(t, { level: 'master', name: 'Mia Master' });
  });
  afterAll(async () => t.close());

  describe('access: 401 without a token, 403 for user and mod on every admin call', () => {
    const calls: Array<[Method, string, object?]> = [
      ['GET', '/api/admin/users'],
      ['PUT', '/api/admin/user/1', { down: false }],
      ['DELETE', '/api/user?id=1'],
      ['GET', '/api/admin/plans'],
      ['POST', '/api/admin/plans/', { title: 'X', days: 1, price: 1, short_desc: 'x' }],
      ['PUT', '/api/admin/plans/1', { title: 'X', days: 1, price: 1, short_desc: 'x' }],
      ['DELETE', '/api/admin/plans/1'],
      ['GET', '/api/admin/clean'],
      ['DELETE', '/api/admin/clean'],
      ['GET', '/api/admin/audit'],
      ['PUT', '/api/admin/env/ACCESS_TOKEN', { value: 'abc' }],
    ];
    it.each(calls)('%s %s', async (method, url, payload) => {
      const user = await createUser(t, { active: true });
      const mod = await createUser(t, { level: 'mod', active: true });
      const usersBefore = await t.db.selectFrom('users').select('id').execute();
      const plansBefore = await t.db.selectFrom('plans').selectAll().execute();
      expect((await call(null, method, url, payload)).statusCode).toBe(401);
      expect((await call(user, method, url, payload)).statusCode).toBe(403);
      const refused = await call(mod, method, url, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('You are not allowed to do that');
      expect(await t.db.selectFrom('users').select('id').execute()).toEqual(usersBefore);
      expect(await t.db.selectFrom('plans').selectAll().execute()).toEqual(plansBefore);
      expect(await t.db.selectFrom('admin_audit').select('id').execute()).toEqual([]);
    });
  });

  describe('users', () => {
    it('lists every account with the seed columns and what the caller may do to each', async () => {
      const coach = await createUser(t, { active: true, name: 'Caio Coach' });
      const res = await call(admin, 'GET', '/api/admin/users');
      expect(res.statusCode).toBe(200);
      const users = res.json().users as Array<Record<string, unknown> & { id: number }>;
      const row = users.find((u) => u.id === coach.id)!;
      expect(Object.keys(row).sort()).toEqual(['can_delete', 'can_demote', 'can_edit', 'can_promote', 'email', 'id', 'in_trial', 'level', 'name', 'phone', 'subscription', 'subscription_active', 'trial_end'].sort());
      expect(row).toMatchObject({ name: 'Caio Coach', email: coach.email, level: 'user', subscription_active: true, can_promote: true, can_demote: false, can_edit: true, can_delete: true });
      expect(JSON.stringify(res.json())).not.toMatch(/password|hash/);
      const self = users.find((u) => u.id === admin.id)!;
      expect(self).toMatchObject({ can_promote: false, can_demote: false, can_edit: false, can_delete: false });
      expect(users.find((u) => u.id === master.id)).toMatchObject({ can_promote: false, can_demote: false, can_delete: false });
    });

    it('follows the ladder of seed 001 §4 for an admin and for a master', async () => {
      const ladder = async (actor: User, level: Level) => {
        const target = await createUser(t, { level });
        const row = (await call(actor, 'GET', '/api/admin/users')).json().users.find((u: { id: number }) => u.id === target.id);
        const up = await call(actor, 'PUT', `/api/admin/user/${target.id}`, { down: false });
        const upLevel = await levelOf(target.id);
        await t.db.updateTable('users').set({ level }).where('id', '=', target.id).execute();
        const down = await call(actor, 'PUT', `/api/admin/user/${target.id}`, { down: true });
        return { shown: [row.can_promote, row.can_demote], statuses: [up.statusCode, down.statusCode], up: upLevel, down: await levelOf(target.id) };
      };
      // An admin promotes a user to mod, never a mod to admin; demotes a mod; never touches admins or masters.
      expect(await ladder(admin, 'user')).toEqual({ shown: [true, false], statuses: [200, 403], up: 'mod', down: 'user' });
      expect(await ladder(admin, 'mod')).toEqual({ shown: [false, true], statuses: [403, 200], up: 'mod', down: 'user' });
      expect(await ladder(admin, 'admin')).toEqual({ shown: [false, false], statuses: [403, 403], up: 'admin', down: 'admin' });
      expect(await ladder(admin, 'master')).toEqual({ shown: [false, false], statuses: [403, 403], up: 'master', down: 'master' });
      // A master makes admins, demotes admins, and never makes a master.
      expect(await ladder(master, 'user')).toEqual({ shown: [true, false], statuses: [200, 403], up: 'mod', down: 'user' });
      expect(await ladder(master, 'mod')).toEqual({ shown: [true, true], statuses: [200, 200], up: 'admin', down: 'user' });
      expect(await ladder(master, 'admin')).toEqual({ shown: [false, true], statuses: [403, 200], up: 'admin', down: 'mod' });
      expect(await ladder(master, 'master')).toEqual({ shown: [false, false], statuses: [403, 403], up: 'master', down: 'master' });
      // Nobody changes their own level.
      expect((await call(master, 'PUT', `/api/admin/user/${master.id}`, { down: true })).statusCode).toBe(403);
      expect(await levelOf(master.id)).toBe('master');
    });

    it('writes promote and demote to the audit trail, and refuses a stale expected level (409) without change', async () => {
      const target = await createUser(t);
      const before = (await trail()).length;
      const up = await call(admin, 'PUT', `/api/admin/user/${target.id}`, { down: false, level: 'mod' });
      expect(up.statusCode).toBe(200);
      expect(up.json().user).toMatchObject({ id: target.id, level: 'mod', can_promote: false, can_demote: true });
      // A second click from a stale screen still expects "mod": refused, nothing changes.
      const stale = await call(admin, 'PUT', `/api/admin/user/${target.id}`, { down: false, level: 'mod' });
      expect(stale.statusCode).toBe(403);
      const wrong = await call(master, 'PUT', `/api/admin/user/${target.id}`, { down: false, level: 'master' });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().message).toBe('This user’s level has changed. Refresh the list and try again.');
      expect(await levelOf(target.id)).toBe('mod');
      const added = (await trail()).slice(before);
      expect(added).toEqual([{ actor_id: admin.id, action: 'user.promote', target: `user:${target.id}`, detail: { from: 'user', to: 'mod' } }]);
    });

    it('edits the end of subscription, the last payment and the password (sessions end), audited without the password', async () => {
      const target = await createUser(t);
      const res = await call(admin, 'PUT', `/api/admin/user/${target.id}`, { end_subscription: '2031-03-15', last_payment: '2026-11-01', password: 'nova-senha-1' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user.subscription).toEqual({ end_subscription: '2031-03-15T23:59:59.999Z', last_payment: '2026-11-01T12:00:00.000Z' });
      expect(res.json().user.subscription_active).toBe(true);
      const row = (await userRow(target.id))!;
      expect(await verifyPassword(row.password_hash, 'nova-senha-1')).toBe(true);
      expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', target.id).execute()).toEqual([]);
      expect((await call(target, 'GET', '/api/user')).statusCode).toBe(401);
      const last = (await trail()).at(-1)!;
      expect(last).toMatchObject({ actor_id: admin.id, action: 'user.update', target: `user:${target.id}` });
      expect(last.detail).toEqual({ end_subscription: '2031-03-15T23:59:59.999Z', last_payment: '2026-11-01T12:00:00.000Z', password_changed: '[redacted]' });
      expect(JSON.stringify(await trail())).not.toContain('nova-senha-1');
      // Clearing the end makes the subscription inactive.
      const cleared = await call(admin, 'PUT', `/api/admin/user/${target.id}`, { end_subscription: '' });
      expect(cleared.json().user).toMatchObject({ subscription_active: false, subscription: { end_subscription: null } });
    });

    it('refuses bad input with 422 and changes nothing', async () => {
      const target = await createUser(t, { active: true });
      const before = await userRow(target.id);
      const trailBefore = (await trail()).length;
      for (const [payload, field, text] of [
        [{ end_subscription: '15/03/2031' }, 'end_subscription', 'Invalid date'],
        [{ last_payment: '2031-02-31' }, 'last_payment', 'Invalid date'],
        [{ last_payment: '2031-01-01T99:00' }, 'last_payment', 'Invalid date'],
        [{ password: '123' }, 'password', 'The password needs at least 6 characters'],
        [{ level: 'god', down: false }, 'level', undefined],
        [{ level: 'master' }, 'level', 'Invalid value'],
        [{ down: 'yes' }, 'down', undefined],
        [{ end_subscription: '2031-01-01', is_admin: true }, undefined, undefined],
      ] as Array<[object, string | undefined, string | undefined]>) {
        const res = await call(admin, 'PUT', `/api/admin/user/${target.id}`, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(422);
        if (field) expect(Object.keys(res.json().errors)).toContain(field);
        if (field && text) expect(res.json().errors[field]).toEqual([text]);
      }
      expect(await userRow(target.id)).toEqual(before);
      expect((await trail()).length).toBe(trailBefore);
      expect((await call(admin, 'PUT', '/api/admin/user/99999999', { down: false })).statusCode).toBe(404);
      expect((await call(admin, 'PUT', '/api/admin/user/abc', { down: false })).statusCode).toBe(404);
    });

    it('an admin cannot edit or delete an admin or a master', async () => {
      const other = await createUser(t, { level: 'admin' });
      for (const target of [other, master]) {
        const before = await userRow(target.id);
        const edit = await call(admin, 'PUT', `/api/admin/user/${target.id}`, { password: 'takeover-1' });
        expect(edit.statusCode).toBe(403);
        expect(edit.json().message).toBe('You cannot change this user');
        expect((await call(admin, 'DELETE', `/api/user?id=${target.id}`)).statusCode).toBe(403);
        expect(await userRow(target.id)).toEqual(before);
      }
      expect((await call(admin, 'DELETE', `/api/user?id=${admin.id}`)).statusCode).toBe(403);
    });

    it('deletes a user with every record and file (purge contract): no row, no file, no session left', async () => {
      const coach = await createUser(t, { active: true });
      const stranger = await createUser(t, { active: true });
      await createTraining(t, coach, [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
      const video = await createVideo(t, coach);
      const club = await createClub(t, coach, { members: [stranger], name: 'Clube do Apagado' });
      const category = await t.db.insertInto('categories').values({ team_id: club, name: 'Sub-11', description: 'x', ...stamps() }).returning('id').executeTakeFirstOrThrow();
      expect((await call(coach, 'POST', '/api/teamtreinos', { category_id: category.id, data: '2026-05-01', id: video, type: 'video' })).statusCode).toBe(200);
      const gifBody = multipart([{ name: 'images[meu.gif]', filename: 'meu.gif', type: 'image/gif', data: squat }]);
      const gif = await t.app.inject({ method: 'POST', url: '/api/user-gifs', payload: gifBody.payload, headers: { ...gifBody.headers, ...bearer(coach.token) } });
      expect(gif.statusCode, gif.body).toBe(200);
      const coachGifs = async () => (await storedFiles(t, 'library/user-gifs')).filter((k) => k.startsWith(`user_${coach.id}/`));
      expect(await coachGifs()).toEqual([`user_${coach.id}/meu.gif`]);
      const strangerTraining = await createTraining(t, stranger);
      const keys = [
        ...(await t.db.selectFrom('treinos').select('logo_key as k').where('user_id', '=', coach.id).execute()),
        ...(await t.db.selectFrom('formactions').select('file_key as k').where('user_id', '=', coach.id).execute()),
        ...(await t.db.selectFrom('team_files').select('file_key as k').where('team_id', '=', club).execute()),
      ].map((r) => r.k!);
      expect(keys).toHaveLength(3);
      const stored = await storedFiles(t);
      expect(keys.every((k) => stored.includes(k))).toBe(true);

      const res = await call(admin, 'DELETE', `/api/user?id=${coach.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Deleted successfully');
      expect(await userRow(coach.id)).toBeUndefined();
      for (const table of ['treinos', 'formactions', 'sessions', 'team_users'] as const) {
        expect(await t.db.selectFrom(table).select('id').where('user_id', '=', coach.id).execute(), table).toEqual([]);
      }
      expect(await t.db.selectFrom('teams').select('id').where('id', '=', club).execute()).toEqual([]);
      expect(await t.db.selectFrom('team_files').select('id').where('team_id', '=', club).execute()).toEqual([]);
      expect((await storedFiles(t)).filter((f) => keys.includes(f))).toEqual([]);
      expect(await coachGifs()).toEqual([]);
      expect((await call(coach, 'GET', '/api/user')).statusCode).toBe(401);
      // Someone else's records stay.
      expect((await call(stranger, 'GET', `/api/treinos/${strangerTraining}`)).statusCode).toBe(200);
      expect((await trail()).at(-1)).toMatchObject({ actor_id: admin.id, action: 'user.delete', target: `user:${coach.id}` });
      expect((await call(admin, 'DELETE', `/api/user?id=${coach.id}`)).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', '/api/user?id=0')).statusCode).toBe(422);
    });
  });

  describe('plans', () => {
    const body = { title: 'Semestral', days: 180, price: 149.9, short_desc: 'Seis meses de acesso', translations: { 'es-es': { title: 'Semestral', short_desc: 'Seis meses de acceso' }, 'en-us': { title: 'Half-year', short_desc: 'Six months of access' } } };

    it('an admin creates a plan (creator recorded, translations shown to coaches in their language)', async () => {
      const res = await call(admin, 'POST', '/api/admin/plans/', body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Plan created');
      const plan = res.json().plan;
      expect(plan).toMatchObject({ title: 'Semestral', days: 180, price: 149.9, price_cents: 14990, user: { name: 'Ada Admin' }, payments: 0, translations: body.translations });
      const coach = await createUser(t);
      const shown = async (lang: string) => (await call(coach, 'GET', '/api/plans', undefined, lang)).json().plans.find((p: { id: number }) => p.id === plan.id);
      expect(await shown('en-us')).toMatchObject({ title: 'Half-year', short_desc: 'Six months of access', price: 149.9 });
      expect(await shown('pt-br')).toMatchObject({ title: 'Semestral', short_desc: 'Seis meses de acesso' });
      const list = await call(admin, 'GET', '/api/admin/plans');
      expect(list.json().editable).toBe(false);
      expect((await call(master, 'GET', '/api/admin/plans')).json().editable).toBe(true);
      expect((await trail()).at(-1)).toMatchObject({ actor_id: admin.id, action: 'plan.create', target: `plan:${plan.id}`, detail: { title: 'Semestral', days: 180, price_cents: 14990 } });
    });

    it('validates every field (seed 001 §5) and stores nothing on refusal', async () => {
      const before = await t.db.selectFrom('plans').selectAll().execute();
      const cases: Array<[object, string, string]> = [
        [{ ...body, title: '  ' }, 'title', 'Required field'],
        [{ ...body, days: '' }, 'days', 'Enter a number'],
        [{ ...body, days: 1.5 }, 'days', 'Enter a whole number'],
        [{ ...body, days: 0 }, 'days', 'At least 1'],
        [{ ...body, price: 'abc' }, 'price', 'Enter a number'],
        [{ ...body, price: 10.005 }, 'price', 'Use at most two decimals (step 0.01)'],
        [{ ...body, price: -1 }, 'price', 'At least 0'],
        [{ ...body, short_desc: 'x'.repeat(256) }, 'short_desc', 'At most 255 characters'],
        [{ ...body, short_desc: undefined }, 'short_desc', 'Required field'],
        [{ ...body, translations: { 'en-us': { title: 'x', short_desc: 'y'.repeat(256) } } }, 'translations.en-us.short_desc', 'At most 255 characters'],
      ];
      for (const [payload, field, text] of cases) {
        const res = await call(admin, 'POST', '/api/admin/plans', payload);
        expect(res.statusCode, field).toBe(422);
        expect(res.json().errors[field], JSON.stringify(res.json().errors)).toEqual([text]);
      }
      expect((await call(admin, 'POST', '/api/admin/plans', { ...body, short_desc: 'x'.repeat(255), price: 0 })).statusCode).toBe(200);
      expect(await t.db.selectFrom('plans').select('id').execute()).toHaveLength(before.length + 1);
    });

    it('only a master edits and deletes (403 for admins, nothing changes)', async () => {
      const id = (await call(admin, 'POST', '/api/admin/plans', { ...body, title: 'Só master' })).json().plan.id;
      const before = await t.db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect((await call(admin, 'PUT', `/api/admin/plans/${id}`, { ...body, price: 1 })).statusCode).toBe(403);
      expect((await call(admin, 'DELETE', `/api/admin/plans/${id}`)).statusCode).toBe(403);
      expect(await t.db.selectFrom('plans').selectAll().where('id', '=', id).executeTakeFirstOrThrow()).toEqual(before);

      const edited = await call(master, 'PUT', `/api/admin/plans/${id}`, { ...body, title: 'Editado', price: 99.99, translations: {} });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json().plan).toMatchObject({ title: 'Editado', price: 99.99, price_cents: 9999, translations: {} });
      const bad = await call(master, 'PUT', `/api/admin/plans/${id}`, { ...body, days: 'x' });
      expect(bad.statusCode).toBe(422);
      expect((await t.db.selectFrom('plans').select('title').where('id', '=', id).executeTakeFirstOrThrow()).title).toBe('Editado');
      expect((await call(master, 'PUT', '/api/admin/plans/99999999', body)).statusCode).toBe(404);

      expect((await call(master, 'DELETE', `/api/admin/plans/${id}`)).statusCode).toBe(200);
      expect(await t.db.selectFrom('plans').select('id').where('id', '=', id).execute()).toEqual([]);
      expect((await trail()).slice(-2).map((e) => e.action)).toEqual(['plan.update', 'plan.delete']);
    });

    it('refuses to delete a plan with payments (409, clear message) so payment history stays readable', async () => {
      const id = (await call(admin, 'POST', '/api/admin/plans', { ...body, title: 'Pago' })).json().plan.id;
      const coach = await createUser(t);
      expect((await call(coach, 'GET', `/api/user/pay?plan_id=${id}`)).statusCode).toBe(200);
      expect((await call(admin, 'GET', '/api/admin/plans')).json().plans.find((p: { id: number }) => p.id === id).payments).toBe(1);
      const res = await call(master, 'DELETE', `/api/admin/plans/${id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This plan has 1 payment(s) and cannot be deleted, to keep the payment history. Edit it instead.');
      expect(await t.db.selectFrom('plans').select('id').where('id', '=', id).execute()).toHaveLength(1);
    });
  });

  describe('clean-up (admin/clean)', () => {
    it('lists club files of deleted categories and ended subscriptions; cleaning removes them and their files', async () => {
      const leader = await createUser(t, { active: true, name: 'Lia Líder' });
      const coach = await createUser(t, { active: true, name: 'Téo Técnico' });
      await createClub(t, leader, { members: [coach], name: 'Clube da Lixeira' });
      const cat = (await call(leader, 'POST', '/api/team/categories', { name: 'Sub-9', description: 'Fraldinhas' })).json().category.id;
      const keep = (await call(leader, 'POST', '/api/team/categories', { name: 'Sub-11', description: 'Mirins' })).json().category.id;
      const video = await createVideo(t, coach);
      const trashed = (await call(coach, 'POST', '/api/teamtreinos', { category_id: cat, data: '2026-05-01', id: video, type: 'video' })).json().treino.id;
      const kept = (await call(coach, 'POST', '/api/teamtreinos', { category_id: keep, data: '2026-05-02', id: video, type: 'video' })).json().treino.id;
      const fileOf = async (id: number) => (await t.db.selectFrom('team_files').select('file_key').where('id', '=', id).executeTakeFirstOrThrow()).file_key!;
      const trashedKey = await fileOf(trashed);
      const keptKey = await fileOf(kept);
      expect((await call(leader, 'DELETE', `/api/team/categories/${cat}`)).statusCode).toBe(200);

      const expired = await createUser(t, { name: 'Eva Expirada' });
      const ended = new Date(Date.now() - 3 * DAY_MS).toISOString();
      await t.db.updateTable('users').set({ end_subscription: ended, last_payment: new Date(Date.now() - 33 * DAY_MS).toISOString() }).where('id', '=', expired.id).execute();
      const expiredAdmin = await createUser(t, { level: 'admin' });
      await t.db.updateTable('users').set({ end_subscription: ended }).where('id', '=', expiredAdmin.id).execute();
      const paying = await createUser(t, { active: true });

      const list = await call(admin, 'GET', '/api/admin/clean');
      expect(list.statusCode).toBe(200);
      expect(list.json().treinos).toEqual([{ id: trashed, category: 'Sub-9', team: 'Clube da Lixeira', user: { name: 'Téo Técnico' }, created_at: expect.any(String) }]);
      const subs = list.json().subs as Array<{ id: number }>;
      expect(subs.find((s) => s.id === expired.id)).toEqual({ id: expired.id, user: { name: 'Eva Expirada', email: expired.email }, end_subscription: ended });
      expect(subs.map((s) => s.id)).not.toContain(expiredAdmin.id);
      expect(subs.map((s) => s.id)).not.toContain(paying.id);
      expect(await storedFiles(t)).toContain(trashedKey);

      const cleaned = await call(admin, 'DELETE', '/api/admin/clean', undefined, 'pt-br');
      expect(cleaned.statusCode).toBe(200);
      expect(cleaned.json()).toMatchObject({ treinos: 1, subs: subs.length });
      expect(cleaned.json().message).toBe(`Lixeira limpa: 1 arquivo(s) de clube e ${subs.length} assinatura(s)`);
      expect(await storedFiles(t)).not.toContain(trashedKey);
      expect(await storedFiles(t)).toContain(keptKey);
      expect(await t.db.selectFrom('team_files').select('id').where('id', '=', trashed).execute()).toEqual([]);
      expect(await userRow(expired.id)).toMatchObject({ end_subscription: null, last_payment: null });
      expect((await userRow(expiredAdmin.id))!.end_subscription).toBe(ended);
      expect((await userRow(paying.id))!.end_subscription).not.toBeNull();
      expect((await call(coach, 'GET', '/api/teamtreinos')).json().treinos.map((f: { id: number }) => f.id)).toContain(kept);
      expect((await call(admin, 'GET', '/api/admin/clean')).json()).toEqual({ treinos: [], subs: [] });
      expect((await trail()).at(-1)).toMatchObject({ actor_id: admin.id, action: 'trash.clean', detail: { treinos: 1, subs: subs.length } });
    });
  });

  describe('audit trail', () => {
    it('lists recent actions newest first, without details', async () => {
      const res = await call(master, 'GET', '/api/admin/audit');
      expect(res.statusCode).toBe(200);
      const entries = res.json().entries as Array<{ id: number; action: string }>;
      expect(entries.length).toBeGreaterThan(3);
      expect(entries[0]!.action).toBe('trash.clean');
      expect(entries.map((e) => e.id)).toEqual([...entries.map((e) => e.id)].sort((a, b) => b - a));
      expect(Object.keys(entries[0]!).sort()).toEqual(['action', 'actor_email', 'created_at', 'id', 'target']);
    });

    it('media admin actions are audited too', async () => {
      const body = multipart([{ name: 'images[0]', filename: 'x.gif', type: 'image/gif', data: squat }]);
      const up = await t.app.inject({ method: 'POST', url: '/api/admin/files', payload: body.payload, headers: { ...body.headers, ...bearer(admin.token) } });
      expect(up.statusCode, up.body).toBe(200);
      expect((await trail()).at(-1)).toMatchObject({ actor_id: admin.id, action: 'files.upload', target: 'files:' });
      const mk = await call(admin, 'POST', '/api/admin/gifs/mkdir', { name: 'Auditada', path: '' });
      expect(mk.statusCode, mk.body).toBe(200);
      expect((await trail()).at(-1)).toMatchObject({ action: 'gifs.mkdir', target: 'gifs:Auditada' });
      expect((await call(admin, 'DELETE', `/api/admin/gifs?paths[0]=Auditada`)).statusCode).toBe(200);
      expect((await trail()).at(-1)).toMatchObject({ action: 'gifs.delete', detail: { paths: ['Auditada'] } });
    });
  });
});
