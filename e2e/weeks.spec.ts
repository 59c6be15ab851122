import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { auth, createTraining, createWeek, signedInCoach, TINY_PNG } from './helpers/seed.ts';
import { E2E_DIR } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';
import { richText } from './helpers/richText.ts';

const require = createRequire(import.meta.url);
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string; numpages: number }>;

/** Types into the rich-text cell of a weekday and shift (e.g. segundaM). */
async function writeCell(page: Page, key: string, text: string): Promise<void> {
  await (await richText(page, `week-dia-${key}`)).fill(text);
}

type WeekAnswer = { semana: { dia: Record<string, string>; time: Record<string, string>; treinos: Record<string, { id: number }>; config: { days: string[] } } };

test('/week refuses a sheet without the required fields, then creates one with three weekdays, cells and a logo', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'weeks');
  await page.goto('/weeks');
  await expect(page.getByText('Você ainda não tem semanas planejadas')).toBeVisible();
  await page.getByTestId('weeks-new').first().click();
  await expect(page).toHaveURL(/\/week$/);

  // Refused without the required fields: the seed's message, nothing sent.
  await page.getByTestId('week-dataInicio').fill('2026-03-02');
  await page.getByTestId('week-submit').click();
  await expect(page.getByText('Preencha todos os campos').first()).toBeVisible();
  expect(((await (await request.get('/api/semana', { headers: auth(token) })).json()) as { semanas: unknown[] }).semanas).toHaveLength(0);

  await page.getByTestId('week-cabecalho').fill('Esporte Clube Vitória');
  await page.getByTestId('week-subtitulo').fill('Sub-15 feminino');
  await page.getByTestId('week-title').fill('Semana 12');
  await page.getByTestId('week-range').fill('Pré-temporada');
  await expect(page.getByTestId('week-dataFim')).toHaveValue('2026-03-08');
  // segunda is checked by default; add quarta and sexta.
  await expect(page.getByTestId('week-check-segunda')).toBeChecked();
  await page.getByTestId('week-check-quarta').check();
  await page.getByTestId('week-check-sexta').check();
  await expect(page.getByTestId('week-columns').locator('[data-testid^="week-day-"]')).toHaveCount(3);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('week-img').click();
  await (await chooser).setFiles({ name: 'escudo.png', mimeType: 'image/png', buffer: TINY_PNG });

  await page.getByTestId('week-time-segundaM').fill('08:00');
  await page.getByTestId('week-place-segundaM').fill('Academia');
  await writeCell(page, 'segundaM', 'Força e potência');
  await writeCell(page, 'quartaN', 'Jogo reduzido 5x5');
  await page.getByTestId('week-time-quartaN').fill('19:30');
  await page.getByTestId('week-submit').click();
  await expect(page).toHaveURL(/\/weeks$/);
  await expect(page.getByText('Semana criada').first()).toBeVisible();
  const rows = page.getByTestId('weeks-table').locator('[data-testid^="week-row-"]');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Esporte Clube Vitória');
  await expect(rows.first()).toContainText('08/03/2026');
  const list = (await (await request.get('/api/semana', { headers: auth(token) })).json()) as { semanas: Array<{ id: number }> };
  const saved = (await (await request.get(`/api/semana/${list.semanas[0]!.id}`, { headers: auth(token) })).json()) as WeekAnswer;
  expect(saved.semana.dia.segundaM).toContain('Força e potência');
  expect(saved.semana.time).toEqual({ segundaM: '08:00', quartaN: '19:30' });
  expect(saved.semana.config.days).toEqual(['segunda', 'quarta', 'sexta']);
});

test('the week editor loads a sheet with its cells and logo, edits a cell, adds one and links a training', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'weeks');
  const treinoId = await createTraining(request, token, { metodologia: 'Jogos reduzidos', data: '2026-06-02' });
  const id = await createWeek(request, token);
  await page.goto('/weeks');

  // Edit: the sheet loads with its cells; change one, add one, link the training.
  await page.getByTestId(`week-edit-${id}`).click();
  await expect(page).toHaveURL(new RegExp(`/week/${id}$`));
  await expect(await richText(page, 'week-dia-segundaM')).toContainText('Força e potência');
  await expect(page.getByTestId('week-img-preview')).toBeVisible();
  await writeCell(page, 'segundaM', 'Força máxima');
  await writeCell(page, 'sextaM', 'Recuperação ativa');
  await page.getByTestId('week-treino-sextaM').click();
  await page.getByRole('option', { name: `#${treinoId} Jogos reduzidos (02/06/2026)` }).click();
  await expect(page.getByTestId('week-treino-link-sextaM')).toHaveAttribute('href', `/treino/${treinoId}`);
  await page.getByTestId('week-submit').click();
  await expect(page.getByText('Semana atualizada').first()).toBeVisible();
  const saved = (await (await request.get(`/api/semana/${id}`, { headers: auth(token) })).json()) as WeekAnswer;
  expect(saved.semana.dia.segundaM).toContain('Força máxima');
  expect(saved.semana.dia.sextaM).toContain('Recuperação ativa');
  expect(saved.semana.time).toEqual({ segundaM: '08:00', quartaN: '19:30' });
  expect(saved.semana.treinos.sextaM?.id).toBe(treinoId);
  expect(saved.semana.config.days).toEqual(['segunda', 'quarta', 'sexta']);
});

