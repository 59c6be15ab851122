// Count limits hold under parallel requests: each is counted in the transaction that adds the rows,
// with the owning row locked (lockOwner), so eight requests at once never store more than the limit.
import { SHARE_MAX_LINKS_PER_RECORD } from '@prancheta/shared';
import { FORMATION_PRESETS } from '@prancheta/shared/presets/index.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSESSMENTS_MAX_PER_ATHLETE } from '../modules/assessments/service.ts';
import { createClub } from '../modules/clubs/test-support.ts';
import { logoJpeg, multipart } from '../modules/formations/test-fixtures.ts';
import { PRESETS_PER_USER } from '../modules/presets/routes.ts';
import { createTraining } from '../modules/trainings/test-support.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../test/helper.ts';
import type { TestApp } from '../test/helper.ts';
import { stamps } from './index.ts';

type User = Awaited<ReturnType<typeof createUser>>;

const PARALLEL = 8;

const assessment = { date: '2026-03-02', sex: 'm', age: 30, protocol: 'none', weight: 80, height: 180 };

describe('count limits under parallel requests', () => {
  let t: TestApp;
  let coach: User;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t, { active: true });
  });
  afterAll(async () => t?.close());

  const call = (user: User, method: 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: { ...bearer(user.token), 'x-lang': 'en-us' } });
  const parallel = (n: number, request: (i: number) => ReturnType<typeof call>) => Promise.all(Array.from({ length: n }, (_, i) => request(i)));
  const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();
  const newAthlete = async (name: string) => {
    const res = await call(coach, 'POST', '/api/atletas', { name, birth_date: '1996-01-10' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().atleta.id as number;
  };

  it('posture photos: at most 4 per assessment, the refused uploads leave no file', async () => {
    const athlete = await newAthlete('Bruna Costa');
    const created = await call(coach, 'POST', `/api/atletas/${athlete}/avaliacoes`, assessment);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().avaliacao.id as number;
    const data = await logoJpeg();
    const answers = await parallel(PARALLEL, (i) => {
      const body = multipart([{ name: 'photos[0]', filename: `p${i}.jpg`, type: 'image/jpeg', data }]);
      return t.app.inject({ method: 'POST', url: `/api/avaliacoes/${id}/fotos`, payload: body.payload, headers: { ...body.headers, ...bearer(coach.token), 'x-lang': 'en-us' } });
    });
    expect(statuses(answers)).toEqual([200, 200, 200, 200, 422, 422, 422, 422]);
    expect(answers.find((a) => a.statusCode === 422)!.json().message).toBe('At most 4 photos per assessment');
    const rows = await t.db.selectFrom('assessment_photos').select('file_key').where('assessment_id', '=', id).execute();
    expect(rows).toHaveLength(4);
    expect((await storedFiles(t)).filter((k) => k.startsWith('assessments/')).sort()).toEqual(rows.map((r) => r.file_key).sort());
  });

  it('assessments: at most ASSESSMENTS_MAX_PER_ATHLETE per athlete', async () => {
    const athlete = await newAthlete('Carlos Dias');
    const seeded = ASSESSMENTS_MAX_PER_ATHLETE - 3;
    const row = { user_id: coach.id, athlete_id: athlete, date: '2026-01-01', sex: 'm' as const, age: 30, protocol: 'none', measures: '{}', notes: '', colors: '{}' };
    await t.db
      .insertInto('assessments')
      .values(Array.from({ length: seeded }, () => ({ ...row, ...stamps() })))
      .execute();
    const answers = await parallel(PARALLEL, () => call(coach, 'POST', `/api/atletas/${athlete}/avaliacoes`, assessment));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(PARALLEL - 3);
    const n = await t.db.selectFrom('assessments').select((eb) => eb.fn.countAll<number>().as('n')).where('athlete_id', '=', athlete).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(ASSESSMENTS_MAX_PER_ATHLETE);
  });

  it('club members and categories: at most max_users and max_categories', async () => {
    const members = await Promise.all(Array.from({ length: PARALLEL }, () => createUser(t, { active: true })));
    const team = await createClub(t, coach, { maxUsers: 3, maxCategories: 2 });
    const added = await parallel(PARALLEL, (i) => call(coach, 'PUT', `/api/team/users/${encodeURIComponent(members[i]!.email)}`));
    expect(added.filter((a) => a.statusCode < 300)).toHaveLength(3);
    expect(added.filter((a) => a.statusCode === 422)).toHaveLength(PARALLEL - 3);
    expect(await t.db.selectFrom('team_users').select('user_id').where('team_id', '=', team).execute()).toHaveLength(3);

    const categories = await parallel(PARALLEL, (i) => call(coach, 'POST', '/api/team/categories', { name: `Sub-${10 + i}`, description: 'Base' }));
    expect(categories.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(categories.filter((a) => a.statusCode === 422)).toHaveLength(PARALLEL - 2);
    expect(await t.db.selectFrom('categories').select('id').where('team_id', '=', team).execute()).toHaveLength(2);
  });

  it('share links: at most SHARE_MAX_LINKS_PER_RECORD live links per record', async () => {
    const training = await createTraining(t, coach);
    const extra = 5;
    const answers = await parallel(SHARE_MAX_LINKS_PER_RECORD + extra, () => call(coach, 'POST', '/api/share', { kind: 'treino', record_id: training }));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(SHARE_MAX_LINKS_PER_RECORD);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(extra);
    const rows = await t.db.selectFrom('share_links').select('id').where('kind', '=', 'treino').where('record_id', '=', training).execute();
    expect(rows).toHaveLength(SHARE_MAX_LINKS_PER_RECORD);
  });

  it('formation presets: at most PRESETS_PER_USER per coach', async () => {
    const owner = await createUser(t, { active: true });
    const spots = FORMATION_PRESETS[0]!.spots.map((s) => ({ ...s }));
    const seeded = PRESETS_PER_USER - 2;
    await t.db
      .insertInto('formation_presets')
      .values(Array.from({ length: seeded }, (_, i) => ({ user_id: owner.id, sport_id: 1, name: `P${i}`, spots: JSON.stringify(spots), ...stamps() })))
      .execute();
    const answers = await parallel(PARALLEL, (i) => call(owner, 'POST', '/api/presets', { name: `Novo ${i}`, sport_id: 1, spots }));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(PARALLEL - 2);
    const n = await t.db.selectFrom('formation_presets').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', owner.id).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(PRESETS_PER_USER);
  });
});
