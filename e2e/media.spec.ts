import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { activateByApi, logInByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import type { ServerInfo } from './helpers/server.ts';
import { ROOT_DIR } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';

const GIFS = path.join(ROOT_DIR, 'apps/server/assets/gifs');
const squat = { name: 'agachamento-livre.gif', mimeType: 'image/gif', buffer: fs.readFileSync(path.join(GIFS, 'Membros inferiores', 'Agachamento.gif')) };
const plank = { name: 'prancha.gif', mimeType: 'image/gif', buffer: fs.readFileSync(path.join(GIFS, 'Core', 'Prancha.gif')) };
const notGif = { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64') };

const tile = (page: Page, kind: 'media-folder' | 'media-image', name: string) => page.locator(`[data-testid="${kind}"][data-name="${name}"]`);

test.describe('media library', () => {
  /** Signs the master in in `page` and opens the admin library. */
  async function openAdminLibrary(page: Page, request: APIRequestContext, server: ServerInfo): Promise<string> {
    const masterToken = await logInByApi(request, server.adminEmail, server.adminPassword);
    await useToken(page, masterToken, 'master');
    await page.goto('/admin/gifs');
    return masterToken;
  }

  test('the admin library holds the starter folders; a new folder needs a name, then opens empty', async ({ page, request, server }) => {
    await openAdminLibrary(page, request, server);
    // The starter library is there on a fresh install.
    for (const folder of ['Membros inferiores', 'Membros superiores', 'Core', 'Cardio e mobilidade']) await expect(tile(page, 'media-folder', folder)).toBeVisible();
    await expect(page.getByTestId('media-delete')).toBeDisabled();

    await page.getByTestId('media-new-folder').click();
    await expect(page.getByTestId('new-folder-input')).toHaveValue('Nova pasta');
    await page.getByTestId('new-folder-input').fill('');
    await page.getByTestId('new-folder-submit').click();
    await expect(page.getByText('Campo obrigatório')).toBeVisible();
    await page.getByTestId('new-folder-input').fill('Alongamentos');
    await page.getByTestId('new-folder-submit').click();
    await expect(page.getByText('Pasta criada')).toBeVisible();
    await tile(page, 'media-folder', 'Alongamentos').getByRole('button', { name: /Abrir pasta/ }).click();
    await expect(page.getByTestId('media-breadcrumbs')).toContainText('Alongamentos');
    await expect(page.getByText('Nenhum arquivo aqui.')).toBeVisible();
  });

  test('an admin uploads and renames gifs in a folder (other files ignored, names required), then selects and deletes one', async ({ page, request, server }) => {
    const masterToken = await openAdminLibrary(page, request, server);
    const folder = `Aquecimento ${randomBytes(3).toString('hex')}`;
    const mkdir = await request.post('/api/admin/gifs/mkdir', { headers: { authorization: `Bearer ${masterToken}` }, data: { name: folder, path: '' } });
    expect(mkdir.status(), await mkdir.text()).toBe(200);
    await page.reload();
    await tile(page, 'media-folder', folder).getByRole('button', { name: /Abrir pasta/ }).click();
    await expect(page.getByTestId('media-breadcrumbs')).toContainText(folder);

    await page.getByTestId('media-add').click();
    await page.locator('input[type=file]').setInputFiles([squat, plank, notGif]);
    await expect(page.getByText('Apenas gifs (gif ou webp); foto.png foi ignorado')).toBeVisible();
    await expect(page.getByTestId('upload-item')).toHaveCount(2);
    const names = page.getByTestId('upload-name');
    await expect(names.nth(0)).toHaveValue('agachamento-livre');
    await expect(names.nth(1)).toHaveValue('prancha');
    await names.nth(1).fill('');
    await page.getByTestId('upload-send').click();
    await expect(page.getByText('Campo obrigatório')).toBeVisible();
    await names.nth(1).fill('Prancha frontal');
    await names.nth(0).fill('Agachamento com peso');
    await page.getByTestId('upload-send').click();
    await expect(page.getByText('Gifs enviados com sucesso')).toBeVisible();
    await expect(tile(page, 'media-image', 'Agachamento com peso.gif')).toBeVisible();
    await expect(tile(page, 'media-image', 'Prancha frontal.gif')).toBeVisible();
    await expect(tile(page, 'media-image', 'Prancha frontal.gif').locator('img')).toHaveJSProperty('complete', true);

    // Click selects (highlighted), click again toggles; delete asks first.
    const pranchaTile = tile(page, 'media-image', 'Prancha frontal.gif');
    await pranchaTile.getByRole('button').click();
    await expect(pranchaTile).toHaveAttribute('data-selected', 'true');
    await pranchaTile.getByRole('button').click();
    await expect(pranchaTile).not.toHaveAttribute('data-selected', 'true');
    await pranchaTile.getByRole('button').click();
    await page.getByTestId('media-delete').click();
    await page.getByTestId('delete-confirm').click();
    await expect(pranchaTile).toHaveCount(0);
    await expect(tile(page, 'media-image', 'Agachamento com peso.gif')).toBeVisible();

    // Back home through the breadcrumb.
    await page.getByTestId('media-home').click();
    await expect(tile(page, 'media-folder', folder)).toBeVisible();
  });

  test('an admin finds a coach\'s gifs by e-mail: user mode names the coach and hides the new-folder button', async ({ page, request, server }) => {
    const coachUser = newUser('gifcoach');
    const coachToken = await signUpByApi(request, coachUser);
    await activateByApi(request, coachToken);
    const own = await request.post('/api/user-gifs', { headers: { authorization: `Bearer ${coachToken}` }, multipart: { 'images[Meu burpee.gif]': plank } });
    expect(own.status(), await own.text()).toBe(200);
    await openAdminLibrary(page, request, server);

    await page.getByTestId('media-find-user').click();
    await page.getByTestId('find-user-input').fill('ninguem@example.com');
    await page.getByTestId('find-user-submit').click();
    await expect(page.getByText('Nenhum usuário encontrado com o e-mail')).toBeVisible();
    await page.getByTestId('find-user-input').fill(coachUser.email);
    await page.getByTestId('find-user-submit').click();
    await expect(page.getByTestId('media-breadcrumbs')).toContainText(coachUser.name);
    await expect(tile(page, 'media-image', 'Meu burpee.gif')).toBeVisible();
    await expect(tile(page, 'media-image', 'Meu burpee.gif').locator('img')).toBeVisible();
    await expect(page.getByTestId('media-new-folder')).toHaveCount(0);
    await page.getByTestId('media-home').click();
    await expect(page.getByTestId('media-new-folder')).toBeVisible();
    await expect(tile(page, 'media-folder', 'Core')).toBeVisible();
  });

  test('a coach browses and searches the library, uploads, uses and deletes own gifs through the picker', async ({ page, request }) => {
    const token = await signUpByApi(request, newUser('picker'));
    await activateByApi(request, token);
    await useToken(page, token);
    await page.goto('/gifs');
    await page.getByTestId('open-gif-picker').click();
    const picker = page.getByTestId('gif-picker');
    await expect(tile(page, 'media-folder', 'Meus gifs')).toBeVisible();
    await expect(tile(page, 'media-folder', 'Core')).toBeVisible();

    // Search across folders, accents ignored.
    await page.getByTestId('gif-search').fill('elevacao');
    await expect(tile(page, 'media-image', 'Elevação frontal.gif')).toBeVisible();
    await expect(tile(page, 'media-folder', 'Core')).toHaveCount(0);
    await page.getByTestId('gif-search').fill('');

    // A library gif: open a folder, select, use.
    await tile(page, 'media-folder', 'Core').getByRole('button').click();
    await expect(page.getByTestId('media-breadcrumbs')).toContainText('Core');
    await tile(page, 'media-image', 'Prancha.gif').getByRole('button').click();
    await page.getByTestId('gif-use').click();
    await expect(picker).toBeHidden();
    await expect(page.getByTestId('picked-gif')).toHaveAttribute('data-path', 'Core/Prancha.gif');
    await expect(page.getByTestId('picked-gif')).toHaveAttribute('data-usergif', '0');

    // Own gifs: upload into "Meus gifs", use one, delete it.
    await page.getByTestId('open-gif-picker').click();
    await page.getByTestId('media-home').click();
    await tile(page, 'media-folder', 'Meus gifs').getByRole('button').click();
    await expect(page.getByText('Você ainda não tem gifs.')).toBeVisible();
    await page.getByTestId('my-gifs-upload').click();
    await page.locator('input[type=file]').setInputFiles([squat]);
    await page.getByTestId('upload-name').fill('Meu agachamento');
    await page.getByTestId('upload-send').click();
    await expect(page.getByText('Gifs enviados com sucesso')).toBeVisible();
    const mine = tile(page, 'media-image', 'Meu agachamento.gif');
    await expect(mine).toBeVisible();
    await expect(mine.locator('img')).toBeVisible();
    await expect(page.getByTestId('my-gifs-count')).toHaveText('1 de 50 gifs');
    await mine.getByRole('button').click();
    await page.getByTestId('gif-use').click();
    await expect(page.getByTestId('picked-gif')).toHaveAttribute('data-usergif', '1');
    await expect(page.getByTestId('picked-gif')).toHaveAttribute('data-path', /^user_\d+\/Meu agachamento\.gif$/);

    await page.getByTestId('open-gif-picker').click();
    await page.getByTestId('media-home').click();
    await tile(page, 'media-folder', 'Meus gifs').getByRole('button').click();
    await tile(page, 'media-image', 'Meu agachamento.gif').getByRole('button').click();
    await page.getByTestId('my-gifs-delete').click();
    await page.getByTestId('delete-confirm').click();
    await expect(page.getByText('Gifs apagados')).toBeVisible();
    await expect(page.getByText('Você ainda não tem gifs.')).toBeVisible();
  });

  test('the admin screens are refused to a coach by the server (403) and send them to the profile', async ({ page, request }) => {
    const token = await signUpByApi(request, newUser('notadmin'));
    await activateByApi(request, token);
    const res = await request.get('/api/admin/gifs?path=', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
    await useToken(page, token);
    await page.goto('/admin/gifs');
    await expect(page).toHaveURL(/\/profile$/);
  });
});
