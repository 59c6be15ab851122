import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { TINY_PNG, auth, createFormation, signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

interface Obj {
  id: string;
  type: string;
  x: number;
  y: number;
  team?: string;
  variant?: string;
  number?: string;
  name?: string;
  text?: string;
  points?: number[];
}

const doc = (page: Page) => page.evaluate(() => window.__pranchetaEditor!.getDocument().objects as unknown as Obj[]);
/** The object types, polled: placing an object loads its sprite first, so the document changes a moment after the click. */
const types = (page: Page) => doc(page).then((objects) => objects.map((o) => o.type));
const selection = (page: Page) => page.evaluate(() => window.__pranchetaEditor!.getState().selection);
const toPage = (page: Page, x: number, y: number) => page.evaluate(([x, y]) => window.__pranchetaEditor!.toPage(x!, y!), [x, y]);

async function drag(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  const a = await toPage(page, ...from);
  const b = await toPage(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8 + (i % 2 ? 6 : -6));
  await page.mouse.up();
}

async function draw(page: Page, tool: string, from: [number, number], to: [number, number]): Promise<void> {
  await page.getByTestId(`action-tool-${tool}`).click();
  await drag(page, from, to);
}

/** Opens the drawing editor on the first sport's first field. */
async function openEditor(page: Page, token: string): Promise<void> {
  const { sports } = (await (await page.request.get('/api/sports', { headers: auth(token) })).json()) as { sports: Array<{ id: number }> };
  await page.goto(`/marcar?esporte=${sports[0]!.id}&camp=0`);
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
}

/** One player of each colour, a goalkeeper and an item. */
async function placePlayersAndItems(page: Page): Promise<void> {
  for (const team of ['AMARELA', 'AZUL', 'VERDE', 'VERMELHA', 'PRETA']) await page.getByTestId(`player-${team}-0`).click();
  await page.getByTestId('tab-goalkeepers').click();
  await page.getByTestId('goalkeeper-0').click();
  await page.getByTestId('tab-items').click();
  await page.getByTestId('item-0').click();
}

/** Every line kind and both arrows, left to right. */
async function drawEveryLine(page: Page): Promise<void> {
  await draw(page, 'line', [100, 100], [300, 120]);
  await draw(page, 'dashed', [100, 180], [300, 200]);
  await draw(page, 'curve', [100, 260], [300, 260]);
  await draw(page, 'freehand', [100, 340], [300, 380]);
  await draw(page, 'arrow', [900, 100], [1100, 150]);
  await draw(page, 'adash', [900, 200], [1100, 250]);
}

/** A text and an ellipse, placed with the select tool on. */
async function addTextAndShape(page: Page): Promise<void> {
  await page.getByTestId('action-tool-select').click();
  await page.getByTestId('tab-text').click();
  await page.getByTestId('text-input').fill('Pressão alta');
  await page.getByTestId('text-add').click();
  await page.getByTestId('tab-shapes').click();
  await page.getByTestId('shape-ellipse').click();
}

/** Picks a file with the personal-image upload button. */
async function uploadPersonal(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.getByTestId('tab-personal').click();
  const wait = page.waitForEvent('filechooser');
  await page.getByTestId('personal-upload').click();
  await (await wait).setFiles(file);
}

/** Places the first (only) personal image after uploading a PNG. */
async function placePersonalImage(page: Page): Promise<void> {
  await uploadPersonal(page, { name: 'escudo.png', mimeType: 'image/png', buffer: TINY_PNG });
  const personal = page.locator('[data-testid^="personal-image-"]');
  await expect(personal).toHaveCount(1);
  await personal.first().click();
}

/** Places a shirt with `number` and `name` from the shirts tab. */
async function placeShirt(page: Page, number: string, name: string): Promise<void> {
  await page.getByTestId('tab-shirts').click();
  await page.getByTestId('shirt-number').fill(number);
  await page.getByTestId('shirt-name').fill(name);
  await page.getByTestId('shirt-0').click();
}

test('an empty /formacoes leads through the sport and field pickers to the editor', async ({ page, request }) => {
  await signedInCoach(page, request, 'formations');
  await page.goto('/formacoes');
  await page.getByTestId('formations-empty-new').click();
  await page.getByTestId('sport-picker').locator('[data-testid^="sport-"]').first().click();
  await expect(page).toHaveURL(/\/select\?esporte=\d+/);
  await page.getByTestId('field-0').click();
  await expect(page).toHaveURL(/\/marcar\?esporte=\d+&camp=0/);
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
});

test('the editor places a player of each colour, a goalkeeper, an item and a shirt with number and name', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'formations');
  await openEditor(page, token);
  await placePlayersAndItems(page);
  await page.getByTestId('tab-shirts').click();
  await page.getByTestId('shirt-number').fill('1234');
  await expect(page.getByTestId('shirt-number')).toHaveValue('123');
  await placeShirt(page, '10', 'Marta');
  await expect.poll(() => types(page)).toEqual(['player', 'player', 'player', 'player', 'player', 'goalkeeper', 'item', 'shirt']);
  const objects = await doc(page);
  expect(objects.slice(0, 5).map((o) => o.team)).toEqual(['AMARELA', 'AZUL', 'VERDE', 'VERMELHA', 'PRETA']);
  expect(objects[7]).toMatchObject({ number: '10', name: 'Marta' });
});

