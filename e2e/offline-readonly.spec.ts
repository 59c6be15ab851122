import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { createSheetByApi } from './helpers/fitness.ts';
import { auth, createTraining, createWeek, signedInCoach } from './helpers/seed.ts';
import { E2E_DIR } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';

// The service worker keeps the app's code on the device: the parts a screen loads late (the rich
// text, the offline banner) still arrive after the connection drops.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

const REASON = 'Sem conexão: disponível quando a internet voltar.';

/** Waits until the service worker has precached the app and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Drops (or brings back) the connection of the page already on screen, without reloading it. */
async function setOnline(context: BrowserContext, page: Page, online: boolean): Promise<void> {
  await context.setOffline(!online);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(online);
}

/** The one banner of a read-only screen, with its sentence. */
async function expectReadOnlyBanner(page: Page, sentence: string): Promise<void> {
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveCount(1);
  await expect(banner).toHaveText(sentence);
  await expect(page.getByText('só para leitura')).toHaveCount(1);
}

/** A disabled action that says why. */
async function expectBlocked(action: Locator): Promise<void> {
  await expect(action).toBeDisabled();
  await expect(action).toHaveAttribute('title', REASON);
}

test('a training opened online turns read-only when the connection drops, and editable again with the typed text kept', async ({ page, context, request }) => {
  const token = await signedInCoach(page, request, 'ro-treino');
  const id = await createTraining(request, token);
  await page.goto(`/treino/${id}`);
  await expect(page.getByTestId('treino-page')).toBeVisible();
  await controlled(page);
  // Typed before the drop, not saved yet.
  await page.getByTestId('treino-metodologia').fill('Posse com coringas');
  await page.getByTestId('postwork-header').fill('Avaliação do dia');

  await setOnline(context, page, false);
  await expectReadOnlyBanner(page, 'Sem conexão: este treino está só para leitura. Você poderá editar quando a internet voltar.');
  await expectBlocked(page.getByTestId('treino-submit'));
  await expectBlocked(page.getByTestId('postwork-save'));
  await expectBlocked(page.getByTestId('ex-add'));
  await expectBlocked(page.getByTestId('ex-add-text'));
  await expectBlocked(page.getByTestId('ex-copy'));
  await expect(page.getByTestId('treino-metodologia')).toBeDisabled();
  await expect(page.getByTestId('treino-objetivos')).toBeDisabled();
  await expect(page.getByTestId('postwork-header')).toBeDisabled();
  await expect(page.getByTestId('postwork-description').locator('[contenteditable]')).toHaveAttribute('contenteditable', 'false');
  // What was on screen is still readable.
  await expect(page.getByTestId('treino-metodologia')).toHaveValue('Posse com coringas');

  await setOnline(context, page, true);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByTestId('treino-metodologia')).toBeEnabled();
  await expect(page.getByTestId('treino-metodologia')).toHaveValue('Posse com coringas');
  await expect(page.getByTestId('postwork-header')).toHaveValue('Avaliação do dia');
  await expect(page.getByTestId('postwork-description').locator('[contenteditable]')).toHaveAttribute('contenteditable', 'true');
  await expect(page.getByTestId('treino-submit')).toBeEnabled();
  await expect(page.getByTestId('treino-submit')).not.toHaveAttribute('title');
  await page.getByTestId('treino-submit').click();
  await expect(page.getByText('Atualizado com sucesso')).toBeVisible();
  const saved = (await (await request.get(`/api/treinos/${id}`, { headers: auth(token) })).json()) as { treino: { metodologia: string } };
  expect(saved.treino.metodologia).toBe('Posse com coringas');
});

test('a fitness sheet turns read-only offline: one banner, save and assign disabled, fields disabled', async ({ page, context, request }) => {
  const token = await signedInCoach(page, request, 'ro-sheet');
  const id = await createSheetByApi(request, token, 'Ficha de força');
  await page.goto(`/fitnes/${id}`);
  await expect(page.getByTestId('sheet-save')).toBeVisible();
  await controlled(page);
  await page.getByTestId('sheet-volume').fill('4x por semana');

  await setOnline(context, page, false);
  await expectReadOnlyBanner(page, 'Sem conexão: esta ficha está só para leitura. Você poderá editar quando a internet voltar.');
  await expectBlocked(page.getByTestId('sheet-save'));
  await expectBlocked(page.getByTestId('sheet-assign'));
  await expectBlocked(page.getByTestId('sheet-copy'));
  await expectBlocked(page.getByTestId('sheet-add-exercise'));
  await expect(page.getByTestId('sheet-title')).toBeDisabled();

  await setOnline(context, page, true);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByTestId('sheet-volume')).toHaveValue('4x por semana');
  await expect(page.getByTestId('sheet-save')).toBeEnabled();
});

test('a week turns read-only offline: one banner, save disabled, fields disabled', async ({ page, context, request }) => {
  const token = await signedInCoach(page, request, 'ro-week');
  const id = await createWeek(request, token);
  await page.goto(`/week/${id}`);
  await expect(page.getByTestId('week-submit')).toBeVisible();
  await controlled(page);
  await page.getByTestId('week-title').fill('Semana de carga');

  await setOnline(context, page, false);
  await expectReadOnlyBanner(page, 'Sem conexão: esta semana está só para leitura. Você poderá editar quando a internet voltar.');
  await expectBlocked(page.getByTestId('week-submit'));
  await expect(page.getByTestId('week-cabecalho')).toBeDisabled();

  await setOnline(context, page, true);
  await expect(page.getByTestId('week-title')).toHaveValue('Semana de carga');
  await expect(page.getByTestId('week-submit')).toBeEnabled();
});

test('the trainings list stays readable offline while new, copy, share and delete wait for the connection', async ({ page, context, request }) => {
  const token = await signedInCoach(page, request, 'ro-list');
  const id = await createTraining(request, token);
  await page.goto('/treinos');
  await expect(page.getByTestId(`treino-row-${id}`)).toBeVisible();
  await controlled(page);

  await setOnline(context, page, false);
  await expectReadOnlyBanner(page, 'Sem conexão: esta lista está só para leitura. Você poderá criar, copiar e apagar quando a internet voltar.');
  await expect(page.getByTestId(`treino-row-${id}`)).toBeVisible();
  await expectBlocked(page.getByTestId('treinos-new'));
  await expectBlocked(page.getByTestId(`treino-copy-${id}`));
  await expectBlocked(page.getByTestId(`treino-delete-${id}`));
  await expectBlocked(page.getByTestId(`treino-share-${id}`));
  // Opening a training is reading: still a link.
  await expect(page.getByTestId(`treino-view-${id}`)).toBeEnabled();

  await setOnline(context, page, true);
  await expect(page.getByTestId(`treino-copy-${id}`)).toBeEnabled();
  await expect(page.getByTestId('treinos-new')).toHaveAttribute('href', '/new-treino');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the read-only banner of a training fits a 360 px screen', async ({ page, context, request }) => {
    const token = await signedInCoach(page, request, 'ro-phone');
    const id = await createTraining(request, token);
    await page.goto(`/treino/${id}`);
    await expect(page.getByTestId('treino-page')).toBeVisible();
    await controlled(page);
    await setOnline(context, page, false);
    const banner = page.getByTestId('offline-banner');
    await expect(banner).toHaveCount(1);
    await expect(banner).toContainText('este treino está só para leitura');
    // The banner fits the screen's width (no sideways scrolling).
    const box = (await banner.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expect(page.getByTestId('treino-submit')).toBeDisabled();
    await page.screenshot({ path: path.join(E2E_DIR, 'screenshots', 'offline-readonly-phone.png') });
  });
});
