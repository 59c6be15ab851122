import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { expect, test } from './helpers/test.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string }>;

// A 2x2 PNG: the logo and the drawing of a server-created drawn exercise.
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

async function coach(page: Page, request: APIRequestContext): Promise<string> {
  const token = await signUpByApi(request, newUser('trainings'));
  await activateByApi(request, token);
  await useToken(page, token);
  return token;
}

/** A drawn exercise as the editor would save it (draft + PNG), until the editor integration lands. */
async function drawnExerciseByApi(request: APIRequestContext, token: string, treinoId: number, titulo: string): Promise<number> {
  const draft = gzipSync(Buffer.from(JSON.stringify({ sport_id: 1, backgroundImage: 'campos/futebol/full.svg', scene: { version: 1, sport_id: 1, background: 'campos/futebol/full.svg', objects: [], frames: 1 } })));
  const res = await request.post('/api/exercicios', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      treino_id: String(treinoId),
      type: 'image',
      titulo,
      duracao: '10 min',
      blocos_de_duracao: '2x5',
      dimensao: '30x20',
      relacao_numerica: '5x5',
      descricao: 'Jogo posicional com coringas',
      editable: { name: 'draft.json.gz', mimeType: 'application/gzip', buffer: draft },
      img: { name: 'img.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  return res.status() === 200 ? ((await res.json()) as { exercicio: { id: number } }).exercicio.id : -res.status();
}

async function fillTraining(page: Page, values: { clube: string; professor: string; categoria: string; metodologia: string; data: string; objetivos: string }): Promise<void> {
  await page.getByTestId('treino-clube').fill(values.clube);
  await page.getByTestId('treino-esporte').click();
  await page.getByRole('option', { name: 'Futebol de campo' }).click();
  await page.getByTestId('treino-professor').fill(values.professor);
  await page.getByTestId('treino-categoria').fill(values.categoria);
  await page.getByTestId('treino-metodologia').fill(values.metodologia);
  await page.getByTestId('treino-data').fill(values.data);
  await page.getByTestId('treino-objetivos').fill(values.objetivos);
}

/** Picks a file in the Mantine FileInput (a button opening the browser's file chooser). */
async function pickLogo(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('treino-logo').click();
  await (await chooser).setFiles(file);
}

async function fillExercise(page: Page, titulo: string): Promise<void> {
  const modal = page.getByTestId('exercise-modal');
  await modal.getByTestId('ex-titulo').fill(titulo);
  await modal.getByTestId('ex-duracao').fill('15 min');
  await modal.getByTestId('ex-blocos_de_duracao').fill('3x5 min');
  await modal.getByTestId('ex-dimensao').fill('40x30 m');
  await modal.getByTestId('ex-relacao_numerica').fill('6x4');
  await modal.getByTestId('ex-descricao').fill('Saída de bola sob pressão, três toques no máximo.');
}

test('a coach creates, fills, copies, duplicates, evaluates, prints and deletes a training', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await coach(page, request);

  // Empty list, then the new-training form with its validation messages.
  await page.goto('/treinos');
  await expect(page.getByText('Você ainda não tem treinos. Crie o primeiro!')).toBeVisible();
  await page.getByTestId('treinos-new').first().click();
  await expect(page).toHaveURL(/\/new-treino$/);
  await page.getByTestId('treino-submit').click();
  await expect(page.getByText('Preencha todos os campos').first()).toBeVisible();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();

  // Objectives counter and the 800 limit.
  await page.getByTestId('treino-objetivos').fill('x'.repeat(801));
  await expect(page.getByText('801/800')).toBeVisible();

  // A logo that is not an image is refused.
  await pickLogo(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Formato de ficheiro não permitido, escolha uma imagem png ou jpg').first()).toBeVisible();
  await pickLogo(page, { name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024 * 1024 + 10, 1) });
  await expect(page.getByText('Máximo permitido 3mb').first()).toBeVisible();

  await fillTraining(page, { clube: 'Esporte Clube Vitória', professor: 'Joana Araújo', categoria: 'Sub-15', metodologia: 'Jogos reduzidos', data: '2026-05-20', objetivos: 'Pressão pós-perda e ataque rápido pelos corredores laterais do campo' });
  await pickLogo(page, { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('treino-logo-preview')).toBeVisible();
  await page.getByTestId('treino-submit').click();
  await expect(page).toHaveURL(/\/treino\/\d+$/);
  const treinoId = Number(page.url().split('/').pop());
  await expect(page.getByTestId('treino-logo-preview')).toBeVisible();

  // Update with an emptied required field fails with 'Preencha todos os campos'.
  await page.getByTestId('treino-professor').fill('');
  await page.getByTestId('treino-submit').click();
  await expect(page.getByText('Preencha todos os campos').first()).toBeVisible();
  await page.getByTestId('treino-professor').fill('Joana Araújo Lima');
  await page.getByTestId('treino-submit').click();
  await expect(page.getByText('Atualizado com sucesso').first()).toBeVisible();

  // "Add exercise" goes through the field picker of the training's sport.
  await page.getByTestId('ex-add').click();
  await expect(page).toHaveURL(new RegExp(`/select\\?esporte=1&treino=${treinoId}`));
  await page.goto(`/treino/${treinoId}`);

  // A text exercise through the form modal, with its validation message.
  await page.getByTestId('ex-add-text').click();
  await page.getByTestId('ex-submit').click();
  await expect(page.getByTestId('ex-error')).toHaveText('Preencha todos os campos do exercício');
  await fillExercise(page, 'Rondo de aquecimento');
  await page.getByTestId('ex-submit').click();
  await expect(page.getByText('Exercício salvo com sucesso').first()).toBeVisible();
  const row = page.getByTestId('exercises-table').getByRole('row', { name: /Rondo de aquecimento/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Saída de bola sob pressão, três toques n…');

  // Edit its boxes and colours.
  await row.locator('[data-testid^="ex-edit-"]').click();
  await page.getByTestId('ex-dimensao').fill('50x40 m');
  await page.getByTestId('ex-h_duracao').fill('Tempo');
  await page.getByTestId('ex-colour-duracao-0').click();
  await page.getByTestId('ex-colour-duracao-0-dropdown').getByRole('textbox').fill('#ffeb3b');
  await page.getByTestId('ex-colour-duracao-0').click();
  await page.getByTestId('ex-submit').click();
  await expect(page.getByText('Exercício salvo com sucesso').first()).toBeVisible();
  const data = (await (await request.get(`/api/treinos/${treinoId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { treino: { exercicios: Array<{ id: number; dimensao: string; h_duracao: string; colors: Record<string, string[]> }> } };
  const textEx = data.treino.exercicios[0]!;
  expect(textEx).toMatchObject({ dimensao: '50x40 m', h_duracao: 'Tempo' });
  expect(textEx.colors.duracao![0]).toBe('#ffeb3b');

  // A drawn exercise (as the editor saves it) shows as drawn; its edit opens the editor.
  const drawnId = await drawnExerciseByApi(request, token, treinoId, 'Jogo posicional 5x5');
  expect(drawnId).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByTestId(`ex-row-${drawnId}`)).toContainText('Desenhado');

  // Copy needs at least one selection; then copy the text exercise to a second training.
  const second = await request.post('/api/treinos', { headers: { authorization: `Bearer ${token}` }, multipart: { clube: 'Segundo Clube', esporte_id: '1', professor: 'Joana', categoria: 'Sub-17', metodologia: 'Analítico', data: '2026-05-21' } });
  const secondId = ((await second.json()) as { treino: { id: number } }).treino.id;
  await page.reload();
  await page.getByTestId('ex-copy').click();
  await expect(page.getByText('Selecione pelo menos um exercício').first()).toBeVisible();
  await page.getByTestId(`ex-check-${textEx.id}`).check();
  await page.getByTestId('ex-copy').click();
  await page.getByTestId('ex-copy-target').click();
  await page.getByRole('option', { name: new RegExp(`#${secondId}`) }).click();
  await page.getByTestId('ex-copy-confirm').click();
  await expect(page.getByText('Exercícios copiados').first()).toBeVisible();
  const copied = (await (await request.get(`/api/treinos/${secondId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { treino: { exercicios: Array<{ titulo: string }> } };
  expect(copied.treino.exercicios.map((e) => e.titulo)).toEqual(['Rondo de aquecimento']);

  // The post-training evaluation with a font size.
  await page.getByTestId('postwork-header').fill('Boa intensidade');
  const editor = page.getByTestId('postwork-description').locator('.ProseMirror');
  await editor.click();
  await page.keyboard.type('Equipe concentrada do início ao fim');
  await page.keyboard.press('Control+A');
  await page.getByTestId('postwork-description-size').click();
  await page.getByRole('option', { name: '18', exact: true }).click();
  await page.getByTestId('postwork-save').click();
  await expect(page.getByText('Avaliação salva').first()).toBeVisible();
  const rated = (await (await request.get(`/api/treinos/${treinoId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { treino: { postwork: { header: string; description: string } } };
  expect(rated.treino.postwork.header).toBe('Boa intensidade');
  expect(rated.treino.postwork.description).toContain('font-size:18px');

  // Print the selected exercises with the post-work and read the PDF.
  await page.getByTestId(`ex-check-${drawnId}`).check();
  await page.getByTestId(`ex-check-${textEx.id}`).check();
  await page.getByTestId('ex-print-postwork').check();
  const popup = page.waitForEvent('popup');
  await page.getByTestId('ex-print').click();
  const win = await popup;
  await win.waitForURL(/\/api\/print\/ex\?treino=\d+&exs\[\]=\d+.*postwork=1.*token=/);
  expect(win.url()).not.toContain(token);
  const pdf = await request.get(win.url());
  expect(pdf.status()).toBe(200);
  const text = (await pdfParse(await pdf.body())).text;
  expect(text).toContain('Esporte Clube Vitória');
  expect(text).toContain('Rondo de aquecimento');
  expect(text).toContain('Jogo posicional 5x5');
  expect(text).toContain('Avaliação pós-treino');
  expect(text).toContain('Equipe concentrada');
  await win.close();

  // Duplicate from the list, then delete the copy with confirmation.
  await page.goto('/treinos');
  await page.getByTestId(`treino-copy-${treinoId}`).click();
  await expect(page.getByText('Treino duplicado').first()).toBeVisible();
  const list = (await (await request.get('/api/treinos', { headers: { authorization: `Bearer ${token}` } })).json()) as { treinos: Array<{ id: number }> };
  const dupId = Math.max(...list.treinos.map((t) => t.id));
  expect(dupId).toBeGreaterThan(secondId);
  await expect(page.getByTestId(`treino-row-${dupId}`)).toContainText('Pressão pós-perda e ataque rápido pelos corredores…');
  await page.getByTestId('treinos-search').fill('Segundo');
  await expect(page.getByTestId(`treino-row-${treinoId}`)).toHaveCount(0);
  await expect(page.getByTestId(`treino-row-${secondId}`)).toBeVisible();
  await page.getByTestId('treinos-search').fill('');
  await page.getByTestId(`treino-delete-${dupId}`).click();
  await page.getByTestId('treino-delete-confirm').click();
  await expect(page.getByText('Treino apagado').first()).toBeVisible();
  await expect(page.getByTestId(`treino-row-${dupId}`)).toHaveCount(0);

  // A training that does not exist (or is someone else's) goes back to the list with the message.
  await page.goto('/treino/999999');
  await expect(page.getByText(/Ocorreu um erro Treino não encontrado/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/treinos$/);
});
