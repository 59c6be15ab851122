import type { APIRequestContext, Page } from '@playwright/test';
import { createFitnessExercise, createSheetByApi } from './helpers/fitness.ts';
import { auth, signedInCoach, TINY_PNG } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

// Touch targets are checked against 40 px with half a pixel for sub-pixel layout (39.99…).
import { recordWebm, saveVideo } from './helpers/videos.ts';

// Fitness sheets, video sessions and the gif picker in each language: confirmations, messages,
// dates, copies, wording of video sessions, and the phone layout.

const LANGS = [
  {
    lang: 'pt-br',
    photoTitle: 'Apagar foto',
    photoAsk: 'Apagar esta foto do aluno? Esta ação não pode ser desfeita.',
    photoDone: 'Foto apagada',
    date: '02/03/2026',
    copy: '(cópia)',
    sessionsEmpty: 'Nenhuma sessão de vídeo ainda',
    selectVideo: 'Selecione um vídeo',
    relation: 'Relação',
    downloadVideo: 'Baixar vídeo',
    notGif: 'O conteúdo do arquivo não é um GIF: envie uma animação .gif de verdade',
    plank: 'Prancha',
  },
  {
    lang: 'es-es',
    photoTitle: 'Borrar foto',
    photoAsk: '¿Borrar esta foto del alumno? Esta acción no se puede deshacer.',
    photoDone: 'Foto borrada',
    date: '02/03/2026',
    copy: '(copia)',
    sessionsEmpty: 'Aún no hay sesiones de vídeo',
    selectVideo: 'Selecciona un vídeo',
    relation: 'Relación',
    downloadVideo: 'Descargar vídeo',
    notGif: 'El contenido del archivo no es un GIF: sube una animación .gif de verdad',
    plank: 'Plancha',
  },
  {
    lang: 'en-us',
    photoTitle: 'Delete photo',
    photoAsk: 'Delete this photo of the student? This cannot be undone.',
    photoDone: 'Photo deleted',
    date: '03/02/2026',
    copy: '(copy)',
    sessionsEmpty: 'No video sessions yet',
    selectVideo: 'Select a video',
    relation: 'Relation',
    downloadVideo: 'Download video',
    notGif: "The file's content is not a GIF: upload a real .gif animation",
    plank: 'Plank',
  },
];

type Sheet = { id: number; title: string; exercices: Array<{ id: number; images: Array<{ id: number }> }> };

async function coachIn(page: Page, request: APIRequestContext, lang: string, prefix: string): Promise<string> {
  const token = await signedInCoach(page, request, prefix);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  return token;
}

async function sheetOf(request: APIRequestContext, token: string, id: number): Promise<Sheet> {
  return ((await (await request.get(`/api/fitnesex/${id}`, { headers: auth(token) })).json()) as { fitnes: Sheet }).fitnes;
}