test('the editor draws every line kind and both arrows', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'formations');
  await openEditor(page, token);
  await drawEveryLine(page);
  await expect.poll(async () => (await doc(page)).map((o) => `${o.type}:${o.variant ?? ''}`)).toEqual(['line:straight', 'line:dashed', 'curve:', 'freehand:', 'arrow:plain', 'arrow:dashed']);
  const free = (await doc(page))[3]!;
  expect(free.points!.length).toBeGreaterThan(6);
});

test('the editor adds text, a shape and a personal image (a wrong type and an oversized file refused)', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'formations');
  await openEditor(page, token);
  await addTextAndShape(page);
  await uploadPersonal(page, { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByTestId('personal-error')).toContainText('Formato de ficheiro não permitido');
  await uploadPersonal(page, { name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024 + 10, 1) });
  await expect(page.getByTestId('personal-error')).toContainText('Máximo permitido 3mb');
  await placePersonalImage(page);
  await expect.poll(() => types(page)).toEqual(['text', 'shape', 'image']);
  expect((await doc(page)).find((o) => o.type === 'text')!.text).toBe('Pressão alta');
});

test('the editor undoes and redoes a gesture, copies and pastes a selection, moves it with the keys and drags an arrow', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'formations');
  await openEditor(page, token);
  await placeShirt(page, '10', 'Marta');
  await draw(page, 'arrow', [900, 100], [1100, 150]);
  await page.getByTestId('action-tool-select').click();
  await expect.poll(() => types(page)).toEqual(['shirt', 'arrow']);
  let objects = await doc(page);

  // Undo and redo one gesture.
  const count = objects.length;
  await page.getByTestId('action-undo').click();
  await expect.poll(async () => (await doc(page)).length).toBe(count - 1);
  await page.getByTestId('action-redo').click();
  await expect.poll(async () => (await doc(page)).length).toBe(count);

  // Select the shirt by clicking it, copy/paste (10 px offset), arrow-key move.
  const shirt = objects[0]!;
  const p = await toPage(page, shirt.x, shirt.y);
  await page.mouse.click(p.x, p.y);
  await expect.poll(() => selection(page)).toEqual([shirt.id]);
  await page.keyboard.press('Control+c');
  await page.keyboard.press('Control+v');
  await expect.poll(async () => (await doc(page)).length).toBe(count + 1);
  objects = await doc(page);
  const copy = objects[objects.length - 1]!;
  expect(copy).toMatchObject({ type: 'shirt', number: '10', name: 'Marta', x: shirt.x + 10, y: shirt.y + 10 });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await doc(page)).at(-1)).toMatchObject({ x: shirt.x + 20, y: shirt.y + 30 });

  // Drag the arrow 300 px down (one history step).
  const arrow = objects[1]!;
  expect(arrow.type).toBe('arrow');
  await drag(page, [1000, 125], [1000, 425]);
  // The last wiggle of drag() is 6 display px.
  const movedBy = async () => {
    const o = (await doc(page))[1]!;
    return { dx: Math.abs(o.x - arrow.x) < 8, dy: Math.abs(o.y - (arrow.y + 300)) < 16 };
  };
  await expect.poll(movedBy).toEqual({ dx: true, dy: true });
});

