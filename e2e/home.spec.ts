import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { createSheetByApi } from './helpers/fitness.ts';
import { horizontalOverflow, unreachableControls } from './helpers/layout.ts';
import { auth, createFormation, createTraining } from './helpers/seed.ts';
import { E2E_DIR } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';

// The home screen lists every area of the coach with a count and the latest records.

/** The first paint of the home after a navigation can take long on a busy shared machine: a wait, not a timing check. */
const FIRST_PAINT = { timeout: 90_000 };

async function coach(page: Page, request: APIRequestContext, lang?: string): Promise<string> {
  const token = await signUpByApi(request, newUser('home'));
  await activateByApi(request, token);
  await useToken(page, token);
  if (lang) await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  return token;
}

const AREAS = ['formations', 'trainings', 'videos', 'fitness', 'sessions', 'weeks', 'gifs', 'athletes'];

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '360 px phone', width: 360, height: 740 },
]) {
  test.describe(`home overview (${viewport.name})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a new coach sees every area empty with what to do next; records show up with counts and links', async ({ page, request }) => {
      const token = await coach(page, request);
      // The overview is loading until the API answers: skeletons, then the areas.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/home', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      await expect(page.getByTestId('home-loading')).toBeVisible(FIRST_PAINT);
      release();
      await expect(page.getByTestId('home-overview')).toBeVisible(FIRST_PAINT);
      await page.unroute('**/api/home');
      for (const key of AREAS) {
        await expect(page.getByTestId(`home-area-${key}`)).toBeVisible();
        await expect(page.getByTestId(`home-count-${key}`)).toHaveText('0');
        await expect(page.getByTestId(`home-empty-${key}`)).toBeVisible();
      }
      await expect(page.getByTestId('home-area-clubs')).toHaveCount(0);
      await expect(page.getByTestId('home-area-admin')).toHaveCount(0);
      await expect(page.getByTestId('home-empty-formations')).toContainText('Nenhuma formação ainda');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await unreachableControls(page, '[data-testid=home-overview]')).toEqual([]);

      await createFormation(request, token, { clube: 'Clube Verde', categoria: 'Sub-17' });
      await createTraining(request, token);
      const first = await createSheetByApi(request, token, 'Ficha Antiga');
      const latest = await createSheetByApi(request, token, 'Ficha Nova');
      // Another coach's records never show on this home.
      const stranger = await signUpByApi(request, newUser('stranger'));
      await activateByApi(request, stranger);
      await createFormation(request, stranger, { clube: 'Clube Estranho' });
      await createSheetByApi(request, stranger, 'Ficha Estranha');

      await page.reload();
      await expect(page.getByTestId('home-count-formations')).toHaveText('1', FIRST_PAINT);
      await expect(page.getByTestId('home-count-trainings')).toHaveText('1');
      await expect(page.getByTestId('home-count-fitness')).toHaveText('2');
      await expect(page.getByTestId('home-count-videos')).toHaveText('0');
      await expect(page.getByTestId('home-area-formations').getByTestId('home-recent-formations')).toContainText('Clube Verde · Sub-17');
      const sheets = page.getByTestId('home-area-fitness').getByTestId('home-recent-fitness');
      await expect(sheets).toHaveCount(2);
      await expect(sheets.first()).toContainText('Ficha Nova');
      await expect(page.getByTestId('home-overview')).not.toContainText('Estranh');
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(E2E_DIR, 'screenshots', `home-${viewport.width}.png`), fullPage: true });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await sheets.first().click();
      await expect(page).toHaveURL(new RegExp(`/fitnes/${latest}$`));
      expect(first).toBeLessThan(latest);
    });
  });
}

for (const l of [
  { lang: 'en-us', formations: 'Formations', sheets: 'Fitness sheets', hint: 'No formation yet' },
  { lang: 'es-es', formations: 'Formaciones', sheets: 'Fichas de entrenamiento', hint: 'Aún no hay formaciones' },
  { lang: 'pt-br', formations: 'Formações', sheets: 'Fichas de treino', hint: 'Nenhuma formação ainda' },
]) {
  test(`home overview in ${l.lang}`, async ({ page, request }) => {
    await coach(page, request, l.lang);
    await page.goto('/');
    await expect(page.getByTestId('home-formacoes')).toHaveText(l.formations, FIRST_PAINT);
    await expect(page.getByTestId('home-fitnes')).toHaveText(l.sheets);
    await expect(page.getByTestId('home-empty-formations')).toContainText(l.hint);
  });
}

// The roster card (count, the three latest athletes linking to their assessments, "add athlete").
for (const l of [
  { lang: 'pt-br', title: 'Alunos', add: 'Novo aluno', hint: 'Nenhum aluno ainda' },
  { lang: 'es-es', title: 'Alumnos', add: 'Nuevo alumno', hint: 'Aún no hay alumnos' },
  { lang: 'en-us', title: 'Athletes', add: 'New athlete', hint: 'No athlete yet' },
]) {
  test(`roster card on a 360 px phone (${l.lang}): empty state opens the athlete form, then the latest athletes link to their assessments`, async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const token = await coach(page, request, l.lang);
    await page.goto('/');
    const card = page.getByTestId('home-area-athletes');
    await expect(card).toBeVisible(FIRST_PAINT);
    await expect(page.getByTestId('home-atletas')).toHaveText(l.title);
    await expect(page.getByTestId('home-empty-athletes')).toContainText(l.hint);
    await card.getByRole('link', { name: l.add }).click();
    await expect(page).toHaveURL(/\/atletas\?novo=1$/);
    await expect(page.getByTestId('athlete-name')).toBeVisible(FIRST_PAINT);
    // One name: the card's title is the page's, its button's label is the form's.
    await expect(page.getByRole('dialog', { name: l.add, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: l.title, exact: true })).toBeAttached();

    const ids: number[] = [];
    for (const [name, group] of [['Ana Card', 'Sub-15'], ['Bruno Card', ''], ['Caio Card', 'Adulto'], ['Dora Card', 'Sub-15']]) {
      const res = await request.post('/api/atletas', { headers: auth(token), data: { name, group_label: group } });
      expect(res.status()).toBe(200);
      ids.push(((await res.json()) as { atleta: { id: number } }).atleta.id);
    }
    await page.goto('/');
    await expect(page.getByTestId('home-count-athletes')).toHaveText('4', FIRST_PAINT);
    const recent = card.getByTestId('home-recent-athletes');
    await expect(recent).toHaveCount(3);
    await expect(recent.first()).toContainText('Dora Card');
    await expect(recent.first()).toContainText('Sub-15');
    await expect(card).not.toContainText('Ana Card');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(E2E_DIR, 'screenshots', `home-roster-${l.lang}-360.png`), fullPage: true });
    await recent.first().click();
    await expect(page).toHaveURL(new RegExp(`/atletas/${ids[3]}/avaliacoes$`));
  });
}
