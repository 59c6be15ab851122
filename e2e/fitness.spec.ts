import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { createFitnessExercise, createSheetByApi } from './helpers/fitness.ts';
import { horizontalOverflow, unreachableControls } from './helpers/layout.ts';
import { auth, signedInCoach, TINY_PNG } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';
import { recordWebm, saveVideo } from './helpers/videos.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

const tile = (page: Page, kind: 'media-folder' | 'media-image', name: string) => page.locator(`[data-testid="${kind}"][data-name="${name}"]`);

interface SheetAnswer {
  fitnes: { id: number; exercices: Array<{ id: number; mode: string; title: string; images: unknown[]; child: { title: string; path: string } | null; path: string }> };
}

/** Picks a library gif in the open form's picker (prefix ex or child). */
async function pickGif(page: Page, prefix: string, folder: string, name: string): Promise<void> {
  await page.getByTestId(`${prefix}-pick`).click();
  await tile(page, 'media-folder', folder).getByRole('button').click();
  await tile(page, 'media-image', name).getByRole('button').click();
  await page.getByTestId('gif-use').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

async function fillExercise(page: Page, prefix: string, title: string): Promise<void> {
  await page.getByTestId(`${prefix}-title`).fill(title);
  await page.getByTestId(`${prefix}-duration`).fill('10 min');
  await page.getByTestId(`${prefix}-charge`).fill('20 kg');
  await page.getByTestId(`${prefix}-series`).fill('3x12');
  await page.getByTestId(`${prefix}-group`).fill('Pernas');
}

async function createSheetByUi(page: Page, newPath: string, title: string): Promise<number> {
  await page.goto(newPath);
  await page.getByTestId('sheet-title').fill(title);
  await page.getByTestId('sheet-teacher').fill('Carla');
  await page.getByTestId('sheet-student').fill('João');
  await page.getByTestId('sheet-volume').fill('3x por semana');
  await page.getByTestId('sheet-objectives').fill('Força e resistência');
  await page.getByTestId('sheet-save').click();
  await expect(page).toHaveURL(/\/(fitnes|video-sessions)\/\d+$/);
  return Number(page.url().split('/').pop());
}

/** A signed-in coach with the sheet "Hipertrofia A" holding a normal, a bi-set and a profile exercise (made through the API). */
async function coachWithFullSheet(page: Page, request: APIRequestContext): Promise<{ token: string; sheetId: number; ids: Record<'normal' | 'biset' | 'profile', number> }> {
  const token = await signedInCoach(page, request, 'fitness');
  const sheetId = await createSheetByApi(request, token, 'Hipertrofia A');
  const ids = {
    normal: await createFitnessExercise(request, token, sheetId, 'normal'),
    biset: await createFitnessExercise(request, token, sheetId, 'biset'),
    profile: await createFitnessExercise(request, token, sheetId, 'profile'),
  };
  return { token, sheetId, ids };
}

/** GET /api/fitnesex/{id}: the sheet with its exercises. */
async function sheetOf(request: APIRequestContext, token: string, id: number): Promise<SheetAnswer['fitnes']> {
  return ((await (await request.get(`/api/fitnesex/${id}`, { headers: auth(token) })).json()) as SheetAnswer).fitnes;
}

test('a new sheet gets a normal exercise, refused without a gif, then built from the library picker', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'fitness');
  const sheetId = await createSheetByUi(page, '/new-fitnes', 'Hipertrofia A');

  // Normal: refused without a gif (gifs.select), then built from the picker.
  await page.getByTestId('sheet-add-exercise').click();
  await expect(page).toHaveURL(new RegExp(`/fitnes_ex/${sheetId}$`));
  await page.getByTestId('ex-mode').getByText('Normal', { exact: true }).click();
  await fillExercise(page, 'ex', 'Agachamento livre');
  await page.getByTestId('ex-save').click();
  await expect(page.getByText('Selecione um gif').first()).toBeVisible();
  expect((await sheetOf(request, token, sheetId)).exercices).toHaveLength(0);
  await pickGif(page, 'ex', 'Membros inferiores', 'Agachamento.gif');
  await page.getByTestId('ex-save').click();
  await expect(page).toHaveURL(new RegExp(`/fitnes/${sheetId}$`));
  expect((await sheetOf(request, token, sheetId)).exercices.map((e) => [e.mode, e.title])).toEqual([['normal', 'Agachamento livre']]);
});

