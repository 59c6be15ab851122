import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActor } from '../../access/actor.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining, postMultipart, textParts, trainingForm } from '../trainings/test-support.ts';
import { categoriesRepo, libraryRepo, membersRepo, teamFilesRepo, teamsRepo } from './repo.ts';
import { createClub, createVideo } from './test-support.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A coach who leads a club of their own reaches nothing of another club: neither through the
 * routes nor through the club repos, which take the acting user and filter by its policy.
 */
describe('a leader of another club', () => {
  let t: TestApp;
  let leader: User;
  let member: User;
  let rival: User;
  let clubId: number;
  let rivalClubId: number;
  let categoryId: number;
  let fileId: number;
  let sharedTrainingId: number;

  const call = (user: User, method: Method, url: string, payload?: object) => t.app.inject({ method, url, payload, headers: { ...bearer(user.token), 'x-lang': 'en-us' } });

  /** Every club row of the first club, to compare before and after the refused calls. */
  const snapshot = async () => ({
    team: await t.db.selectFrom('teams').selectAll().where('id', '=', clubId).executeTakeFirstOrThrow(),
    members: await t.db.selectFrom('team_users').select(['user_id']).where('team_id', '=', clubId).orderBy('user_id').execute(),
    categories: await t.db.selectFrom('categories').selectAll().where('team_id', '=', clubId).orderBy('id').execute(),
    files: await t.db.selectFrom('team_files').selectAll().where('team_id', '=', clubId).orderBy('id').execute(),
    library: await t.db.selectFrom('team_library').selectAll().where('team_id', '=', clubId).orderBy('id').execute(),
  });

  beforeAll(async () => {
    t = await createTestApp();
    leader = await createUser(t, { active: true, name: 'Lia Coordenadora' });
    member = await createUser(t, { active: true, name: 'Rui Membro' });
    rival = await createUser(t, { active: true, name: 'Ivo Rival' });
    clubId = await createClub(t, leader, { members: [member], name: 'Esporte Clube Vila Nova' });
    rivalClubId = await createClub(t, rival, { name: 'Atlético Serra Azul' });
    const category = await call(leader, 'POST', '/api/team/categories', { name: 'Sub-15', description: 'Nascidos em 2011 e 2012' });
    expect(category.statusCode, category.body).toBe(200);
    categoryId = category.json().category.id;
    const sent = await call(member, 'POST', '/api/teamtreinos', { category_id: categoryId, data: '2026-05-12', id: await createVideo(t, member), type: 'video' });
    expect(sent.statusCode, sent.body).toBe(200);
    fileId = sent.json().treino.id;
    sharedTrainingId = await createTraining(t, leader);
    const shared = await call(leader, 'PUT', `/api/teamlibrary/treino/${sharedTrainingId}`);
    expect(shared.statusCode, shared.body).toBe(200);
  });
  afterAll(async () => t.close());

  it('gets 404 reading, changing or deleting the records of a club it does not belong to, and changes nothing', async () => {
    const before = await snapshot();
    const refused: [Method, string, object?][] = [
      ['PUT', `/api/team/categories/${categoryId}`, { name: 'Tomada', description: 'Outro clube' }],
      ['DELETE', `/api/team/categories/${categoryId}`],
      ['GET', `/api/teamfile/${fileId}`],
      ['DELETE', `/api/teamtreinos/${fileId}`],
      ['GET', `/api/teamlogo/${clubId}`],
      ['DELETE', `/api/teams/${clubId}`],
      ['GET', `/api/treinos/${sharedTrainingId}`],
      ['PUT', `/api/teamlibrary/treino/${sharedTrainingId}`],
      ['POST', `/api/teamlibrary/treino/${sharedTrainingId}/copy`],
    ];
    for (const [method, url, payload] of refused) {
      const res = await call(rival, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
      expect(res.body).not.toContain('Vila Nova');
    }
    // The rival's own club screen lists none of the other club's members or categories.
    const own = (await call(rival, 'GET', '/api/team')).json().team;
    expect(own.id).toBe(rivalClubId);
    expect(JSON.stringify(own)).not.toContain('Sub-15');
    expect(JSON.stringify(own)).not.toContain(member.email);
    expect((await call(rival, 'GET', '/api/teamtreinos')).json()).toEqual({ treinos: [], trainings: [] });
    expect((await call(rival, 'GET', '/api/teamlibrary')).json()).toEqual({ items: [] });
    // Saving a training or sending a video under the other club's category is refused.
    const training = await postMultipart(t, rival, '/api/treinos', textParts({ ...trainingForm, category_id: String(categoryId) }));
    expect(training.statusCode, training.body).toBe(422);
    expect(Object.keys(training.json().errors)).toEqual(['category_id']);
    const exported = await call(rival, 'POST', '/api/teamtreinos', { category_id: categoryId, data: '2026-05-12', id: await createVideo(t, rival), type: 'video' });
    expect(exported.statusCode, exported.body).toBe(422);
    expect(await snapshot()).toEqual(before);
  });

  it('reads and changes nothing of the other club through the club repos', async () => {
    const before = await snapshot();
    const actor = userActor({ id: rival.id, level: 'user' });
    expect(await teamsRepo.visible(t.db, actor, clubId)).toBeNull();
    expect(await teamsRepo.leader(t.db, actor, clubId)).toBeNull();
    expect(await membersRepo.list(t.db, actor, clubId)).toEqual([]);
    expect(await membersRepo.count(t.db, actor, clubId)).toBe(0);
    expect(await membersRepo.isMember(t.db, actor, clubId, member.id)).toBe(false);
    expect(await categoriesRepo.list(t.db, actor, clubId)).toEqual([]);
    expect(await categoriesRepo.count(t.db, actor, clubId)).toBe(0);
    expect(await categoriesRepo.find(t.db, actor, categoryId, 'visible')).toBeNull();
    expect(await teamFilesRepo.find(t.db, actor, fileId)).toBeNull();
    expect(await teamFilesRepo.ofTeam(t.db, actor, clubId)).toEqual([]);
    expect(await libraryRepo.shares(t.db, actor, 'treino', sharedTrainingId)).toBe(false);
    expect(await libraryRepo.entry(t.db, actor, clubId, 'treino', sharedTrainingId)).toBeNull();
    const [entry] = before.library;
    await libraryRepo.deleteById(t.db, actor, entry!.id);
    await libraryRepo.deleteOfTeam(t.db, actor, clubId);
    await teamsRepo.update(t.db, actor, clubId, { name: 'Tomado' });
    await membersRepo.remove(t.db, actor, clubId, member.id);
    await categoriesRepo.update(t.db, actor, categoryId, { name: 'Tomada' });
    await teamFilesRepo.toTrash(t.db, actor, categoryId);
    await categoriesRepo.deleteById(t.db, actor, categoryId);
    expect(await teamFilesRepo.deleteById(t.db, actor, fileId)).toBe(false);
    expect(await snapshot()).toEqual(before);
    // The same repos serve the club's own leader.
    const own = userActor({ id: leader.id, level: 'user' });
    expect((await membersRepo.list(t.db, own, clubId)).map((m) => m.id)).toEqual([member.id]);
    expect((await categoriesRepo.list(t.db, own, clubId)).map((c) => c.id)).toEqual([categoryId]);
    expect((await teamFilesRepo.ofTeam(t.db, own, clubId)).map((f) => f.id)).toEqual([fileId]);
    expect(await libraryRepo.entry(t.db, own, clubId, 'treino', sharedTrainingId)).toBe(entry!.id);
  });
});
