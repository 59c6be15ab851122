import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { auth } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

// "Load examples" on the home: once the sample records exist, the browser draws each sample's
// picture from its draft with the editor's renderer (and the sample video's file) and saves them
// through the editor's save endpoints, so the cards and the training's PDF show drawings at once.

/** Rendering and encoding on a busy shared machine take a while: a wait, not a timing check. */
const SLOW = { timeout: 90_000 };

interface Ids {
  trainings: number[];
  formations: number[];
  videos: number[];
}

async function paidCoach(request: APIRequestContext): Promise<string> {
  const token = await signUpByApi(request, newUser('expics'));
  await activateByApi(request, token);
  return token;
}

async function exampleIds(request: APIRequestContext, token: string): Promise<Ids> {
  return ((await (await request.get('/api/examples', { headers: auth(token) })).json()) as { ids: Ids }).ids;
}

/** How many images the PDF of a training's exercises holds (pdfimages from poppler). */
async function pdfImageCount(request: APIRequestContext, token: string, treino: number): Promise<number> {
  const { treino: t } = (await (await request.get(`/api/treinos/${treino}`, { headers: auth(token) })).json()) as { treino: { exercicios: { id: number }[] } };
  const printToken = ((await (await request.post('/api/auth/print-token', { headers: auth(token) })).json()) as { token: string }).token;
  const exs = t.exercicios.map((e) => `exs[]=${e.id}`).join('&');
  const pdf = await request.get(`/api/print/ex?treino=${treino}&${exs}&lang=pt&token=${printToken}`);
  expect(pdf.status()).toBe(200);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'expics-')), 'treino.pdf');
  fs.writeFileSync(file, await pdf.body());
  try {
    const list = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    // Two header lines, then one line per image.
    return list.trim().split('\n').slice(2).length;
  } finally {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
}

test('loading the examples makes their drawings: formation card picture, exercise pictures, the video and a PDF with drawings', async ({ page, request }) => {
  // Baseline: the same sample set loaded through the API alone has no pictures (nothing drew them).
  const bare = await paidCoach(request);
  expect((await request.post('/api/examples', { headers: auth(bare) })).status()).toBe(200);
  const bareIds = await exampleIds(request, bare);
  const bareImages = await pdfImageCount(request, bare, bareIds.trainings[0]!);

  const token = await paidCoach(request);
  await useToken(page, token);
  await page.evaluate(() => localStorage.setItem('lang', 'pt-br'));
  await page.goto('/');
  await page.getByTestId('examples-load').click(SLOW);
  await expect(page.getByText('Exemplos carregados.')).toBeVisible();
  // The progress note shows while the drawings are made, then goes.
  await expect(page.getByTestId('examples-preparing')).toContainText('Preparando os desenhos…');
  await expect(page.getByTestId('examples-preparing')).toHaveCount(0, SLOW);
  await expect(page.getByTestId('examples-remove')).toBeEnabled();
  await expect(page.getByText('Alguns desenhos dos exemplos não puderam ser feitos.', { exact: false })).toHaveCount(0);

  const ids = await exampleIds(request, token);
  const formationId = ids.formations[0]!;
  const videoId = ids.videos[0]!;
  const treinoId = ids.trainings[0]!;

  // The formation card shows a picture, not the no-picture placeholder.
  await page.goto('/formacoes');
  const card = page.getByTestId(`formation-${formationId}`);
  await expect(card.locator('img').first()).toHaveAttribute('src', /.+/, SLOW);
  await expect(page.getByTestId(`formation-no-picture-${formationId}`)).toHaveCount(0);
  const picture = await request.get(`/api/formactionimg/${formationId}`, { headers: auth(token) });
  expect(picture.status()).toBe(200);
  expect((await picture.body()).subarray(1, 4).toString('latin1')).toBe('PNG');

  // Every drawn exercise of the sample training has its picture, and its fields are unchanged.
  const { treino } = (await (await request.get(`/api/treinos/${treinoId}`, { headers: auth(token) })).json()) as {
    treino: { exercicios: { id: number; img: string | null; editable: boolean; titulo: string }[] };
  };
  expect(treino.exercicios.length).toBe(2);
  for (const e of treino.exercicios) {
    expect(e.editable).toBe(true);
    expect(e.img).not.toBeNull();
    expect(e.titulo).not.toBe('');
  }
  for (const e of treino.exercicios) {
    const png = await request.get(`/api/exercicioimg/${e.id}`, { headers: auth(token) });
    expect(png.status()).toBe(200);
    expect((await png.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
  }

  // The sample video has its file (a video the server checked by content) and its first-frame picture.
  const video = (await (await request.get(`/api/formactions/${videoId}`, { headers: auth(token) })).json()) as { formacao: { file: string | null; img: string | null } };
  expect(video.formacao.file).not.toBeNull();
  const videoFile = await request.get(`/api/formactionimg/${videoId}`, { headers: auth(token) });
  expect(videoFile.headers()['content-type']).toMatch(/^video\/(webm|mp4)/);

  // The training's PDF prints the two drawings.
  expect(await pdfImageCount(request, token, treinoId)).toBeGreaterThanOrEqual(bareImages + 2);
});
