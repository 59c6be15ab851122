import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeUser } from '../../lifecycle/purge-user.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser } from '../../test/helper.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining, postMultipart, textParts, trainingForm } from '../trainings/test-support.ts';
import { createWeek, weekForm } from '../weeks/test-support.ts';
import { calendarDocument, escapeText, foldLine } from './ics.ts';

/** A day `n` days from today (UTC), YYYY-MM-DD. */
function inDays(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday of the week `n` weeks from now. */
function mondayIn(weeks: number): string {
  const d = new Date(Date.now() + weeks * 7 * 86_400_000);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - back)).toISOString().slice(0, 10);
}

/** Parses a feed with ical.js and answers its events. */
function events(text: string): ICAL.Event[] {
  const comp = new ICAL.Component(ICAL.parse(text));
  return comp.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('calendar feeds (iCal)', () => {
  let t: TestApp;
  let coach: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t, { active: true, name: 'Treinadora Íris' });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  const call = (user: User | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: { ...(user ? bearer(user.token) : {}), 'x-lang': 'en-us' }, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const path = (url: string) => new URL(url).pathname;

  it('escapes TEXT values and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const long = `SUMMARY:${'ção'.repeat(40)}`;
    const folded = foldLine(long);
    for (const line of folded.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
    const doc = calendarDocument('X', [{ uid: 'u1@x', date: '2026-03-02', time: '08:00', minutes: 60, summary: `Força; potência, "velocidade"\\ ${'x'.repeat(120)}`, location: 'Campo 2, Sede', description: 'linha 1\nlinha 2' }]);
    const [e] = events(doc);
    expect(e!.summary).toBe(`Força; potência, "velocidade"\\ ${'x'.repeat(120)}`);
    expect(e!.location).toBe('Campo 2, Sede');
    expect(e!.description).toBe('linha 1\nlinha 2');
    expect(doc.split('\r\n').every((l) => Buffer.byteLength(l, 'utf8') <= 75)).toBe(true);
  });

  it('serves a coach feed with dated trainings and week sessions that ical.js parses; revocable; new address replaces the old', async () => {
    expect((await call(coach, 'GET', '/api/calendario')).json()).toEqual({ url: null });
    const day = inDays(3);
    await createTraining(t, coach, [], { ...trainingForm, data: `${day} 18:30`, metodologia: 'Finalização; chutes, cabeceio' });
    await createTraining(t, coach, [], { ...trainingForm, data: 'sem data', metodologia: 'Fora do feed' });
    const monday = mondayIn(1);
    const week = await createWeek(t, coach, weekForm({ dataInicio: monday, title: 'Semana de teste' }));
    await createTraining(t, other, [], { ...trainingForm, data: day, metodologia: 'De outro treinador' });

    const made = await call(coach, 'POST', '/api/calendario');
    expect(made.statusCode, made.body).toBe(200);
    const url = made.json().url as string;
    expect(url).toMatch(/\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    const token = path(url).split('/').pop()!.replace('.ics', '');
    expect(JSON.stringify(await t.db.selectFrom('calendar_feeds').selectAll().execute())).not.toContain(token);
    expect((await call(coach, 'GET', '/api/calendario')).json().url).toBe(url);

    const feed = await t.app.inject({ method: 'GET', url: path(url), headers: { 'accept-language': 'en' } });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const list = events(feed.body);
    const training = list.find((e) => e.summary.includes('Finalização'))!;
    expect(training.summary).toBe('Training: Finalização; chutes, cabeceio');
    expect(training.uid).toMatch(/^treino-\d+@/);
    expect(training.startDate.toString()).toBe(`${day}T18:30:00`);
    expect(training.duration.toSeconds()).toBe(90 * 60);
    const sessions = list.filter((e) => e.uid.startsWith(`semana-${week}-`));
    expect(sessions.map((e) => e.startDate.toString())).toEqual([`${monday}T08:00:00`, expect.stringMatching(/T19:30:00$/), expect.any(String)]);
    expect(sessions[0]!.summary).toBe('Força e potência');
    expect(sessions[0]!.location).toBe('Academia');
    expect(sessions[2]!.startDate.isDate).toBe(true);
    expect(feed.body).not.toContain('Fora do feed');
    expect(feed.body).not.toContain('De outro treinador');
    expect(new Set(list.map((e) => e.uid)).size).toBe(list.length);
    // Without a language from the calendar app, the feed speaks the language the coach uses the app in.
    await t.db.insertInto('user_preferences').values({ user_id: coach.id, language: 'es-es', created_at: 'x', updated_at: 'x' }).execute();
    expect(events((await t.app.inject({ method: 'GET', url: path(url) })).body).find((e) => e.summary.includes('Finalização'))!.summary).toBe('Entrenamiento: Finalização; chutes, cabeceio');

    // A new address replaces the old one; revoking leaves none.
    const renewed = (await call(coach, 'POST', '/api/calendario')).json().url as string;
    expect(renewed).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: path(url) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: path(renewed) })).statusCode).toBe(200);
    expect((await call(coach, 'DELETE', '/api/calendario')).json().url).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url: path(renewed), headers: { 'accept-language': 'en' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe('Link unavailable');
    for (const bad of ['/ical/nope.ics', `/ical/${'x'.repeat(43)}.ics`, '/ical/aluno/nope.ics']) expect((await t.app.inject({ method: 'GET', url: bad })).statusCode).toBe(404);
    expect((await call(null, 'POST', '/api/calendario')).statusCode).toBe(401);
  });

  it('serves a student feed through the student link: that student’s sheets and the week sessions only; dies with the link', async () => {
    const ana = (await call(coach, 'POST', '/api/atletas', { name: 'Ana Feed' })).json().atleta.id as number;
    const bia = (await call(coach, 'POST', '/api/atletas', { name: 'Bia Feed' })).json().atleta.id as number;
    const sheetDay = inDays(2);
    for (const [id, title] of [
      [ana, 'Ficha da Ana'],
      [bia, 'Ficha da Bia'],
    ] as const) {
      const res = await postMultipart(t, coach, '/api/fitnes', textParts({ title, teacher: 'Íris', student: 'x', volume: '3x', data: sheetDay, objectives: 'Força', athlete_id: String(id) }));
      expect(res.statusCode, res.body).toBe(200);
    }
    const link = (await call(coach, 'POST', `/api/atletas/${ana}/links`, {})).json().link;
    const token = (link.url as string).split('/').pop()!;
    const page = (await call(null, 'GET', `/api/aluno/${token}`)).json();
    expect(page.calendario).toMatch(new RegExp(`/ical/aluno/${token}\\.ics$`));
    const feed = await t.app.inject({ method: 'GET', url: path(page.calendario) });
    expect(feed.statusCode).toBe(200);
    const list = events(feed.body);
    const sheet = list.find((e) => e.summary.includes('Ficha da Ana'))!;
    expect(sheet.startDate.isDate).toBe(true);
    expect(sheet.startDate.toString()).toBe(sheetDay);
    expect(feed.body).not.toContain('Ficha da Bia');
    expect(feed.body).not.toContain('Finalização');
    expect(list.some((e) => e.uid.startsWith('semana-'))).toBe(true);

    expect((await call(coach, 'DELETE', `/api/atletas/links/${link.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: path(page.calendario) })).statusCode).toBe(404);
  });

  it('purges a coach’s feeds with the coach', async () => {
    const c = await createUser(t, { active: true });
    await call(c, 'POST', '/api/calendario');
    await purgeUser(t.app.ctx, c.id);
    expect(await t.db.selectFrom('calendar_feeds').select('id').where('user_id', '=', c.id).execute()).toEqual([]);
  });
});
