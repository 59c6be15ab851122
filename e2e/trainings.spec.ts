import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { TINY_PNG, auth, createExercise, createTraining, signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';
import { richText } from './helpers/richText.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string }>;

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

test('the new-training form refuses incomplete data and bad logos, then creates the training', async ({ page, request }) => {
  await signedInCoach(page, request, 'trainings');

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

  await fillTraining(page, {
    clube: 'Esporte Clube Vitória',
    professor: 'Joana Araújo',
    categoria: 'Sub-15',
    metodologia: 'Jogos reduzidos',
    data: '2026-05-20',
    objetivos: 'Pressão pós-perda e ataque rápido pelos corredores laterais do campo',
  });
  await page.getByTestId('treino-colour-0').click();
  await page.getByTestId('treino-colour-0-dropdown').getByRole('textbox').fill('#1e3a8a');
  await page.getByTestId('treino-colour-0').click();
  await expect(page.getByTestId('treino-colour-preview')).toHaveText('Esporte Clube Vitória');
  await pickLogo(page, { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByTestId('treino-logo-preview')).toBeVisible();
  await page.getByTestId('treino-submit').click();
  await expect(page).toHaveURL(/\/treino\/\d+$/);
  await expect(page.getByTestId('treino-logo-preview')).toBeVisible();
  await expect(page.getByTestId('treino-professor')).toHaveValue('Joana Araújo');
});

/** A signed-in coach with one training (the header of the tests below); answers the token and its id. */
async function coachWithTraining(page: Page, request: APIRequestContext): Promise<{ token: string; treinoId: number }> {
  const token = await signedInCoach(page, request, 'trainings');
  const treinoId = await createTraining(request, token, { clube: 'Esporte Clube Vitória', professor: 'Joana Araújo', categoria: 'Sub-15', data: '2026-05-20' });
  return { token, treinoId };
}

/** Opens the training page and waits for its header. */
async function openTraining(page: Page, treinoId: number): Promise<void> {
  await page.goto(`/treino/${treinoId}`);
  await expect(page.getByTestId('treino-professor')).toHaveValue('Joana Araújo');
}

type TrainingAnswer = {
  treino: {
    exercicios: Array<{ id: number; titulo: string; dimensao: string; h_duracao: string; colors: Record<string, string[]> }>;
    postwork: { header: string; description: string };
  };
};

/** GET /api/treinos/{id}. */
async function trainingOf(request: APIRequestContext, token: string, id: number): Promise<TrainingAnswer['treino']> {
  return ((await (await request.get(`/api/treinos/${id}`, { headers: auth(token) })).json()) as TrainingAnswer).treino;
}

test('on the training page the header update refuses an emptied field, then saves; "add exercise" opens the field picker', async ({ page, request }) => {
  const { token, treinoId } = await coachWithTraining(page, request);
  await openTraining(page, treinoId);
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/treino-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Update with an emptied required field fails with 'Preencha todos os campos'.
  await page.getByTestId('treino-professor').fill('');
  await page.getByTestId('treino-submit').click();
  await expect(page.getByText('Preencha todos os campos').first()).toBeVisible();
  await page.getByTestId('treino-professor').fill('Joana Araújo Lima');
  await page.getByTestId('treino-submit').click();
  await expect(page.getByText('Atualizado com sucesso').first()).toBeVisible();
  await expect
    .poll(async () => ((await (await request.get(`/api/treinos/${treinoId}`, { headers: auth(token) })).json()) as { treino: { professor: string } }).treino.professor)
    .toBe('Joana Araújo Lima');

  // "Add exercise" goes through the field picker of the training's sport.
  await page.getByTestId('ex-add').click();
  await expect(page).toHaveURL(new RegExp(`/select\\?esporte=1&treino=${treinoId}`));
});

test('on the training page a drawn exercise shows as drawn, and deleting an exercise asks first', async ({ page, request }) => {
  const { token, treinoId } = await coachWithTraining(page, request);
  const drawnId = await createExercise(request, token, treinoId, 'Jogo posicional 5x5', { drawn: true });
  const doomedId = await createExercise(request, token, treinoId, 'Exercício para apagar');
  await openTraining(page, treinoId);
  await expect(page.getByTestId(`ex-row-${drawnId}`)).toContainText('Desenhado');

  // Delete asks first; cancelling keeps the exercise, confirming removes it.
  await page.getByTestId(`ex-delete-${doomedId}`).click();
  await page.getByTestId('delete-cancel').click();
  await expect(page.getByTestId(`ex-row-${doomedId}`)).toBeVisible();
  await page.getByTestId(`ex-delete-${doomedId}`).click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId(`ex-row-${doomedId}`)).toHaveCount(0);
});

test('on the training page a coach writes a text exercise in the modal, then edits its boxes, a header label and a colour', async ({ page, request }) => {
  const { token, treinoId } = await coachWithTraining(page, request);
  await openTraining(page, treinoId);

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

  // Edit its boxes, a header label (max 20) and a colour.
  await row.locator('[data-testid^="ex-edit-"]').click();
  await page.getByTestId('ex-dimensao').fill('50x40 m');
  await page.getByTestId('ex-h_duracao').fill('Tempo de cada bloco do exercício');
  await expect(page.getByTestId('ex-h_duracao')).toHaveValue('Tempo de cada bloco ');
  await page.getByTestId('ex-h_duracao').fill('Tempo');
  await page.getByTestId('ex-colour-duracao-0').click();
  await page.getByTestId('ex-colour-duracao-0-dropdown').getByRole('textbox').fill('#ffeb3b');
  await page.getByTestId('ex-colour-duracao-0').click();
  await page.getByTestId('ex-submit').click();
  await expect(page.getByText('Exercício salvo com sucesso').first()).toBeVisible();
  const textEx = (await trainingOf(request, token, treinoId)).exercicios.find((e) => e.titulo === 'Rondo de aquecimento')!;
  expect(textEx).toMatchObject({ dimensao: '50x40 m', h_duracao: 'Tempo' });
  expect(textEx.colors.duracao![0]).toBe('#ffeb3b');
});

test('on the training page copying needs a selection, then copies the ticked exercise to another training', async ({ page, request }) => {
  const { token, treinoId } = await coachWithTraining(page, request);
  const secondId = await createTraining(request, token, { clube: 'Segundo Clube', categoria: 'Sub-17', metodologia: 'Analítico', data: '2026-05-21' });
  const exId = await createExercise(request, token, treinoId, 'Rondo de aquecimento');
  await openTraining(page, treinoId);

  await page.getByTestId('ex-copy').click();
  await expect(page.getByText('Selecione pelo menos um exercício').first()).toBeVisible();
  await page.getByTestId(`ex-check-${exId}`).check();
  await page.getByTestId('ex-copy').click();
  await page.getByTestId('ex-copy-target').click();
  await page.getByRole('option', { name: new RegExp(`#${secondId}`) }).click();
  await page.getByTestId('ex-copy-confirm').click();
  await expect(page.getByText('Exercícios copiados').first()).toBeVisible();
  expect((await trainingOf(request, token, secondId)).exercicios.map((e) => e.titulo)).toEqual(['Rondo de aquecimento']);
});

test('on the training page the post-training evaluation is saved with a font size', async ({ page, request }) => {
  const { token, treinoId } = await coachWithTraining(page, request);
  await openTraining(page, treinoId);
  await page.getByTestId('postwork-header').fill('Boa intensidade');
  const editor = await richText(page, 'postwork-description');
  await editor.click();
  await page.keyboard.type('Equipe concentrada do início ao fim');
  await page.keyboard.press('Control+A');
  await page.getByTestId('postwork-description-size').click();
  await page.getByRole('option', { name: '18', exact: true }).click();
  await page.getByTestId('postwork-save').click();
  await expect(page.getByText('Avaliação salva').first()).toBeVisible();
  const rated = await trainingOf(request, token, treinoId);
  expect(rated.postwork.header).toBe('Boa intensidade');
  expect(rated.postwork.description).toContain('font-size:18px');
});

test('on the training page the ticked exercises print with the post-work into a PDF opened with a print token', async ({ page, request }) => {
  const { token, treinoId } = await coachWithTraining(page, request);
  const drawnId = await createExercise(request, token, treinoId, 'Jogo posicional 5x5', { drawn: true });
  const textId = await createExercise(request, token, treinoId, 'Rondo de aquecimento');
  const rate = await request.post(`/api/rate/${treinoId}`, {
    headers: auth(token),
    data: { header: 'Boa intensidade', description: '<p>Equipe concentrada do início ao fim</p>' },
  });
  expect(rate.status(), await rate.text()).toBe(200);
  await openTraining(page, treinoId);

  await page.getByTestId(`ex-check-${drawnId}`).check();
  await page.getByTestId(`ex-check-${textId}`).check();
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
});

/** The training ids of the /treinos rows, top to bottom. */
const treinoRowIds = (page: Page) =>
  page.locator('[data-testid^="treino-row-"]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-testid')!.replace('treino-row-', ''))));

