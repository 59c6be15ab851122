import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canvasPng, draftGz, logoJpeg, webm } from '../modules/formations/test-fixtures.ts';
import type { User } from '../modules/trainings/test-support.ts';
import { createDrawnExercise, createTraining, postMultipart, textParts } from '../modules/trainings/test-support.ts';
import type { TestApp } from '../test/helper.ts';
import { createTestApp, createUser, storedFiles, rowFiles, stillStored, trainingFiles } from '../test/helper.ts';
import { createWeek, weekForm } from '../modules/weeks/test-support.ts';
import { purgeUser } from './purge-user.ts';

const formationFields = { clube: 'Clube', professor: 'Professor', categoria: 'Sub-15', data: '2026-03-14', local: 'Campo 2' };

describe('purgeUser', () => {
  let t: TestApp;
  let coach: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  async function ok(res: { statusCode: number; body: string; json(): unknown }): Promise<Record<string, { id: number }>> {
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, { id: number }>;
  }

  /** Everything a coach can own with files: training + logo, drawn exercise, image and video formations, a personal image. */
  async function fill(user: User): Promise<void> {
    const treino = await createTraining(t, user, [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    await createDrawnExercise(t, user, treino);
    const draft = { name: 'editable', filename: 'd.gz', type: 'application/gzip', data: draftGz() };
    await ok(
      await postMultipart(t, user, '/api/formactions', [
        ...textParts({ ...formationFields, type: 'image' }),
        draft,
        { name: 'img', filename: 'c.png', type: 'image/png', data: await canvasPng() },
        { name: 'logo', filename: 'l.jpg', type: 'image/jpeg', data: await logoJpeg() },
      ]),
    );
    await ok(
      await postMultipart(t, user, '/api/formactions', [
        ...textParts({ ...formationFields, type: 'video' }),
        draft,
        { name: 'img', filename: 'c.png', type: 'image/png', data: await canvasPng() },
        { name: 'file_input', filename: 'v.webm', type: 'video/webm', data: webm() },
      ]),
    );
    await ok(await postMultipart(t, user, '/api/user-images', [{ name: 'image', filename: 'p.jpg', type: 'image/jpeg', data: await logoJpeg() }]));
    const preset = await t.app.inject({ method: 'POST', url: '/api/presets', headers: { authorization: `Bearer ${user.token}` }, payload: { name: 'Saída', sport_id: 1, spots: [{ depth: 0.04, lateral: 0.5, role: 'goalkeeper' }] } });
    expect(preset.statusCode, preset.body).toBe(200);
    await createWeek(t, user, weekForm(), [{ name: 'img', filename: 'w.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const sheet = await ok(
      await postMultipart(t, user, '/api/fitnes', [
        ...textParts({ title: 'Ficha', teacher: 'P', student: 'A', volume: '3x', data: '2026-03-02', objectives: 'Força' }),
        { name: 'img', filename: 'f.jpg', type: 'image/jpeg', data: await logoJpeg() },
      ]),
    );
    await ok(
      await postMultipart(t, user, '/api/fitnesex', [
        ...textParts({ mode: 'profile', title: 'Perfil', duration: '1', charge: '1', series: '1', group: 'G', imc: '22', magra: '60', fitnes_id: String(sheet.fitnes!.id) }),
        { name: 'images[0]', filename: 'p.png', type: 'image/png', data: await canvasPng() },
      ]),
    );
  }

  async function filesOf(userId: number): Promise<string[]> {
    const trainings = await t.db.selectFrom('treinos').select('id').where('user_id', '=', userId).execute();
    const out: string[] = [];
    for (const { id } of trainings) out.push(...(await trainingFiles(t, id)));
    out.push(...(await rowFiles(t, 'formactions', 'user_id', userId)), ...(await rowFiles(t, 'user_images', 'user_id', userId)), ...(await rowFiles(t, 'semanas', 'user_id', userId)), ...(await rowFiles(t, 'fitnes', 'user_id', userId)), ...(await rowFiles(t, 'fitnes_images', 'user_id', userId)));
    return out.sort();
  }

  async function rowsOf(userId: number): Promise<number[]> {
    const count = async (table: 'treinos' | 'exercicios' | 'formactions' | 'user_images' | 'semanas' | 'sessions') =>
      Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow()).n);
    return [await count('treinos'), await count('exercicios'), await count('formactions'), await count('user_images'), await count('semanas'), await count('sessions')];
  }

  it('removes every record and file of the user and nothing of anyone else', async () => {
    await fill(coach);
    await fill(other);
    expect((await t.db.selectFrom('data_versions').select('name').where('user_id', '=', coach.id).execute()).map((r) => r.name)).toContain('treinos');
    const coachFiles = await filesOf(coach.id);
    const otherFiles = await filesOf(other.id);
    // logo, exercise PNG + draft, image formation (png, logo, draft), video (png, webm, draft), personal image, week image, fitness cover and photo
    expect(coachFiles).toHaveLength(13);
    expect(await rowsOf(coach.id)).toEqual([1, 1, 2, 1, 1, 1]);

    const removed = await purgeUser(t.app.ctx, coach.id);
    expect(removed).toEqual({ 'formation-presets': 1, trainings: 1, formations: 2, 'user-images': 1, weeks: 1, clubs: 0, fitness: 1, 'user-gifs': 0, 'admin-mail': 0, 'share-links': 0, attendance: 0, 'calendar-feeds': 0, load: 0, 'live-sessions': 0, assessments: 0, athletes: 0 });

    expect(await stillStored(t, coachFiles)).toEqual([]);
    expect((await storedFiles(t)).filter((f) => f.split('/')[1] === String(coach.id))).toEqual([]);
    expect(await rowsOf(coach.id)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(await t.db.selectFrom('users').select('id').where('id', '=', coach.id).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('data_versions').select('name').where('user_id', '=', coach.id).execute()).toEqual([]);

    expect(await stillStored(t, otherFiles)).toEqual(otherFiles);
    expect(await rowsOf(other.id)).toEqual([1, 1, 2, 1, 1, 1]);
  });
});
