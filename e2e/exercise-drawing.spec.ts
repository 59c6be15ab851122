import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { auth, createExercise, createTraining, signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string }>;

interface Obj {
  id: string;
  type: string;
  x: number;
  y: number;
  team?: string;
  scaleX?: number;
  scaleY?: number;
}

const doc = (page: Page) => page.evaluate(() => window.__pranchetaEditor!.getDocument().objects as unknown as Obj[]);
const toPage = (page: Page, x: number, y: number) => page.evaluate(([x, y]) => window.__pranchetaEditor!.toPage(x!, y!), [x, y]);

async function drag(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const a = await toPage(page, ...from);
  const b = await toPage(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
  await page.mouse.up();
}

/** Where the centre of the selection's bottom-right handle shows on the page, read from Konva; null while none shows. */
function cornerHandle(page: Page): Promise<{ x: number; y: number } | null> {
  return page.evaluate(() => {
    type Node = { getAbsolutePosition(): { x: number; y: number }; isVisible(): boolean };
    const konva = (window as unknown as { Konva: { stages: Array<{ findOne(s: string): Node | undefined; container(): HTMLElement }> } }).Konva;
    const stage = konva.stages[0]!;
    const corner = stage.findOne('.bottom-right');
    if (!corner?.isVisible()) return null;
    const box = stage.container().getBoundingClientRect();
    const p = corner.getAbsolutePosition();
    return { x: box.left + p.x, y: box.top + p.y };
  });
}

async function coachWithTraining(page: Page, request: APIRequestContext): Promise<{ token: string; treinoId: number }> {
  const token = await signedInCoach(page, request, 'exdraw');
  return { token, treinoId: await createTraining(request, token) };
}

async function fillExercise(page: Page, titulo: string): Promise<void> {
  const dialog = page.getByTestId('exercise-save-dialog');
  await dialog.getByTestId('ex-titulo').fill(titulo);
  await dialog.getByTestId('ex-duracao').fill('12 min');
  await dialog.getByTestId('ex-blocos_de_duracao').fill('3x4 min');
  await dialog.getByTestId('ex-dimensao').fill('30x25 m');
  await dialog.getByTestId('ex-relacao_numerica').fill('2x1');
  await dialog.getByTestId('ex-descricao').fill('Dois atacantes contra um defensor, finalização em até 6 segundos.');
}

/** The objects of a saved exercise's draft, read straight from the API. */
async function savedObjects(request: APIRequestContext, token: string, id: number): Promise<Obj[]> {
  const res = await request.get(`/api/exercicios/editable/${id}?key_time=1`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  const draft = JSON.parse(gunzipSync(await res.body()).toString('utf8')) as { scene: { objects: Obj[] } };
  return draft.scene.objects;
}

/** From the training: add exercise -> field picker -> the editor of this training. */
async function openEditorFromTraining(page: Page, treinoId: number): Promise<void> {
  await page.goto(`/treino/${treinoId}`);
  await page.getByTestId('ex-add').click();
  await expect(page).toHaveURL(new RegExp(`/select\\?esporte=1&treino=${treinoId}`));
  await page.getByTestId('field-0').click();
  await expect(page).toHaveURL(new RegExp(`/marcar/${treinoId}\\?esporte=1&camp=0`));
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
}

/** Two players and an arrow; answers the drawn objects. */
async function drawTwoPlayersAndArrow(page: Page): Promise<Obj[]> {
  await page.getByTestId('player-AMARELA-0').click();
  await page.getByTestId('player-AZUL-0').click();
  await page.getByTestId('action-tool-arrow').click();
  await drag(page, [300, 300], [600, 420]);
  await expect.poll(async () => (await doc(page)).map((o) => o.type)).toEqual(['player', 'player', 'arrow']);
  return doc(page);
}

test('the exercise save dialog refuses empty boxes, and a server refusal keeps it open with the message', async ({ page, request }) => {
  const { treinoId } = await coachWithTraining(page, request);
  await openEditorFromTraining(page, treinoId);
  await expect(page.getByTestId('editor-back')).toHaveAttribute('href', `/treino/${treinoId}`);
  await drawTwoPlayersAndArrow(page);

  await page.getByTestId('editor-save').click();
  const dialog = page.getByTestId('exercise-save-dialog');
  await dialog.getByTestId('ex-submit').click();
  await expect(dialog.getByTestId('ex-error')).toHaveText('Preencha todos os campos do exercício');
  await fillExercise(page, 'Ataque 2x1 com finalização');
  await page.route('**/api/exercicios', (route) => route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ message: 'Dados inválidos', errors: { dimensao: ['Campo obrigatório'] } }) }), { times: 1 });
  await dialog.getByTestId('ex-submit').click();
  await expect(page.getByText('Preencha todos os campos do exercício').first()).toBeVisible();
  await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/marcar/${treinoId}`));
});

test('a drawn exercise saves to its training as drawn, reopens with every object where it was and saves again', async ({ page, request }) => {
  const { token, treinoId } = await coachWithTraining(page, request);
  await openEditorFromTraining(page, treinoId);
  const drawn = await drawTwoPlayersAndArrow(page);
  // Click-placed objects do not pile up on one spot.
  expect(Math.hypot(drawn[0]!.x - drawn[1]!.x, drawn[0]!.y - drawn[1]!.y)).toBeGreaterThan(40);

  // The save goes back to the training with the exercise listed as drawn.
  await page.getByTestId('editor-save').click();
  const dialog = page.getByTestId('exercise-save-dialog');
  await fillExercise(page, 'Ataque 2x1 com finalização');
  await dialog.getByTestId('ex-submit').click();
  await expect(page).toHaveURL(new RegExp(`/treino/${treinoId}#ex-\\d+$`));
  await expect(page.getByText('Exercício salvo com sucesso').first()).toBeVisible();
  const row = page.getByTestId('exercises-table').getByRole('row', { name: /Ataque 2x1 com finalização/ });
  await expect(row).toContainText('Desenhado');
  const exId = Number((await row.getAttribute('data-testid'))!.replace('ex-row-', ''));
  // The saved exercise is brought into view, not left below the fold.
  await expect(page).toHaveURL(new RegExp(`/treino/${treinoId}#ex-${exId}$`));
  await expect(row).toBeInViewport();
  expect(await savedObjects(request, token, exId)).toEqual(drawn);
  const png = await request.get(`/api/exercicioimg/${exId}`, { headers: auth(token) });
  const pngBytes = await png.body();
  expect([pngBytes.readUInt32BE(16), pngBytes.readUInt32BE(20)]).toEqual([1280, 960]);

  // Edit: the editor opens with every object where it was and the form filled in.
  await page.getByTestId(`ex-edit-${exId}`).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${exId}\\?type=exercice`));
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.__pranchetaEditor?.getDocument().objects.length ?? -1)).toBe(3);
  expect(await doc(page)).toEqual(drawn);
  const blue = drawn[1]!;
  await drag(page, [blue.x, blue.y], [blue.x + 200, blue.y - 100]);
  await expect.poll(async () => (await doc(page))[1]!.x).toBeGreaterThan(blue.x + 150);
  const moved = (await doc(page))[1]!;
  await page.getByTestId('editor-save').click();
  await expect(dialog.getByTestId('ex-titulo')).toHaveValue('Ataque 2x1 com finalização');
  await dialog.getByTestId('ex-titulo').fill('Ataque 2x1 pelo corredor');
  await dialog.getByTestId('ex-submit').click();
  await expect(page).toHaveURL(new RegExp(`/treino/${treinoId}#ex-${exId}$`));
  await expect(page.getByTestId(`ex-row-${exId}`)).toContainText('Ataque 2x1 pelo corredor');
  expect((await savedObjects(request, token, exId))[1]).toEqual(moved);
  const listed = (await (await request.get(`/api/treinos/${treinoId}`, { headers: auth(token) })).json()) as { treino: { exercicios: Array<{ id: number }> } };
  expect(listed.treino.exercicios.map((e) => e.id)).toEqual([exId]);
});