test('a bi-set exercise: the second form starts as a copy of the first', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'fitness');
  const sheetId = await createSheetByApi(request, token, 'Hipertrofia A');
  await page.goto(`/fitnes/${sheetId}`);
  await page.getByTestId('sheet-add-exercise').click();
  await page.getByTestId('ex-mode').getByText('Normal', { exact: true }).click();
  await fillExercise(page, 'ex', 'Flexão');
  await pickGif(page, 'ex', 'Membros superiores', 'Flexão de braço.gif');
  await page.getByTestId('ex-mode').getByText('Bi-set', { exact: true }).click();
  await expect(page.getByTestId('child-title')).toHaveValue('Flexão');
  await page.getByTestId('child-title').fill('Prancha');
  await pickGif(page, 'child', 'Core', 'Prancha.gif');
  await page.getByTestId('ex-save').click();
  await expect(page).toHaveURL(new RegExp(`/fitnes/${sheetId}$`));
  const built = await sheetOf(request, token, sheetId);
  expect(built.exercices.map((e) => e.mode)).toEqual(['biset']);
  expect(built.exercices[0]!.child).toMatchObject({ title: 'Prancha', path: 'Core/Prancha.gif' });
});

test('a student-profile exercise with two photos has no gif download; its photos open in a modal', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'fitness');
  const sheetId = await createSheetByApi(request, token, 'Hipertrofia A');
  const normalId = await createFitnessExercise(request, token, sheetId, 'normal');
  await page.goto(`/fitnes/${sheetId}`);
  await page.getByTestId('sheet-add-exercise').click();
  await page.getByTestId('ex-mode').getByText('Perfil do aluno').click();
  await fillExercise(page, 'ex', 'Avaliação inicial');
  await page.getByTestId('ex-imc').fill('22,5');
  await page.getByTestId('ex-magra').fill('61%');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('ex-photos').click();
  await (
    await chooser
  ).setFiles([
    { name: 'frente.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'lado.png', mimeType: 'image/png', buffer: TINY_PNG },
  ]);
  await page.getByTestId('ex-save').click();
  await expect(page).toHaveURL(new RegExp(`/fitnes/${sheetId}$`));

  const built = await sheetOf(request, token, sheetId);
  expect(built.exercices.map((e) => e.mode)).toEqual(['normal', 'profile']);
  expect(built.exercices[1]!.images).toHaveLength(2);
  const profileId = built.exercices[1]!.id;
  await expect(page.getByTestId('exercises-table').locator('[data-testid^="ex-row-"]')).toHaveCount(2);
  // Download gif is hidden for the exercise with photos; its images open in a modal.
  await expect(page.getByTestId(`ex-download-${normalId}`)).toBeVisible();
  await expect(page.getByTestId(`ex-download-${profileId}`)).toHaveCount(0);
  await page.getByTestId(`ex-images-${profileId}`).click();
  await expect(page.getByRole('dialog').locator('img')).toHaveCount(2);
  await page.keyboard.press('Escape');
});

test('a sheet prints every exercise with the post-work into a PDF', async ({ page, request }) => {
  const { sheetId } = await coachWithFullSheet(page, request);
  await page.goto(`/fitnes/${sheetId}`);
  await expect(page.getByTestId('exercises-table').locator('[data-testid^="ex-row-"]')).toHaveCount(3);
  await page.getByTestId('ex-select-all').click();
  await page.getByTestId('sheet-print-postwork').check();
  const popup = page.waitForEvent('popup');
  await page.getByTestId('sheet-print').click();
  const win = await popup;
  await win.waitForURL(/\/api\/print\/fitnes\?fitnes=\d+/);
  const pdf = await request.get(win.url());
  expect(pdf.status()).toBe(200);
  const text = (await pdfParse(await pdf.body())).text.replace(/\s+/g, ' ');
  expect(text).toContain('Hipertrofia A');
  expect(text).toContain('Agachamento livre');
  expect(text).toContain('Prancha');
  expect(text).toContain('22,5');
  await win.close();
});

