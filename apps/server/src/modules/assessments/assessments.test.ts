import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycles } from '../lifecycles.ts';
import { issueToken } from '../../plugins/auth.ts';
import { stamps } from '../../db/index.ts';
import type { TestApp } from '../../test/helper.ts';
import { bearer, createTestApp, createUser, storedFiles } from '../../test/helper.ts';
import { logoJpeg, multipart } from '../formations/test-fixtures.ts';
import type { Part } from '../formations/test-fixtures.ts';
import { readZip } from '../../test/zip-reader.ts';
import { MARKS_MAX_PER_DAY } from './service.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

type User = Awaited<ReturnType<typeof createUser>>;

/** Pollock 7 sites of a 30-year-old man summing 110 mm: D 1.0621583, Siri 16.0 % (formulas.test.ts). */
const pollock7 = {
  date: '2026-03-02',
  sex: 'm',
  age: 30,
  protocol: 'pollock7',
  weight: 80,
  height: 180,
  sf_chest: 14,
  sf_midaxillary: 15,
  sf_triceps: 12,
  sf_subscapular: 16,
  sf_abdomen: 22,
  sf_suprailiac: 16,
  sf_thigh: 15,
  circ_waist: 84,
  resting_hr: 58,
  bp_systolic: 120,
  bp_diastolic: 78,
  notes: 'Boa mobilidade de quadril',
  colors: { header: ['#0b7285', '#ffffff'] },
};

