import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi } from './helpers/accounts.ts';
import { assessmentByApi, athleteByApi, sheetForAthlete } from './helpers/athletes.ts';
import { horizontalOverflow } from './helpers/layout.ts';
import { auth, signedInCoach, TINY_PNG } from './helpers/seed.ts';
import { E2E_DIR } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(E2E_DIR, 'screenshots', `assessments-${name}.png`), fullPage: true });
}

/** Pollock 7 sites summing 110 mm (a 30-year-old man: Siri 16,0 %). */
const FOLDS: Record<string, string> = { chest: '14', midaxillary: '15', triceps: '12', subscapular: '16', abdomen: '22', suprailiac: '16', thigh: '15' };

async function pick(page: Page, testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a coach records a Pollock 7 assessment with live body fat, refuses an impossible weight, adds a posture photo and prints the PDF', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'assess');
  const athleteId = await athleteByApi(request, token, { name: 'Bruna Costa', birth_date: '1996-01-10' });
  // An earlier assessment, so the evolution has two points.
  const first = await request.post(`/api/atletas/${athleteId}/avaliacoes`, { headers: auth(token), data: { date: '2026-01-10', sex: 'm', age: 30, weight: 83, height: 180 } });
  expect(first.status()).toBe(200);

  // From the roster: the athlete's row opens their assessments.
  await page.goto('/atletas');
  await page.getByTestId(`athlete-assessments-${athleteId}`).click();
  await page.waitForURL(new RegExp(`/atletas/${athleteId}/avaliacoes$`));
  await expect(page.getByText('Bruna Costa')).toBeVisible();
  await page.getByTestId('assessment-new').click();
  await expect(page.getByTestId('assessment-form')).toBeVisible();
  await page.getByTestId('a-date').fill('2026-03-02');
  await pick(page, 'a-sex', 'Masculino');
  await page.getByTestId('a-age').fill('30');
  await pick(page, 'a-protocol', 'Pollock 7 dobras (Jackson & Pollock)');
  await page.getByTestId('m-weight').fill('750');
  await page.getByTestId('m-height').fill('180');
  for (const [site, mm] of Object.entries(FOLDS)) await page.getByTestId(`m-sf_${site}`).fill(mm);
  await page.getByTestId('assessment-save').click();
  await expect(page.getByText('Informe um valor entre 20 e 300 kg')).toBeVisible();
  expect(((await (await request.get(`/api/atletas/${athleteId}/avaliacoes`, { headers: auth(token) })).json()) as { avaliacoes: unknown[] }).avaliacoes).toHaveLength(1);

  await page.getByTestId('m-weight').fill('80');
  await expect(page.getByTestId('live-fat')).toHaveText('Gordura (dobras, Siri): 16,0 %');
  await page.getByTestId('m-bp_systolic').fill('120');
  await page.getByTestId('m-bp_diastolic').fill('78');
  await page.getByTestId('a-notes').fill('Boa mobilidade de quadril');
  await shot(page, 'form-desktop');
  await page.getByTestId('assessment-save').click();
  await page.waitForURL(/\/avaliacoes\/\d+$/);

  const choosing = page.waitForEvent('filechooser');
  await page.getByTestId('photos-input').click();
  const chooser = await choosing;
  await chooser.setFiles({ name: 'frente.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByTestId('photos-upload').click();
  await expect(page.locator('[data-testid^="photo-delete-"]')).toHaveCount(1);

  const id = ((await (await request.get(`/api/atletas/${athleteId}/avaliacoes`, { headers: auth(token) })).json()) as { avaliacoes: { id: number; date: string }[] }).avaliacoes.find((a) => a.date === '2026-03-02')!.id;
  await page.goto(`/atletas/${athleteId}/avaliacoes`);
  const card = page.getByTestId(`assessment-${id}`);
  await expect(card).toContainText('02/03/2026');
  await expect(card).toContainText('16,0 %');
  await expect(card).toContainText('24,7 kg/m²');
  await shot(page, 'list-desktop');
  await page.getByTestId('tab-evolution').click();
  await expect(page.getByTestId('evolution-chart').locator('svg circle')).toHaveCount(2);
  await page.getByTestId('tab-assessments').click();
  const popup = page.waitForEvent('popup');
  await page.getByTestId(`assessment-pdf-${id}`).click();
  const win = await popup;
  await win.waitForURL(/\/api\/print\/avaliacao\?avaliacao=\d+/);
  const pdf = await request.get(win.url());
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = (await pdfParse(await pdf.body())).text.replace(/\s+/g, ' ');
  for (const s of ['Avaliação física', 'Bruna Costa', 'Pollock 7 dobras', '110,0 mm', '16,0 %', '120/78 mmHg', 'Evolução', 'Fotos posturais', 'Boa mobilidade de quadril']) expect(text).toContain(s);
  await win.close();
});

test.describe('student page on a 360 px phone, without signing in', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('shows the evolution, marks an assigned sheet as done and sends the anamnese; the coach sees the mark on the sheet', async ({ page, request, browser }) => {
    const token = await signedInCoach(page, request, 'student');
    const athleteId = await athleteByApi(request, token, { name: 'Carla Dias', birth_date: '1996-01-10' });
    for (const [date, weight] of [
      ['2026-01-05', 70],
      ['2026-02-05', 68.5],
    ] as const) {
      await assessmentByApi(request, token, athleteId, { date, sex: 'f', age: 30, weight, height: 165 });
    }
    const sheetId = await sheetForAthlete(request, token, athleteId, 'Treino A da Carla', 'Carla Dias');
    const link = await request.post(`/api/atletas/${athleteId}/links`, { headers: auth(token), data: { expires_in_days: 30 } });
    expect(link.status()).toBe(200);
    const url = new URL(((await link.json()) as { link: { url: string } }).link.url);

    // A fresh browser context: no session of the coach.
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: 'pt-BR' });
    const student = await context.newPage();
    await student.goto(url.pathname);
    await expect(student.getByTestId('student-assessments')).toBeVisible();
    await expect(student.getByTestId('student-chart-weight')).toBeVisible();
    await expect(student.getByTestId('student-assessment')).toHaveCount(2);
    expect(await horizontalOverflow(student)).toBeLessThanOrEqual(0);
    await shot(student, 'student-360');

    await student.getByTestId(`mark-${sheetId}`).locator('summary').click();
    await student.getByTestId(`effort-${sheetId}`).selectOption('8');
    await student.getByTestId(`comment-${sheetId}`).fill('Pesado, mas consegui');
    await student.getByTestId(`send-${sheetId}`).click();
    await expect(student.getByTestId('student-notice')).toHaveText('Sessão marcada como feita');
    // The card, folded again, says it is done (date and effort) without being reopened.
    const card = student.getByTestId(`mark-${sheetId}`);
    await expect(card).not.toHaveAttribute('open');
    await expect(student.getByTestId(`marked-${sheetId}`)).toBeVisible();
    await expect(student.getByTestId(`marked-${sheetId}`)).toContainText('esforço 8/10');
    await expect(card.locator('summary')).not.toContainText('Marcar como feito');

    await student.getByTestId('parq-q1-no').check();
    await student.getByTestId('parq-q2-yes').check();
    await student.getByTestId('an-goals').fill('Correr 10 km');
    await student.getByTestId('student-anamnese-send').click();
    await expect(student.getByTestId('student-notice')).toHaveText('Anamnese enviada. Obrigado!');
    await expect(student.getByTestId('an-goals')).toHaveValue('Correr 10 km');
    expect(await horizontalOverflow(student)).toBeLessThanOrEqual(0);
    await context.close();

    const anamnese = ((await (await request.get(`/api/atletas/${athleteId}/anamnese`, { headers: auth(token) })).json()) as { anamnese: { filled_by: string; goals: string; parq: Record<string, boolean | null> } }).anamnese;
    expect(anamnese).toMatchObject({ filled_by: 'student', goals: 'Correr 10 km' });
    expect(anamnese.parq.q2).toBe(true);

    await page.goto(`/fitnes/${sheetId}`);
    // The students' marks come first, open, above the sheet's form.
    await expect(page.getByTestId('sheet-mark')).toBeVisible();
    const marksTop = (await page.getByTestId('sheet-marks').boundingBox())!.y;
    const formTop = (await page.getByTestId('sheet-title').boundingBox())!.y;
    expect(marksTop).toBeLessThan(formTop);
    await expect(page.getByTestId('sheet-mark')).toContainText('Carla Dias');
    await expect(page.getByTestId('sheet-mark')).toContainText('8/10');
    await expect(page.getByTestId('sheet-mark')).toContainText('Pesado, mas consegui');
  });
});