/** A signed-in coach with three trainings of different clubs, oldest first; answers the token and their ids. */
async function coachWithThreeTrainings(page: Page, request: APIRequestContext): Promise<{ token: string; ids: [number, number, number] }> {
  const token = await signedInCoach(page, request, 'trainings');
  const firstId = await createTraining(request, token, { clube: 'Esporte Clube Vitória', objetivos: 'Pressão pós-perda e ataque rápido pelos corredores laterais do campo' });
  const secondId = await createTraining(request, token, { clube: 'Segundo Clube', categoria: 'Sub-17' });
  const thirdId = await createTraining(request, token, { clube: 'Associação Atlética', categoria: 'Sub-11' });
  return { token, ids: [firstId, secondId, thirdId] };
}

test('/treinos lists newest first, sorts by club both ways and searches without accents or case', async ({ page, request }) => {
  const {
    ids: [firstId, secondId, thirdId],
  } = await coachWithThreeTrainings(page, request);
  await page.goto('/treinos');

  // Newest first; the objectives are cut to 50 characters.
  const rowIds = () => treinoRowIds(page);
  await expect.poll(rowIds).toEqual([thirdId, secondId, firstId]);
  await expect(page.getByTestId(`treino-row-${firstId}`)).toContainText('Pressão pós-perda e ataque rápido pelos corredores…');
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/treinos-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/treinos-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Sorting by club, both ways (the sortable header is a button: keyboard works too).
  const clubHeader = page.getByRole('button', { name: /^Clube/ });
  await clubHeader.click();
  await expect.poll(rowIds).toEqual([thirdId, firstId, secondId]);
  await clubHeader.focus();
  await page.keyboard.press('Enter');
  await expect.poll(rowIds).toEqual([secondId, firstId, thirdId]);

  // Search ignores accents and case; nothing found says so and offers to clear the search.
  await page.getByTestId('treinos-search').fill('associacao');
  await expect.poll(rowIds).toEqual([thirdId]);
  await page.getByTestId('treinos-search').fill('Nenhum clube assim');
  await expect(page.getByTestId('table-no-match')).toContainText('Nada encontrado');
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await expect.poll(rowIds).toHaveLength(3);
});

