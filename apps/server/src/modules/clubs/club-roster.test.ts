import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { createTestApp, createUser, injectAs } from '../../test/helper.ts';
import type { User } from '../trainings/test-support.ts';
import { createClub } from './test-support.ts';

/** GET /api/teams/{id}/roster: a club's categories with the athletes its coaches assigned to them. */
describe('club categories hold athletes', () => {
  let t: TestApp;
  let leader: User;
  let member: User;
  let outsider: User;
  let otherLeader: User;
  let club: number;
  let otherClub: number;
  let sub15: number;
  let adult: number;
  let foreignCategory: number;

  const category = async (teamId: number, name: string) =>
    (await t.db.insertInto('categories').values({ team_id: teamId, name, description: name, ...stamps() }).returning('id').executeTakeFirstOrThrow()).id;
  const athlete = async (user: User, values: Record<string, unknown>) => {
    const res = await injectAs(t, user, 'POST', '/api/atletas', values);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().atleta.id as number;
  };
  const roster = (user: User | null, teamId: number) => injectAs(t, user, 'GET', `/api/teams/${teamId}/roster`);

  beforeAll(async () => {
    t = await createTestApp();
    leader = await createUser(t, { active: true, name: 'Rita Líder' });
    member = await createUser(t, { active: true, name: 'Marcos Membro' });
    outsider = await createUser(t, { active: true });
    otherLeader = await createUser(t, { active: true });
    club = await createClub(t, leader, { members: [member], name: 'Clube Roster' });
    otherClub = await createClub(t, otherLeader, { name: 'Outro Clube' });
    sub15 = await category(club, 'Sub-15');
    adult = await category(club, 'Adulto');
    foreignCategory = await category(otherClub, 'Sub-17');
  });
  afterAll(async () => t.close());

  it('lists each category with its athletes (name, age, coach) and a count, to members and the leader only', async () => {
    const birth = `${new Date().getUTCFullYear() - 14}-01-01`;
    await athlete(member, { name: 'Ana Sub', birth_date: birth, email: 'ana@example.com', phone: '+55 11 99999-0000', notes: 'Joelho', category_id: sub15 });
    await athlete(leader, { name: 'Bia Sub', category_id: sub15 });
    await athlete(leader, { name: 'Caio Adulto', category_id: adult });
    await athlete(member, { name: 'Sem categoria' });
    // An outsider cannot put an athlete in the club's category; one put there anyway (a stale row) does not show.
    expect((await injectAs(t, outsider, 'POST', '/api/atletas', { name: 'Intruso', category_id: sub15 })).statusCode).toBe(422);
    await t.db.insertInto('athletes').values({ user_id: outsider.id, name: 'Intruso', birth_date: null, email: '', phone: '', group_label: '', notes: '', category_id: sub15, ...stamps() }).execute();
    await athlete(otherLeader, { name: 'Do outro clube', category_id: foreignCategory });

    for (const user of [leader, member]) {
      const res = await roster(user, club);
      expect(res.statusCode, res.body).toBe(200);
      const { categories } = res.json() as { categories: { id: number; name: string; count: number; athletes: { name: string; age: number | null; coach: string }[] }[] };
      expect(categories.map((c) => [c.name, c.count])).toEqual([
        ['Adulto', 1],
        ['Sub-15', 2],
      ]);
      expect(categories[1]!.athletes).toEqual([
        { name: 'Ana Sub', age: 14, coach: 'Marcos Membro' },
        { name: 'Bia Sub', age: null, coach: 'Rita Líder' },
      ]);
      // Nothing else of an athlete: no contact, notes or ids; nothing of another club.
      for (const hidden of ['ana@example.com', '99999', 'Joelho', 'Intruso', 'Sem categoria', 'Do outro clube', 'Sub-17']) expect(res.body).not.toContain(hidden);
    }
    // Outsiders, another club's leader, unknown clubs: 404; no session: 401.
    expect((await roster(outsider, club)).statusCode).toBe(404);
    expect((await roster(otherLeader, club)).statusCode).toBe(404);
    expect((await roster(member, otherClub)).statusCode).toBe(404);
    expect((await roster(leader, 999_999)).statusCode).toBe(404);
    expect((await roster(null, club)).statusCode).toBe(401);
  });

  it('drops the athletes of a coach who left the club', async () => {
    expect((await injectAs(t, member, 'DELETE', `/api/teams/${club}`)).statusCode).toBe(200);
    const res = await roster(leader, club);
    expect(res.statusCode).toBe(200);
    const sub = (res.json().categories as { name: string; count: number; athletes: { name: string }[] }[]).find((c) => c.name === 'Sub-15')!;
    expect(sub.athletes.map((a) => a.name)).toEqual(['Bia Sub']);
    expect(sub.count).toBe(1);
    expect((await roster(member, club)).statusCode).toBe(404);
  });
});
