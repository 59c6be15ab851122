import { expect } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { bearer } from '../../test/helper.ts';
import type { createUser } from '../../test/helper.ts';
import type { Part } from '../formations/test-fixtures.ts';
import { canvasPng, draftGz, multipart } from '../formations/test-fixtures.ts';

/** A test user. */
export type User = Awaited<ReturnType<typeof createUser>>;

/** A complete training form. */
export const trainingForm = {
  clube: 'Associação Atlética São Bento',
  esporte_id: '1',
  professor: 'Mário Gonçalves',
  categoria: 'Sub-17',
  metodologia: 'Periodização tática',
  data: '2026-04-02',
  objetivos: 'Transição defensiva rápida após a perda da bola',
  'colors[header][0]': '#0d47a1',
  'colors[header][1]': '#fafafa',
};

/** A complete exercise form. */
export const exerciseForm = {
  titulo: 'Rondo 4x2 com transição',
  duracao: '12 min',
  blocos_de_duracao: '3x4 min',
  dimensao: '20x20 m',
  relacao_numerica: '4x2',
  descricao: 'Manter a posse; ao recuperar, finalizar em minigol.',
  h_duracao: 'Tempo',
  'colors[duracao][0]': '#ffeb3b',
  'colors[duracao][1]': '#212121',
};

/** Text fields as multipart parts. */
export function textParts(values: Record<string, string>): Part[] {
  return Object.entries(values).map(([name, value]) => ({ name, value }));
}

/** POSTs a multipart body as `user`. */
export async function postMultipart(t: TestApp, user: User, url: string, parts: Part[], lang = 'en-us') {
  const body = multipart(parts);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...bearer(user.token), 'x-lang': lang } });
}

/** Creates a training (optionally with extra parts, e.g. a logo) and answers its id. */
export async function createTraining(t: TestApp, user: User, extra: Part[] = [], values: Record<string, string> = trainingForm): Promise<number> {
  const res = await postMultipart(t, user, '/api/treinos', [...textParts(values), ...extra]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().treino.id as number;
}

/** Creates a drawn exercise (draft + PNG, as the editor sends it) in a training. */
export async function createDrawnExercise(t: TestApp, user: User, treinoId: number, values: Record<string, string> = exerciseForm): Promise<number> {
  const res = await postMultipart(t, user, '/api/exercicios', [
    ...textParts({ ...values, treino_id: String(treinoId), type: 'image' }),
    { name: 'editable', filename: 'draft.gz', type: 'application/gzip', data: draftGz() },
    { name: 'img', filename: 'canvas.png', type: 'image/png', data: await canvasPng() },
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().exercicio.id as number;
}

/** Creates a text exercise (no drawing) in a training. */
export async function createTextExercise(t: TestApp, user: User, treinoId: number, values: Record<string, string> = exerciseForm): Promise<number> {
  const res = await postMultipart(t, user, '/api/exercicios', textParts({ ...values, treino_id: String(treinoId), type: 'text' }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().exercicio.id as number;
}

/** Number of rows in a table. */
export async function countRows(t: TestApp, table: 'treinos' | 'exercicios'): Promise<number> {
  const r = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(r.n);
}