test('a drawn formation is saved (missing fields refused), listed, reopens exactly and downloads as a light JPEG', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'formations');
  await openEditor(page, token);
  // A drawing with every kind of object.
  await placePlayersAndItems(page);
  await placeShirt(page, '10', 'Marta');
  await drawEveryLine(page);
  await addTextAndShape(page);
  await placePersonalImage(page);
  await expect.poll(async () => (await types(page)).length).toBe(17);

  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/editor-desktop.png`, fullPage: true });

  // Save: missing fields are refused, then the full form saves and goes to /formacoes.
  const before = await doc(page);
  await page.getByTestId('editor-save').click();
  await page.getByTestId('save-clube').fill('');
  await page.getByTestId('save-submit').click();
  await expect(page.getByTestId('save-fill-error')).toHaveText('Preencha todos os campos');
  await page.getByTestId('save-clube').fill('Clube Azul');
  await page.getByTestId('save-professor').fill('Ana');
  await page.getByTestId('save-categoria').fill('Sub-15');
  await page.getByTestId('save-local').fill('Campo 2');
  await page.getByTestId('save-descricao').fill('Saída de bola com três zagueiros e pressão alta');
  await page.getByTestId('save-submit').click();
  await expect(page).toHaveURL(/\/formacoes$/);
  await expect(page.getByText('Feito!')).toBeVisible();
  const card = page.locator('[data-testid^="formation-"][data-testid$="0"], [data-testid^="formation-"]').filter({ hasText: 'Clube Azul' }).first();
  await expect(card).toBeVisible();
  await expect(card).toContainText('Saída de bola com três zagueiros e…');
  const id = Number((await card.getAttribute('data-testid'))!.replace('formation-', ''));

  // Reopen: every object is back where it was.
  await page.getByTestId(`formation-edit-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${id}\\?type=formaction`));
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  await expect.poll(async () => (await doc(page)).length).toBe(before.length);
  expect(await doc(page)).toEqual(before);
  await page.getByTestId('editor-back').click();
  await expect(page).toHaveURL(/\/formacoes$/);

  // The saved image is the 1280x960 canvas.
  const saved = await request.get(`/api/formactionimg/${id}`, { headers: auth(token) });
  const png = await saved.body();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1280, 960]);

  // The light download: a 1280x960 JPEG under 400 KB, much smaller than the PNG.
  const downloadingJpeg = page.waitForEvent('download');
  await page.getByTestId(`formation-download-${id}`).click();
  await page.getByTestId(`formation-download-jpeg-${id}`).click();
  const jpegDownload = await downloadingJpeg;
  expect(jpegDownload.suggestedFilename()).toBe(`formacao-${id}.jpg`);
  const jpeg = fs.readFileSync((await jpegDownload.path())!);
  expect(jpeg.subarray(0, 3).toString('hex')).toBe('ffd8ff');
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect([jpeg.readUInt16BE(sof + 7), jpeg.readUInt16BE(sof + 5)]).toEqual([1280, 960]);
  expect(jpeg.length).toBeLessThan(400 * 1024);
  expect(jpeg.length).toBeLessThan(png.length);
});

/** A signed-in coach with two API-made formations on /formacoes; answers the token and their ids. */
async function coachWithTwoFormations(page: Page, request: APIRequestContext): Promise<{ token: string; id: number; keptId: number }> {
  const token = await signedInCoach(page, request, 'formations');
  const id = await createFormation(request, token, { clube: 'Clube Azul', descricao: 'Saída de bola com três zagueiros e pressão alta' });
  const keptId = await createFormation(request, token, { clube: 'Clube Verde' });
  await page.goto('/formacoes');
  await expect(page.getByTestId(`formation-desc-${id}`)).toHaveText('Saída de bola com três zagueiros e…');
  return { token, id, keptId };
}

test('/formacoes shows a formation\'s image in a viewer that names it and downloads the stored PNG', async ({ page, request }) => {
  const { id } = await coachWithTwoFormations(page, request);

  // View the image, then download it: the stored PNG.
  await page.getByTestId(`formation-view-${id}`).click();
  await expect(page.getByTestId('formation-viewer').locator('img')).toBeVisible();
  await page.keyboard.press('Escape');
  const downloading = page.waitForEvent('download');
  await page.getByTestId(`formation-download-${id}`).click();
  await page.getByTestId(`formation-download-png-${id}`).click();
  const file = await (await downloading).path();
  expect(fs.readFileSync(file!).equals(TINY_PNG)).toBe(true);

  // The viewer names the formation.
  await page.getByTestId(`formation-view-${id}`).click();
  await expect(page.getByRole('dialog', { name: `Formação #${id}` })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('/formacoes prints one formation from its card, and the ticked ones with a print token (nothing ticked says what to do)', async ({ page, request }) => {
  const { token, id } = await coachWithTwoFormations(page, request);
  // Print one formation from its card: a new window with a PDF.
  const popupOne = page.waitForEvent('popup');
  await page.getByTestId(`formation-print-${id}`).click();
  const one = await popupOne;
  await one.waitForURL(new RegExp(`/api/print/fr\\?exs\\[\\]=${id}&.*token=`));
  await one.close();

  // "Imprimir" with nothing ticked says what to do.
  await page.getByTestId('formations-print').click();
  await expect(page.getByText('Marque a caixa no canto das formações').first()).toBeVisible();

  // Print the ticked formations: a new window with a PDF, opened with a print token (never the session token).
  await page.getByTestId(`formation-check-${id}`).check();
  const popup = page.waitForEvent('popup');
  await page.getByTestId('formations-print').click();
  const win = await popup;
  await win.waitForURL(/\/api\/print\/fr\?exs\[\]=\d+.*token=/);
  expect(win.url()).not.toContain(token);
  const pdf = await request.get(win.url());
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await win.close();
});

