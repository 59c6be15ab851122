import type { APIRequestContext } from '@playwright/test';
import { auth } from './seed.ts';
import { expect } from './test.ts';

/** A roster athlete made through the API; answers its id. */
export async function athleteByApi(request: APIRequestContext, token: string, fields: { name: string; birth_date?: string; group_label?: string }): Promise<number> {
  const res = await request.post('/api/atletas', { headers: auth(token), data: fields });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { atleta: { id: number } }).atleta.id;
}

/** An assessment of the athlete made through the API (date, sex, age, weight, height...); answers its id. */
export async function assessmentByApi(request: APIRequestContext, token: string, athleteId: number, data: Record<string, unknown>): Promise<number> {
  const res = await request.post(`/api/atletas/${athleteId}/avaliacoes`, { headers: auth(token), data });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { avaliacao: { id: number } }).avaliacao.id;
}

/** A fitness sheet linked to the roster athlete (free-text student `student`); answers its id. */
export async function sheetForAthlete(request: APIRequestContext, token: string, athleteId: number, title: string, student = 'x'): Promise<number> {
  const res = await request.post('/api/fitnes', { headers: auth(token), multipart: { title, teacher: 'Rita', student, volume: '3x', data: '2026-03-02', objectives: 'Força', athlete_id: String(athleteId) } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { fitnes: { id: number } }).fitnes.id;
}
