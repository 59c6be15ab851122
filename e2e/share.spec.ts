import { createRequire } from 'node:module';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { horizontalOverflow } from './helpers/layout.ts';
import { auth, createExercise, createFormation, createTraining, shareByApi, signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';
import { recordWebm, saveVideo } from './helpers/videos.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

const PHONE = { width: 360, height: 740 };

/** Creates a link in the open share modal and answers its address. */
async function createLink(page: Page, opener: string): Promise<string> {
  await page.getByTestId(opener).click();
  const modal = page.getByTestId('share-modal');
  await expect(modal.getByTestId('share-empty')).toBeVisible();
  await modal.getByTestId('share-create').click();
  const url = modal.getByTestId('share-url').first();
  await expect(url).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  const address = await url.inputValue();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('share-url')).toHaveCount(0);
  return address;
}

/** A visitor: a fresh browser context (no session, no storage) on a phone. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  return context.newPage();
}

/** Every <img> matching the selector has loaded with real pixels. */
async function imagesLoaded(page: Page, selector: string): Promise<number> {
  return page.$$eval(selector, (imgs) => (imgs as HTMLImageElement[]).filter((i) => i.complete && i.naturalWidth > 0).length);
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/${name}.png`, fullPage: true });
}

/** A training with a drawn and a text exercise, made through the API; answers its id. */
async function sharedTraining(request: APIRequestContext, token: string): Promise<number> {
  const treino = await createTraining(request, token, { metodologia: 'Jogo posicional', objetivos: 'Sair jogando sob pressão' });
  await createExercise(request, token, treino, 'Rondo 4x2', { drawn: true, descricao: 'Dois toques; ao perder, pressionar 5 segundos' });
  await createExercise(request, token, treino, 'Finalização em dupla', { descricao: 'Tabela e chute de primeira' });
  return treino;
}

/** A real webm recorded in the page (a ball crossing the field), saved as a video formation; answers its id. */
async function sharedVideo(page: Page, request: APIRequestContext, token: string): Promise<number> {
  const webm = await recordWebm(page, { frames: 60, width: 160, height: 120, moving: true });
  return saveVideo(request, token, webm, {
    clube: 'Clube Verde',
    professor: 'Ana',
    categoria: 'Sub-15',
    data: '2026-06-02',
    local: 'Campo 2',
    descricao: 'Transição ofensiva pela direita',
  });
}

/** A fitness sheet with two library gifs, made through the API; answers its id. */
async function sharedSheet(request: APIRequestContext, token: string): Promise<number> {
  const sheetRes = await request.post('/api/fitnes', {
    headers: auth(token),
    multipart: { title: 'Hipertrofia A', teacher: 'Carla', student: 'João', volume: '3x por semana', data: '2026-06-02', objectives: 'Força nos membros inferiores' },
  });
  expect(sheetRes.status(), await sheetRes.text()).toBe(200);
  const sheetId = ((await sheetRes.json()) as { fitnes: { id: number } }).fitnes.id;
  for (const [title, path] of [
    ['Agachamento livre', 'Membros inferiores/Agachamento.gif'],
    ['Prancha', 'Core/Prancha.gif'],
  ]) {
    const ex = await request.post('/api/fitnesex', {
      headers: auth(token),
      multipart: { fitnes_id: String(sheetId), title: title!, duration: '10 min', charge: '20 kg', series: '3x12', group: 'Pernas', path: path! },
    });
    expect(ex.status(), await ex.text()).toBe(200);
  }
  return sheetId;
}

test('a coach creates share links from the trainings, videos and fitness lists; the modal lists the link again with its dates on a phone', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'share');
  const treino = await sharedTraining(request, token);
  const videoId = await sharedVideo(page, request, token);
  const sheetId = await sharedSheet(request, token);

  // The coach creates the links from each list's Share action.
  await page.goto('/treinos');
  const trainingUrl = await createLink(page, `treino-share-${treino}`);
  await page.goto('/videos');
  const videoUrl = await createLink(page, `video-share-${videoId}`);
  await page.goto('/fitnes');
  const sheetUrl = await createLink(page, `sheet-share-${sheetId}`);
  expect(new Set([trainingUrl, videoUrl, sheetUrl]).size).toBe(3);

  // The modal lists the link again (same address) with its dates, and works on a phone.
  await page.setViewportSize(PHONE);
  await page.goto('/treinos');
  await page.getByTestId(`treino-share-${treino}`).click();
  await expect(page.getByTestId('share-modal').getByTestId('share-url')).toHaveValue(trainingUrl);
  await expect(page.getByTestId('share-modal').getByText('Não expira')).toBeVisible();
  await screenshot(page, 'share-modal-360');
});

test('the PDF of a shared training carries the link and its QR code', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'share');
  const treino = await sharedTraining(request, token);
  const trainingUrl = await shareByApi(request, token, 'treino', treino);
  const printToken = ((await (await request.post('/api/auth/print-token', { headers: auth(token) })).json()) as { token: string }).token;
  const exs = ((await (await request.get(`/api/treinos/${treino}`, { headers: auth(token) })).json()) as { treino: { exercicios: { id: number }[] } }).treino.exercicios
    .map((e) => `exs[]=${e.id}`)
    .join('&');
  const pdf = await request.get(`/api/print/ex?treino=${treino}&${exs}&lang=pt&token=${printToken}`);
  expect(pdf.status()).toBe(200);
  const pdfBytes = await pdf.body();
  expect((await pdfParse(pdfBytes)).text.replace(/\s+/g, '')).toContain(trainingUrl);
  expect(pdfBytes.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
});

test('a phone without an account opens a shared training with its drawing and texts', async ({ page, request, browser }) => {
  const token = await signedInCoach(page, request, 'share');
  const trainingUrl = await shareByApi(request, token, 'treino', await sharedTraining(request, token));
  const phone = await visitor(browser);
  const trainingPage = await phone.goto(trainingUrl);
  expect(trainingPage?.status()).toBe(200);
  await expect(phone.getByText('Jogo posicional').first()).toBeVisible();
  await expect(phone.getByTestId('shared-exercise')).toHaveCount(2);
  await expect(phone.getByText('Rondo 4x2')).toBeVisible();
  await expect(phone.getByText('Tabela e chute de primeira')).toBeVisible();
  await expect.poll(() => imagesLoaded(phone, '[data-testid="shared-drawing"]')).toBe(1);
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  expect(await phone.locator('meta[property="og:title"]').getAttribute('content')).toContain('Jogo posicional');
  // The share button the page's script shows fits in room the header keeps for it: the page below
  // sits where it sits without the script (no layout shift when the script runs).
  await expect(phone.locator('[data-share]')).toBeVisible();
  const still = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale: 'pt-BR', javaScriptEnabled: false });
  const plain = await still.newPage();
  await plain.goto(trainingUrl);
  await expect(plain.locator('[data-share]')).toBeHidden();
  const mainTop = (p: Page) => p.locator('main').evaluate((el) => el.getBoundingClientRect().top);
  expect(await mainTop(phone)).toBe(await mainTop(plain));
  await still.close();
  await screenshot(phone, 'share-training-360');
  await phone.context().close();
});

test('a phone without an account plays a shared video', async ({ page, request, browser }) => {
  const token = await signedInCoach(page, request, 'share');
  const videoUrl = await shareByApi(request, token, 'video', await sharedVideo(page, request, token));
  const phone = await visitor(browser);
  expect((await phone.goto(videoUrl))?.status()).toBe(200);
  const video = phone.getByTestId('shared-video');
  await expect(video).toBeVisible();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.3);
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await screenshot(phone, 'share-video-360');
  await phone.context().close();
});

test('a phone without an account opens a shared fitness sheet with its gifs', async ({ page, request, browser }) => {
  const token = await signedInCoach(page, request, 'share');
  const sheetUrl = await shareByApi(request, token, 'fitnes', await sharedSheet(request, token));
  const phone = await visitor(browser);
  const gifResponses: string[] = [];
  phone.on('response', (r) => {
    if (r.url().includes('/f/gif-')) gifResponses.push(r.headers()['content-type'] ?? '');
  });
  expect((await phone.goto(sheetUrl))?.status()).toBe(200);
  await expect(phone.getByText('Agachamento livre')).toBeVisible();
  await expect.poll(() => imagesLoaded(phone, '[data-testid="shared-gif"]')).toBe(2);
  expect(gifResponses.filter((c) => c === 'image/gif')).toHaveLength(2);
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await screenshot(phone, 'share-fitness-360');
  await phone.context().close();
});

test("revoking a link gives the visitor the 404 page in their language; the coach's other links still work", async ({ page, request, browser }) => {
  const token = await signedInCoach(page, request, 'share');
  const treino = await sharedTraining(request, token);
  const trainingUrl = await shareByApi(request, token, 'treino', treino);
  const otherUrl = await shareByApi(request, token, 'treino', await createTraining(request, token, { metodologia: 'Outro treino' }));
  const phone = await visitor(browser);
  expect((await phone.goto(trainingUrl))?.status()).toBe(200);

  // The coach revokes the training link: the visitor gets the 404 page in their language.
  await page.goto('/treinos');
  await page.getByTestId(`treino-share-${treino}`).click();
  await page.getByTestId('share-modal').getByTestId('share-revoke').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId('share-modal').getByTestId('share-empty')).toBeVisible();
  const gone = await phone.goto(trainingUrl);
  expect(gone?.status()).toBe(404);
  await expect(phone.getByTestId('share-gone')).toContainText('Link indisponível');
  await screenshot(phone, 'share-gone-360');
  // The other links still work.
  expect((await phone.goto(otherUrl))?.status()).toBe(200);
  await phone.context().close();
});

test('a week and a formation shared from their lists read well on a phone and on a desktop', async ({ page, request, browser }) => {
  const token = await signedInCoach(page, request, 'share-week');
  const treino = await createTraining(request, token, { metodologia: 'Jogos reduzidos' });
  const week = await request.post('/api/semana', {
    headers: auth(token),
    multipart: {
      cabecalho: 'Esporte Clube Vitória',
      subtitulo: 'Sub-15 feminino',
      title: 'Semana 12',
      observacao: '<p>Trazer <strong>garrafa de água</strong></p>',
      dataInicio: '2026-03-02',
      config: JSON.stringify({ colors: { header: ['#0d47a1', '#ffffff'] }, range: 'Pré-temporada', morning: 'Manhã', night: 'Noite', days: ['segunda', 'quarta', 'sexta'] }),
      dia: JSON.stringify({ segundaM: '<p>Força e <em>potência</em></p>', quartaN: '<p>Jogo reduzido 5x5</p>' }),
      time: JSON.stringify({ segundaM: '08:00', quartaN: '19:30' }),
      place: JSON.stringify({ segundaM: 'Academia', quartaN: 'Campo 2' }),
      treinos: JSON.stringify({ quartaN: treino }),
    },
  });
  expect(week.status(), await week.text()).toBe(200);
  const weekId = ((await week.json()) as { semana: { id: number } }).semana.id;
  const formation = await createFormation(request, token, { clube: 'Clube Azul', descricao: 'Saída de bola com três zagueiros' });

  await page.goto('/weeks');
  const weekUrl = await createLink(page, `week-share-${weekId}`);
  await page.goto('/formacoes');
  const formationUrl = await createLink(page, `formation-share-${formation}`);

  const phone = await visitor(browser);
  expect((await phone.goto(weekUrl))?.status()).toBe(200);
  // The checked weekdays, as on the printed sheet (sexta has no activity yet).
  await expect(phone.getByTestId('shared-day')).toHaveCount(3);
  await expect(phone.getByText('Força e potência')).toBeVisible();
  await expect(phone.getByText('Treino: Jogos reduzidos (02/06/2026)')).toBeVisible();
  await expect(phone.getByText('garrafa de água')).toBeVisible();
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await screenshot(phone, 'share-week-360');
  expect((await phone.goto(formationUrl))?.status()).toBe(200);
  await expect.poll(() => imagesLoaded(phone, '[data-testid="shared-formation"]')).toBe(1);
  await expect(phone.getByText('Saída de bola com três zagueiros')).toBeVisible();
  expect(await horizontalOverflow(phone)).toBeLessThanOrEqual(0);
  await screenshot(phone, 'share-formation-360');
  await phone.setViewportSize({ width: 1280, height: 800 });
  await phone.goto(weekUrl);
  await screenshot(phone, 'share-week-1280');
  await phone.context().close();
});
