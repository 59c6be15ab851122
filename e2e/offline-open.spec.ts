import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { activateByApi, logInByUi, newUser, signUpByApi } from './helpers/accounts.ts';
import { createFormation, createTraining } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

// The signal drops while the app is open: screens opened afterwards, without a reload, answer from
// what the service worker keeps on this device, or say once that they need the internet.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 300_000 });

/** A subscribed coach signed in through the login screen (which also claims the device's offline data). */
async function coach(page: Page, request: APIRequestContext, prefix: string): Promise<string> {
  const user = newUser(prefix);
  const token = await signUpByApi(request, user);
  await activateByApi(request, token);
  await logInByUi(page, user.email, user.password);
  return token;
}

/** Waits until the service worker has precached the app and controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Starts the app afresh online at `path`: answers seen before stay only in the service worker's
 * caches, none in the page's memory (as when the app was used online yesterday). The page is then
 * marked, so `stillOpen` can tell that nothing reloaded it afterwards.
 */
async function freshOnline(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(() => {
    (window as unknown as { stillOpen: boolean }).stillOpen = true;
  });
}

/** True when the page was not reloaded since freshOnline(). */
const stillOpen = (page: Page) => page.evaluate(() => (window as unknown as { stillOpen?: boolean }).stillOpen === true);

/** The signal drops; the page stays as it is. */
async function dropSignal(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Follows an in-app link to `path` (the router's own navigation, no document load). */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * No toast on screen now. Counted at once, not awaited: a toast closes by itself after a few
 * seconds, so waiting for "none" would always succeed in the end. A toast for a failure is shown by
 * the effect of the render that shows the failure: it gets a moment to appear first.
 */
async function noToast(page: Page): Promise<void> {
  await page.waitForTimeout(500);
  expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
}

/** The home's notifications (never kept on the device) failed offline and say so calmly, in their section. */
async function notificationsOffline(page: Page): Promise<void> {
  await expect(page.getByTestId('notifications-offline')).toHaveText('Sem conexão: as notificações aparecem quando a internet voltar.');
  await expect(page.getByText('Nenhum aviso por aqui')).toHaveCount(0);
}

test.describe('the signal drops while the app is open', () => {
  test('a trainings list and a training opened online before open from the device, without a reload', async ({ page, context, request }) => {
    const token = await coach(page, request, 'offline-open-list');
    const id = await createTraining(request, token, { clube: 'Clube Sem Sinal' });
    await controlled(page);
    await page.goto('/treinos');
    await expect(page.getByTestId(`treino-row-${id}`)).toBeVisible();
    await page.goto(`/treino/${id}`);
    await expect(page.getByTestId('treino-page')).toContainText('Clube Sem Sinal');

    await freshOnline(page, '/');
    await expect(page.getByTestId('home-treinos')).toBeVisible();
    await dropSignal(context, page);
    await openInApp(page, '/treinos');
    await expect(page.getByTestId(`treino-row-${id}`)).toBeVisible();
    await expect(page.getByText('Você ainda não tem treinos')).toHaveCount(0);
    await page.getByTestId(`treino-view-${id}`).click();
    await expect(page.getByTestId('treino-page')).toContainText('Clube Sem Sinal');
    await expect(page).toHaveURL(new RegExp(`/treino/${id}$`));
    await noToast(page);
    expect(await stillOpen(page)).toBe(true);
  });

  test('"Editar" of a formation opened online opens the editor with its drawing', async ({ page, context, request }) => {
    const token = await coach(page, request, 'offline-open-edit');
    const id = await createFormation(request, token, { clube: 'Clube Editor' });
    await controlled(page);
    await page.goto(`/edit/${id}?type=formaction`);
    await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('player-AZUL-0')).toBeVisible();

    await freshOnline(page, '/formacoes');
    await expect(page.getByTestId(`formation-edit-${id}`)).toBeVisible();
    await dropSignal(context, page);
    await page.getByTestId(`formation-edit-${id}`).click();
    await expect(page).toHaveURL(new RegExp(`/edit/${id}\\?type=formaction`));
    await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('player-AZUL-0')).toBeVisible();
    await noToast(page);
    expect(await stillOpen(page)).toBe(true);
  });

  test('a list and a record never opened on this device say once, calmly, that they need the internet', async ({ page, context, request }) => {
    const token = await coach(page, request, 'offline-open-none');
    const id = await createTraining(request, token, { clube: 'Clube Nunca Aberto' });
    await controlled(page);
    await page.goto('/treinos');
    await expect(page.getByTestId(`treino-row-${id}`)).toBeVisible();
    await freshOnline(page, '/treinos');
    await expect(page.getByTestId(`treino-row-${id}`)).toBeVisible();
    await dropSignal(context, page);

    // The video sessions list was never opened here: no "you have none yet" beside an error.
    await openInApp(page, '/video-sessions');
    const needs = page.getByTestId('needs-network');
    await expect(needs).toContainText('Esta tela precisa de internet');
    await expect(page.getByText('Nenhuma sessão de vídeo ainda')).toHaveCount(0);
    await expect(page.getByText('Ocorreu um erro')).toHaveCount(0);
    await noToast(page);
    await expect(page).toHaveURL(/\/video-sessions$/);

    // A training listed but never opened: it stays on its address and says the same, once.
    await openInApp(page, '/treinos');
    await page.getByTestId(`treino-view-${id}`).click();
    await expect(needs).toContainText('Esta tela precisa de internet');
    await expect(needs).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`/treino/${id}$`));
    await noToast(page);

    // The connection returns: the screen opens by itself.
    await context.setOffline(false);
    await expect(page.getByTestId('treino-page')).toContainText('Clube Nunca Aberto');
    await expect(needs).toHaveCount(0);
    expect(await stillOpen(page)).toBe(true);
  });

  test('the home offline shows no error toast for its notifications, neither reopened nor reached in the app', async ({ page, context, request }) => {
    await coach(page, request, 'offline-open-home');
    await controlled(page);
    await page.goto('/');
    await expect(page.getByTestId('home-treinos')).toBeVisible();

    await dropSignal(context, page);
    await page.reload();
    await expect(page.getByTestId('home-treinos')).toBeVisible();
    await notificationsOffline(page);
    await noToast(page);

    await openInApp(page, '/treinos');
    await openInApp(page, '/');
    await expect(page.getByTestId('home-treinos')).toBeVisible();
    await notificationsOffline(page);
    await noToast(page);
  });
});