test('/treinos duplicates a training, which opens marked as a copy, and deletes the copy after confirmation', async ({ page, request }) => {
  const {
    token,
    ids: [firstId, , thirdId],
  } = await coachWithThreeTrainings(page, request);
  await page.goto('/treinos');

  // Duplicate from the list, then delete the copy with confirmation.
  await page.getByTestId(`treino-copy-${firstId}`).click();
  await expect(page.getByText('Treino duplicado').first()).toBeVisible();
  const list = (await (await request.get('/api/treinos', { headers: auth(token) })).json()) as { treinos: Array<{ id: number }> };
  const dupId = Math.max(...list.treinos.map((t) => t.id));
  expect(dupId).toBeGreaterThan(thirdId);
  // The copy opens, marked as a copy.
  await expect(page).toHaveURL(new RegExp(`/treino/${dupId}$`));
  await expect(page.getByTestId('treino-clube')).toHaveValue(/\(cópia\)$/);
  await page.goto('/treinos');
  await expect(page.getByTestId(`treino-row-${dupId}`)).toContainText('(cópia)');
  await expect(page.getByTestId(`treino-row-${dupId}`)).toContainText('Pressão pós-perda e ataque rápido pelos corredores…');
  await page.getByTestId(`treino-delete-${dupId}`).click();
  await expect(page.getByTestId('delete-dialog')).toContainText('Apagar este treino com todos os seus exercícios?');
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByText('Treino apagado').first()).toBeVisible();
  await expect(page.getByTestId(`treino-row-${dupId}`)).toHaveCount(0);
});

test('/treinos shows 25 trainings on two pages of 20', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'trainings');
  for (let i = 0; i < 25; i++) await createTraining(request, token, { clube: `Clube ${String(i).padStart(2, '0')}` });
  await page.goto('/treinos');
  const rowIds = () => treinoRowIds(page);
  await expect.poll(rowIds).toHaveLength(20);
  await page.getByRole('button', { name: '2', exact: true }).click();
  await expect.poll(rowIds).toHaveLength(5);
});

