import { CLUB_PLACEHOLDER } from '@prancheta/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import { logoJpeg, mp4, multipart } from '../formations/test-fixtures.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining, postMultipart, textParts, trainingForm } from '../trainings/test-support.ts';
import { userForToken } from '../../plugins/auth.ts';
import { clubsLifecycle } from './lifecycle.ts';
import { countClubRows, createClub, createVideo } from './test-support.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe('clubs', () => {
  let t: TestApp;
  let leader: User;
  let member: User;
  let outsider: User;
  let admin: User;
  let clubId: number;

  const call = (user: User | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { ...(user ? bearer(user.token) : {}), 'x-lang': 'en-us' } });

  const postTeam = (user: User | null, parts: Parameters<typeof multipart>[0]) => {
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: '/api/team', payload: body.payload, headers: { ...body.headers, ...(user ? bearer(user.token) : {}), 'x-lang': 'en-us' } });
  };

  beforeAll(async () => {
    t = await createTestApp();
    leader = await createUser(t, { active: true, name: 'Lia Coordenadora' });
    member = await createUser(t, { active: true, name: 'Rui Membro' });
    outsider = await createUser(t, { active: true, name: 'Ola Fora' });
    admin = await createUser(t, { level: 'admin', name: 'Ada Admin' });
    clubId = await createClub(t, leader, { members: [member], maxUsers: 3, maxCategories: 3 });
  });
  afterAll(async () => t.close());

  describe('authorization matrix over every club call (leader, member, outsider, admin, no token)', () => {
    let categoryId: number;
    let spareCategoryId: number;
    let fileId: number;
    let trainingId: number;

    beforeAll(async () => {
      const c1 = await call(leader, 'POST', '/api/team/categories', { name: 'Sub-15', description: 'Nascidos em 2011 e 2012' });
      expect(c1.statusCode, c1.body).toBe(200);
      categoryId = c1.json().category.id;
      const c2 = await call(leader, 'POST', '/api/team/categories', { name: 'Sub-17', description: 'Nascidos em 2009 e 2010' });
      spareCategoryId = c2.json().category.id;
      const logo = await postTeam(leader, [...textParts({ name: 'EC Vila Nova', location: 'Goiânia - GO' }), { name: 'image', filename: 'escudo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
      expect(logo.statusCode, logo.body).toBe(200);
      const videoId = await createVideo(t, member);
      const sent = await call(member, 'POST', '/api/teamtreinos', { category_id: categoryId, data: '2026-05-12', id: videoId, type: 'video' });
      expect(sent.statusCode, sent.body).toBe(200);
      fileId = sent.json().treino.id;
      trainingId = await createTraining(t, member, [], { ...trainingForm, category_id: String(categoryId) });
    });

    type Row = { method: Method; url: () => string; payload?: () => object; expect: Record<'leader' | 'member' | 'outsider' | 'admin' | 'anon', number> };
    const notLeader = { member: 404, outsider: 404, admin: 404, anon: 401 };
    const rows: Row[] = [
      { method: 'GET', url: () => '/api/team', expect: { leader: 200, ...notLeader } },
      { method: 'GET', url: () => '/api/team/users', expect: { leader: 200, ...notLeader } },
      { method: 'PUT', url: () => `/api/team/users/${encodeURIComponent(leader.email)}`, expect: { leader: 204, ...notLeader } },
      { method: 'GET', url: () => '/api/team/categories', expect: { leader: 200, ...notLeader } },
      { method: 'PUT', url: () => `/api/team/categories/${categoryId}`, payload: () => ({ name: 'Sub-15', description: 'Nascidos em 2011 e 2012' }), expect: { leader: 200, ...notLeader } },
      { method: 'GET', url: () => '/api/teamtreinos', expect: { leader: 200, member: 200, outsider: 200, admin: 200, anon: 401 } },
      { method: 'GET', url: () => `/api/teamfile/${fileId}`, expect: { leader: 200, member: 200, outsider: 404, admin: 404, anon: 401 } },
      { method: 'GET', url: () => `/api/teamlogo/${clubId}`, expect: { leader: 200, member: 200, outsider: 404, admin: 404, anon: 401 } },
      { method: 'GET', url: () => `/api/treinos/${trainingId}`, expect: { leader: 200, member: 200, outsider: 404, admin: 404, anon: 401 } },
      { method: 'GET', url: () => '/api/teams', expect: { leader: 200, member: 200, outsider: 200, admin: 200, anon: 401 } },
      { method: 'GET', url: () => '/api/teamlibrary', expect: { leader: 200, member: 200, outsider: 200, admin: 200, anon: 401 } },
      { method: 'PUT', url: () => `/api/teamlibrary/treino/${trainingId}`, expect: { leader: 404, member: 404, outsider: 404, admin: 404, anon: 401 } },
      { method: 'POST', url: () => `/api/teamlibrary/treino/${trainingId}/copy`, expect: { leader: 404, member: 404, outsider: 404, admin: 404, anon: 401 } },
    ];

    it('answers each role as the matrix says, and reveals nothing of the club to outsiders and admins', async () => {
      const users = { leader, member, outsider, admin, anon: null } as const;
      for (const row of rows) {
        for (const [role, user] of Object.entries(users)) {
          const res = await call(user, row.method, row.url(), row.payload?.());
          expect(res.statusCode, `${role} ${row.method} ${row.url()}: ${res.body}`).toBe(row.expect[role as keyof Row['expect']]);
          if (res.statusCode === 404 || res.statusCode === 401) {
            expect(res.body).not.toContain('Vila Nova');
            expect(res.body).not.toContain('Sub-15');
          }
        }
      }
      // The lists of outsiders and admins hold nothing of the club.
      for (const user of [outsider, admin]) {
        expect((await call(user, 'GET', '/api/teamtreinos')).json()).toEqual({ treinos: [], trainings: [] });
        expect((await call(user, 'GET', '/api/teams')).json()).toEqual({ teams: [] });
      }
      // Members read the club's files and trainings read-only; the leader may delete files.
      const asMember = (await call(member, 'GET', '/api/teamtreinos')).json();
      expect(asMember.treinos.map((f: { id: number; updatable: boolean }) => [f.id, f.updatable])).toEqual([[fileId, false]]);
      expect(asMember.trainings.map((tr: { id: number }) => tr.id)).toEqual([trainingId]);
      expect((await call(leader, 'GET', '/api/teamtreinos')).json().treinos[0].updatable).toBe(true);
      expect((await call(leader, 'GET', `/api/treinos/${trainingId}`)).json().treino.updatable).toBe(false);
      expect((await call(member, 'GET', `/api/treinos/${trainingId}`)).json().treino.updatable).toBe(true);
      // The club's trainings are not in the leader's own list.
      expect((await call(leader, 'GET', '/api/treinos')).json().treinos).toEqual([]);
      expect((await call(member, 'GET', '/api/teams')).json().teams.map((c: { id: number }) => c.id)).toEqual([clubId]);
      expect((await call(leader, 'GET', '/api/teams')).json().teams).toEqual([]);
    });

    it('lets only the leader change the club, its categories and its files', async () => {
      for (const user of [member, outsider, admin, null]) {
        const expected = user ? 404 : 401;
        expect((await postTeam(user, textParts({ name: 'Roubado', location: 'x' }))).statusCode).toBe(expected);
        expect((await call(user, 'POST', '/api/team/categories', { name: 'Invasora', description: 'x' })).statusCode).toBe(expected);
        expect((await call(user, 'PUT', `/api/team/categories/${categoryId}`, { name: 'Roubada', description: 'x' })).statusCode).toBe(expected);
        expect((await call(user, 'DELETE', `/api/team/categories/${spareCategoryId}`)).statusCode).toBe(expected);
        expect((await call(user, 'PUT', `/api/team/users/${encodeURIComponent(outsider.email)}`)).statusCode).toBe(expected);
        // A member sees the file (403 to delete it); others do not know it exists.
        expect((await call(user, 'DELETE', `/api/teamtreinos/${fileId}`)).statusCode).toBe(user === member ? 403 : expected);
        // Leaving: only a member of the club may.
        if (user !== member) expect((await call(user, 'DELETE', `/api/teams/${clubId}`)).statusCode).toBe(expected);
        // Treinos of the club stay the owner's.
        expect((await call(user, 'DELETE', `/api/treinos/${trainingId}`)).statusCode).toBe(user === member ? 200 : user ? (user === admin || user === outsider ? 404 : 403) : 401);
        if (user === member) trainingId = await createTraining(t, member, [], { ...trainingForm, category_id: String(categoryId) });
      }
      expect((await call(leader, 'DELETE', `/api/treinos/${trainingId}`)).statusCode).toBe(403);
      expect((await call(leader, 'DELETE', `/api/teams/${clubId}`)).statusCode).toBe(404);
      const team = (await call(leader, 'GET', '/api/team')).json().team;
      expect(team.name).toBe('EC Vila Nova');
      expect(team.categories.map((c: { name: string }) => c.name).sort()).toEqual(['Sub-15', 'Sub-17']);
      expect(team.users.map((u: { email: string }) => u.email)).toEqual([member.email]);
      expect(await countClubRows(t, 'team_files')).toBe(1);
    });

    it('refuses exports of videos that are not the caller’s or to categories outside the caller’s clubs', async () => {
      const mine = await createVideo(t, outsider);
      const memberVideo = await createVideo(t, member);
      const before = (await storedFiles(t)).length;
      const cases: [User, object, string][] = [
        [outsider, { category_id: categoryId, data: '2026-05-12', id: mine, type: 'video' }, 'category_id'],
        [outsider, { category_id: categoryId, data: '2026-05-12', id: memberVideo, type: 'video' }, 'id'],
        [admin, { category_id: categoryId, data: '2026-05-12', id: memberVideo, type: 'video' }, 'id'],
        [member, { category_id: categoryId, data: '', id: memberVideo, type: 'video' }, 'data'],
        [member, { team_id: clubId + 100, category_id: categoryId, data: '2026-05-12', id: memberVideo, type: 'video' }, 'team_id'],
      ];
      for (const [user, payload, field] of cases) {
        const res = await call(user, 'POST', '/api/teamtreinos', payload);
        expect(res.statusCode, res.body).toBe(422);
        expect(Object.keys(res.json().errors)).toContain(field);
      }
      expect((await call(null, 'POST', '/api/teamtreinos', { category_id: categoryId, data: 'x', id: memberVideo, type: 'video' })).statusCode).toBe(401);
      expect(await countClubRows(t, 'team_files')).toBe(1);
      expect((await storedFiles(t)).length).toBe(before);
    });

    it('lets the leader delete a club file with its stored file', async () => {
      const before = (await storedFiles(t)).filter((f) => f.startsWith('teams/')).length;
      expect((await call(leader, 'DELETE', `/api/teamtreinos/${fileId}`)).statusCode).toBe(200);
      expect(await countClubRows(t, 'team_files')).toBe(0);
      expect((await storedFiles(t)).filter((f) => f.startsWith('teams/')).length).toBe(before - 1);
      expect((await call(member, 'GET', `/api/teamfile/${fileId}`)).statusCode).toBe(404);
    });
  });

  describe('rules and limits (refused with nothing stored)', () => {
    let club: number;
    let boss: User;
    let a: User;
    let b: User;
    let c: User;

    beforeAll(async () => {
      boss = await createUser(t, { active: true });
      a = await createUser(t, { active: true });
      b = await createUser(t, { active: true });
      c = await createUser(t, { active: true });
      club = await createClub(t, boss, { maxUsers: 2, maxCategories: 1, name: 'Clube Limites' });
    });

    it('toggles members by e-mail: own account 204, unknown 404, full club 422', async () => {
      const put = (email: string) => call(boss, 'PUT', `/api/team/users/${encodeURIComponent(email)}`);
      const self = await put(boss.email);
      expect(self.statusCode).toBe(204);
      const unknown = await put('nobody@nowhere.test');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Email not found');
      expect((await put('not-an-email')).statusCode).toBe(404);
      expect((await put(a.email)).json()).toEqual({ message: 'Member added to the club', added: true });
      expect((await put(b.email.toUpperCase())).json().added).toBe(true);
      const full = await put(c.email);
      expect(full.statusCode).toBe(422);
      expect(full.json().errors.email).toBeDefined();
      const members = async () => (await t.db.selectFrom('team_users').select('user_id').where('team_id', '=', club).execute()).map((r) => r.user_id).sort();
      expect(await members()).toEqual([a.id, b.id].sort());
      expect((await put(a.email)).json()).toEqual({ message: 'Member removed from the club', added: false });
      expect(await members()).toEqual([b.id]);
    });

    it('validates categories (name and description required, description max 150) and max_categories', async () => {
      const post = (payload: object) => call(boss, 'POST', '/api/team/categories', payload);
      const before = await countClubRows(t, 'categories');
      const missing = await post({ name: '', description: '' });
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['description', 'name']);
      expect((await post({ name: 'Sub-20', description: 'x'.repeat(151) })).statusCode).toBe(422);
      expect(await countClubRows(t, 'categories')).toBe(before);
      const ok = await post({ name: 'Sub-20', description: 'x'.repeat(150) });
      expect(ok.statusCode).toBe(200);
      const over = await post({ name: 'Sub-23', description: 'Aspirantes' });
      expect(over.statusCode).toBe(422);
      expect(await countClubRows(t, 'categories')).toBe(before + 1);
      const id = ok.json().category.id;
      expect((await call(boss, 'PUT', `/api/team/categories/${id}`, { name: 'Sub-20', description: '' })).statusCode).toBe(422);
      expect((await call(boss, 'GET', '/api/team/categories')).json().categories[0].description).toBe('x'.repeat(150));
    });

    it('refuses a club edit without a name and keeps the stored one (limits stay the admins’)', async () => {
      const res = await postTeam(boss, textParts({ name: '', location: 'x', max_users: '99' }));
      expect(res.statusCode).toBe(422);
      const ok = await postTeam(boss, textParts({ name: 'Clube Limites FC', location: 'Recife', max_users: '99', max_categories: '99' }));
      expect(ok.statusCode).toBe(200);
      expect(ok.json().team).toMatchObject({ name: 'Clube Limites FC', location: 'Recife', max_users: 2, max_categories: 1 });
    });

    it('stores a training under a club category with the placeholders and without the logo; another club’s category is refused', async () => {
      const category = (await call(boss, 'GET', '/api/team/categories')).json().categories[0].id;
      const res = await postMultipart(t, b, '/api/treinos', [
        ...textParts({ ...trainingForm, category_id: String(category) }),
        { name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const row = await t.db.selectFrom('treinos').selectAll().where('id', '=', res.json().treino.id).executeTakeFirstOrThrow();
      expect([row.clube, row.professor, row.categoria, row.logo_key, row.category_id]).toEqual([CLUB_PLACEHOLDER, CLUB_PLACEHOLDER, CLUB_PLACEHOLDER, null, category]);
      const foreign = await postMultipart(t, c, '/api/treinos', textParts({ ...trainingForm, category_id: String(category) }));
      expect(foreign.statusCode).toBe(422);
    });
  });

  describe('club subscription, leaving and purge', () => {
    it('reads the clubs with the session: the latest end of the led and joined clubs; a pending club counts for nothing', async () => {
      const coach = await createUser(t);
      const session = () => userForToken(t.db, coach.token);
      expect(await session()).toMatchObject({ in_club: false, club_end_subscription: null });

      const later = new Date(Date.now() + 2 * 86_400_000).toISOString();
      const sooner = new Date(Date.now() + 86_400_000).toISOString();
      const led = await createClub(t, coach, { endSubscription: null });
      expect(await session()).toMatchObject({ in_club: true, club_end_subscription: null });
      const boss = await createUser(t);
      const joined = await createClub(t, boss, { members: [coach], endSubscription: sooner });
      expect(await session()).toMatchObject({ in_club: true, club_end_subscription: sooner });
      await t.db.updateTable('teams').set({ end_subscription: later }).where('id', '=', led).execute();
      expect(await session()).toMatchObject({ in_club: true, club_end_subscription: later });

      await t.db.updateTable('teams').set({ pending: 1 }).where('id', 'in', [led, joined]).execute();
      expect(await session()).toMatchObject({ in_club: false, club_end_subscription: null });
      expect((await call(coach, 'GET', '/api/user')).json().user.teams).toEqual([]);
      await t.db.updateTable('teams').set({ pending: 0 }).where('id', '=', joined).execute();
      expect(await session()).toMatchObject({ in_club: true, club_end_subscription: sooner });
      expect((await call(coach, 'GET', '/api/user')).json().user.teams.map((team: { id: number }) => team.id)).toEqual([joined]);
    });

    it('gives members content access while the club subscription lies in the future, not after', async () => {
      const coach = await createUser(t);
      const boss = await createUser(t);
      const club = await createClub(t, boss, { members: [coach], endSubscription: new Date(Date.now() + 86_400_000).toISOString() });
      expect((await call(coach, 'GET', '/api/treinos')).statusCode).toBe(200);
      expect((await call(boss, 'GET', '/api/team')).statusCode).toBe(200);
      expect((await call(coach, 'GET', '/api/user')).json().user.subscription_active).toBe(true);
      await t.db.updateTable('teams').set({ end_subscription: new Date(Date.now() - 1000).toISOString() }).where('id', '=', club).execute();
      expect((await call(coach, 'GET', '/api/treinos')).statusCode).toBe(402);
      expect((await call(boss, 'GET', '/api/team')).statusCode).toBe(402);
      expect((await call(coach, 'GET', '/api/user')).json().user.subscription_active).toBe(false);
    });

    it('a member who leaves takes back their trainings (names restored) and leaves the sent files with the club', async () => {
      const boss = await createUser(t, { active: true, name: 'Chefe' });
      const coach = await createUser(t, { active: true, name: 'Tina Treinadora' });
      const club = await createClub(t, boss, { members: [coach], name: 'Atlético Saída' });
      const category = (await call(boss, 'POST', '/api/team/categories', { name: 'Sub-13', description: 'Iniciação' })).json().category.id;
      const treino = await createTraining(t, coach, [], { ...trainingForm, category_id: String(category) });
      const video = await createVideo(t, coach);
      const sent = await call(coach, 'POST', '/api/teamtreinos', { team_id: club, category_id: category, data: '2026-06-01', id: video, type: 'video' });
      expect(sent.statusCode, sent.body).toBe(200);
      expect((await call(boss, 'GET', `/api/treinos/${treino}`)).statusCode).toBe(200);

      expect((await call(coach, 'DELETE', `/api/teams/${club}`)).statusCode).toBe(200);
      expect((await call(coach, 'DELETE', `/api/teams/${club}`)).statusCode).toBe(404);
      expect((await call(boss, 'GET', `/api/treinos/${treino}`)).statusCode).toBe(404);
      const mine = (await call(coach, 'GET', `/api/treinos/${treino}`)).json().treino;
      expect([mine.clube, mine.professor, mine.categoria, mine.category_id]).toEqual(['Atlético Saída', 'Tina Treinadora', 'Sub-13', null]);
      const files = (await call(boss, 'GET', '/api/teamtreinos')).json().treinos;
      expect(files.map((f: { id: number }) => f.id)).toEqual([sent.json().treino.id]);
      expect((await call(boss, 'GET', `/api/teamfile/${sent.json().treino.id}`)).statusCode).toBe(200);
      expect((await call(coach, 'GET', `/api/teamfile/${sent.json().treino.id}`)).statusCode).toBe(404);
    });

    it('an MP4 video sent to the club stays an MP4 (stored key, Content-Type and bytes)', async () => {
      const boss = await createUser(t, { active: true });
      const coach = await createUser(t, { active: true });
      const club = await createClub(t, boss, { members: [coach] });
      const category = (await call(boss, 'POST', '/api/team/categories', { name: 'Sub-11', description: 'Base' })).json().category.id;
      const bytes = await mp4(20);
      const video = await createVideo(t, coach, bytes);
      const sent = await call(coach, 'POST', '/api/teamtreinos', { team_id: club, category_id: category, data: '2026-06-02', id: video, type: 'video' });
      expect(sent.statusCode, sent.body).toBe(200);
      const row = await t.db.selectFrom('team_files').select('file_key').where('id', '=', sent.json().treino.id).executeTakeFirstOrThrow();
      expect(row.file_key).toMatch(/\.mp4$/);
      const served = await call(boss, 'GET', `/api/teamfile/${sent.json().treino.id}`);
      expect(served.headers['content-type']).toBe('video/mp4');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    });

    it('purgeClub removes the club files with their stored files; deleting a category moves its files to the admin trash', async () => {
      const boss = await createUser(t, { active: true });
      const coach = await createUser(t, { active: true });
      const club = await createClub(t, boss, { members: [coach] });
      const cat1 = (await call(boss, 'POST', '/api/team/categories', { name: 'A', description: 'a' })).json().category.id;
      const cat2 = (await call(boss, 'POST', '/api/team/categories', { name: 'B', description: 'b' })).json().category.id;
      const video = await createVideo(t, coach);
      const f1 = (await call(coach, 'POST', '/api/teamtreinos', { category_id: cat1, data: 'd', id: video, type: 'video' })).json().treino.id;
      await call(coach, 'POST', '/api/teamtreinos', { category_id: cat2, data: 'd', id: video, type: 'video' });
      const keys = async () => (await t.db.selectFrom('team_files').select('file_key').where('team_id', '=', club).execute()).map((r) => r.file_key!);
      const all = await keys();
      const stored = await storedFiles(t);
      expect(all.every((k) => stored.includes(k))).toBe(true);
      expect((await call(boss, 'DELETE', `/api/team/categories/${cat1}`)).statusCode).toBe(200);
      // The file leaves the club (404, not listed) but waits in the trash, on disk, for admin/clean.
      expect(await storedFiles(t)).toContain(all[0]);
      expect(await t.db.selectFrom('team_files').select('category_id').where('id', '=', f1).executeTakeFirstOrThrow()).toEqual({ category_id: null });
      expect((await call(boss, 'GET', `/api/teamfile/${f1}`)).statusCode).toBe(404);
      expect((await call(boss, 'DELETE', `/api/teamtreinos/${f1}`)).statusCode).toBe(404);
      expect((await call(boss, 'GET', '/api/teamtreinos')).json().treinos.map((f: { id: number }) => f.id)).not.toContain(f1);
      expect(await clubsLifecycle.purgeClub(t.app.ctx, club)).toBe(2);
      expect(await keys()).toEqual([]);
      expect((await storedFiles(t)).some((f) => all.includes(f))).toBe(false);
    });
  });

  describe('club drill library', () => {
    it('the leader shares own material; members list and copy it with its files; others get 404', async () => {
      const boss = await createUser(t, { active: true });
      const coach = await createUser(t, { active: true });
      const stranger = await createUser(t, { active: true });
      await createClub(t, boss, { members: [coach], name: 'Clube Biblioteca' });
      const treino = await createTraining(t, boss);
      const video = await createVideo(t, boss);
      const strangerVideo = await createVideo(t, stranger);

      // Only the leader, and only own records.
      expect((await call(coach, 'PUT', `/api/teamlibrary/treino/${treino}`)).statusCode).toBe(404);
      expect((await call(boss, 'PUT', `/api/teamlibrary/video/${strangerVideo}`)).statusCode).toBe(404);
      expect((await call(boss, 'PUT', `/api/teamlibrary/formation/${video}`)).statusCode).toBe(404);
      expect((await call(null, 'PUT', `/api/teamlibrary/treino/${treino}`)).statusCode).toBe(401);
      expect((await call(boss, 'PUT', `/api/teamlibrary/treino/${treino}`)).json().shared).toBe(true);
      expect((await call(boss, 'PUT', `/api/teamlibrary/video/${video}`)).json().shared).toBe(true);

      const items = (await call(coach, 'GET', '/api/teamlibrary')).json().items.map((i: { kind: string; id: number }) => `${i.kind}:${i.id}`).sort();
      expect(items).toEqual([`treino:${treino}`, `video:${video}`].sort());
      expect((await call(stranger, 'GET', '/api/teamlibrary')).json().items).toEqual([]);
      expect((await call(admin, 'GET', '/api/teamlibrary')).json().items).toEqual([]);
      // Members read the shared training read-only; strangers do not see it.
      expect((await call(coach, 'GET', `/api/treinos/${treino}`)).json().treino.updatable).toBe(false);
      expect((await call(stranger, 'GET', `/api/treinos/${treino}`)).statusCode).toBe(404);
      expect((await call(stranger, 'POST', `/api/teamlibrary/video/${video}/copy`)).statusCode).toBe(404);
      expect((await call(stranger, 'POST', `/api/teamlibrary/treino/${treino}/copy`)).statusCode).toBe(404);

      const copiedTraining = await call(coach, 'POST', `/api/teamlibrary/treino/${treino}/copy`);
      expect(copiedTraining.statusCode, copiedTraining.body).toBe(200);
      expect((await call(coach, 'GET', `/api/treinos/${copiedTraining.json().id}`)).json().treino.updatable).toBe(true);
      const copiedVideo = await call(coach, 'POST', `/api/teamlibrary/video/${video}/copy`);
      expect(copiedVideo.statusCode, copiedVideo.body).toBe(200);
      const copy = await t.db.selectFrom('formactions').selectAll().where('id', '=', copiedVideo.json().id).executeTakeFirstOrThrow();
      const original = await t.db.selectFrom('formactions').selectAll().where('id', '=', video).executeTakeFirstOrThrow();
      expect(copy.user_id).toBe(coach.id);
      expect(copy.file_key).not.toBe(original.file_key);
      expect(await storedFiles(t)).toContain(copy.file_key);
      expect((await call(coach, 'GET', `/api/formactionimg/${copy.id}`)).statusCode).toBe(200);

      // Unshared: members no longer copy it.
      expect((await call(boss, 'PUT', `/api/teamlibrary/video/${video}`)).json().shared).toBe(false);
      expect((await call(coach, 'POST', `/api/teamlibrary/video/${video}/copy`)).statusCode).toBe(404);
    });
  });
});
