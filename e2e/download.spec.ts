import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { readZip } from '../apps/server/src/test/zip-reader.ts';
import type { NewUser } from './helpers/accounts.ts';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { horizontalOverflow, unreachableControls } from './helpers/layout.ts';
import { monthsAgo, setCreatedAtInDb } from './helpers/records.ts';
import { auth, createFormation, createTraining } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

/** A paid-up coach, signed in, with a training about 5.5 months old (deleted in 13 days), one 4 months old (not yet) and a formation. */
async function coachWithAgedRecords(page: Page, request: APIRequestContext): Promise<{ user: NewUser; token: string; soon: number; later: number; formation: number }> {
  const user = newUser('download');
  const token = await signUpByApi(request, user);
  await activateByApi(request, token);
  const soon = await createTraining(request, token, { metodologia: 'Rondo de pressão' });
  const later = await createTraining(request, token, { metodologia: 'Jogo posicional' });
  const formation = await createFormation(request, token, { descricao: 'Bloco médio 4-1-4-1' });
  setCreatedAtInDb('treinos', soon, monthsAgo(6, -13));
  setCreatedAtInDb('treinos', later, monthsAgo(4));
  await useToken(page, token);
  return { user, token, soon, later, formation };
}

test('the home page lists the record retention deletes soon, with its date, and the download button', async ({ page, request }) => {
  await coachWithAgedRecords(page, request);
  await page.goto('/');
  const warning = page.getByTestId('retention-warning');
  await expect(warning).toBeVisible();
  await expect(warning.getByTestId('retention-item')).toHaveCount(1);
  await expect(warning).toContainText('Treino');
  await expect(warning).toContainText('Rondo de pressão');
  await expect(warning).toContainText(/Excluído em \d{1,2} de \w+ de \d{4}/);
  await expect(warning).not.toContainText('Jogo posicional');
  await expect(warning.getByTestId('download-all')).toBeVisible();
});

test('the profile downloads all material as a ZIP whose entries are checked', async ({ page, request }) => {
  const { user, soon, later, formation } = await coachWithAgedRecords(page, request);
  await page.goto('/profile');
  await expect(page.getByTestId('download-summary')).toContainText('3 registro(s)');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('download-all').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^prancheta-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = fs.readFileSync((await download.path())!);
  const entries = readZip(zip);
  expect(entries.map((e) => e.name)).toEqual([
    `treinos/${soon}-Rondo-de-pressao.pdf`,
    `treinos/${later}-Jogo-posicional.pdf`,
    `formacoes/${formation}-Bloco-medio-4-1-4-1.png`,
    'dados.json',
  ]);
  for (const e of entries.filter((x) => x.name.endsWith('.pdf'))) expect(e.data().subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(entries[2]!.data().subarray(1, 4).toString('latin1')).toBe('PNG');
  const data = JSON.parse(entries[3]!.data().toString('utf8')) as { account: { email: string }; treinos: { id: number }[] };
  expect(data.account.email).toBe(user.email);
  expect(data.treinos.map((x) => x.id)).toEqual([soon, later]);
  await expect(page.getByTestId('download-done')).toBeVisible();
});

test('on a 360 px phone the retention warning and the account cards fit', async ({ page, request }) => {
  await coachWithAgedRecords(page, request);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByTestId('retention-warning')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await unreachableControls(page, '[data-testid="retention-warning"]')).toEqual([]);
  const item = await page.getByTestId('retention-item').boundingBox();
  expect(item!.x + item!.width).toBeLessThanOrEqual(360);
  await page.goto('/profile');
  await expect(page.getByTestId('delete-account')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await unreachableControls(page, '[data-testid="download-card"]')).toEqual([]);
  expect(await unreachableControls(page, '[data-testid="delete-account-card"]')).toEqual([]);
});

test('deleting the account refuses a wrong password and changes nothing; the right one deletes it and signs out', async ({ page, request }) => {
  const { user, token } = await coachWithAgedRecords(page, request);
  await page.goto('/profile');
  await page.getByTestId('delete-account').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Esta ação é irreversível');
  await page.getByTestId('delete-account-password').fill('senha-errada');
  await page.getByTestId('delete-account-confirm').click();
  await expect(dialog).toContainText('Senha atual incorreta');
  expect((await request.get('/api/user', { headers: auth(token) })).status()).toBe(200);
  await page.getByTestId('delete-account-password').fill(user.password);
  await page.getByTestId('delete-account-confirm').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();
  expect((await request.get('/api/user', { headers: auth(token) })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email: user.email, password: user.password } })).status()).not.toBe(200);
});

test('the retention warning and the account cards speak es-es and en-us', async ({ page, request }) => {
  const token = await signUpByApi(request, newUser('download-lang'));
  await activateByApi(request, token);
  const soon = await createTraining(request, token, { metodologia: 'Saída curta' });
  setCreatedAtInDb('treinos', soon, monthsAgo(6, -10));
  await useToken(page, token);
  for (const [lang, title, download, remove] of [
    ['es-es', 'Registros que se eliminarán pronto', 'Descargar todo el material (ZIP)', 'Eliminar mi cuenta'],
    ['en-us', 'Records to be deleted soon', 'Download all material (ZIP)', 'Delete my account'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    await page.goto('/');
    await expect(page.getByTestId('retention-warning')).toContainText(title);
    await expect(page.getByTestId('retention-warning')).toContainText('Saída curta');
    await page.goto('/profile');
    await expect(page.getByTestId('download-all')).toHaveText(download);
    await expect(page.getByTestId('delete-account')).toHaveText(remove);
  }
});
