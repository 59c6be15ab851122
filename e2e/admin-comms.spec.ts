import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { logInByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { horizontalOverflow, unreachableControls } from './helpers/layout.ts';
import { newestMailTo, outboxFiles } from './helpers/mail.ts';
import { TINY_PNG } from './helpers/seed.ts';
import type { ServerInfo } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';
import { richText } from './helpers/richText.ts';

/** A small but real PDF (the server reads the %PDF magic). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');

async function asMaster(page: Page, request: Parameters<typeof logInByApi>[0], server: ServerInfo): Promise<void> {
  await useToken(page, await logInByApi(request, server.adminEmail, server.adminPassword), 'master');
}

/** A second browser, signed out, for another person. */
async function freshPage(browser: Browser, server: ServerInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL });
  return context.newPage();
}

test.describe('admin clubs, bulk mail and notifications', () => {
  test('an admin creates a club for an existing user, who accepts it once with the invitation link', async ({ page, request, server, browser }) => {
    const leader = newUser('leader');
    await signUpByApi(request, leader);
    await asMaster(page, request, server);

    await page.goto('/admin/teams');
    await page.getByTestId('team-add').click();
    await expect(page).toHaveURL(/\/admin\/new-team$/);
    // Every field is required; the leader must be an existing user.
    await page.getByTestId('admin-team-save').click();
    await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
    await page.getByTestId('admin-team-email').fill('ninguem-aqui@example.com');
    await page.getByTestId('admin-team-name').fill('Clube Atlético Serrano');
    await page.getByTestId('admin-team-location').fill('Recife');
    await page.getByTestId('admin-team-end').fill('2030-06-30T12:00');
    await page.getByTestId('admin-team-max-users').fill('12');
    await page.getByTestId('admin-team-max-categories').fill('3');
    await page.locator('input[type="file"]').setInputFiles({ name: 'escudo.png', mimeType: 'image/png', buffer: TINY_PNG });
    await page.getByTestId('admin-team-save').click();
    await expect(page.getByText('Nenhum usuário com este e-mail').first()).toBeVisible();
    await expect(page.getByTestId('invite-modal')).toHaveCount(0);

    await page.getByTestId('admin-team-email').fill(leader.email);
    await page.getByTestId('admin-team-save').click();
    const modal = page.getByTestId('invite-modal');
    await expect(modal).toBeVisible();
    await expect(page.getByTestId('invite-email')).toHaveValue(leader.email);
    const link = await page.getByTestId('invite-key').inputValue();
    expect(link).toMatch(/\/team\/accept#[A-Za-z0-9_-]{40,}$/);
    await expect(modal).not.toContainText(leader.password);
    await page.getByTestId('invite-close').click();
    await expect(page).toHaveURL(/\/admin\/teams$/);
    const row = page.locator('[data-testid^="team-row-"]', { hasText: 'Clube Atlético Serrano' });
    await expect(row.getByText('Aguardando aceite')).toBeVisible();

    // The leader opens the link signed out, signs in, and lands back on it.
    const leaderPage = await freshPage(browser, server);
    await leaderPage.goto(link.slice(link.indexOf('/team/accept')));
    await expect(leaderPage).toHaveURL(/\/login$/);
    await leaderPage.getByLabel(/^E-mail/).fill(leader.email);
    await leaderPage.getByLabel(/^Senha/).fill(leader.password);
    await leaderPage.getByRole('button', { name: 'Entrar' }).click();
    await expect(leaderPage).toHaveURL(/\/team\/accept#/);
    await leaderPage.getByTestId('accept-club').click();
    await expect(leaderPage).toHaveURL(/\/team\/profile$/);
    await expect(leaderPage.getByTestId('team-name')).toHaveValue('Clube Atlético Serrano');
    // Single use.
    await leaderPage.goto(link.slice(link.indexOf('/team/accept')));
    await leaderPage.getByTestId('accept-club').click();
    await expect(leaderPage.getByTestId('accept-error')).toHaveText('Convite inválido, já usado ou expirado');
    await leaderPage.context().close();
    // The leader's password did not change.
    await logInByApi(request, leader.email, leader.password);

    await page.reload();
    await expect(row.getByText('Ativo')).toBeVisible();
  });

  test('an admin mails two users with an attachment; each gets a message of their own and the page shows each result', async ({ page, request, server }) => {
    const ana = newUser('mail-ana');
    const bruno = newUser('mail-bruno');
    await signUpByApi(request, ana);
    await signUpByApi(request, bruno);
    await asMaster(page, request, server);
    await page.goto('/admin/mail');
    await expect(page.getByText('Opcional: PDF, imagem, ZIP ou documento do Office, até 5 MB')).toBeVisible();

    // The status filter: new accounts are inactive.
    await page.getByTestId('mail-search').fill(ana.email);
    await expect(page.getByRole('checkbox', { name: `Selecionar ${ana.email}` })).toBeVisible();
    await page.getByText('Ativos', { exact: true }).click();
    await expect(page.getByRole('checkbox', { name: `Selecionar ${ana.email}` })).toHaveCount(0);
    await page.getByText('Inativos', { exact: true }).click();
    await page.getByRole('checkbox', { name: `Selecionar ${ana.email}` }).check();
    await page.getByTestId('mail-search').fill(bruno.email);
    await page.getByRole('checkbox', { name: `Selecionar ${bruno.email}` }).check();
    await page.getByText('Todos', { exact: true }).click();
    await expect(page.getByTestId('mail-selected-count')).toHaveText('Selecionados: 2');

    await page.getByTestId('mail-subject').fill('Reunião de técnicos');
    const editor = await richText(page, 'mail-message');
    await editor.click();
    await page.keyboard.type('Olá, técnicos! A pauta segue em anexo.');
    // Too large an attachment is refused before sending.
    const file = page.locator('input[type="file"]');
    await file.setInputFiles({ name: 'grande.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]) });
    await expect(page.getByText('O anexo passa de 5 MB')).toBeVisible();
    const before = outboxFiles(server.dataDir).length;
    await page.getByTestId('mail-send').click();
    await expect(page.getByTestId('mail-progress')).toHaveCount(0);
    expect(outboxFiles(server.dataDir).length).toBe(before);

    await file.setInputFiles({ name: 'pauta.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('mail-send').click();
    await expect(page.getByText('Email enviado com sucesso')).toBeVisible();
    const progress = page.getByTestId('mail-progress');
    await expect(progress).toHaveAttribute('data-status', 'done');
    for (const who of [ana, bruno]) await expect(progress.locator(`[data-testid="mail-recipient"][data-email="${who.email}"]`)).toHaveAttribute('data-status', 'sent');
    await expect(page.getByTestId('mail-counts')).toContainText('2 enviados, 0 com falha, de 2');

    for (const [who, other] of [
      [ana, bruno],
      [bruno, ana],
    ] as const) {
      const mail = await newestMailTo(server.dataDir, who.email);
      expect(mail).toContain('Reuni');
      expect(mail).toContain('pauta.pdf');
      expect(mail).toContain('A pauta segue em anexo.');
      expect(mail).not.toContain(other.email);
    }
    expect(fs.existsSync(server.dataDir)).toBe(true);
  });

  test("a notification the admin writes shows on a coach's home in pt-br and en-us", async ({ page, request, server, browser }) => {
    await asMaster(page, request, server);
    await page.goto('/admin/notify');
    await expect(page.getByText('Bem-vindo à Prancheta!')).toBeVisible();
    await page.getByTestId('notify-new').click();
    await expect(page.getByTestId('notify-ordem')).toHaveValue('1');
    await expect(page.getByTestId('notify-background')).toBeVisible();
    // The pt-br texts are required.
    await page.getByTestId('notify-save').click();
    await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
    await page.getByTestId('notify-ordem').fill('7');
    await page.getByTestId('notify-title').fill('Treino extra no sábado');
    await page.getByTestId('notify-message').fill('Campo 2, às 9h.');
    await page.getByTestId('notify-tab-en-us').click();
    await page.getByTestId('notify-title_en').fill('Extra practice on Saturday');
    await page.getByTestId('notify-message_en').fill('Field 2, at 9am.');
    await page.getByTestId('notify-save').click();
    await expect(page.getByTestId('notify-form')).toHaveCount(0);
    const row = page.locator('[data-testid^="notify-row-"]', { hasText: 'Treino extra no sábado' });
    await expect(row).toBeVisible();

    const coachPage = await freshPage(browser, server);
    const token = await signUpByApi(request, newUser('notified'));
    await useToken(coachPage, token);
    await coachPage.evaluate(() => localStorage.setItem('lang', 'pt-br'));
    await coachPage.goto('/');
    await expect(coachPage.getByTestId('notification').filter({ hasText: 'Treino extra no sábado' })).toContainText('Campo 2, às 9h.');
    await coachPage.evaluate(() => localStorage.setItem('lang', 'en-us'));
    await coachPage.goto('/');
    await expect(coachPage.getByTestId('notification').filter({ hasText: 'Extra practice on Saturday' })).toContainText('Field 2, at 9am.');
    await expect(coachPage.getByText('Welcome to Prancheta!')).toBeVisible();

    // Deleted: gone from the home screen too.
    await row.getByRole('button', { name: 'Apagar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apagar' }).click();
    await expect(row).toHaveCount(0);
    await coachPage.goto('/');
    await expect(coachPage.getByText('Welcome to Prancheta!')).toBeVisible();
    await expect(coachPage.getByText('Extra practice on Saturday')).toHaveCount(0);
    await coachPage.context().close();
  });

  test('the admin pages fit a 360 px phone, and a coach is sent back to the profile', async ({ page, request, server }) => {
    const coach = await signUpByApi(request, newUser('not-admin'));
    await useToken(page, coach);
    await page.goto('/admin/teams');
    await expect(page).toHaveURL(/\/profile$/);

    await asMaster(page, request, server);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ['/admin/teams', '/admin/new-team', '/admin/mail', '/admin/notify', '/team/accept#abc']) {
      await page.goto(path);
      await expect(page.locator('main h2').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
      expect(await unreachableControls(page, 'main'), path).toEqual([]);
    }
  });
});