describe('assessments, anamnese and the student page', () => {
  let t: TestApp;
  let coach: User;
  let other: User;
  let athleteA: number;
  let athleteB: number;
  let tokenA: string;
  let tokenB: string;
  let sheetA: number;
  let sheetB: number;

  const call = (user: User | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, lang = 'en-us') =>
    t.app.inject({ method, url, payload: payload as Record<string, unknown> | undefined, headers: { ...(user ? bearer(user.token) : {}), 'x-lang': lang } });

  const newAthlete = async (user: User, name: string) => {
    const res = await call(user, 'POST', '/api/atletas', { name, birth_date: '1996-01-10' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().atleta.id as number;
  };
  const linkOf = async (user: User, athleteId: number) => {
    const res = await call(user, 'POST', `/api/atletas/${athleteId}/links`, { expires_in_days: 30 });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().link.url as string).split('/').pop()!;
  };
  const newSheet = async (user: User, athleteId: number, title: string) => {
    const row = await t.db
      .insertInto('fitnes')
      .values({
        user_id: user.id,
        title,
        teacher: 'Ana',
        student: 'x',
        volume: '3x',
        data: '2026-03-01',
        objectives: 'Força',
        rate: '',
        labels: '{}',
        colors: '{}',
        is_video: 0,
        img_key: null,
        athlete_id: athleteId,
        ...stamps(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const create = async (user: User, athleteId: number, values: Record<string, unknown>) => {
    const res = await call(user, 'POST', `/api/atletas/${athleteId}/avaliacoes`, values);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().avaliacao.id as number;
  };
  const addPhotos = async (user: User, id: number, n: number) => {
    const data = await logoJpeg();
    const parts: Part[] = Array.from({ length: n }, (_, i) => ({ name: `photos[${i}]`, filename: `p${i}.jpg`, type: 'image/jpeg', data }));
    const body = multipart(parts);
    return t.app.inject({ method: 'POST', url: `/api/avaliacoes/${id}/fotos`, payload: body.payload, headers: { ...body.headers, ...bearer(user.token), 'x-lang': 'en-us' } });
  };

  beforeAll(async () => {
    t = await createTestApp();
    coach = await createUser(t, { active: true });
    other = await createUser(t, { active: true });
    athleteA = await newAthlete(coach, 'Bruna Costa');
    athleteB = await newAthlete(coach, 'Carlos Dias');
    tokenA = await linkOf(coach, athleteA);
    tokenB = await linkOf(coach, athleteB);
    sheetA = await newSheet(coach, athleteA, 'Ficha da Bruna');
    sheetB = await newSheet(coach, athleteB, 'Ficha do Carlos');
  });
  afterAll(async () => t.close());

  it('stores a Pollock 7 assessment and answers BMI, density and Siri body fat', async () => {
    const id = await create(coach, athleteA, pollock7);
    const res = await call(coach, 'GET', `/api/avaliacoes/${id}`);
    expect(res.statusCode).toBe(200);
    const a = res.json().avaliacao;
    expect(a.sum_skinfolds).toBe(110);
    expect(a.density).toBeCloseTo(1.0621583, 6);
    expect(Math.abs(a.fat_pct - 16.0)).toBeLessThanOrEqual(0.1);
    expect(a.bmi).toBeCloseTo(24.69, 2);
    expect(a.fat_kg + a.lean_kg).toBeCloseTo(80, 6);
    expect(a.colors.header).toEqual(['#0b7285', '#ffffff']);
    expect(a.circ_hip).toBeNull();
  });

  it('refuses measurements outside physiological ranges, per field, in the caller language, and stores nothing', async () => {
    const before = await t.db
      .selectFrom('assessments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const bad = { ...pollock7, weight: 750, height: 95, sf_chest: 1, circ_waist: 400, resting_hr: 300, bp_systolic: 300, bp_diastolic: 20 };
    const en = await call(coach, 'POST', `/api/atletas/${athleteA}/avaliacoes`, bad, 'en-us');
    expect(en.statusCode).toBe(422);
    const errors = en.json().errors as Record<string, string[]>;
    expect(errors.weight).toEqual(['Enter a value between 20 and 300 kg']);
    expect(errors.height).toEqual(['Enter a value between 100 and 230 cm']);
    expect(errors.sf_chest).toEqual(['Enter a value between 2 and 80 mm']);
    expect(errors.circ_waist).toEqual(['Enter a value between 10 and 250 cm']);
    expect(errors.resting_hr).toEqual(['Enter a value between 25 and 220 bpm']);
    expect(errors.bp_systolic).toEqual(['Enter a value between 60 and 260 mmHg']);
    expect(errors.bp_diastolic).toEqual(['Enter a value between 30 and 160 mmHg']);
    const pt = await call(coach, 'POST', `/api/atletas/${athleteA}/avaliacoes`, { ...pollock7, weight: 750 }, 'pt-br');
    expect(pt.json().errors.weight).toEqual(['Informe um valor entre 20 e 300 kg']);
    const es = await call(coach, 'POST', `/api/atletas/${athleteA}/avaliacoes`, { ...pollock7, sf_thigh: 90 }, 'es-es');
    expect(es.json().errors.sf_thigh).toEqual(['Ingrese un valor entre 2 y 80 mm']);
    const missing = await call(coach, 'POST', `/api/atletas/${athleteA}/avaliacoes`, { ...pollock7, sf_thigh: '' });
    expect(missing.json().errors.sf_thigh).toEqual(['Required field']);
    const fat = await call(coach, 'POST', `/api/atletas/${athleteA}/avaliacoes`, {
      ...pollock7,
      age: 20,
      sf_chest: 2,
      sf_midaxillary: 2,
      sf_triceps: 2,
      sf_subscapular: 2,
      sf_abdomen: 2,
      sf_suprailiac: 2,
      sf_thigh: 2,
    });
    expect(fat.statusCode).toBe(422);
    expect(fat.json().errors.body_fat[0]).toContain('2–70 %');
    const after = await t.db
      .selectFrom('assessments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('updates, lists oldest first for the evolution, and deletes with the photos', async () => {
    const first = await create(coach, athleteB, { date: '2026-01-05', sex: 'm', age: 40, weight: 92, height: 175 });
    const second = await create(coach, athleteB, { date: '2026-02-05', sex: 'm', age: 40, weight: 90, height: 175 });
    const upd = await call(coach, 'POST', `/api/avaliacoes/${second}`, { date: '2026-02-06', sex: 'm', age: 40, weight: 89.5, height: 175 });
    expect(upd.statusCode, upd.body).toBe(200);
    const list = (await call(coach, 'GET', `/api/atletas/${athleteB}/avaliacoes`)).json().avaliacoes;
    expect(list.map((a: { id: number }) => a.id)).toEqual([first, second]);
    expect(list[1].weight).toBe(89.5);
    // The update kept the colours of the report.
    expect(list[1].colors.header).toEqual(['#000000', '#ffffff']);

    const res = await addPhotos(coach, second, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().avaliacao.photos).toHaveLength(2);
    const keys = (await t.db.selectFrom('assessment_photos').select('file_key').where('assessment_id', '=', second).execute()).map((r) => r.file_key);
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(keys));
    const tooMany = await addPhotos(coach, second, 3);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe('At most 4 photos per assessment');

    const del = await call(coach, 'DELETE', `/api/avaliacoes/${second}`);
    expect(del.statusCode).toBe(200);
    expect((await storedFiles(t)).filter((f) => keys.includes(f))).toEqual([]);
    expect(await t.db.selectFrom('assessment_photos').selectAll().where('assessment_id', '=', second).execute()).toEqual([]);
  });

  it('refuses a photo that only looks like an image', async () => {
    const id = await create(coach, athleteA, { date: '2026-03-10', sex: 'f', age: 30 });
    const body = multipart([{ name: 'photos[0]', filename: 'x.jpg', type: 'image/jpeg', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]) }]);
    const res = await t.app.inject({ method: 'POST', url: `/api/avaliacoes/${id}/fotos`, payload: body.payload, headers: { ...body.headers, ...bearer(coach.token) } });
    expect(res.statusCode).toBe(422);
    expect(await t.db.selectFrom('assessment_photos').selectAll().where('assessment_id', '=', id).execute()).toEqual([]);
  });

  it('prints an A4 PDF report in the chosen language with the results and the evolution', async () => {
    const earlier = await create(coach, athleteA, { ...pollock7, date: '2026-01-10', weight: 83, sf_abdomen: 28 });
    const [row] = await t.db.selectFrom('assessments').select('id').where('athlete_id', '=', athleteA).where('date', '=', '2026-03-02').execute();
    await addPhotos(coach, row!.id, 1);
    const token = await issueToken(t.db, coach.id, 'print');
    const pt = await t.app.inject({ method: 'GET', url: `/api/print/avaliacao?avaliacao=${row!.id}&lang=pt&token=${token}` });
    expect(pt.statusCode, pt.body).toBe(200);
    expect(pt.headers['content-type']).toBe('application/pdf');
    expect(pt.rawPayload.toString('latin1')).toMatch(/MediaBox \[0 0 595\.2\d* 841\.8\d*\]/);
    const text = (await pdfParse(pt.rawPayload)).text.replace(/\s+/g, ' ');
    for (const s of [
      'Avaliação física',
      'Bruna Costa',
      '02/03/2026',
      'Pollock 7 dobras',
      'Soma das dobras',
      '110,0 mm',
      'Gordura (dobras, Siri)',
      '16,0 %',
      'IMC',
      '24,7 kg/m²',
      'Evolução',
      '10/01/2026',
      'Boa mobilidade de quadril',
      '120/78 mmHg',
      'Fotos posturais',
    ]) {
      expect(text).toContain(s);
    }
    const en = (await pdfParse((await t.app.inject({ method: 'GET', url: `/api/print/avaliacao?avaliacao=${row!.id}&lang=en&token=${token}` })).rawPayload)).text;
    expect(en).toContain('Physical assessment');
    expect(en).toContain('Body fat (skinfolds, Siri)');
    // The earlier report does not show the later assessment in its evolution.
    const old = (await pdfParse((await t.app.inject({ method: 'GET', url: `/api/print/avaliacao?avaliacao=${earlier}&lang=pt&token=${token}` })).rawPayload)).text;
    expect(old).not.toContain('02/03/2026');
    // Another coach's print token opens nothing.
    const otherToken = await issueToken(t.db, other.id, 'print');
    expect((await t.app.inject({ method: 'GET', url: `/api/print/avaliacao?avaliacao=${row!.id}&token=${otherToken}` })).statusCode).toBe(404);
  });

  it("stars in the PDF exactly the protocol's skinfold sites, by site, and explains the star", async () => {
    const who = await newAthlete(coach, 'Estrela Dobras');
    const print = await issueToken(t.db, coach.id, 'print');
    const pdfText = async (id: number) =>
      (await pdfParse((await t.app.inject({ method: 'GET', url: `/api/print/avaliacao?avaliacao=${id}&lang=pt&token=${print}` })).rawPayload)).text.replace(/\s+/g, ' ');
    const starred = (text: string) => ['Peitoral', 'Axilar média', 'Tricipital', 'Subescapular', 'Abdominal', 'Suprailíaca', 'Coxa'].filter((l) => text.includes(`${l} *`));
    // Men's Pollock 3 with only its own sites taken: chest, abdomen and thigh.
    const men = await create(coach, who, { date: '2026-02-01', sex: 'm', age: 30, protocol: 'pollock3', weight: 80, height: 180, sf_chest: 15, sf_abdomen: 18, sf_thigh: 20 });
    const menText = await pdfText(men);
    expect(starred(menText)).toEqual(['Peitoral', 'Abdominal', 'Coxa']);
    expect(menText).toContain('* dobra usada no protocolo (Pollock 3 dobras (Jackson & Pollock))');
    // Women's Pollock 3 with two other sites taken besides its own: triceps, suprailiac and thigh only.
    const women = await create(coach, who, {
      date: '2026-02-02',
      sex: 'f',
      age: 30,
      protocol: 'pollock3',
      weight: 60,
      height: 165,
      sf_chest: 10,
      sf_triceps: 18,
      sf_abdomen: 20,
      sf_suprailiac: 14,
      sf_thigh: 24,
    });
    expect(starred(await pdfText(women))).toEqual(['Tricipital', 'Suprailíaca', 'Coxa']);
    // No protocol: no star and no legend.
    const none = await create(coach, who, { date: '2026-02-03', sex: 'm', age: 30, weight: 80, height: 180, sf_chest: 15 });
    const noneText = await pdfText(none);
    expect(starred(noneText)).toEqual([]);
    expect(noneText).not.toContain('dobra usada no protocolo');
  });

  it('computes and shows body fat by the equation stored with the assessment (Brozek or Siri, Siri by default)', async () => {
    const who = await newAthlete(coach, 'Beto Brozek');
    const brozek = await create(coach, who, { ...pollock7, date: '2026-02-10', fat_equation: 'brozek' });
    const a = (await call(coach, 'GET', `/api/avaliacoes/${brozek}`)).json().avaliacao;
    expect(a.fat_equation).toBe('brozek');
    // D 1.0621583: Brozek 457 / D - 414.2 = 16.05 (Siri gives 16.03).
    expect(a.fat_pct).toBeCloseTo(457 / a.density - 414.2, 9);
    expect(a.fat_kg).toBeCloseTo((80 * a.fat_pct) / 100, 9);
    // An assessment saved without a choice (and every record from before it) is Siri.
    const siri = await create(coach, who, { ...pollock7, date: '2026-02-11' });
    const b = (await call(coach, 'GET', `/api/avaliacoes/${siri}`)).json().avaliacao;
    expect(b.fat_equation).toBe('siri');
    expect(b.fat_pct).toBeCloseTo(495 / b.density - 450, 9);
    const wrong = await call(coach, 'POST', `/api/avaliacoes/${siri}`, { ...pollock7, fat_equation: 'durnin' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.fat_equation).toBeDefined();
    // The PDF and the student page name the equation.
    const print = await issueToken(t.db, coach.id, 'print');
    const pdf = (await pdfParse((await t.app.inject({ method: 'GET', url: `/api/print/avaliacao?avaliacao=${brozek}&lang=pt&token=${print}` })).rawPayload)).text.replace(/\s+/g, ' ');
    expect(pdf).toContain('Gordura (dobras, Brozek)');
    expect(pdf).not.toContain('Siri');
    const en = (await pdfParse((await t.app.inject({ method: 'GET', url: `/api/print/avaliacao?avaliacao=${brozek}&lang=en&token=${print}` })).rawPayload)).text;
    expect(en).toContain('Body fat (skinfolds, Brozek)');
    const token = await linkOf(coach, who);
    const page = await t.app.inject({ method: 'GET', url: `/aluno/${token}`, headers: { 'accept-language': 'pt-BR' } });
    expect(page.body).toContain('Gordura (dobras, Brozek)');
    expect(page.body).toContain('Gordura (dobras, Siri)');
  });

  it('charts the bioimpedance values when present: on the student page and in the PDF report', async () => {
    const bio = await newAthlete(coach, 'Lia Bioimpedância');
    await create(coach, bio, { date: '2026-02-01', sex: 'f', age: 30, weight: 62, height: 165, bio_fat_pct: 27.5, bio_muscle_kg: 24.1, bio_water_pct: 51.2, bio_visceral: 6, bio_bmr: 1380 });
    const last = await create(coach, bio, { date: '2026-03-01', sex: 'f', age: 30, weight: 61, height: 165, bio_fat_pct: 25.9, bio_muscle_kg: 24.8, bio_water_pct: 52.4, bio_visceral: 5, bio_bmr: 1402 });
    const token = await linkOf(coach, bio);
    const page = await t.app.inject({ method: 'GET', url: `/aluno/${token}`, headers: { 'accept-language': 'en' } });
    for (const key of ['bio_fat_pct', 'bio_muscle_kg', 'bio_water_pct', 'bio_visceral', 'bio_bmr']) expect(page.body).toContain(`data-testid="student-chart-${key}"`);
    expect(page.body).toContain('Basal metabolic rate (kcal)');
    // Whole numbers for BMR and the visceral level in the chart's spoken label.
    expect(page.body).toMatch(/Basal metabolic rate \(kcal\)[^"]*1,?402[;"]/);
    const print = await issueToken(t.db, coach.id, 'print');
    const text = (await pdfParse((await t.app.inject({ method: 'GET', url: `/api/print/avaliacao?avaliacao=${last}&lang=pt&token=${print}` })).rawPayload)).text.replace(/\s+/g, ' ');
    for (const title of ['Gordura, bioimpedância (%)', 'Massa muscular (kg)', 'Água corporal (%)', 'Gordura visceral (nível)', 'Taxa metabólica basal (kcal)']) expect(text).toContain(title);
    // Athletes without bioimpedance values get no such chart.
    const plain = await t.app.inject({ method: 'GET', url: `/aluno/${tokenA}`, headers: { 'accept-language': 'en' } });
    expect(plain.body).not.toContain('student-chart-bio_');
  });

  it('keeps the anamnese of an athlete, filled by the coach or the student', async () => {
    const empty = (await call(coach, 'GET', `/api/atletas/${athleteA}/anamnese`)).json().anamnese;
    expect(empty.filled_by).toBeNull();
    const bad = await call(null, 'POST', `/api/aluno/${tokenA}/anamnese`, { goals: 'x'.repeat(2001) });
    expect(bad.statusCode).toBe(422);
    const res = await call(null, 'POST', `/api/aluno/${tokenA}/anamnese`, { parq: { q1: false, q2: true }, medications: 'Losartana 50 mg', goals: 'Correr 10 km' }, 'pt-br');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Anamnese enviada. Obrigado!');
    const seen = (await call(coach, 'GET', `/api/atletas/${athleteA}/anamnese`)).json().anamnese;
    expect(seen).toMatchObject({ filled_by: 'student', medications: 'Losartana 50 mg', goals: 'Correr 10 km' });
    expect(seen.parq.q2).toBe(true);
    const byCoach = await call(coach, 'POST', `/api/atletas/${athleteA}/anamnese`, { ...seen, injuries: 'Entorse de tornozelo 2024' });
    expect(byCoach.statusCode, byCoach.body).toBe(200);
    expect(byCoach.json().anamnese).toMatchObject({ filled_by: 'coach', injuries: 'Entorse de tornozelo 2024', medications: 'Losartana 50 mg' });
  });

  it('lets the student mark an assigned sheet as done; the coach sees it on the sheet', async () => {
    const bad = await call(null, 'POST', `/api/aluno/${tokenA}/fitnes/${sheetA}/conclusao`, { effort: 11 });
    expect(bad.statusCode).toBe(422);
    expect(await t.db.selectFrom('session_marks').selectAll().execute()).toEqual([]);
    const ok = await call(null, 'POST', `/api/aluno/${tokenA}/fitnes/${sheetA}/conclusao`, { effort: 7, comment: 'Pesado no agachamento' }, 'es-es');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Sesión marcada como hecha');
    const mine = (await call(null, 'GET', `/api/aluno/${tokenA}/conclusoes`)).json().conclusoes;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ fitnes_id: sheetA, effort: 7, comment: 'Pesado no agachamento', athlete_name: null });
    const onSheet = (await call(coach, 'GET', `/api/fitnes/${sheetA}/conclusoes`)).json().conclusoes;
    expect(onSheet[0]).toMatchObject({ athlete_name: 'Bruna Costa', effort: 7 });
    expect((await call(other, 'GET', `/api/fitnes/${sheetA}/conclusoes`)).statusCode).toBe(404);
  });

  it('parallel done marks of one student never pass MARKS_MAX_PER_DAY', async () => {
    const athlete = await newAthlete(coach, 'Diana Reis');
    const token = await linkOf(coach, athlete);
    const sheet = await newSheet(coach, athlete, 'Ficha da Diana');
    const seeded = MARKS_MAX_PER_DAY - 2;
    await t.db
      .insertInto('session_marks')
      .values(Array.from({ length: seeded }, () => ({ user_id: coach.id, athlete_id: athlete, fitnes_id: sheet, effort: 5, comment: '', ...stamps() })))
      .execute();
    // Eight different marks (the same one sent again is a replay, stored once).
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => call(null, 'POST', `/api/aluno/${token}/fitnes/${sheet}/conclusao`, { effort: 6, comment: `série ${i}` })));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(6);
    expect(await t.db.selectFrom('session_marks').select('id').where('athlete_id', '=', athlete).execute()).toHaveLength(MARKS_MAX_PER_DAY);
  });

  it('the student page (HTML, no script) shows the assessments and evolution, and its plain forms save the anamnese and a done mark', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/aluno/${tokenA}`, headers: { 'accept-language': 'pt-BR' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="student-assessments"');
    expect(page.body).toContain('Minha evolução');
    expect(page.body).toContain('<svg class="as-chart"');
    expect(page.body).toContain(`action="/aluno/${tokenA}/anamnese"`);
    expect(page.body).toContain(`action="/aluno/${tokenA}/fitnes/${sheetA}/feito"`);
    expect(page.body).not.toContain('Carlos');
    expect(page.body).not.toContain(`/fitnes/${sheetB}/`);
    const form = (body: Record<string, string>) => new URLSearchParams(body).toString();
    const post = (url: string, body: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, payload: form(body), headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US' } });
    const saved = await post(`/aluno/${tokenA}/anamnese`, {
      'parq[q1]': 'false',
      'parq[q3]': 'true',
      health_history: 'Asma leve',
      medications: '',
      injuries: '',
      activity: 'Corrida 3x',
      goals: 'Meia maratona',
    });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`/aluno/${tokenA}?ok=anamnese#anamnese`);
    const seen = (await call(coach, 'GET', `/api/atletas/${athleteA}/anamnese`)).json().anamnese;
    expect(seen).toMatchObject({ filled_by: 'student', health_history: 'Asma leve', goals: 'Meia maratona' });
    expect(seen.parq).toMatchObject({ q1: false, q2: null, q3: true });
    const after = await t.app.inject({ method: 'GET', url: `/aluno/${tokenA}?ok=anamnese`, headers: { 'accept-language': 'en-US' } });
    expect(after.body).toContain('Health form sent. Thank you!');
    expect(after.body).toContain('Meia maratona');

    const refused = await post(`/aluno/${tokenA}/anamnese`, { goals: 'x'.repeat(2001) });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain('At most 2000 characters');
    expect((await call(coach, 'GET', `/api/atletas/${athleteA}/anamnese`)).json().anamnese.goals).toBe('Meia maratona');

    const before = (await t.db.selectFrom('session_marks').selectAll().where('athlete_id', '=', athleteA).execute()).length;
    expect((await post(`/aluno/${tokenA}/fitnes/${sheetA}/feito`, { effort: '12', comment: '' })).statusCode).toBe(422);
    expect((await post(`/aluno/${tokenB}/fitnes/${sheetA}/feito`, { effort: '5', comment: '' })).statusCode).toBe(404);
    const done = await post(`/aluno/${tokenA}/fitnes/${sheetA}/feito`, { effort: '9', comment: 'Treino duro' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/aluno/${tokenA}?ok=done#feito`);
    const marks = await t.db.selectFrom('session_marks').selectAll().where('athlete_id', '=', athleteA).execute();
    expect(marks.length).toBe(before + 1);
    expect(
      (await t.app.inject({ method: 'POST', url: `/aluno/nope/anamnese`, payload: form({ goals: 'x' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } }))
        .statusCode,
    ).toBe(404);
  });

  describe("authorization matrix (owner, another coach, no token, the athlete's link, another athlete's link)", () => {
    let assessmentA: number;
    let photoA: number;

    beforeAll(async () => {
      const [row] = await t.db.selectFrom('assessments').select('id').where('athlete_id', '=', athleteA).where('date', '=', '2026-03-02').execute();
      assessmentA = row!.id;
      photoA = (await t.db.selectFrom('assessment_photos').select('id').where('assessment_id', '=', assessmentA).executeTakeFirstOrThrow()).id;
    });

    it('answers each caller as the matrix says, and no answer names another athlete', async () => {
      type Caller = 'owner' | 'other' | 'anon';
      const rows: { method: 'GET' | 'POST' | 'DELETE'; url: () => string; payload?: unknown; expect: Record<Caller, number> }[] = [
        { method: 'GET', url: () => `/api/atletas/${athleteA}/avaliacoes`, expect: { owner: 200, other: 404, anon: 401 } },
        { method: 'POST', url: () => `/api/atletas/${athleteA}/avaliacoes`, payload: { date: '2026-04-01', sex: 'f', age: 30 }, expect: { owner: 200, other: 404, anon: 401 } },
        { method: 'GET', url: () => `/api/avaliacoes/${assessmentA}`, expect: { owner: 200, other: 404, anon: 401 } },
        { method: 'POST', url: () => `/api/avaliacoes/${assessmentA}`, payload: pollock7, expect: { owner: 200, other: 404, anon: 401 } },
        { method: 'GET', url: () => `/api/avaliacoes/fotos/${photoA}`, expect: { owner: 200, other: 404, anon: 401 } },
        { method: 'GET', url: () => `/api/atletas/${athleteA}/anamnese`, expect: { owner: 200, other: 404, anon: 401 } },
        { method: 'POST', url: () => `/api/atletas/${athleteA}/anamnese`, payload: { goals: 'x' }, expect: { owner: 200, other: 404, anon: 401 } },
        { method: 'GET', url: () => `/api/fitnes/${sheetA}/conclusoes`, expect: { owner: 200, other: 404, anon: 401 } },
        { method: 'DELETE', url: () => `/api/avaliacoes/fotos/${photoA}`, expect: { owner: 200, other: 404, anon: 401 } },
      ];
      // Destructive rows run the owner last.
      for (const row of rows) {
        for (const role of ['anon', 'other', 'owner'] as Caller[]) {
          const user = role === 'owner' ? coach : role === 'other' ? other : null;
          const res = await call(user, row.method, row.url(), row.payload);
          expect(res.statusCode, `${role} ${row.method} ${row.url()}: ${res.body}`).toBe(row.expect[role]);
          if (role !== 'owner') expect(res.body).not.toContain('Bruna');
        }
      }
    });

    it("a student link opens only its own athlete: another athlete's records answer 404 like unknown ones", async () => {
      const photo = await addPhotos(coach, assessmentA, 1);
      const photoId = (photo.json().avaliacao.photos as { id: number }[]).at(-1)!.id;
      const a = await call(null, 'GET', `/api/aluno/${tokenA}/avaliacoes`);
      expect(a.statusCode).toBe(200);
      const list = a.json().avaliacoes as { id: number; athlete_id: number; photos: { url: string }[] }[];
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((x) => x.athlete_id === athleteA)).toBe(true);
      expect(a.body).not.toContain('Carlos');
      const url = list.find((x) => x.id === assessmentA)!.photos.at(-1)!.url;
      expect(url).toBe(`/api/aluno/${tokenA}/avaliacoes/fotos/${photoId}`);
      expect((await call(null, 'GET', url)).statusCode).toBe(200);

      // B's link: A's photo, A's sheet and A's data are out of reach.
      expect((await call(null, 'GET', `/api/aluno/${tokenB}/avaliacoes/fotos/${photoId}`)).statusCode).toBe(404);
      const markOther = await call(null, 'POST', `/api/aluno/${tokenB}/fitnes/${sheetA}/conclusao`, { effort: 5 });
      expect(markOther.statusCode).toBe(404);
      const b = await call(null, 'GET', `/api/aluno/${tokenB}/avaliacoes`);
      expect(b.body).not.toContain('Bruna');
      expect((b.json().avaliacoes as { athlete_id: number }[]).every((x) => x.athlete_id === athleteB)).toBe(true);
      expect((await call(null, 'GET', `/api/aluno/${tokenB}/anamnese`)).json().anamnese.medications).toBe('');
      expect((await call(null, 'GET', `/api/aluno/${tokenB}/conclusoes`)).json().conclusoes).toEqual([]);
      // A sheet of the coach not assigned to anyone, and one of another coach, cannot be marked either.
      const loose = await newSheet(coach, athleteB, 'Outra');
      await t.db
        .updateTable('fitnes')
        .set({ athlete_id: null } as never)
        .where('id', '=', loose)
        .execute();
      expect((await call(null, 'POST', `/api/aluno/${tokenB}/fitnes/${loose}/conclusao`, { effort: 5 })).statusCode).toBe(404);
      const foreign = await newSheet(other, await newAthlete(other, 'Davi'), 'Alheia');
      expect((await call(null, 'POST', `/api/aluno/${tokenB}/fitnes/${foreign}/conclusao`, { effort: 5 })).statusCode).toBe(404);
      expect((await call(null, 'POST', `/api/aluno/${tokenB}/fitnes/${sheetB}/conclusao`, { effort: 5 })).statusCode).toBe(200);
    });

    it('a revoked, unknown or malformed link answers "link unavailable"', async () => {
      for (const token of ['nope', 'A'.repeat(43), `${tokenA}x`]) {
        const res = await call(null, 'GET', `/api/aluno/${token}/avaliacoes`);
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe('Link unavailable');
      }
      const links = (await call(coach, 'GET', `/api/atletas/${athleteB}/links`)).json().links as { id: number }[];
      for (const l of links) expect((await call(coach, 'DELETE', `/api/atletas/links/${l.id}`)).statusCode).toBe(200);
      expect((await call(null, 'GET', `/api/aluno/${tokenB}/avaliacoes`)).statusCode).toBe(404);
      expect((await call(null, 'POST', `/api/aluno/${tokenB}/anamnese`, { goals: 'x' })).statusCode).toBe(404);
      expect((await call(null, 'POST', `/api/aluno/${tokenB}/fitnes/${sheetB}/conclusao`, { effort: 5 })).statusCode).toBe(404);
    });
  });

  it('deleting an athlete purges their assessments, photos, anamnese and marks (purge contract)', async () => {
    const athlete = await newAthlete(coach, 'Eva');
    const id = await create(coach, athlete, { date: '2026-03-01', sex: 'f', age: 25, weight: 60 });
    await addPhotos(coach, id, 2);
    await call(coach, 'POST', `/api/atletas/${athlete}/anamnese`, { goals: 'Hipertrofia' });
    const keys = (await t.db.selectFrom('assessment_photos').select('file_key').where('assessment_id', '=', id).execute()).map((r) => r.file_key);
    expect(keys).toHaveLength(2);
    const res = await call(coach, 'DELETE', `/api/atletas/${athlete}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedFiles(t)).filter((f) => keys.includes(f))).toEqual([]);
    expect(await t.db.selectFrom('assessments').selectAll().where('athlete_id', '=', athlete).execute()).toEqual([]);
    expect(await t.db.selectFrom('anamneses').selectAll().where('athlete_id', '=', athlete).execute()).toEqual([]);
  });

  it('the account ZIP holds each assessment report, its posture photos, and the JSON of assessments, anamneses and marks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/download', headers: { ...bearer(coach.token), 'x-lang': 'pt-br' } });
    expect(res.statusCode).toBe(200);
    const entries = readZip(res.rawPayload);
    const rows = await t.db.selectFrom('assessments').select(['id', 'date']).where('user_id', '=', coach.id).where('athlete_id', '=', athleteA).orderBy('id').execute();
    const report = entries.find((e) => e.name === `avaliacoes/${rows.find((r) => r.date === '2026-03-02')!.id}-Bruna-Costa-2026-03-02.pdf`);
    expect(report, entries.map((e) => e.name).join(', ')).toBeDefined();
    expect((await pdfParse(report!.data())).text).toContain('Avaliação física');
    expect(entries.map((e) => e.name).filter((n) => /^avaliacoes\/\d+-foto-1\.jpg$/.test(n)).length, entries.map((e) => e.name).join(', ')).toBeGreaterThan(0);
    const data = JSON.parse(
      entries
        .find((e) => e.name === 'dados.json')!
        .data()
        .toString('utf8'),
    );
    const names = new Set(entries.map((e) => e.name));
    expect(data.avaliacoes.length).toBe((await t.db.selectFrom('assessments').select('id').where('user_id', '=', coach.id).execute()).length);
    for (const a of data.avaliacoes) {
      expect(names.has(a.arquivo), a.arquivo).toBe(true);
      for (const f of a.fotos) expect(names.has(f), f).toBe(true);
    }
    expect(data.anamneses.map((a: { athlete_id: number }) => a.athlete_id)).toContain(athleteA);
    expect(data.conclusoes.map((m: { effort: number }) => m.effort)).toContain(7);
    // Nothing of another coach.
    expect(JSON.stringify(data)).not.toContain('Davi');
  });

  it('account deletion removes every assessment photo file of the coach (assessments purged before athletes)', async () => {
    const victim = await createUser(t, { active: true });
    const athlete = await newAthlete(victim, 'Fábio');
    const id = await create(victim, athlete, { date: '2026-03-01', sex: 'm', age: 25 });
    await addPhotos(victim, id, 1);
    const keys = (await t.db.selectFrom('assessment_photos').select('file_key').where('user_id', '=', victim.id).execute()).map((r) => r.file_key);
    expect(await storedFiles(t)).toEqual(expect.arrayContaining(keys));
    const names = lifecycles.map((l) => l.name);
    expect(names.indexOf('assessments')).toBeLessThan(names.indexOf('athletes'));
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user/account', payload: { password: victim.password }, headers: { ...bearer(victim.token), 'x-lang': 'en-us' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedFiles(t)).filter((f) => keys.includes(f))).toEqual([]);
    expect(await t.db.selectFrom('assessments').selectAll().where('user_id', '=', victim.id).execute()).toEqual([]);
  });
});
