import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../plugins/auth.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import { mediaRoots } from '../media/roots.ts';
import { seedStarterGifs } from '../media/starter.ts';
import type { User } from '../trainings/test-support.ts';
import { postMultipart, textParts } from '../trainings/test-support.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

const GIFS = ['Membros inferiores/Agachamento.gif', 'Core/Prancha.gif'];
const LONG = 'Descer controlando o movimento até 90 graus, manter o tronco firme e subir soltando o ar. '.repeat(4);

describe('compact fitness print', () => {
  let t: TestApp;
  let owner: User;
  let other: User;
  let sheet: number;
  let exercises: number[];

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
    await seedStarterGifs(t.db, mediaRoots(t.config).gifs);
    const res = await postMultipart(t, owner, '/api/fitnes', textParts({ title: 'Força A', teacher: 'Carla', student: 'João', volume: '3x', data: '2026-03-02', objectives: 'Força' }));
    expect(res.statusCode, res.body).toBe(200);
    sheet = res.json().fitnes.id;
    exercises = [];
    for (let i = 0; i < 10; i++) {
      const ex = await postMultipart(t, owner, '/api/fitnesex', textParts({ fitnes_id: String(sheet), title: `Exercício ${i + 1}`, duration: '10 min', charge: '40 kg', series: '4x10', group: 'Pernas', description: LONG, path: GIFS[i % 2]! }));
      expect(ex.statusCode, ex.body).toBe(200);
      exercises.push(ex.json().exercice.id);
    }
  });
  afterAll(async () => t.close());

  const layoutCall = (user: User, method: 'GET' | 'PUT', payload?: unknown) =>
    t.app.inject({ method, url: '/api/fitnes/print-layout', headers: { ...bearer(user.token), 'x-lang': 'en-us' }, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
  const print = async (user: User, extra = '') => {
    const exs = exercises.map((id, i) => `&exs[${i}]=${id}`).join('');
    const res = await t.app.inject({ method: 'GET', url: `/api/print/fitnes?fitnes=${sheet}${exs}&lang=en${extra}&token=${await issueToken(t.db, user.id, 'print')}` });
    expect(res.statusCode, res.body).toBe(200);
    return pdfParse(res.rawPayload);
  };

  it('prints a 10-exercise sheet on 4 pages or fewer in the compact layout; the standard layout stays as it was', async () => {
    const standard = await print(owner, '&layout=standard');
    const byDefault = await print(owner);
    const compact = await print(owner, '&layout=compact');
    expect(compact.numpages).toBeLessThanOrEqual(4);
    // The default is the standard layout, page for page and word for word.
    expect(byDefault.numpages).toBe(standard.numpages);
    expect(byDefault.text).toBe(standard.text);
    expect(standard.numpages).toBeGreaterThan(compact.numpages);
    // Every exercise is printed in both layouts.
    for (let i = 1; i <= 10; i++) expect(compact.text).toContain(`${i}. Exercício ${i}`);
    for (let i = 1; i <= 10; i++) expect(standard.text).toContain(`${i}. Exercício ${i}`);
  });

  it('remembers the layout per coach and prints with it when the print address names none', async () => {
    expect((await layoutCall(owner, 'GET')).json()).toEqual({ layout: 'standard' });
    const saved = await layoutCall(owner, 'PUT', { layout: 'compact' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ layout: 'compact' });
    expect((await layoutCall(owner, 'GET')).json()).toEqual({ layout: 'compact' });
    // Another coach keeps their own (default) choice.
    expect((await layoutCall(other, 'GET')).json()).toEqual({ layout: 'standard' });
    const remembered = await print(owner);
    const compact = await print(owner, '&layout=compact');
    expect(remembered.numpages).toBe(compact.numpages);
    expect(remembered.text).toBe(compact.text);
    // An explicit layout still wins over the remembered one.
    expect((await print(owner, '&layout=standard')).numpages).toBeGreaterThan(4);
    expect((await layoutCall(owner, 'PUT', { layout: 'standard' })).statusCode).toBe(200);
    expect((await layoutCall(owner, 'GET')).json()).toEqual({ layout: 'standard' });
  });

  it('refuses an unknown layout with 422 and stores nothing', async () => {
    const bad = await layoutCall(owner, 'PUT', { layout: 'tiny' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.layout).toBeDefined();
    expect((await layoutCall(owner, 'GET')).json()).toEqual({ layout: 'standard' });
    const exs = `&exs[0]=${exercises[0]}`;
    const res = await t.app.inject({ method: 'GET', url: `/api/print/fitnes?fitnes=${sheet}${exs}&layout=tiny&token=${await issueToken(t.db, owner.id, 'print')}` });
    expect(res.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/fitnes/print-layout' })).statusCode).toBe(401);
  });
});