test('a training that does not exist goes back to /treinos with the message', async ({ page, request }) => {
  await signedInCoach(page, request, 'trainings');
  // A training that does not exist (or is someone else's) goes back to the list with the message.
  await page.goto('/treino/999999');
  await expect(page.getByText(/Ocorreu um erro Treino não encontrado/).first()).toBeVisible();
  await expect(page).toHaveURL(/\/treinos$/);
});

test('a training whose evaluation was saved opens again after a reload and the evaluation can be edited', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'trainings');
  const treinoId = await createTraining(request, token, { clube: 'Clube Reaberto' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`/treino/${treinoId}`);
  await page.getByTestId('postwork-header').fill('Primeira avaliação');
  await (await richText(page, 'postwork-description')).click();
  await page.keyboard.type('Bom ritmo');
  await page.keyboard.press('Control+A');
  await page.getByTestId('postwork-description-size').click();
  await page.getByRole('option', { name: '18', exact: true }).click();
  await page.getByTestId('postwork-save').click();
  await expect(page.getByText('Avaliação salva').first()).toBeVisible();

  // A fresh load of the page (reload, then a direct address) shows the saved evaluation. The crash
  // this guards against came from tiptap destroying an editor whose mount took longer than its
  // 1 ms timer (a busy machine); a throttled CPU makes that window wider.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 2 });
  for (const open of [() => page.reload(), () => page.goto(`/treino/${treinoId}`)]) {
    await open();
    await expect(page.getByTestId('postwork-header')).toHaveValue('Primeira avaliação');
    await expect(await richText(page, 'postwork-description')).toHaveText('Bom ritmo');
  }
  // "Ver" from a fresh load of the list opens it too.
  await page.goto('/treinos');
  await page.getByTestId(`treino-view-${treinoId}`).click();
  await expect(page).toHaveURL(new RegExp(`/treino/${treinoId}$`));
  await expect(await richText(page, 'postwork-description')).toHaveText('Bom ritmo');

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Edit again and save: the server has the new text.
  await (await richText(page, 'postwork-description')).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' e boa intensidade');
  await page.getByTestId('postwork-save').click();
  await expect(page.getByText('Avaliação salva').first()).toBeVisible();
  const rated = (await (await request.get(`/api/treinos/${treinoId}`, { headers: auth(token) })).json()) as { treino: { postwork: { description: string } } };
  expect(rated.treino.postwork.description).toContain('Bom ritmo e boa intensidade');
  expect(errors).toEqual([]);
});

test('a training opened by its address is read once (the first load asks, the page takes that answer), and again when visited after a navigation', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'trainings');
  const id = await createTraining(request, token, { clube: 'Leitura Única' });
  // The sign-in page the session was stored from is left first: on a slow machine its app renders
  // only after the session is stored, goes to the home and reads the user there, while this test
  // already counts (sessionStorage stays with the tab).
  await page.goto('about:blank');
  const reads: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'GET' && (path === `/api/treinos/${id}` || path === '/api/user' || path === '/api/sports' || path === '/api/config/links')) reads.push(path);
  });
  await page.goto(`/treino/${id}`);
  await expect(page.getByTestId('treino-page')).toBeVisible();
  await expect(page.getByTestId('treino-clube')).toHaveValue('Leitura Única');
  await page.waitForLoadState('networkidle');
  // The first load asked for the training and the user before the page's code ran; the page,
  // mounting, took those answers instead of asking a second time.
  expect(reads.filter((p) => p === `/api/treinos/${id}`)).toHaveLength(1);
  expect(reads.filter((p) => p === '/api/user')).toHaveLength(1);
  // So were the sports (the header form's field) and the layout's links: none answers after the
  // page's first render, which made the page render its forms again.
  expect(reads.filter((p) => p === '/api/sports')).toHaveLength(1);
  expect(reads.filter((p) => p === '/api/config/links')).toHaveLength(1);
  // After a navigation inside the app, mounting the page reads the training again as usual.
  await page.getByRole('link', { name: 'Voltar aos treinos' }).click();
  await expect(page).toHaveURL(/\/treinos$/);
  await page.getByTestId(`treino-view-${id}`).click();
  await expect(page.getByTestId('treino-clube')).toHaveValue('Leitura Única');
  await expect.poll(() => reads.filter((p) => p === `/api/treinos/${id}`).length).toBe(2);
});
