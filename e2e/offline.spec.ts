import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { activateByApi, logInByUi, newUser, signUpByApi } from './helpers/accounts.ts';
import { createFitnessExercise, createSheetByApi } from './helpers/fitness.ts';
import { TINY_PNG, auth, createFormation, createTraining, emptyDraft } from './helpers/seed.ts';
import { ROOT_DIR } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';

// These specs need the service worker the built app registers (blocked in the other specs).
test.use({ serviceWorkers: 'allow' });
// Each test opens several screens online, then again offline: more steps than most specs.
test.describe.configure({ timeout: 300_000 });

/** A subscribed coach signed in through the login screen (which also claims the device's offline data). */
async function coach(page: Page, request: APIRequestContext, prefix = 'offline'): Promise<string> {
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

async function firstSport(request: APIRequestContext, token: string): Promise<number> {
  const { sports } = (await (await request.get('/api/sports', { headers: auth(token) })).json()) as { sports: Array<{ id: number }> };
  return sports[0]!.id;
}

/** The names of the caches the app owns on this origin. */
const appCaches = (page: Page) => page.evaluate(() => caches.keys().then((keys) => keys.filter((k) => k.startsWith('prancheta-'))));

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

type Formation = { id: number; clube: string; descricao: string; updated_at: string };
async function formations(request: APIRequestContext, token: string): Promise<Formation[]> {
  const res = await request.get('/api/formactions?type=image', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { formacoes: Formation[] }).formacoes;
}

/** Changes a formation on the server (as another device would). */
async function editOnServer(request: APIRequestContext, token: string, id: number, clube: string): Promise<void> {
  const res = await request.post(`/api/formactions/${id}`, {
    headers: auth(token),
    multipart: {
      type: 'image',
      clube,
      professor: 'Ana',
      categoria: 'Sub-15',
      data: '2026-06-02',
      local: 'Campo 2',
      descricao: 'Mudada no outro aparelho',
      editable: { name: 'draft.json.gz', mimeType: 'application/gzip', buffer: emptyDraft() },
      img: { name: 'formacao.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens a formation in the editor (online: the editor's answers are cached), then reloads it offline and saves a new description. */
async function editOffline(page: Page, context: BrowserContext, id: number, descricao: string): Promise<void> {
  await page.goto(`/edit/${id}?type=formaction`);
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await page.getByTestId('player-AZUL-0').click();
  await page.getByTestId('editor-save').click();
  await page.getByTestId('save-descricao').fill(descricao);
  await page.getByTestId('save-submit').click();
  await expect(page.getByText('Sem conexão: a formação foi salva neste aparelho')).toBeVisible();
  await expect(page).toHaveURL(/\/formacoes$/);
  await expect(page.getByTestId('sync-indicator')).toHaveText('Aguardando sincronização (1)');
}

/** Opens the new-formation editor online, goes offline without a reload, and saves a drawing as `clube`. */
async function saveNewOffline(page: Page, context: BrowserContext, sportId: number, clube: string, descricao: string): Promise<void> {
  await page.goto(`/marcar?esporte=${sportId}&camp=0`);
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  await goOffline(context, page);
  await page.getByTestId('player-AZUL-0').click();
  await page.getByTestId('editor-save').click();
  await expect(page.getByTestId('save-clube')).toBeVisible();
  await page.getByTestId('save-clube').fill(clube);
  await page.getByTestId('save-professor').fill('Rita');
  await page.getByTestId('save-categoria').fill('Sub-15');
  await page.getByTestId('save-local').fill('Campo 1');
  await page.getByTestId('save-descricao').fill(descricao);
  await page.getByTestId('save-submit').click();
  await expect(page.getByText('Sem conexão: a formação foi salva neste aparelho')).toBeVisible();
  await expect(page).toHaveURL(/\/formacoes$/);
}

/** The notifications on screen whose text contains `text` (Mantine's notification root). */
const notificationsWith = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

/**
 * Records the text of every notification shown on the page from now on (until it reloads), closed
 * ones included; the returned function reads how many contained `text`.
 */
async function recordNotifications(page: Page): Promise<(text: string) => Promise<number>> {
  await page.evaluate(() => {
    const shown: string[] = [];
    (window as unknown as { e2eNotifications: string[] }).e2eNotifications = shown;
    const seen = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const el of Array.from(document.querySelectorAll('.mantine-Notification-root'))) {
        if (seen.has(el)) continue;
        seen.add(el);
        shown.push(el.textContent ?? '');
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return (text) => page.evaluate((t) => (window as unknown as { e2eNotifications: string[] }).e2eNotifications.filter((n) => n.includes(t)).length, text);
}

/** Width in pixels of the picture a card shows (the editor exports 1280 px; the seeded PNG is 2 px). */
const pictureWidth = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('img')
    .first()
    .evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))
    .catch(() => 0);

test.describe('offline app', () => {
  test('the board works offline: draws, places markers, undoes and takes a PNG snapshot', async ({ page, context, request }) => {
    const token = await coach(page, request, 'offline-board');
    const sportId = await firstSport(request, token);
    await controlled(page);
    // Opened once online: the sport's answer is cached; the field artwork is precached.
    await page.goto(`/board?esporte=${sportId}&camp=0&board=1`);
    await expect(page.getByTestId('board-canvas').locator('.konvajs-content')).toBeVisible();
    await goOffline(context, page);
    await page.reload();
    const canvas = page.getByTestId('board-canvas');
    await expect(canvas.locator('.konvajs-content')).toBeVisible();

    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
    await page.mouse.down();
    for (let i = 1; i <= 6; i++) await page.mouse.move(box.x + box.width * (0.2 + i * 0.1), box.y + box.height * (0.3 + (i % 2) * 0.05));
    await page.mouse.up();
    await expect(page.getByTestId('board')).toHaveAttribute('data-strokes', '1');

    await page.getByTestId('board-markers').click();
    await page.getByTestId('marker-number').fill('9');
    await page.getByTestId('marker-add').click();
    await expect(page.getByTestId('board')).toHaveAttribute('data-markers', '1');
    await page.keyboard.press('Escape');
    await page.getByTestId('board-undo').click();
    await expect(page.getByTestId('board')).toHaveAttribute('data-markers', '0');
    await expect(page.getByTestId('board')).toHaveAttribute('data-strokes', '1');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('board-snapshot').click()]);
    expect(download.suggestedFilename()).toMatch(/^prancheta-.*\.png$/);
    expect(
      fs
        .readFileSync((await download.path())!)
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  test('"keep me signed in" lets the app reopen offline in a new window on the board; without it a new window asks to sign in; sign-out forgets it', async ({
    page,
    context,
    request,
  }) => {
    const user = newUser('offline-keep');
    const token = await signUpByApi(request, user);
    await activateByApi(request, token);
    const sportId = await firstSport(request, token);
    const board = `/board?esporte=${sportId}&camp=0&board=1`;
    const signIn = async (target: Page, keep: boolean) => {
      await target.goto('/login');
      await target.getByLabel(/^E-mail/).fill(user.email);
      await target.getByLabel(/^Senha/).fill(user.password);
      if (keep) await target.getByTestId('login-keep').check();
      await target.getByRole('button', { name: 'Entrar' }).click();
      await expect(target).toHaveURL(/\/$/);
    };

    // Default: the session lives in the tab; another window of the app starts signed out.
    await signIn(page, false);
    const other = await context.newPage();
    await other.goto('/');
    await expect(other).toHaveURL(/\/login/);
    await other.close();

    // Kept on this device: the board opened once online reopens offline in a new window, signed in.
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, true);
    await controlled(page);
    await page.goto(board);
    await expect(page.getByTestId('board-canvas').locator('.konvajs-content')).toBeVisible();
    await goOffline(context, page);
    const reopened = await context.newPage();
    await reopened.goto(board);
    await expect(reopened.getByTestId('board-canvas').locator('.konvajs-content')).toBeVisible();
    await expect(reopened).toHaveURL(/\/board/);
    await reopened.close();

    // Signing out forgets it: a new window asks to sign in again.
    await context.setOffline(false);
    await page.goto('/profile');
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    const after = await context.newPage();
    await after.goto('/');
    await expect(after).toHaveURL(/\/login/);
  });

  test('a training and a fitness sheet opened online open offline with their gifs; other screens say they need the network; sign-out clears the caches', async ({
    page,
    context,
    request,
  }) => {
    const token = await coach(page, request, 'offline-read');
    const treinoId = await createTraining(request, token, { clube: 'Clube Offline' });
    const sheetId = await createSheetByApi(request, token, 'Ficha para o campo');
    await createFitnessExercise(request, token, sheetId, 'normal');
    await controlled(page);

    await page.goto(`/treino/${treinoId}`);
    await expect(page.getByTestId('treino-page')).toContainText('Clube Offline');
    await page.goto(`/fitnes/${sheetId}`);
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Ficha para o campo');
    const gif = page.locator('img[alt="Agachamento livre"]').first();
    await expect(gif).toBeVisible();
    await expect.poll(() => gif.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await goOffline(context, page);
    await page.goto(`/treino/${treinoId}`);
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('treino-page')).toContainText('Clube Offline');
    await page.goto(`/fitnes/${sheetId}`);
    await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue('Ficha para o campo');
    const offlineGif = page.locator('img[alt="Agachamento livre"]').first();
    await expect(offlineGif).toBeVisible();
    await expect.poll(() => offlineGif.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A screen never opened online: a plain message, not a stack of errors.
    await page.goto('/weeks');
    await expect(page.getByText('Esta tela precisa de internet').first()).toBeVisible();

    await context.setOffline(false);
    expect((await appCaches(page)).length).toBeGreaterThan(0);
    await page.goto('/');
    await page.getByTestId('logout').first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => appCaches(page)).toEqual([]);
  });

  test('a formation edited offline is queued and synced when the connection returns', async ({ page, context, request }) => {
    const token = await coach(page, request, 'offline-edit');
    const id = await createFormation(request, token, { clube: 'Clube Sync' });
    await controlled(page);
    await editOffline(page, context, id, 'Editada sem internet');
    expect((await formations(request, token)).find((f) => f.id === id)!.descricao).not.toBe('Editada sem internet');

    await context.setOffline(false);
    await expect(page.getByTestId('sync-indicator')).toHaveCount(0);
    // The list on screen is refreshed with the synced formation.
    await expect(page.getByText('Editada sem internet')).toBeVisible();
    const list = await formations(request, token);
    expect(list).toHaveLength(1);
    expect(list[0]!.descricao).toBe('Editada sem internet');
  });

  test('a formation changed on the server meanwhile is kept and the offline edit becomes a copy', async ({ page, context, request }) => {
    const token = await coach(page, request, 'offline-conflict');
    const id = await createFormation(request, token, { clube: 'Clube Conflito' });
    await controlled(page);
    await editOffline(page, context, id, 'Minha versão offline');
    await editOnServer(request, token, id, 'Clube Conflito');

    const shown = await recordNotifications(page);
    await context.setOffline(false);
    await expect(page.getByText('foi alterada no servidor enquanto você estava sem conexão')).toBeVisible();
    await expect(page.getByTestId('sync-indicator')).toHaveCount(0);
    // One copy, one round: each message once.
    await expect(page.getByText('Clube Conflito (cópia)')).toBeVisible();
    await page.waitForTimeout(1500);
    expect(await shown('foi alterada no servidor enquanto você estava sem conexão')).toBe(1);
    expect(await shown('Alterações sincronizadas.')).toBe(1);
    const list = await formations(request, token);
    expect(list).toHaveLength(2);
    expect(list.find((f) => f.id === id)!.descricao).toBe('Mudada no outro aparelho');
    const copy = list.find((f) => f.id !== id)!;
    expect(copy.clube).toBe('Clube Conflito (cópia)');
    expect(copy.descricao).toBe('Minha versão offline');
  });

  test('a save refused at sync (formation deleted meanwhile) shows the server message and stays until discarded', async ({ page, context, request }) => {
    const token = await coach(page, request, 'offline-refused');
    const id = await createFormation(request, token, { clube: 'Clube Apagado' });
    await controlled(page);
    await editOffline(page, context, id, 'Não vai entrar');
    expect((await request.delete(`/api/formactions/${id}`, { headers: auth(token) })).status()).toBe(200);

    await context.setOffline(false);
    const indicator = page.getByTestId('sync-indicator');
    await expect(indicator).toHaveText('Aguardando sincronização (1)');
    await indicator.click();
    await expect(page.getByTestId('sync-refused')).toContainText('O servidor recusou esta alteração');
    expect(await formations(request, token)).toHaveLength(0);
    await page.getByTestId('sync-discard').click();
    await expect(indicator).toHaveCount(0);
  });
  test('a formation saved offline without a reload shows in the list at once, marked waiting, and is synced and announced once', async ({ page, context, request }) => {
    const token = await coach(page, request, 'offline-list');
    const sportId = await firstSport(request, token);
    const id = await createFormation(request, token, { clube: 'Clube Antigo', descricao: 'Descrição do servidor' });
    await controlled(page);

    // A new formation: the list shows it at once with its picture, description and the mark, and no "Feito!".
    await saveNewOffline(page, context, sportId, 'Clube Novo Offline', 'Criada sem internet');
    await expect(page.getByText('Feito!')).toHaveCount(0);
    const queued = page.locator('[data-queued="true"]');
    await expect(queued).toHaveCount(1);
    await expect(queued.getByTestId('formation-queued-badge')).toHaveText('Aguardando sincronização');
    await expect(queued).toContainText('Clube Novo Offline');
    await expect(queued).toContainText('Criada sem internet');
    await expect(queued.locator('img').first()).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() =>
        queued
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(1280);

    const shown = await recordNotifications(page);
    // The connection drops and returns while the save is on its way (the upload is held 3 s): the
    // second "online" must not start a second round nor announce the first one twice.
    let held = false;
    await page.route('**/api/formactions', async (route) => {
      held = true;
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await context.setOffline(false);
    await expect.poll(() => held).toBe(true);
    await context.setOffline(true);
    await page.waitForTimeout(400);
    await context.setOffline(false);
    await expect(notificationsWith(page, 'Alterações sincronizadas.')).toHaveCount(1);
    await page.unroute('**/api/formactions');
    await expect(page.getByTestId('sync-indicator')).toHaveCount(0);
    const created = (await formations(request, token)).filter((f) => f.clube === 'Clube Novo Offline');
    expect(created).toHaveLength(1);
    await expect(page.getByTestId(`formation-${created[0]!.id}`)).toContainText('Criada sem internet');
    await expect(queued).toHaveCount(0);
    await expect(page.getByText('Clube Novo Offline')).toHaveCount(1);
    await page.waitForTimeout(1500);
    expect(await shown('Alterações sincronizadas.')).toBe(1);

    // An edited one: its card shows the new description and picture over the server's row.
    await page.getByTestId(`formation-edit-${id}`).click();
    await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
    await goOffline(context, page);
    await page.getByTestId('player-AZUL-0').click();
    await page.getByTestId('editor-save').click();
    await page.getByTestId('save-descricao').fill('Editada sem recarregar');
    await page.getByTestId('save-submit').click();
    await expect(page).toHaveURL(/\/formacoes$/);
    const card = page.getByTestId(`formation-${id}`);
    await expect(card.getByTestId('formation-queued-badge')).toBeVisible();
    await expect(page.getByTestId(`formation-desc-${id}`)).toHaveText('Editada sem recarregar');
    await expect.poll(() => pictureWidth(page, `formation-${id}`)).toBe(1280);
    await expect(page.getByTestId('sync-indicator')).toHaveText('Aguardando sincronização (1)');

    await context.setOffline(false);
    await expect(page.getByTestId('sync-indicator')).toHaveCount(0);
    await expect(card.getByTestId('formation-queued-badge')).toHaveCount(0);
    await expect(page.getByTestId(`formation-desc-${id}`)).toHaveText('Editada sem recarregar');
    expect((await formations(request, token)).find((f) => f.id === id)!.descricao).toBe('Editada sem recarregar');
    await expect(page.locator('[data-testid^="formation-desc-"]')).toHaveCount(2);
  });

  test('three saves queued while the connection flaps are each sent once, in order', async ({ page, context, request }) => {
    const token = await coach(page, request, 'offline-flap');
    await controlled(page);
    await page.goto('/formacoes');
    await expect(page.getByTestId('formations-new')).toBeVisible();
    await goOffline(context, page);
    // Three saves as the editor queues them (new formations: no id, no base version).
    await page.evaluate(
      async ({ png, draft }) => {
        const owner = Number(localStorage.getItem('prancheta:offline-owner'));
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open('prancheta-offline', 1);
          open.onupgradeneeded = () => open.result.createObjectStore('saves', { keyPath: 'seq', autoIncrement: true });
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        const tx = db.transaction('saves', 'readwrite');
        for (const n of [1, 2, 3]) {
          const fields = {
            clube: `Fila ${n}`,
            professor: 'Ana',
            categoria: 'Sub-15',
            data: '2026-06-02',
            local: 'Campo',
            descricao: `Ordem ${n}`,
            h_clube: 'Clube',
            h_professor: 'Professor',
            h_categoria: 'Categoria',
            h_data: 'Data',
            h_local: 'Local',
            h_descricao: 'Descrição',
            category_id: null,
          };
          tx.objectStore('saves').add({
            owner,
            input: { id: null, fields, colours: {}, draft: new Uint8Array(draft), png: new Blob([new Uint8Array(png)], { type: 'image/png' }) },
            baseUpdatedAt: null,
            queuedAt: new Date().toISOString(),
            refused: null,
          });
        }
        await new Promise((resolve) => (tx.oncomplete = resolve));
        db.close();
      },
      { png: [...TINY_PNG], draft: [...emptyDraft()] },
    );
    await page.reload();
    await expect(page.getByTestId('sync-indicator')).toHaveText('Aguardando sincronização (3)');

    // The connection comes and goes every 1.2 s while the queue is sent.
    let online = false;
    for (let i = 0; i < 12; i++) {
      online = !online;
      await context.setOffline(!online);
      await page.waitForTimeout(1200);
    }
    await context.setOffline(false);
    await expect(page.getByTestId('sync-indicator')).toHaveCount(0, { timeout: 30_000 });
    const list = await formations(request, token);
    expect(list.map((f) => f.clube).sort()).toEqual(['Fila 1', 'Fila 2', 'Fila 3']);
    // Sent oldest first: the server's ids follow the queue's order.
    const ids = ['Fila 1', 'Fila 2', 'Fila 3'].map((clube) => list.find((f) => f.clube === clube)!.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  test('signing out with saves waiting asks first: kept ones are sent at the next sign-in, discarded ones are gone', async ({ page, context, request }) => {
    const user = newUser('offline-signout');
    const token = await signUpByApi(request, user);
    await activateByApi(request, token);
    await logInByUi(page, user.email, user.password);
    const sportId = await firstSport(request, token);
    await controlled(page);

    // Kept: the question names the waiting formation; after signing in again it is sent.
    await saveNewOffline(page, context, sportId, 'Clube Guardado', 'Espera o próximo login');
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('logout-queue-list')).toHaveText('Clube Guardado');
    await page.getByTestId('logout-queue-keep').click();
    await expect(page).toHaveURL(/\/login$/);
    await context.setOffline(false);
    expect(await formations(request, token)).toHaveLength(0);
    await logInByUi(page, user.email, user.password);
    await expect.poll(async () => (await formations(request, token)).map((f) => f.clube)).toEqual(['Clube Guardado']);

    // Cancel stays signed in with the save waiting; discard signs out and the save is gone.
    await saveNewOffline(page, context, sportId, 'Clube Descartado', 'Não vai para o servidor');
    await page.getByTestId('logout').click();
    await expect(page.getByTestId('logout-queue-list')).toHaveText('Clube Descartado');
    await page.getByTestId('logout-queue-cancel').click();
    await expect(page).toHaveURL(/\/formacoes$/);
    await expect(page.getByTestId('sync-indicator')).toHaveText('Aguardando sincronização (1)');
    await page.getByTestId('logout').click();
    await page.getByTestId('logout-queue-discard').click();
    await expect(page).toHaveURL(/\/login$/);
    await context.setOffline(false);
    await logInByUi(page, user.email, user.password);
    await page.goto('/formacoes');
    await expect(page.getByTestId('formations-new')).toBeVisible();
    await expect(page.getByTestId('sync-indicator')).toHaveCount(0);
    expect((await formations(request, token)).map((f) => f.clube)).toEqual(['Clube Guardado']);
  });

  test('signing out online with saves waiting sends them first without asking', async ({ page, context, request }) => {
    const token = await coach(page, request, 'offline-signout-online');
    const sportId = await firstSport(request, token);
    await controlled(page);
    await saveNewOffline(page, context, sportId, 'Clube Enviado', 'Enviada antes de sair');
    // Back online, the sign-out itself sends the queue (whether or not the indicator's round got to it first).
    await context.setOffline(false);
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('logout-queue-dialog')).toHaveCount(0);
    expect((await formations(request, token)).map((f) => f.clube)).toEqual(['Clube Enviado']);
  });

  test('a save already sent, whose list read waits offline, is neither counted as waiting nor named at sign-out', async ({ page, context, request }) => {
    const token = await coach(page, request, 'offline-sent');
    const sportId = await firstSport(request, token);
    await controlled(page);
    await saveNewOffline(page, context, sportId, 'Clube Pendente', 'Ainda não enviada');
    await expect(page.getByTestId('sync-indicator')).toHaveText('Aguardando sincronização (1)');
    // The state a sync round leaves when the connection drops right after the server took the save:
    // the server's id recorded, the entry kept until the list's read (which waits while offline).
    await page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('prancheta-offline', 1);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction('saves', 'readwrite');
      const store = tx.objectStore('saves');
      const all = await new Promise<Array<Record<string, unknown>>>((resolve) => {
        const req = store.getAll();
        req.onsuccess = () => resolve(req.result as Array<Record<string, unknown>>);
      });
      for (const save of all) store.put({ ...save, sentId: 987654 });
      await new Promise((resolve) => (tx.oncomplete = resolve));
    });
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    // Its card stays on the list until the server's row shows; nothing is waiting any more.
    await expect(page.getByText('Clube Pendente')).toBeVisible();
    await expect(page.getByTestId('sync-indicator')).toHaveCount(0);
    await page.getByTestId('logout').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('logout-queue-dialog')).toHaveCount(0);
  });

  test('data read before the service worker controls the first visit is kept offline', async ({ page, context, request }) => {
    const user = newUser('offline-first');
    const token = await signUpByApi(request, user);
    await activateByApi(request, token);
    const treinoId = await createTraining(request, token, { clube: 'Clube Primeira Visita' });
    // Signed in before the app's first load (from a server page, not the app): the training is read at
    // once, while the worker is still installing (precaching the app) and does not control the page.
    await page.goto('/api/health');
    await page.evaluate((t) => sessionStorage.setItem('auth_token', t), token);
    await page.goto(`/treino/${treinoId}`);
    await expect(page.getByTestId('treino-page')).toContainText('Clube Primeira Visita');
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    await controlled(page);
    await expect.poll(() => page.evaluate(() => caches.keys().then((keys) => keys.includes('prancheta-trainings-data')))).toBe(true);
    await goOffline(context, page);
    await page.reload();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    await expect(page.getByTestId('treino-page')).toContainText('Clube Primeira Visita');
  });
  test('a new version of the service worker offers "reload", and the reloaded app runs on it and talks to the API', async ({ page, request }) => {
    const token = await coach(page, request, 'offline-update');
    await createFormation(request, token, { clube: 'Clube Versão Nova' });
    await controlled(page);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);

    // A new deploy: the served sw.js changes (the server reads the built files per request). The
    // compressed copies are moved aside so the changed file is the one served.
    const dist = path.join(ROOT_DIR, 'apps/web/dist');
    const sw = path.join(dist, 'sw.js');
    const original = fs.readFileSync(sw);
    const aside = ['sw.js.br', 'sw.js.gz'].filter((f) => fs.existsSync(path.join(dist, f)));
    for (const f of aside) fs.renameSync(path.join(dist, f), path.join(dist, `${f}.e2e-aside`));
    const version = `e2e-${Date.now()}`;
    try {
      fs.writeFileSync(
        sw,
        Buffer.concat([
          original,
          Buffer.from(`\nself.addEventListener('message', (e) => { if (e.data && e.data.type === 'E2E_VERSION') e.ports[0].postMessage('${version}'); });\n`),
        ]),
      );
      await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r!.update()));
      await expect(page.getByTestId('update-prompt')).toBeVisible();
      await expect(page.getByTestId('update-prompt')).toContainText('Há uma nova versão do Prancheta.');
      const reloaded = page.waitForEvent('load');
      await page.getByTestId('update-reload').click();
      await reloaded;
      const running = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (e) => resolve(String(e.data));
            navigator.serviceWorker.controller!.postMessage({ type: 'E2E_VERSION' }, [channel.port2]);
          }),
      );
      expect(running).toBe(version);
      await expect(page.getByTestId('update-prompt')).toHaveCount(0);
      await page.goto('/formacoes');
      await expect(page.getByText('Clube Versão Nova')).toBeVisible();
    } finally {
      fs.writeFileSync(sw, original);
      for (const f of aside) fs.renameSync(path.join(dist, `${f}.e2e-aside`), path.join(dist, f));
    }
  });
});