test('bioimpedance values are charted on the coach\'s page and on the student page (360 px)', async ({ page, request, browser }) => {
  const token = await signedInCoach(page, request, 'bio');
  const athleteId = await athleteByApi(request, token, { name: 'Lia Bio', birth_date: '1996-01-10' });
  for (const [date, fat, bmr] of [
    ['2026-01-05', 27.5, 1380],
    ['2026-02-05', 25.9, 1402],
  ] as const) {
    await assessmentByApi(request, token, athleteId, { date, sex: 'f', age: 30, weight: 62, height: 165, bio_fat_pct: fat, bio_bmr: bmr });
  }
  await page.goto(`/atletas/${athleteId}/avaliacoes`);
  await page.getByTestId('tab-evolution').click();
  await pick(page, 'evolution-chart-series', 'Taxa metabólica basal (kcal)');
  await expect(page.getByTestId('evolution-chart').locator('svg[role=img]')).toHaveAttribute('aria-label', /1\.?402(?!,)/);
  await expect(page.getByTestId('evolution-chart').locator('svg[role=img] circle')).toHaveCount(2);

  const link = await request.post(`/api/atletas/${athleteId}/links`, { headers: auth(token), data: { expires_in_days: 30 } });
  const url = new URL(((await link.json()) as { link: { url: string } }).link.url);
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, locale: 'es-ES' });
  const student = await context.newPage();
  await student.goto(url.pathname);
  await expect(student.getByTestId('student-chart-bio_fat_pct')).toContainText('Grasa, bioimpedancia (%)');
  await expect(student.getByTestId('student-chart-bio_bmr')).toBeVisible();
  await expect(student.getByTestId('student-chart-bio_water_pct')).toHaveCount(0);
  expect(await horizontalOverflow(student)).toBeLessThanOrEqual(0);
  await context.close();
});