test('the week editor fits a 360 px phone (screenshots of desktop and phone)', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'weeks');
  const id = await createWeek(request, token);
  await page.goto(`/week/${id}`);
  await expect(await richText(page, 'week-dia-segundaM')).toContainText('Força e potência');
  // Screenshots of the editor (desktop and a 360 px phone) for a human to look at.
  await page.screenshot({ path: path.join(E2E_DIR, 'screenshots', 'week-editor-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('week-day-quarta')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(E2E_DIR, 'screenshots', 'week-editor-360.png'), fullPage: true });
});

test('the week editor prints with a short-lived token a PDF that holds the checked days, cells and linked training', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'weeks');
  const treinoId = await createTraining(request, token, { metodologia: 'Jogos reduzidos', data: '2026-06-02' });
  const id = await createWeek(request, token, {
    dia: { segundaM: '<p>Força máxima</p>', quartaN: '<p>Jogo reduzido 5x5</p>', sextaM: '<p>Recuperação ativa</p>' },
    treinos: { sextaM: treinoId },
  });
  await page.goto(`/week/${id}`);
  await expect(await richText(page, 'week-dia-segundaM')).toContainText('Força máxima');

  // Print from the editor: a short-lived token, never the session token; the PDF holds the cells.
  const popup = page.waitForEvent('popup');
  await page.getByTestId('week-print').click();
  const win = await popup;
  await win.waitForURL(/\/api\/print\/week\?id=\d+&lang=pt&token=/);
  expect(win.url()).not.toContain(token);
  const pdf = await request.get(win.url());
  expect(pdf.status()).toBe(200);
  const text = (await pdfParse(await pdf.body())).text.replace(/\s+/g, ' ');
  for (const s of [
    'Esporte Clube Vitória',
    'Sub-15 feminino',
    'Semana 12',
    'Segunda-feira',
    'Quarta-feira',
    'Sexta-feira',
    'Força máxima',
    'Jogo reduzido 5x5',
    'Recuperação ativa',
    '08:00 · Academia',
    'Treino: Jogos reduzidos (02/06/2026)',
  ]) {
    expect(text).toContain(s);
  }
  expect(text).not.toContain('Terça-feira');
  await win.close();

  await page.getByRole('link', { name: 'Voltar às semanas' }).click();
  await expect(page).toHaveURL(/\/weeks$/);
});

test('/weeks duplicates a sheet and deletes the copy after confirmation', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'weeks');
  const id = await createWeek(request, token);
  await page.goto('/weeks');
  const rows = page.getByTestId('weeks-table').locator('[data-testid^="week-row-"]');
  await expect(rows).toHaveCount(1);
  await page.getByTestId(`week-copy-${id}`).click();
  await expect(page.getByText('Semana duplicada').first()).toBeVisible();
  await expect(rows).toHaveCount(2);
  const after = (await (await request.get('/api/semana', { headers: auth(token) })).json()) as { semanas: Array<{ id: number }> };
  const copy = after.semanas.map((s) => s.id).find((x) => x !== id)!;
  await page.getByTestId(`week-delete-${copy}`).click();
  await expect(page.getByTestId('delete-dialog').getByText('Tem certeza que deseja apagar esta semana?')).toBeVisible();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByText('Semana apagada').first()).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId(`week-row-${id}`)).toBeVisible();
  expect((await request.get(`/api/semana/${copy}`, { headers: auth(token) })).status()).toBe(404);
});

test('a week that cannot be loaded says "Ocorreu um erro" and goes back to /weeks', async ({ page, request }) => {
  await signedInCoach(page, request, 'weeks404');
  await page.goto('/week/999999');
  await expect(page.getByText('Ocorreu um erro').first()).toBeVisible();
  await expect(page).toHaveURL(/\/weeks$/);
});