test.describe('installable app', () => {
  test('serves the manifest in the three languages with reachable icons, and the page links it with the iOS tags', async ({ page, request }) => {
    const res = await request.get('/manifest.webmanifest');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as {
      name: string;
      short_name: string;
      display: string;
      start_url: string;
      theme_color: string;
      lang: string;
      icons: Array<{ src: string; sizes: string; purpose: string }>;
      shortcuts: Array<{ name: string; url: string }>;
    };
    expect(manifest).toMatchObject({ short_name: 'Prancheta', display: 'standalone', theme_color: '#1b7a3e', lang: 'pt-BR' });
    expect(manifest.name).toBe('Prancheta — planejamento de treinos');
    expect(manifest.start_url).toMatch(/^\//);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
      expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
    }
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Prancheta tática', '/select-board'],
      ['Treinos', '/treinos'],
      ['Fichas de treino', '/fitnes'],
    ]);

    const es = (await (await request.get('/manifest.webmanifest?lang=es-es')).json()) as { name: string; lang: string };
    expect(es).toMatchObject({ name: 'Prancheta — planificación de entrenamientos', lang: 'es' });
    const en = (await (await request.get('/manifest.webmanifest', { headers: { 'accept-language': 'en-US,en;q=0.9' } })).json()) as { name: string };
    expect(en.name).toBe('Prancheta — training planner');

    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest?lang=pt-br');
    const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await request.get(touch!)).status()).toBe(200);
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
    // Chromium finds the manifest installable (no installability errors).
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors: errors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    // Playwright's browser contexts are incognito ones, where Chromium never offers to install.
    expect(errors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });
});