/** Browser errors (an unhandled promise rejection is one) collected while the page runs. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

for (const l of LANGS) {
  test(`${l.lang}: a student's photo is deleted only after a confirmation, then a message says so`, async ({ page, request }) => {
    const token = await coachIn(page, request, l.lang, 'photo');
    const sheetId = await createSheetByApi(request, token, 'Avaliação');
    const exId = await createFitnessExercise(request, token, sheetId, 'profile');
    const [first] = (await sheetOf(request, token, sheetId)).exercices[0]!.images;
    await page.goto(`/fitnes_ex/${exId}/view`);
    const deletes = page.locator('[data-testid^="ex-photo-delete-"]');
    await expect(deletes).toHaveCount(2);
    await expect(deletes.first()).toHaveAccessibleName(l.photoTitle);

    // Cancel keeps the photo.
    await page.getByTestId(`ex-photo-delete-${first!.id}`).click();
    const dialog = page.getByTestId('delete-dialog');
    await expect(dialog.getByText(l.photoAsk)).toBeVisible();
    await expect(dialog.getByText(l.photoTitle)).toBeVisible();
    await page.getByTestId('delete-cancel').click();
    await expect(dialog).toBeHidden();
    await expect(deletes).toHaveCount(2);
    expect((await sheetOf(request, token, sheetId)).exercices[0]!.images).toHaveLength(2);

    // Confirm deletes it and says so.
    await page.getByTestId(`ex-photo-delete-${first!.id}`).click();
    await page.getByTestId('delete-confirm').click();
    await expect(page.getByText(l.photoDone).first()).toBeVisible();
    await expect(deletes).toHaveCount(1);
    expect((await sheetOf(request, token, sheetId)).exercices[0]!.images.map((i) => i.id)).not.toContain(first!.id);
  });

  test(`${l.lang}: sheets and video sessions show dates in the language's format, copies say so, sessions speak of videos`, async ({ page, request }) => {
    const token = await coachIn(page, request, l.lang, 'sessions');
    await page.goto('/video-sessions');
    await expect(page.getByText(l.sessionsEmpty)).toBeVisible();

    // Fitness sheets: a date in the language's format; "Duplicar" makes a marked copy.
    const sheetId = await createSheetByApi(request, token, 'Hipertrofia A');
    await page.goto('/fitnes');
    const row = page.getByTestId(`sheet-row-${sheetId}`);
    await expect(row).toContainText(l.date);
    await expect(row).not.toContainText('2026-03-02');
    await page.getByTestId(`sheet-duplicate-${sheetId}`).click();
    const rows = page.getByTestId('sheets-table').locator('[data-testid^="sheet-row-"]');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `Hipertrofia A ${l.copy}` })).toHaveCount(1);

    // Video sessions: the same, and their own words.
    const webm = await recordWebm(page, { frames: 10 });
    const videoId = await saveVideo(request, token, webm, { clube: 'Clube Verde', professor: 'Ana', categoria: 'Sub-15', data: '2026-06-02', local: 'Campo 2', descricao: 'Transição' });
    const sessionId = await createSheetByApi(request, token, 'Sessão tática', true);
    const ex = await request.post('/api/fitnesex', {
      headers: auth(token),
      multipart: { fitnes_id: String(sessionId), title: 'Saída de bola', duration: '10 min', charge: '-', series: '2', group: '5x4', path: String(videoId) },
    });
    expect(ex.status(), await ex.text()).toBe(200);
    await page.goto('/video-sessions');
    await expect(page.getByTestId(`sheet-row-${sessionId}`)).toContainText(l.date);
    await page.getByTestId(`sheet-duplicate-${sessionId}`).click();
    await expect(page.getByTestId('sheets-table').locator('[data-testid^="sheet-row-"]').filter({ hasText: `Sessão tática ${l.copy}` })).toHaveCount(1);

    await page.goto(`/video-sessions/${sessionId}`);
    const table = page.getByTestId('exercises-table');
    await expect(table.getByRole('columnheader', { name: l.relation, exact: true })).toBeVisible();
    await expect(table.getByRole('button', { name: l.downloadVideo, exact: true })).toBeVisible();
    await expect(table).not.toContainText(/gif/i);
    // Saving an exercise without a video asks for a video.
    await page.getByTestId('sheet-add-exercise').click();
    await page.getByTestId('ex-title').fill('Transição');
    await page.getByTestId('ex-duration').fill('10 min');
    await page.getByTestId('ex-charge').fill('-');
    await page.getByTestId('ex-series').fill('2');
    await page.getByTestId('ex-group').fill('5x4');
    await page.getByTestId('ex-save').click();
    await expect(page.getByText(l.selectVideo).first()).toBeVisible();
    expect((await sheetOf(request, token, sessionId)).exercices).toHaveLength(1);
  });
}

for (const l of [LANGS[0]!, LANGS[2]!]) {
  test(`${l.lang}: a PNG named .gif is refused for its content; the upload list empties and nothing is left unhandled`, async ({ page, request }) => {
    await coachIn(page, request, l.lang, 'notgif');
    const errors = collectErrors(page);
    await page.goto('/gifs');
    await page.getByTestId('open-gif-picker').click();
    await page.getByTestId('media-home').click();
    await page.locator('[data-testid="media-folder"]').first().getByRole('button').click();
    await page.getByTestId('my-gifs-upload').click();
    await page.getByTestId('upload-modal').locator('input[type=file]').setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: TINY_PNG });
    await expect(page.getByTestId('upload-item')).toHaveCount(1);
    await page.getByTestId('upload-send').click();
    await expect(page.getByText(l.notGif).first()).toBeVisible();
    // The refused file leaves the dialog, which is ready for another one.
    await expect(page.getByTestId('upload-item')).toHaveCount(0);
    await expect(page.getByTestId('upload-send')).toBeDisabled();
    expect(errors).toEqual([]);
  });
}

for (const l of LANGS) {
  test(`${l.lang}: gif tiles show their names in the language, also on hover`, async ({ page, request }) => {
    await coachIn(page, request, l.lang, 'tiles');
    await page.goto('/gifs');
    await page.getByTestId('open-gif-picker').click();
    await page.locator('[data-testid="media-folder"][data-name="Core"]').getByRole('button').click();
    const tile = page.locator('[data-testid="media-image"][data-name="Prancha.gif"]');
    await expect(tile.getByText(l.plank, { exact: true })).toHaveAttribute('title', l.plank);
  });
}

test.describe('on a 360 px touch phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  /** The page and every table on it keep within the screen (no sideways scrolling). */
  async function noSidewaysScroll(page: Page, where: string): Promise<void> {
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), `${where}: page`).toBeLessThanOrEqual(0);
    const tables = await page.locator('.mantine-datatable-scroll-area .mantine-ScrollArea-viewport').evaluateAll((els) => els.map((e) => e.scrollWidth - e.clientWidth));
    for (const extra of tables) expect(extra, `${where}: table`).toBeLessThanOrEqual(0);
  }

  test('sheet and session lists and a sheet keep their key columns on screen; checkboxes and links are finger-sized', async ({ page, request }) => {
    const token = await signedInCoach(page, request, 'fit-phone');
    const sheetId = await createSheetByApi(request, token, 'Hipertrofia para iniciantes');
    const exId = await createFitnessExercise(request, token, sheetId, 'normal');
    await createSheetByApi(request, token, 'Sessão tática', true);

    for (const path of ['/fitnes', '/video-sessions']) {
      await page.goto(path);
      await expect(page.getByTestId('sheets-table').locator('[data-testid^="sheet-row-"]')).toHaveCount(1);
      await noSidewaysScroll(page, path);
    }
    await page.goto('/fitnes');
    const row = page.getByTestId(`sheet-row-${sheetId}`);
    for (const text of ['Hipertrofia para iniciantes', 'João']) {
      const box = (await row.getByText(text, { exact: true }).boundingBox())!;
      expect(box.x + box.width, text).toBeLessThanOrEqual(360);
    }

    await page.goto(`/fitnes/${sheetId}`);
    const exRow = page.getByTestId(`ex-row-${exId}`);
    await expect(exRow).toBeVisible();
    await noSidewaysScroll(page, 'sheet');
    const title = (await exRow.getByText('Agachamento livre', { exact: true }).boundingBox())!;
    expect(title.x + title.width).toBeLessThanOrEqual(360);
    // The row's checkbox cell is the target: at least 40 px each way; a tap on its edge selects.
    const cell = exRow.locator('td.mantine-datatable-row-selector-cell');
    const box = (await cell.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(39.5);
    expect(box.height).toBeGreaterThanOrEqual(39.5);
    await cell.tap({ position: { x: 3, y: 3 } });
    await expect(page.getByTestId(`ex-select-${exId}`)).toBeChecked();
    const back = (await page.getByTestId('sheet-back-link').boundingBox())!;
    expect(back.height).toBeGreaterThanOrEqual(39.5);

    // The gif picker's "Início" is finger-sized too.
    await page.goto('/gifs');
    await page.getByTestId('open-gif-picker').click();
    const home = (await page.getByTestId('media-home').boundingBox())!;
    expect(home.height).toBeGreaterThanOrEqual(39.5);
    expect(home.width).toBeGreaterThanOrEqual(39.5);
  });
});