test('/formacoes deletes a formation after confirmation, leaving the other, and ends on the empty list', async ({ page, request }) => {
  const { id, keptId } = await coachWithTwoFormations(page, request);
  // Delete asks first; cancel keeps it, confirm removes it and leaves the other.
  await page.getByTestId(`formation-delete-${id}`).click();
  await expect(page.getByTestId('delete-dialog')).toContainText(`#${id}`);
  await page.getByTestId('delete-cancel').click();
  await expect(page.getByTestId(`formation-${id}`)).toBeVisible();
  await page.getByTestId(`formation-delete-${id}`).click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId(`formation-${id}`)).toHaveCount(0);
  await expect(page.getByTestId(`formation-${keptId}`)).toBeVisible();
  await page.getByTestId(`formation-delete-${keptId}`).click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('formations-empty-new')).toBeVisible();
});

test('leaving the editor with unsaved changes asks first', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'formations');
  await openEditor(page, token);
  await page.getByTestId('player-AZUL-0').click();
  await expect(page.getByTestId('unsaved-badge')).toBeVisible();
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/editor-tablet.png`, fullPage: true });
  }
  await page.getByTestId('editor-back').click();
  await expect(page.getByTestId('leave-confirm')).toBeVisible();
  await expect(page).toHaveURL(/\/marcar\?/);
  await page.getByTestId('leave-confirm').click();
  await expect(page).toHaveURL(/\/formacoes$/);
});
