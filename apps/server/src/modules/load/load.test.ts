import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dayInZone } from '@prancheta/shared';
import { stamps } from '../../db/index.ts';
import { issueToken } from '../../plugins/auth.ts';
import { todayOf } from '../../today.ts';
import { athleteFigures, WARMUP_DAYS } from './figures.ts';
import type { TestApp } from '../../test/helper.ts';
import { appToday, bearer, createTestApp, createUser, injectAs } from '../../test/helper.ts';
import { readZip } from '../../test/zip-reader.ts';
import type { User } from '../trainings/test-support.ts';
import { createTraining, trainingForm } from '../trainings/test-support.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;
const today = appToday();

describe('training load and wellness', () => {
  let t: TestApp;
  let coach: User;
  let other: User;

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
  });
  afterAll(async () => t.close());

  const call = (user: User | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, lang = 'en-us') => injectAs(t, user, method, url, payload, lang);
  const athlete = async (user: User, name: string, group = '') => (await call(user, 'POST', '/api/atletas', { name, group_label: group })).json().atleta.id as number;
  const linkOf = async (user: User, athleteId: number) =>
    ((await call(user, 'POST', `/api/atletas/${athleteId}/links`, { expires_in_days: 30 })).json().link.url as string).split('/').pop()!;
  const count = async (table: 'load_entries' | 'wellness_checkins') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const add = (user: User, id: number, body: Record<string, unknown>, lang = 'en-us') => call(user, 'POST', `/api/carga/atletas/${id}/registros`, body, lang);

  it('adds, corrects and removes free entries; refuses bad values per field in the user language, storing nothing', async () => {
    const ana = await athlete(coach, 'Ana');
    const ok = await add(coach, ana, { date: today, kind: 'match', minutes: 90, rpe: 8 });
    expect(ok.statusCode, ok.body).toBe(200);
    const before = await count('load_entries');
    const bad = await add(coach, ana, { date: addDays(today, 3), kind: 'match', minutes: 601, rpe: 11 }, 'pt-br');
    expect(bad.statusCode).toBe(422);
    const errors = bad.json().errors as Record<string, string[]>;
    expect(errors.rpe).toEqual(['Informe o esforço de 0 a 10']);
    expect(errors.minutes).toEqual(['Informe a duração de 1 a 600 minutos']);
    expect(errors.date).toEqual(['A data não pode ser no futuro']);
    const old = await add(coach, ana, { date: addDays(today, -400), kind: 'test', minutes: 30, rpe: 5 }, 'es-es');
    expect(old.json().errors.date).toEqual(['La fecha no puede ser de hace más de un año']);
    expect(await count('load_entries')).toBe(before);

    const id = ok.json().registro.id as number;
    expect((await call(coach, 'POST', `/api/carga/registros/${id}`, { date: today, kind: 'match', minutes: 80, rpe: 7 })).statusCode).toBe(200);
    const fig = (await call(coach, 'GET', `/api/carga/atletas/${ana}?from=${today}&to=${today}`)).json();
    expect(fig.entries).toMatchObject([{ id, minutes: 80, rpe: 7, load: 560, kind: 'match', origin: 'free' }]);
    expect(fig.days.at(-1).load).toBe(560);
    // Another coach sees nothing and changes nothing.
    expect((await call(other, 'GET', `/api/carga/atletas/${ana}?from=${today}&to=${today}`)).statusCode).toBe(404);
    expect((await call(other, 'POST', `/api/carga/registros/${id}`, { date: today, kind: 'match', minutes: 10, rpe: 1 })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/api/carga/registros/${id}`)).statusCode).toBe(404);
    expect((await add(other, ana, { date: today, kind: 'match', minutes: 90, rpe: 8 })).statusCode).toBe(404);
    expect((await call(coach, 'DELETE', `/api/carga/registros/${id}`)).statusCode).toBe(200);
    expect((await call(coach, 'GET', `/api/carga/atletas/${ana}?from=${today}&to=${today}`)).json().entries).toEqual([]);
  });

  it('computes weeks and both ratios from the stored entries, and ranks the risk board', async () => {
    const bia = await athlete(coach, 'Bia', 'Sub-17');
    const caio = await athlete(coach, 'Caio', 'Sub-17');
    await athlete(coach, 'Duda', 'Sub-15');
    // Bia: 21 days of 100 then 7 days of 200, ending today: rolling 1.6 (high). Caio: steady 300 (target).
    const rows = [];
    for (let i = 27; i >= 0; i--) {
      const date = addDays(today, -i);
      rows.push({ user_id: coach.id, athlete_id: bia, date, kind: 'session' as const, minutes: i < 7 ? 40 : 20, rpe: 5, note: '', origin: `free:b${i}`, ...stamps() });
      rows.push({ user_id: coach.id, athlete_id: caio, date, kind: 'session' as const, minutes: 60, rpe: 5, note: '', origin: `free:c${i}`, ...stamps() });
    }
    await t.db.insertInto('load_entries').values(rows).execute();
    const fig = (await call(coach, 'GET', `/api/carga/atletas/${bia}?from=${addDays(today, -27)}&to=${today}`)).json();
    expect(fig.rolling_from).toBe(today);
    expect(fig.days[26].rolling).toBeNull();
    expect(fig.days[27]).toMatchObject({ load: 200, rolling: 1.6, rolling_zone: 'high' });
    expect(fig.weeks.at(-1).load).toBeGreaterThan(0);

    const board = (await call(coach, 'GET', `/api/carga/painel?group=Sub-17&today=${today}`)).json();
    expect(board.atletas.map((a: { name: string }) => a.name)).toEqual(['Bia', 'Caio']);
    expect(board.atletas[0].attention).toContain('acwr-high');
    expect(board.atletas[1]).toMatchObject({ attention: [], today: { rolling: 1, rolling_zone: 'target' } });

    // Zones are the coach's own: with a high bound of 1.7, Bia is only in caution.
    const bad = await call(coach, 'POST', '/api/carga/zonas', { low: 1, target: 0.9, caution: 2 });
    expect(bad.statusCode).toBe(422);
    expect((await call(coach, 'POST', '/api/carga/zonas', { low: 0.8, target: 1.3, caution: 1.7 })).statusCode).toBe(200);
    const again = (await call(coach, 'GET', `/api/carga/painel?group=Sub-17&today=${today}`)).json();
    expect(again.atletas[0].attention).toEqual(['acwr-caution']);
    expect((await call(other, 'GET', `/api/carga/painel?group=Sub-17`)).json().atletas).toEqual([]);
  });

  it('records the session RPE after attendance once per athlete and session', async () => {
    const eva = await athlete(coach, 'Eva');
    const training = await createTraining(t, coach, [], { ...trainingForm, data: `${today} 18:30` });
    const body = { kind: 'treino', record_id: training, slot: '', athlete_id: eva, rpe: 6, minutes: 75, date: today };
    const first = await call(coach, 'POST', '/api/presencas/carga', body);
    expect(first.statusCode, first.body).toBe(200);
    expect((await call(coach, 'POST', '/api/presencas/carga', { ...body, rpe: 7 })).json().registro.id).toBe(first.json().registro.id);
    const fig = (await call(coach, 'GET', `/api/carga/atletas/${eva}?from=${today}&to=${today}`)).json();
    expect(fig.entries).toMatchObject([{ rpe: 7, minutes: 75, load: 525, origin: 'attendance' }]);
    // The attendance sheet of the session answers each athlete's RPE and minutes.
    const sheet = (await call(coach, 'GET', `/api/presencas?kind=treino&record_id=${training}&slot=`)).json();
    expect(sheet.loads).toEqual({ [String(eva)]: { rpe: 7, minutes: 75 } });
    expect((await call(other, 'GET', `/api/presencas?kind=treino&record_id=${training}&slot=`)).statusCode).toBe(404);
    expect((await call(other, 'POST', '/api/presencas/carga', body)).statusCode).toBe(422);
  });

  it('takes the daily wellness check-in on the student page only when it is on, one current reading a day', async () => {
    const fabi = await athlete(coach, 'Fabi');
    const gabi = await athlete(coach, 'Gabi');
    const token = await linkOf(coach, fabi);
    const tokenGabi = await linkOf(coach, gabi);
    const reading = { sleep: 2, stress: 3, fatigue: 6, soreness: 4 };
    expect((await call(null, 'POST', `/api/aluno/${token}/bem-estar`, reading)).statusCode).toBe(403);
    expect((await call(other, 'POST', `/api/carga/atletas/${fabi}/bem-estar`, { on: true })).statusCode).toBe(404);
    expect((await call(coach, 'POST', `/api/carga/atletas/${fabi}/bem-estar`, { on: true })).statusCode).toBe(200);

    const before = await count('wellness_checkins');
    const bad = await call(null, 'POST', `/api/aluno/${token}/bem-estar`, { ...reading, sleep: 8, stress: 0 }, 'pt-br');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ sleep: ['Escolha de 1 a 7'], stress: ['Escolha de 1 a 7'] });
    expect(await count('wellness_checkins')).toBe(before);

    expect((await call(null, 'POST', `/api/aluno/${token}/bem-estar`, reading)).statusCode).toBe(200);
    expect((await call(null, 'POST', `/api/aluno/${token}/bem-estar`, { ...reading, fatigue: 3 })).statusCode).toBe(200);
    expect(await count('wellness_checkins')).toBe(before + 2); // the first kept as history
    const own = (await call(null, 'GET', `/api/aluno/${token}/carga?today=${today}`)).json();
    expect(own).toMatchObject({ wellness_on: true, checked_in_today: true });
    expect(own.wellness).toEqual([{ date: today, sleep: 2, stress: 3, fatigue: 3, soreness: 4, index: 12 }]);
    // Another athlete's link sees only their own (nothing here).
    expect((await call(null, 'GET', `/api/aluno/${tokenGabi}/carga?today=${today}`)).json().wellness).toEqual([]);
    expect((await call(null, 'GET', `/api/aluno/not-a-token/carga`)).statusCode).toBe(404);

    const fig = (await call(coach, 'GET', `/api/carga/atletas/${fabi}?from=${today}&to=${today}`)).json();
    expect(fig.wellness).toMatchObject([{ index: 12, flagged: false }]);
  });

  it('counts a done sheet with a duration as load (RPE = the effort)', async () => {
    const hugo = await athlete(coach, 'Hugo');
    const token = await linkOf(coach, hugo);
    const sheet = await t.db
      .insertInto('fitnes')
      .values({
        user_id: coach.id,
        title: 'Força',
        teacher: 'Ana',
        student: 'Hugo',
        volume: '',
        data: today,
        objectives: '',
        rate: '',
        labels: '{}',
        colors: '{}',
        is_video: 0,
        img_key: null,
        athlete_id: hugo,
        ...stamps(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await call(null, 'POST', `/api/aluno/${token}/fitnes/${sheet.id}/conclusao`, { effort: 6, minutes: 700 })).statusCode).toBe(422);
    expect((await call(null, 'POST', `/api/aluno/${token}/fitnes/${sheet.id}/conclusao`, { effort: 6, minutes: 50 })).statusCode).toBe(200);
    expect((await call(null, 'POST', `/api/aluno/${token}/fitnes/${sheet.id}/conclusao`, { effort: 4 })).statusCode).toBe(200);
    const fig = (await call(coach, 'GET', `/api/carga/atletas/${hugo}?from=${today}&to=${today}`)).json();
    expect(fig.entries).toMatchObject([{ rpe: 6, minutes: 50, load: 300, origin: 'mark' }]);
  });

  it('exports the raw entries as CSV in the user language', async () => {
    const res = await call(coach, 'GET', `/api/carga/export?from=${addDays(today, -30)}&to=${today}`, undefined, 'pt-br');
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Data;Aluno;Grupo;Tipo;Minutos;PSE;Carga (UA);Observação');
    expect(lines.some((l) => l.includes(';Eva;') && l.endsWith(';525;'))).toBe(true);
    expect((await call(other, 'GET', `/api/carga/export?from=${addDays(today, -30)}&to=${today}`)).body.trim().split(/\r?\n/)).toHaveLength(1);
  });

  it('puts every entry and check-in (replaced ones included) in the account ZIP; the other coach gets none', async () => {
    const data = async (user: User) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/download', headers: { ...bearer(user.token), 'x-lang': 'pt-br' } });
      expect(res.statusCode).toBe(200);
      return JSON.parse(
        readZip(res.rawPayload)
          .find((e) => e.name === 'dados.json')!
          .data()
          .toString('utf8'),
      );
    };
    const mine = await data(coach);
    const entries = await t.db.selectFrom('load_entries').select('id').where('user_id', '=', coach.id).execute();
    const checkins = await t.db.selectFrom('wellness_checkins').select('id').where('user_id', '=', coach.id).execute();
    expect(mine.carga.map((e: { id: number }) => e.id).sort()).toEqual(entries.map((e) => e.id).sort());
    expect(mine.bem_estar).toHaveLength(checkins.length);
    expect(mine.bem_estar.filter((w: { replaced_at: string | null }) => w.replaced_at !== null)).toHaveLength(1);
    expect(mine.carga.find((e: { origin?: string; load: number; minutes: number; rpe: number }) => e.minutes === 75)).toMatchObject({ rpe: 7, load: 525 });
    const theirs = await data(other);
    expect([theirs.carga, theirs.bem_estar]).toEqual([[], []]);
  });

  /** Inserts `days` daily entries ending today (load = rpe x minutes), for the figure and PDF tests. */
  const seedDays = async (user: User, athleteId: number, days: number, load: (back: number) => number) => {
    const rows = [];
    for (let back = days - 1; back >= 0; back--) {
      const l = load(back);
      if (l > 0)
        rows.push({
          user_id: user.id,
          athlete_id: athleteId,
          date: addDays(today, -back),
          kind: 'session' as const,
          minutes: l,
          rpe: 1,
          note: '',
          origin: `free:s${athleteId}-${back}`,
          ...stamps(),
        });
    }
    for (let i = 0; i < rows.length; i += 100)
      await t.db
        .insertInto('load_entries')
        .values(rows.slice(i, i + 100))
        .execute();
  };

  it('gives the board the same ratios from its bounded warm-up window as from the whole history', async () => {
    // A year of varied daily loads with rest days: the board reads WARMUP_DAYS (plus the week) of daily sums.
    const entries = Array.from({ length: 365 }, (_, k) => ({ date: addDays(today, -k), rpe: 1, minutes: k % 7 === 3 ? 0 : 200 + ((k * 37) % 300) })).filter((e) => e.minutes > 0);
    const full = athleteFigures(entries, [], addDays(today, -6), today);
    const since = addDays(today, -WARMUP_DAYS - 7);
    const windowed = athleteFigures(
      entries.filter((e) => e.date >= since),
      [],
      addDays(today, -6),
      today,
      undefined,
      { first: addDays(today, -364), since },
    );
    expect(windowed.days.map((d) => [d.rolling, d.ewma, d.load])).toEqual(full.days.map((d) => [d.rolling, d.ewma, d.load]));
    expect(windowed.rolling_from).toBe(full.rolling_from);
    expect(windowed.weeks).toEqual(full.weeks);
    // An athlete with less than 28 days of data still waits for the rolling ratio.
    const recent = entries.filter((e) => e.date > addDays(today, -10));
    expect(athleteFigures(recent, [], today, today, undefined, { first: recent.at(-1)!.date, since }).days[0]!.rolling).toBeNull();
  });

  it("takes today's day in the app's time zone, not UTC's", () => {
    // 01:30 UTC on 1 March is still 28 February in São Paulo (UTC-3).
    expect(dayInZone('America/Sao_Paulo', new Date('2026-03-01T01:30:00Z'))).toBe('2026-02-28');
    expect(dayInZone('Europe/Madrid', new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-02');
    expect(todayOf({ config: { APP_TIME_ZONE: 'America/Sao_Paulo' } } as never, new Date('2026-03-01T02:59:00Z'))).toBe('2026-02-28');
    expect(todayOf({ config: { APP_TIME_ZONE: 'America/Sao_Paulo' } } as never, new Date('2026-03-01T03:00:00Z'))).toBe('2026-03-01');
  });

  it('prints an athlete report and a group report as A4 PDFs in the chosen language, with a print token only', async () => {
    const iris = await athlete(coach, 'Iris Prado', 'Sub-20');
    const joao = await athlete(coach, 'João Lima', 'Sub-20');
    await seedDays(coach, iris, 40, (back) => (back < 7 ? 400 : 200));
    await seedDays(coach, joao, 40, () => 300);
    await t.db
      .insertInto('wellness_checkins')
      .values({ user_id: coach.id, athlete_id: iris, date: addDays(today, -1), sleep: 2, stress: 3, fatigue: 7, soreness: 2, note: '', replaced_at: null, ...stamps() })
      .execute();
    const token = await issueToken(t.db, coach.id, 'print');
    const from = addDays(today, -27);
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const text = async (url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      return (await pdfParse(res.rawPayload)).text.replace(/\s+/g, ' ');
    };

    const pt = await text(`/api/print/carga/atletas/${iris}?from=${from}&to=${today}&lang=pt&token=${token}`);
    for (const s of ['Relatório de carga e bem-estar', 'Iris Prado', 'Sub-20', 'Semanas', 'Monotonia', 'ACWR (móvel)', 'Carga diária', 'Bem-estar', 'Fadiga', '1,60 · Atenção'])
      expect(pt).toContain(s);
    const en = await text(`/api/print/carga/atletas/${iris}?from=${from}&to=${today}&lang=en&token=${token}`);
    for (const s of ['Load and wellness report', 'Monotony', 'Strain', 'ACWR (EWMA)', 'Daily load', 'Fatigue', 'Attention']) expect(en).toContain(s);
    const es = await text(`/api/print/carga/atletas/${iris}?from=${from}&to=${today}&lang=es&token=${token}`);
    expect(es).toContain('Informe de carga y bienestar');

    const group = await text(`/api/print/carga/grupo?from=${from}&to=${today}&group=Sub-20&lang=en&token=${token}`);
    for (const s of ['Group load and wellness', 'Sub-20', 'Iris Prado', 'João Lima', 'Period load', 'Weekly mean', 'ACWR caution', '1.60 · Caution']) expect(group).toContain(s);
    expect(group).not.toContain('Bia');

    // The session token in the address, no token, another coach's token: refused; a bad period: 422.
    expect((await get(`/api/print/carga/atletas/${iris}?from=${from}&to=${today}&token=${coach.token}`)).statusCode).toBe(401);
    expect((await get(`/api/print/carga/atletas/${iris}?from=${from}&to=${today}`)).statusCode).toBe(401);
    const otherToken = await issueToken(t.db, other.id, 'print');
    expect((await get(`/api/print/carga/atletas/${iris}?from=${from}&to=${today}&token=${otherToken}`)).statusCode).toBe(404);
    expect(await text(`/api/print/carga/grupo?from=${from}&to=${today}&group=Sub-20&lang=en&token=${otherToken}`)).not.toContain('Iris');
    expect((await get(`/api/print/carga/atletas/${iris}?from=${today}&to=${from}&token=${token}`)).statusCode).toBe(422);
    expect((await get(`/api/print/carga/grupo?from=${from}&to=${today}&category=999999&token=${token}`)).statusCode).toBe(404);
  });

  it('turns the daily check-in on and off for a whole roster group at once, only the coach’s own athletes', async () => {
    const k1 = await athlete(coach, 'Kaio', 'Sub-13');
    const k2 = await athlete(coach, 'Kira', 'Sub-13');
    const out = await athlete(coach, 'Lara', 'Sub-11');
    const theirs = await athlete(other, 'Kleber', 'Sub-13');
    const on = async (id: number) => (await t.db.selectFrom('athletes').select('wellness_on').where('id', '=', id).executeTakeFirstOrThrow()).wellness_on;
    const res = await call(coach, 'POST', '/api/carga/bem-estar', { on: true, group: 'Sub-13' }, 'pt-br');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ changed: 2, wellness_on: true, message: 'Check-in atualizado para 2 atletas' });
    expect([await on(k1), await on(k2), await on(out), await on(theirs)]).toEqual([1, 1, 0, 0]);
    // Sent again, nothing changes; the other coach's switch leaves ours alone.
    expect((await call(coach, 'POST', '/api/carga/bem-estar', { on: true, group: 'Sub-13' })).json().changed).toBe(0);
    expect((await call(other, 'POST', '/api/carga/bem-estar', { on: false, group: 'Sub-13' })).json().changed).toBe(0);
    expect([await on(k1), await on(k2)]).toEqual([1, 1]);
    expect((await call(coach, 'POST', '/api/carga/bem-estar', { on: false, group: 'Sub-13' })).json().changed).toBe(2);
    expect([await on(k1), await on(k2)]).toEqual([0, 0]);
    // A club category that is not the coach's: 404, nothing changed; the board refuses it too.
    expect((await call(coach, 'POST', '/api/carga/bem-estar', { on: true, category: 999999 })).statusCode).toBe(404);
    expect((await call(coach, 'GET', '/api/carga/painel?category=999999')).statusCode).toBe(404);
    expect(await on(out)).toBe(0);
  });

  it('refuses the RPE of a session that does not exist or is not the coach’s, storing nothing', async () => {
    const mia = await athlete(coach, 'Mia');
    const before = await count('load_entries');
    const missing = await call(coach, 'POST', '/api/presencas/carga', { kind: 'treino', record_id: 999999, slot: '', athlete_id: mia, rpe: 5, minutes: 60, date: today });
    expect(missing.statusCode).toBe(404);
    const theirs = await createTraining(t, other, [], { ...trainingForm, data: `${today} 10:00` });
    expect((await call(coach, 'POST', '/api/presencas/carga', { kind: 'treino', record_id: theirs, slot: '', athlete_id: mia, rpe: 5, minutes: 60, date: today })).statusCode).toBe(
      404,
    );
    expect(
      (await call(coach, 'POST', '/api/presencas/carga', { kind: 'semana', record_id: 999999, slot: 'a1', athlete_id: mia, rpe: 5, minutes: 60, date: today })).statusCode,
    ).toBe(404);
    expect(await count('load_entries')).toBe(before);
  });

  it('stores a replayed done mark once, with one load entry', async () => {
    const nina = await athlete(coach, 'Nina');
    const token = await linkOf(coach, nina);
    const sheet = await t.db
      .insertInto('fitnes')
      .values({
        user_id: coach.id,
        title: 'Core',
        teacher: 'Ana',
        student: 'Nina',
        volume: '',
        data: today,
        objectives: '',
        rate: '',
        labels: '{}',
        colors: '{}',
        is_video: 0,
        img_key: null,
        athlete_id: nina,
        ...stamps(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const mark = { effort: 5, minutes: 40, comment: 'ok' };
    const [a, b] = await Promise.all([
      call(null, 'POST', `/api/aluno/${token}/fitnes/${sheet.id}/conclusao`, mark),
      call(null, 'POST', `/api/aluno/${token}/fitnes/${sheet.id}/conclusao`, mark),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await call(null, 'POST', `/api/aluno/${token}/fitnes/${sheet.id}/conclusao`, mark)).statusCode).toBe(200);
    const marks = await t.db.selectFrom('session_marks').select('id').where('athlete_id', '=', nina).execute();
    expect(marks).toHaveLength(1);
    const entries = await t.db.selectFrom('load_entries').select(['origin', 'minutes', 'rpe']).where('athlete_id', '=', nina).execute();
    expect(entries).toEqual([{ origin: `mark:${marks[0]!.id}`, minutes: 40, rpe: 5 }]);
    // A different mark (another effort) is a new one.
    expect((await call(null, 'POST', `/api/aluno/${token}/fitnes/${sheet.id}/conclusao`, { ...mark, effort: 6 })).statusCode).toBe(200);
    expect(await t.db.selectFrom('session_marks').select('id').where('athlete_id', '=', nina).execute()).toHaveLength(2);
  });
});
