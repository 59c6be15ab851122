import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionJob } from '../../jobs/registry.ts';
import { runJob } from '../../jobs/scheduler.ts';
import { issueToken } from '../../plugins/auth.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, stillStored, trainingFiles } from '../../test/helper.ts';
import { logoJpeg } from '../formations/test-fixtures.ts';
import type { User } from './test-support.ts';
import { createDrawnExercise, createTextExercise, createTraining, exerciseForm, trainingForm } from './test-support.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

describe('print/ex and retention', () => {
  let t: TestApp;
  let owner: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  it('prints the selected exercises with the header, boxes and post-work, in the asked language', async () => {
    const id = await createTraining(t, owner, [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const a = await createDrawnExercise(t, owner, id);
    const b = await createTextExercise(t, owner, id, { ...exerciseForm, titulo: 'Finalização em velocidade', h_duracao: '' });
    const skipped = await createTextExercise(t, owner, id, { ...exerciseForm, titulo: 'Alongamento final' });
    await t.app.inject({ method: 'POST', url: `/api/rate/${id}`, headers: bearer(owner.token), payload: { header: 'Boa intensidade', description: '<p>Equipe <strong>concentrada</strong></p><script>x()</script>' } });

    const token = await issueToken(t.db, owner.id, 'print');
    const res = await t.app.inject({ method: 'GET', url: `/api/print/ex?treino=${id}&exs[]=${a}&exs[]=${b}&lang=pt&postwork=1&token=${token}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await pdfParse(res.rawPayload);
    expect(pdf.text).toContain(trainingForm.clube);
    expect(pdf.text).toContain('Metodologia');
    expect(pdf.text).toContain(exerciseForm.titulo);
    expect(pdf.text).toContain('Finalização em velocidade');
    expect(pdf.text).not.toContain('Alongamento final');
    expect(pdf.text).toContain('Tempo');
    expect(pdf.text).toContain('Duração');
    expect(pdf.text).toContain('Avaliação pós-treino');
    expect(pdf.text).toContain('Equipe concentrada');
    expect(pdf.text).not.toContain('x()');

    const en = await t.app.inject({ method: 'GET', url: `/api/print/ex?treino=${id}&exs[0]=${skipped}&lang=en&token=${token}` });
    expect(en.statusCode).toBe(200);
    const enText = (await pdfParse(en.rawPayload)).text;
    expect(enText).toContain('Methodology');
    expect(enText).not.toContain('Post-training evaluation');
  });

  it('refuses a session token, another user and a foreign exercise', async () => {
    const id = await createTraining(t, owner);
    const ex = await createTextExercise(t, owner, id);
    expect((await t.app.inject({ method: 'GET', url: `/api/print/ex?treino=${id}&exs[]=${ex}&token=${owner.token}` })).statusCode).toBe(401);
    const otherToken = await issueToken(t.db, other.id, 'print');
    expect((await t.app.inject({ method: 'GET', url: `/api/print/ex?treino=${id}&exs[]=${ex}&token=${otherToken}` })).statusCode).toBe(404);
    const otherTraining = await createTraining(t, other);
    expect((await t.app.inject({ method: 'GET', url: `/api/print/ex?treino=${otherTraining}&exs[]=${ex}&token=${otherToken}` })).statusCode).toBe(404);
    const token = await issueToken(t.db, owner.id, 'print');
    expect((await t.app.inject({ method: 'GET', url: `/api/print/ex?treino=${id}&token=${token}` })).statusCode).toBe(422);
  });

  it('retention deletes a 7-month-old training with its exercises and files and keeps a 5-month-old one', async () => {
    const old = await createTraining(t, owner, [{ name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: await logoJpeg() }]);
    const oldEx = await createDrawnExercise(t, owner, old);
    const recent = await createTraining(t, owner);
    const recentEx = await createTextExercise(t, owner, recent);
    const ago = (months: number) => {
      const d = new Date();
      d.setUTCMonth(d.getUTCMonth() - months);
      return d.toISOString();
    };
    await t.db.updateTable('treinos').set({ created_at: ago(7) }).where('id', '=', old).execute();
    await t.db.updateTable('treinos').set({ created_at: ago(5) }).where('id', '=', recent).execute();
    const oldFiles = await trainingFiles(t, old);
    expect(oldFiles.length).toBeGreaterThan(0);
    const result = await runJob(t.app.ctx, retentionJob, t.app.log);
    expect(String(result)).toMatch(/trainings=1\b/);
    expect(await t.db.selectFrom('treinos').select('id').where('id', '=', old).executeTakeFirst()).toBeUndefined();
    expect(await t.db.selectFrom('exercicios').select('id').where('id', '=', oldEx).executeTakeFirst()).toBeUndefined();
    expect(await stillStored(t, oldFiles)).toEqual([]);
    expect(await t.db.selectFrom('treinos').select('id').where('id', '=', recent).executeTakeFirst()).toBeDefined();
    expect(await t.db.selectFrom('exercicios').select('id').where('id', '=', recentEx).executeTakeFirst()).toBeDefined();
  });
});