test('/fitnes duplicates a sheet with its exercises, and an exercise is copied into the copy', async ({ page, request }) => {
  const { token, sheetId, ids } = await coachWithFullSheet(page, request);
  await page.goto('/fitnes');
  await page.getByTestId(`sheet-duplicate-${sheetId}`).click();
  await expect(page.getByTestId('sheets-table').locator('[data-testid^="sheet-row-"]')).toHaveCount(2);
  const list = (await (await request.get('/api/fitnes', { headers: auth(token) })).json()) as { fitnes: Array<{ id: number }> };
  const copyId = list.fitnes.map((s) => s.id).find((id) => id !== sheetId)!;
  expect((await sheetOf(request, token, copyId)).exercices).toHaveLength(3);

  // Copy the normal exercise into the duplicate.
  await page.goto(`/fitnes/${sheetId}`);
  await page.getByTestId(`ex-select-${ids.normal}`).check();
  await page.getByTestId('sheet-copy').click();
  await page.getByTestId('copy-target').click();
  await page.getByRole('option', { name: new RegExp(`#${copyId} `) }).click();
  await page.getByTestId('copy-confirm').click();
  await expect(page.getByText('Feito!').first()).toBeVisible();
  expect((await sheetOf(request, token, copyId)).exercices.map((e) => e.title)).toEqual(['Agachamento livre', 'Flexão', 'Avaliação inicial', 'Agachamento livre']);
});

test('every fitness screen fits a 360 px phone: nothing sticks out, no control is clipped or covered', async ({ page, request }) => {
  const { sheetId, ids } = await coachWithFullSheet(page, request);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/fitnes', '/new-fitnes', `/fitnes/${sheetId}`, `/fitnes_ex/${sheetId}`, `/fitnes_ex/${ids.normal}/view`]) {
    await page.goto(path);
    await expect(page.locator('main h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
    expect(await unreachableControls(page, 'main'), path).toEqual([]);
  }
});

test('a coach builds a video session whose videos play looped, muted and automatically', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'vsession');
  await page.goto('/video-sessions');
  // A short webm recorded in the browser, stored as one of the coach's video formations.
  const webm = await recordWebm(page, { frames: 15 });
  const videoId = await saveVideo(request, token, webm, {
    clube: 'Clube Verde',
    professor: 'Ana',
    categoria: 'Sub-15',
    data: '2026-06-02',
    local: 'Campo 2',
    descricao: 'Transição',
  });

  const sessionId = await createSheetByUi(page, '/new-video-session', 'Sessão tática');
  await expect(page).toHaveURL(new RegExp(`/video-sessions/${sessionId}$`));
  await page.getByTestId('sheet-add-exercise').click();
  await expect(page).toHaveURL(new RegExp(`/video-sessions-ex/${sessionId}$`));
  await fillExercise(page, 'ex', 'saída de bola');
  await expect(page.getByTestId('ex-title')).toHaveValue('SAÍDA DE BOLA');
  await page.getByTestId('ex-save').click();
  await expect(page.getByText('Selecione um vídeo').first()).toBeVisible();
  await page.getByTestId('ex-pick').click();
  await expect(page.getByTestId(`video-tile-${videoId}`).locator('video')).toBeVisible();
  await page.getByTestId(`video-select-${videoId}`).click();
  await page.getByTestId('ex-save').click();
  await expect(page).toHaveURL(new RegExp(`/video-sessions/${sessionId}$`));

  const session = ((await (await request.get(`/api/fitnesex/${sessionId}`, { headers: auth(token) })).json()) as SheetAnswer).fitnes;
  const ex = session.exercices[0]!;
  expect(ex.path).toBe(String(videoId));
  const video = page.getByTestId(`ex-media-${ex.id}`);
  await expect(video).toBeVisible();
  await expect(video).toHaveJSProperty('loop', true);
  await expect(video).toHaveJSProperty('muted', true);
  await expect(video).toHaveJSProperty('autoplay', true);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => ({ playing: !v.paused && v.readyState >= 2, error: v.error?.code ?? null })))
    .toEqual({ playing: true, error: null });

  // The edit page of a video exercise; an image sheet's exercise id under /video-sessions-ex is refused.
  await page.getByTestId(`ex-edit-${ex.id}`).click();
  await expect(page).toHaveURL(new RegExp(`/video-sessions-ex/${ex.id}/view$`));
  await expect(page.getByTestId('ex-title')).toHaveValue('SAÍDA DE BOLA');
  await page.goto('/video-sessions-ex/999999/view');
  await expect(page.getByText('Nao encontrado').first()).toBeVisible();
  await expect(page).toHaveURL(/\/video-sessions$/);
});

