import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { auth, TINY_PNG } from './seed.ts';

/** The starter library's gifs the fitness exercises below use. */
const SQUAT = 'Membros inferiores/Agachamento.gif';
const PUSH_UP = 'Membros superiores/Flexão de braço.gif';
const PLANK = 'Core/Prancha.gif';

/** POST /api/fitnes: a fitness sheet (or, with `video`, a video session); answers its id. */
export async function createSheetByApi(request: APIRequestContext, token: string, title: string, video = false): Promise<number> {
  const res = await request.post(video ? '/api/fitnes?is_video=1' : '/api/fitnes', {
    headers: auth(token),
    multipart: { title, teacher: 'Carla', student: 'João', volume: '3x por semana', data: '2026-03-02', objectives: 'Força e resistência' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { fitnes: { id: number } }).fitnes.id;
}

type Part = string | { name: string; mimeType: string; buffer: Buffer };

/** The exercise kinds of a sheet, as the exercise form builds them. */
const EXERCISES: Record<'normal' | 'biset' | 'profile', Record<string, Part>> = {
  normal: { title: 'Agachamento livre', path: SQUAT },
  biset: {
    mode: 'biset',
    title: 'Flexão',
    path: PUSH_UP,
    'child[title]': 'Prancha',
    'child[duration]': '10 min',
    'child[charge]': '20 kg',
    'child[series]': '3x12',
    'child[group]': 'Pernas',
    'child[path]': PLANK,
  },
  profile: {
    mode: 'profile',
    title: 'Avaliação inicial',
    path: '',
    imc: '22,5',
    magra: '61%',
    'images[0]': { name: 'frente.png', mimeType: 'image/png', buffer: TINY_PNG },
    'images[1]': { name: 'lado.png', mimeType: 'image/png', buffer: TINY_PNG },
  },
};

/** POST /api/fitnesex: a normal exercise (squat), a bi-set (push-up + plank) or a student profile with two photos; answers its id. */
export async function createFitnessExercise(request: APIRequestContext, token: string, sheetId: number, kind: keyof typeof EXERCISES): Promise<number> {
  const res = await request.post('/api/fitnesex', {
    headers: auth(token),
    multipart: { duration: '10 min', charge: '20 kg', series: '3x12', group: 'Pernas', ...EXERCISES[kind], fitnes_id: String(sheetId) },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { exercice: { id: number } }).exercice.id;
}
