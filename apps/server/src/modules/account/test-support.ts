import { expect } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { canvasPng, draftGz } from '../formations/test-fixtures.ts';
import type { User } from '../trainings/test-support.ts';
import { createDrawnExercise, createTraining, postMultipart, textParts, trainingForm } from '../trainings/test-support.ts';
import { createVideo } from '../clubs/test-support.ts';
import { createWeek } from '../weeks/test-support.ts';

/** The ids of one record of each kind that the archive holds. */
export interface SeededAccount {
  training: number;
  sheet: number;
  week: number;
  formation: number;
  video: number;
}

/** A fitness sheet form. */
export const sheetValues = {
  title: 'Hipertrofia A',
  teacher: 'Carla',
  student: 'João',
  volume: '3x por semana',
  data: '2026-03-02',
  objectives: 'Força nos membros inferiores',
  rate: '<p>Alongar 10 min</p>',
};

/** Creates one training (with a drawn exercise), fitness sheet, weekly sheet, image formation and video for `user`. */
export async function seedAccount(t: TestApp, user: User, metodologia = trainingForm.metodologia): Promise<SeededAccount> {
  const training = await createTraining(t, user, [], { ...trainingForm, metodologia });
  await createDrawnExercise(t, user, training);
  const sheetRes = await postMultipart(t, user, '/api/fitnes', textParts(sheetValues));
  expect(sheetRes.statusCode, sheetRes.body).toBe(200);
  const week = await createWeek(t, user);
  const formationRes = await postMultipart(t, user, '/api/formactions', [
    ...textParts({ type: 'image', clube: 'Vila Nova', professor: 'Rita Lopes', categoria: 'Sub-15', data: '2026-05-10', local: 'CT', descricao: 'Bloco baixo 4-4-2' }),
    { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
    { name: 'img', filename: 'canvas.png', type: 'image/png', data: await canvasPng('#1565c0') },
  ]);
  expect(formationRes.statusCode, formationRes.body).toBe(200);
  const video = await createVideo(t, user);
  return { training, sheet: sheetRes.json().fitnes.id as number, week, formation: formationRes.json().formacao.id as number, video };
}

/** Moves a record's creation time (what retention reads) to `createdAt`. */
export async function setCreatedAt(t: TestApp, table: 'treinos' | 'fitnes' | 'semanas' | 'formactions', id: number, createdAt: Date): Promise<void> {
  await t.db.updateTable(table).set({ created_at: createdAt.toISOString() }).where('id', '=', id).execute();
}
