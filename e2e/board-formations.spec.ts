import { gunzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { unreachableControls } from './helpers/layout.ts';
import { auth, createFormation } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

// The board saved as an editable formation, and a saved formation opened on the board.

async function coach(page: Page, request: APIRequestContext, prefix = 'boardform'): Promise<string> {
  const token = await signUpByApi(request, newUser(prefix));
  await activateByApi(request, token);
  await useToken(page, token);
  return token;
}

const board = (page: Page) => page.getByTestId('board');

/** The first paint of a screen after a navigation can take long on a busy shared machine: a wait, not a timing check. */
const FIRST_PAINT = { timeout: 90_000 };

/** Board point (fractions of the landscape board) to page pixels; a portrait board is turned a quarter clockwise. */
async function at(page: Page, fx: number, fy: number): Promise<{ x: number; y: number }> {
  const canvas = page.getByTestId('board-canvas');
  const box = (await canvas.boundingBox())!;
  if ((await canvas.getAttribute('data-rotated')) === 'true') return { x: box.x + box.width * (1 - fy), y: box.y + box.height * fx };
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

async function stroke(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const a = await at(page, ...from);
  const b = await at(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 5, a.y + ((b.y - a.y) * i) / 5);
  await page.mouse.up();
}

/** The coach's image formations, newest first. */
async function formations(request: APIRequestContext, token: string): Promise<Array<{ id: number; clube: string; editable: boolean }>> {
  const res = await request.get('/api/formactions?type=image', { headers: auth(token) });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { formacoes: Array<{ id: number; clube: string; editable: boolean }> }).formacoes;
}

/** The object types of a formation's stored drawing (the draft the editor opens). */
async function draftTypes(request: APIRequestContext, token: string, id: number): Promise<string[]> {
  const res = await request.get(`/api/formactions/editable/${id}`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  const env = JSON.parse(gunzipSync(await res.body()).toString('utf8')) as { scene: { objects: Array<{ type: string }>; backgroundImage: string } };
  return env.scene.objects.map((o) => o.type);
}

async function fillSaveDialog(page: Page, clube: string): Promise<void> {
  await expect(page.getByTestId('save-clube')).toBeVisible();
  await page.getByTestId('save-clube').fill(clube);
  await page.getByTestId('save-professor').fill('Rita');
  await page.getByTestId('save-categoria').fill('Sub-15');
  await page.getByTestId('save-local').fill('Campo 1');
  await page.getByTestId('save-descricao').fill('Saída de bola desenhada na prancheta');
  await page.getByTestId('save-submit').click();
}

test.describe('board and formations together (desktop)', () => {
  test('saves the board as an editable formation, opens it on the board and saves the drawing over it', async ({ page, request }) => {
    const token = await coach(page, request);
    await page.goto('/board?esporte=1&camp=0&board=1');
    await expect(page.getByTestId('board-canvas').locator('.konvajs-content')).toBeVisible(FIRST_PAINT);
    await page.getByTestId('tool-arrow').click();
    await stroke(page, [0.2, 0.5], [0.6, 0.4]);
    await page.getByTestId('tool-free').click();
    await stroke(page, [0.3, 0.7], [0.5, 0.8]);
    await page.getByTestId('board-markers').click();
    await page.getByTestId('marker-number').fill('10');
    await page.getByTestId('marker-add').click();
    await page.keyboard.press('Escape');
    await expect(board(page)).toHaveAttribute('data-strokes', '2');
    await expect(board(page)).toHaveAttribute('data-markers', '1');

    // A required field left empty: the editor's message, nothing stored.
    await page.getByTestId('board-save-formation').click();
    await page.getByTestId('save-submit').click();
    await expect(page.getByTestId('save-fill-error')).toBeVisible();
    expect(await formations(request, token)).toHaveLength(0);

    await fillSaveDialog(page, 'Prancheta FC');
    await expect(page.getByTestId('board-formation-saved')).toBeVisible();
    const [saved] = await formations(request, token);
    expect(saved).toMatchObject({ clube: 'Prancheta FC', editable: true });
    // Arrow and free-hand line, the numbered marker as a disc and its number: editable objects.
    expect(await draftTypes(request, token, saved!.id)).toEqual(['arrow', 'freehand', 'shape', 'text']);

    // The formation opens on the board with its picture as the background; the drawing over it is saved as a new formation.
    await page.goto('/formacoes');
    await page.getByTestId(`formation-board-${saved!.id}`).click(FIRST_PAINT);
    await expect(page).toHaveURL(new RegExp(`/board\\?formation=${saved!.id}$`));
    await expect(board(page)).toHaveAttribute('data-background', 'loaded', FIRST_PAINT);
    await expect(board(page)).toHaveAttribute('data-strokes', '0');
    await page.getByTestId('tool-line').click();
    await stroke(page, [0.1, 0.1], [0.4, 0.1]);
    await expect(board(page)).toHaveAttribute('data-strokes', '1');
    await page.getByTestId('board-save-formation').click();
    await fillSaveDialog(page, 'Por cima');
    await expect(page.getByTestId('board-formation-saved')).toBeVisible();
    const list = await formations(request, token);
    expect(list).toHaveLength(2);
    const over = list.find((f) => f.clube === 'Por cima')!;
    // The original formation's objects stay editable, below the new line.
    expect(await draftTypes(request, token, over.id)).toEqual(['arrow', 'freehand', 'shape', 'text', 'line']);
    await page.getByTestId('board-formation-open-editor').click();
    await expect(page).toHaveURL(new RegExp(`/edit/${over.id}\\?type=formaction`));
  });

  test("another coach's formation does not open on the board", async ({ page, request }) => {
    const owner = await signUpByApi(request, newUser('boardowner'));
    await activateByApi(request, owner);
    const theirs = await createFormation(request, owner, { clube: 'Alheio' });
    await coach(page, request, 'boardintruder');
    await page.goto(`/board?formation=${theirs}`);
    await expect(page.getByTestId('board-error')).toBeVisible(FIRST_PAINT);
    await expect(page.getByTestId('board-save-formation')).toHaveCount(0);
  });
});

test.describe('board and formations together (360 px phone)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('opens a formation on the board and saves the board as a formation', async ({ page, request }) => {
    const token = await coach(page, request, 'boardphone');
    const id = await createFormation(request, token, { clube: 'Celular FC' });
    await page.goto('/formacoes');
    await page.getByTestId(`formation-board-${id}`).click(FIRST_PAINT);
    await expect(board(page)).toHaveAttribute('data-background', 'loaded', FIRST_PAINT);
    const save = page.getByTestId('board-save-formation');
    await expect(save).toBeVisible();
    const box = (await save.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    expect(await unreachableControls(page, '[data-testid=board-toolbar]')).toEqual([]);
    await save.tap();
    await fillSaveDialog(page, 'Do celular');
    await expect(page.getByTestId('board-formation-saved')).toBeVisible();
    expect((await formations(request, token)).map((f) => f.clube)).toContain('Do celular');
  });
});