test('a measure keeps a minus sign or letters and refuses them with the field\'s message; body fat by Brozek is named', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'typing');
  const athleteId = await athleteByApi(request, token, { name: 'Davi Dobras', birth_date: '1996-01-10' });
  await page.goto(`/atletas/${athleteId}/avaliacoes/nova`);
  await expect(page.getByTestId('assessment-form')).toBeVisible();
  await page.getByTestId('a-date').fill('2026-03-02');
  await pick(page, 'a-sex', 'Masculino');
  await page.getByTestId('a-age').fill('30');
  await page.getByTestId('m-weight').fill('80');
  await page.getByTestId('m-height').fill('180');

  // A minus sign is not dropped (no silent 5 mm): leaving the field shows its range.
  await page.getByTestId('m-sf_chest').pressSequentially('-5');
  await expect(page.getByTestId('m-sf_chest')).toHaveValue('-5');
  await page.getByTestId('m-sf_chest').press('Tab');
  await expect(page.getByText('Informe um valor entre 2 e 80 mm')).toBeVisible();
  await expect(page.getByTestId('m-sf_chest')).toHaveAttribute('aria-invalid', 'true');
  // Letters are not dropped either: "enter a number".
  await page.getByTestId('m-circ_waist').pressSequentially('8o');
  await expect(page.getByTestId('m-circ_waist')).toHaveValue('8o');
  await page.getByTestId('m-circ_waist').press('Tab');
  await expect(page.getByText('Informe um número')).toBeVisible();
  await page.getByTestId('a-age').fill('trinta');
  await page.getByTestId('a-age').press('Tab');
  await expect(page.getByText('Informe um número')).toHaveCount(2);
  // Saving refuses too, and nothing is stored.
  await page.getByTestId('assessment-save').click();
  await expect(page.getByText('Informe um valor entre 2 e 80 mm')).toBeVisible();
  expect(((await (await request.get(`/api/atletas/${athleteId}/avaliacoes`, { headers: auth(token) })).json()) as { avaliacoes: unknown[] }).avaliacoes).toHaveLength(0);

  // Corrected, with Pollock 7 and the Brozek equation: the live result and the card name it.
  await page.getByTestId('a-age').fill('30');
  await page.getByTestId('m-circ_waist').fill('84');
  await pick(page, 'a-protocol', 'Pollock 7 dobras (Jackson & Pollock)');
  for (const [site, mm] of Object.entries(FOLDS)) await page.getByTestId(`m-sf_${site}`).fill(mm);
  await expect(page.getByTestId('live-fat')).toHaveText('Gordura (dobras, Siri): 16,0 %');
  await pick(page, 'a-fat-equation', 'Brozek');
  await expect(page.getByTestId('live-fat')).toHaveText('Gordura (dobras, Brozek): 16,1 %');
  await page.getByTestId('assessment-save').click();
  await page.waitForURL(/\/avaliacoes\/\d+$/);
  const saved = ((await (await request.get(`/api/atletas/${athleteId}/avaliacoes`, { headers: auth(token) })).json()) as { avaliacoes: { id: number }[] }).avaliacoes[0]!.id;
  await page.goto(`/atletas/${athleteId}/avaliacoes`);
  await expect(page.getByTestId(`assessment-${saved}`)).toContainText('Gordura (dobras, Brozek)');
  await expect(page.getByTestId(`assessment-${saved}`)).toContainText('16,1 %');
  // The next assessment of this athlete starts with the same equation.
  await page.getByTestId('assessment-new').click();
  await expect(page.getByTestId('a-fat-equation')).toHaveValue('Brozek');
});