test("a selected player's corner handle scales it and the scale is kept", async ({ page, request }) => {
  const { treinoId } = await coachWithTraining(page, request);
  await openEditorFromTraining(page, treinoId);
  await page.getByTestId('player-AMARELA-0').click();
  await expect.poll(async () => (await doc(page)).length).toBe(1);
  const player = (await doc(page))[0]!;
  // Select it by a click on it, then find the selection's bottom-right handle on screen.
  const at = await toPage(page, player.x, player.y);
  await page.mouse.click(at.x, at.y);
  await expect.poll(() => cornerHandle(page)).not.toBeNull();
  const handle = (await cornerHandle(page))!;
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(handle.x + 5 * i, handle.y + 5 * i);
  await page.mouse.up();
  await expect.poll(async () => (await doc(page))[0]!.scaleX).toBeGreaterThan(1.2);
  const scaled = (await doc(page))[0]!;
  expect(scaled.scaleY).toBeCloseTo(scaled.scaleX!, 2);
  // One undo puts the player back at its size.
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await doc(page))[0]!.scaleX).toBe(1);
});

test('a drawn exercise prints into a PDF that carries its title', async ({ page, request }) => {
  const { token, treinoId } = await coachWithTraining(page, request);
  const exId = await createExercise(request, token, treinoId, 'Ataque 2x1 pelo corredor', { drawn: true });
  await page.goto(`/treino/${treinoId}`);
  await page.getByTestId(`ex-check-${exId}`).check();
  const popup = page.waitForEvent('popup');
  await page.getByTestId('ex-print').click();
  const win = await popup;
  await win.waitForURL(/\/api\/print\/ex\?treino=\d+&exs\[\]=\d+/);
  const pdf = await request.get(win.url());
  expect(pdf.status()).toBe(200);
  expect((await pdfParse(await pdf.body())).text).toContain('Ataque 2x1 pelo corredor');
  await win.close();
});

test('an unknown exercise or training leaves the editor with the message', async ({ page, request }) => {
  await coachWithTraining(page, request);
  await page.goto('/edit/999999?type=exercice');
  await expect(page.getByText('Exercício não encontrado').first()).toBeVisible();
  await expect(page).toHaveURL(/\/treinos$/);
  await page.goto('/marcar/999999?esporte=1&camp=0');
  await expect(page.getByText(/Ocorreu um erro/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/treinos$/);
});
