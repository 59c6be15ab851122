import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@prancheta/shared';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { appToday, createTestApp, createUser, injectAs } from '../../test/helper.ts';
import type { User } from '../trainings/test-support.ts';

const today = appToday();
const form = (values: Record<string, string>) => new URLSearchParams(values).toString();

describe('training load on the student page (server-rendered HTML and its plain forms)', () => {
  let t: TestApp;
  let coach: User;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  const call = (user: User | null, method: 'GET' | 'POST', url: string, payload?: unknown) => injectAs(t, user, method, url, payload);
  const athlete = async (name: string) => (await call(coach, 'POST', '/api/atletas', { name })).json().atleta.id as number;
  const linkOf = async (id: number) => ((await call(coach, 'POST', `/api/atletas/${id}/links`, { expires_in_days: 30 })).json().link.url as string).split('/').pop()!;
  const page = (token: string, lang = 'en-US', query = '') => t.app.inject({ method: 'GET', url: `/aluno/${token}${query}`, headers: { 'accept-language': lang } });
  const post = (url: string, values: Record<string, string>, lang = 'en-US') =>
    t.app.inject({ method: 'POST', url, payload: form(values), headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': lang } });
  const reading = { sleep: '2', stress: '3', fatigue: '4', soreness: '5', note: '' };

  it('shows the check-in only when the coach turned it on; a plain form stores it, replaces the day’s and thanks', async () => {
    const ana = await athlete('Ana');
    const token = await linkOf(ana);
    const off = await page(token);
    expect(off.statusCode).toBe(200);
    expect(off.body).not.toContain('data-testid="wellness-form"');
    expect(off.body).not.toContain('data-testid="student-load"');
    // Off: the form route refuses and stores nothing.
    expect((await post(`/aluno/${token}/bem-estar`, reading)).statusCode).toBe(403);
    expect((await call(coach, 'GET', `/api/carga/atletas/${ana}?from=${today}&to=${today}`)).json().wellness).toEqual([]);

    expect((await call(coach, 'POST', `/api/carga/atletas/${ana}/bem-estar`, { on: true })).statusCode).toBe(200);
    const on = await page(token, 'pt-BR');
    expect(on.body).toContain(`action="/aluno/${token}/bem-estar"`);
    for (const item of ['sleep', 'stress', 'fatigue', 'soreness']) for (let v = 1; v <= 7; v++) expect(on.body).toContain(`data-testid="wellness-${item}-${v}"`);
    expect(on.body).toContain('Qualidade do sono');
    expect(on.body).toContain('1 = Muito, muito bom / nenhum');
    expect(on.body).toContain('7 = Muito, muito ruim / extremo');
    expect(on.body).not.toContain('data-testid="wellness-done"');

    // Refused per field in the user's language, nothing stored.
    const bad = await post(`/aluno/${token}/bem-estar`, { sleep: '8', stress: '3', fatigue: '4' }, 'es-ES');
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('data-testid="refused-sleep"');
    expect(bad.body).toContain('data-testid="refused-soreness"');
    expect(bad.body).not.toContain('data-testid="refused-stress"');
    expect(bad.body).toContain('Calidad del sueño');
    expect((await call(coach, 'GET', `/api/carga/atletas/${ana}?from=${today}&to=${today}`)).json().wellness).toEqual([]);

    const sent = await post(`/aluno/${token}/bem-estar`, reading);
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/aluno/${token}?ok=wellness#bem-estar`);
    const thanks = await page(token, 'en-US', '?ok=wellness');
    expect(thanks.body).toContain('data-testid="wellness-thanks">Thank you! Today&#39;s wellness is recorded.</p>');
    expect((await page(token)).body).not.toContain('data-testid="wellness-thanks"');
    expect(thanks.body).toContain('data-testid="wellness-done"');
    // The change form starts from today's answers.
    expect(thanks.body).toMatch(/value="3"\s+checked data-testid="wellness-stress-3"/);
    expect(thanks.body).toContain('data-testid="student-load-wellness"');

    expect((await post(`/aluno/${token}/bem-estar`, { ...reading, fatigue: '7' })).statusCode).toBe(303);
    const fig = (await call(coach, 'GET', `/api/carga/atletas/${ana}?from=${today}&to=${today}`)).json();
    expect(fig.wellness).toMatchObject([{ date: today, sleep: 2, stress: 3, fatigue: 7, soreness: 5, index: 17 }]);
    expect(Number((await t.db.selectFrom('wellness_checkins').select((eb) => eb.fn.countAll().as('n')).where('athlete_id', '=', ana).executeTakeFirstOrThrow()).n)).toBe(2);
  });

  it('the done form asks the minutes (60, then the last ones) with the CR-10 words, and records the load; "my load" shows the week', async () => {
    const bia = await athlete('Bia');
    const token = await linkOf(bia);
    const sheet = await t.db
      .insertInto('fitnes')
      .values({ user_id: coach.id, title: 'Força', teacher: 'Ana', student: 'Bia', volume: '', data: today, objectives: '', rate: '', labels: '{}', colors: '{}', is_video: 0, img_key: null, athlete_id: bia, ...stamps() } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await page(token);
    expect(first.body).toMatch(new RegExp(`name="minutes"[^>]*value="60"[^>]*data-testid="minutes-${sheet.id}"`));
    expect(first.body).toContain('>7 · Very hard</option>');
    expect(first.body).toContain('>0 · Rest</option>');
    expect(first.body).not.toContain('data-testid="student-load"');

    expect((await post(`/aluno/${token}/fitnes/${sheet.id}/feito`, { effort: '6', minutes: '700', comment: '' })).body).toContain('Duration (minutes)');
    const done = await post(`/aluno/${token}/fitnes/${sheet.id}/feito`, { effort: '6', minutes: '45', comment: '' });
    expect(done.statusCode).toBe(303);
    expect((await call(coach, 'GET', `/api/carga/atletas/${bia}?from=${today}&to=${today}`)).json().entries).toMatchObject([{ minutes: 45, rpe: 6, load: 270, kind: 'session' }]);
    // Blank minutes: the mark only.
    expect((await post(`/aluno/${token}/fitnes/${sheet.id}/feito`, { effort: '3', minutes: '', comment: '' })).statusCode).toBe(303);
    expect((await call(coach, 'GET', `/api/carga/atletas/${bia}?from=${today}&to=${today}`)).json().entries).toHaveLength(1);

    const after = await page(token);
    expect(after.body).toMatch(new RegExp(`name="minutes"[^>]*value="45"[^>]*data-testid="minutes-${sheet.id}"`));
    expect(after.body).toContain('data-testid="student-load-weeks"');
    expect(after.body).toContain('>270</td>');
    // Only weeks from the first load on: one row so far; a match two weeks back adds its week and the one between.
    expect(after.body.match(/class="bar"/g)).toHaveLength(1);
    expect((await call(coach, 'POST', `/api/carga/atletas/${bia}/registros`, { date: addDays(today, -14), kind: 'match', minutes: 90, rpe: 8 })).statusCode).toBe(200);
    const weeks = await page(token);
    expect(weeks.body.match(/class="bar"/g)).toHaveLength(3);
    expect(weeks.body).toContain('>720</td>');
    // The check-in stays off for her.
    expect(after.body).not.toContain('data-testid="wellness-form"');
  });
});