test('an assessment or athlete of another coach, or an unknown one, says not found and goes back to the roster', async ({ page, request }) => {
  const owner = await signUpByApi(request, newUser('owner'));
  await activateByApi(request, owner);
  const theirAthlete = await athleteByApi(request, owner, { name: 'Atleta de Outro', birth_date: '1996-01-10' });
  const theirs = await assessmentByApi(request, owner, theirAthlete, { date: '2026-03-02', sex: 'f', age: 30, weight: 60, height: 165 });
  const token = await signedInCoach(page, request, 'nosy');
  expect((await request.get(`/api/avaliacoes/${theirs}`, { headers: auth(token) })).status()).toBe(404);

  for (const [url, message] of [
    [`/avaliacoes/${theirs}`, 'Avaliação não encontrada'],
    ['/avaliacoes/999999999', 'Avaliação não encontrada'],
    [`/atletas/${theirAthlete}/avaliacoes`, 'Aluno não encontrado'],
    [`/atletas/${theirAthlete}/avaliacoes/nova`, 'Aluno não encontrado'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByText(message)).toBeVisible();
    await page.waitForURL(/\/atletas$/);
  }
  await expect(page.getByText('Atleta de Outro')).toHaveCount(0);

  // A club page of someone who leads no club says so and offers the way back to the clubs.
  await page.goto('/team/profile');
  await expect(page.getByText('Clube não encontrado')).toBeVisible();
  await page.getByTestId('not-found-back').click();
  await page.waitForURL(/\/clubes$/);
});