test('a sheet opened by its address reads each of its data once: the first load asks for all of them beside the page code', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'fitness');
  const sheetId = await createSheetByApi(request, token, 'Leitura Única');
  await page.goto('about:blank'); // the sign-in page's app must not read anything while this test counts
  const watched = new Set([`/api/fitnesex/${sheetId}`, `/api/fitnes/${sheetId}/conclusoes`, '/api/atletas', '/api/fitnes/print-layout', '/api/config/links', '/api/user']);
  const reads: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'GET' && watched.has(path)) reads.push(path);
  });
  await page.goto(`/fitnes/${sheetId}`);
  await expect(page.getByTestId('sheet-title')).toHaveValue('Leitura Única');
  await page.waitForLoadState('networkidle');
  // Each answer arrived once and the page took it as it was: a read the page had to ask for again
  // after its first render (the roster was read twice) re-rendered the whole sheet form.
  for (const path of watched)
    expect(
      reads.filter((p) => p === path),
      path,
    ).toHaveLength(1);
});

test("a sheet opened from the list shows its title before its form's code has arrived, then the form", async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'fitness');
  const sheetId = await createSheetByApi(request, token, 'Título Primeiro');
  // The body's file (form, exercises, dialogs) is held back until the title has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/SheetBody-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  // Date fields put into and taken out of the page.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { dateFields: seen });
    const note = (nodes: NodeList, what: string) => nodes.forEach((n) => n instanceof HTMLInputElement && n.type === 'date' && seen.push(what));
    new MutationObserver((records) => records.forEach((r) => (note(r.addedNodes, 'added'), note(r.removedNodes, 'removed')))).observe(document, { childList: true, subtree: true });
  });
  // From the list (opened by its address, the page arrives with its form drawn ahead: drawn-ahead.spec).
  await page.goto('/fitnes');
  await expect(page.getByTestId(`sheet-open-${sheetId}`)).toBeVisible();
  await page.evaluate(() => ((window as unknown as { dateFields: string[] }).dateFields.length = 0));
  await page.getByTestId(`sheet-open-${sheetId}`).click();
  await expect(page.getByRole('heading', { name: `Editar ficha #${sheetId}` })).toBeVisible();
  await expect(page.getByTestId('sheet-assign')).toBeVisible();
  await expect(page.getByTestId('sheet-title')).toHaveCount(0);
  await expect.poll(() => asked).toBe(true);
  // While the form's code is on its way, the browser's date field was made ready with a throw-away
  // field, already gone: the form's own date field does not pay for it in the render that shows it.
  await expect.poll(() => page.evaluate(() => (window as unknown as { dateFields: string[] }).dateFields)).toEqual(['added', 'removed']);
  await expect(page.locator('input[type="date"]')).toHaveCount(0);
  release();
  await expect(page.getByTestId('sheet-title')).toHaveValue('Título Primeiro');
  await expect(page.getByTestId('sheet-data')).toBeVisible();
  // The header's assign button opens the body's dialog.
  await page.getByTestId('sheet-assign').click();
  await expect(page.getByTestId('assign-students')).toBeVisible();
});
