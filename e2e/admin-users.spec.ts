import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { NewUser } from './helpers/accounts.ts';
import { activateByApi, logInByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { createClubInDb } from './helpers/clubs.ts';
import { horizontalOverflow, unreachableControls } from './helpers/layout.ts';
import { auth } from './helpers/seed.ts';
import type { ServerInfo } from './helpers/server.ts';
import { serverInfo } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';
import { recordWebm, saveVideo } from './helpers/videos.ts';

const require = createRequire(import.meta.url);

/** The id of the account behind a token. */
async function idOf(request: APIRequestContext, token: string): Promise<number> {
  return ((await (await request.get('/api/user', { headers: auth(token) })).json()) as { user: { id: number } }).user.id;
}

/** A fresh account raised to admin by the master through the API (PUT admin/user/{id} {down: false} twice). */
async function newAdmin(request: APIRequestContext, masterToken: string): Promise<{ token: string; id: number }> {
  const token = await signUpByApi(request, newUser('admin'));
  const id = await idOf(request, token);
  for (const level of ['mod', 'admin']) {
    const res = await request.put(`/api/admin/user/${id}`, { headers: auth(masterToken), data: { down: false, level } });
    expect(res.status(), await res.text()).toBe(200);
  }
  return { token, id };
}

/** The storage key of a club file, read from the test server's SQLite database (null once the row is gone). */
function teamFileKey(id: number): string | null {
  const Database = require('better-sqlite3') as new (file: string) => { prepare(sql: string): { get(...a: unknown[]): unknown }; close(): void };
  const db = new Database(path.join(serverInfo().dataDir, 'prancheta.sqlite'));
  try {
    return ((db.prepare('select file_key from team_files where id = ?').get(id) as { file_key: string } | undefined) ?? { file_key: null }).file_key;
  } finally {
    db.close();
  }
}

/** A short webm recorded in the page, saved as one of the coach's video formations; answers its id. */
async function recordVideo(page: Page, request: APIRequestContext, token: string): Promise<number> {
  const webm = await recordWebm(page, { frames: 10 });
  return saveVideo(request, token, webm, { clube: 'Clube Lixeira', professor: 'Ana', categoria: 'Sub-9', data: '2026-06-02', local: 'Campo 2', descricao: 'Transição' });
}

/** A fresh admin signed in in `page`, and a fresh plain user with their token and id. */
async function adminAndUser(page: Page, request: APIRequestContext, server: ServerInfo, prefix = 'alvo'): Promise<{ user: NewUser; userToken: string; userId: number }> {
  const master = await logInByApi(request, server.adminEmail, server.adminPassword);
  const admin = await newAdmin(request, master);
  const user = newUser(prefix);
  const userToken = await signUpByApi(request, user);
  const userId = await idOf(request, userToken);
  await useToken(page, admin.token, 'admin');
  return { user, userToken, userId };
}

test('a plain user is refused /admin/users by the server: the page alerts and goes to /profile', async ({ page, request }) => {
  const coachToken = await signUpByApi(request, newUser('alvo'));
  await useToken(page, coachToken);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Você não tem permissão para isso')).toBeVisible();
});

test('an admin promotes a user to moderator and demotes them back, each confirmed; no ladder on their own or the master\'s row', async ({ page, request, server }) => {
  const { user: coach, userId: coachId } = await adminAndUser(page, request, server);
  await page.goto('/admin/users');
  await page.getByTestId('users-search').fill(coach.email);
  const row = page.getByTestId(`user-row-${coachId}`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId(`user-level-${coachId}`)).toHaveText('Usuário');
  await expect(page.getByTestId(`user-demote-${coachId}`)).toHaveCount(0);
  // The admin's own row has no ladder buttons; the master's neither.
  await page.getByTestId('users-search').fill(server.adminEmail);
  await expect(page.locator('[data-testid^="user-row-"]')).toHaveCount(1);
  await expect(page.locator('[data-testid^="user-promote-"], [data-testid^="user-demote-"], [data-testid^="user-delete-"]')).toHaveCount(0);

  // Promote (confirmed), then demote (confirmed).
  await page.getByTestId('users-search').fill(coach.email);
  await page.getByTestId(`user-promote-${coachId}`).click();
  await expect(page.getByRole('dialog')).toContainText(`Mudar ${coach.name} de Usuário para Moderador?`);
  await page.getByTestId('action-confirm').click();
  await expect(page.getByTestId(`user-level-${coachId}`)).toHaveText('Moderador');
  // An admin does not make admins: no promote for a mod.
  await expect(page.getByTestId(`user-promote-${coachId}`)).toHaveCount(0);
  await page.getByTestId(`user-demote-${coachId}`).click();
  await page.getByTestId('action-cancel').click();
  await expect(page.getByTestId(`user-level-${coachId}`)).toHaveText('Moderador');
  await page.getByTestId(`user-demote-${coachId}`).click();
  await page.getByTestId('action-confirm').click();
  await expect(page.getByTestId(`user-level-${coachId}`)).toHaveText('Usuário');
  await expect(page.getByTestId(`user-demote-${coachId}`)).toHaveCount(0);
});

test('an admin edits a user\'s subscription end: a bad password is refused in the form, then the date is saved', async ({ page, request, server }) => {
  const { user: coach, userToken: coachToken, userId: coachId } = await adminAndUser(page, request, server);
  await page.goto('/admin/users');
  await page.getByTestId('users-search').fill(coach.email);
  await expect(page.getByTestId(`user-status-${coachId}`)).toHaveText('Inativa');
  await page.getByTestId(`user-edit-${coachId}`).click();
  await page.getByTestId('subscription-end').fill('2031-03-15');
  await page.getByTestId('subscription-password').fill('123');
  await page.getByTestId('subscription-save').click();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  await page.getByTestId('subscription-password').fill('');
  await page.getByTestId('subscription-save').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId(`user-end-${coachId}`)).toHaveText('15/03/2031');
  await expect(page.getByTestId(`user-status-${coachId}`)).toHaveText('Ativa');
  expect(((await (await request.get('/api/user', { headers: auth(coachToken) })).json()) as { user: { subscription_active: boolean } }).user.subscription_active).toBe(true);
});

test('an admin saves the payment access key: cleared from the field, never shown back, and in the audit trail', async ({ page, request, server }) => {
  await adminAndUser(page, request, server);
  await page.goto('/admin/users');
  await page.getByTestId('access-key-input').fill('TEST-e2e-access-key');
  await page.getByTestId('access-key-save').click();
  await expect(page.getByText('Chave de acesso do pagamento atualizada')).toBeVisible();
  await expect(page.getByTestId('access-key-input')).toHaveValue('');
  await page.reload();
  await expect(page.getByTestId('access-key-input')).toHaveValue('');
  await expect(page.getByTestId('audit-table')).toContainText('env.set');
});

test('an admin deletes a user after confirmation: the row, the account and its session are gone, and the audit trail says so', async ({ page, request, server }) => {
  const { user: doomed, userToken: doomedToken, userId: doomedId } = await adminAndUser(page, request, server, 'apagar');
  await page.goto('/admin/users');
  await page.getByTestId('users-search').fill(doomed.email);
  await page.getByTestId(`user-delete-${doomedId}`).click();
  await expect(page.getByTestId('delete-dialog')).toContainText(doomed.email);
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId(`user-row-${doomedId}`)).toHaveCount(0);
  expect((await request.get('/api/user', { headers: auth(doomedToken) })).status()).toBe(401);
  expect((await request.post('/api/auth/login', { data: { email: doomed.email, password: doomed.password } })).status()).not.toBe(200);

  // The audit trail lists what was just done.
  await page.getByTestId('users-search').fill('');
  await expect(page.getByTestId('audit-table')).toContainText('user.delete');
});

test('an admin creates a plan; only the master edits and deletes it', async ({ page, request, server }) => {
  const master = await logInByApi(request, server.adminEmail, server.adminPassword);
  const admin = await newAdmin(request, master);
  const title = `Semestral ${Date.now().toString(36)}`;

  await useToken(page, admin.token, 'admin');
  await page.goto('/admin/plans');
  await expect(page.getByTestId('plans-master-only')).toBeVisible();
  await page.getByTestId('plan-new').click();
  // All fields required; description max 255; price step 0.01.
  await page.getByTestId('plan-days').fill('');
  await page.getByTestId('plan-save').click();
  await expect(page.getByRole('dialog').getByText('Campo obrigatório').first()).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Informe um número')).toBeVisible();
  await page.getByTestId('plan-title').fill(title);
  await page.getByTestId('plan-days').fill('180');
  await page.getByTestId('plan-price').fill('149,90');
  await page.getByTestId('plan-description').fill('Seis meses de acesso completo');
  await page.getByTestId('plan-title-en-us').fill('Half-year');
  await page.getByTestId('plan-description-en-us').fill('Six months of full access');
  await page.getByTestId('plan-save').click();
  await expect(page.getByText('Plano criado')).toBeVisible();
  const row = page.locator('[data-testid^="plan-row-"]').filter({ hasText: title });
  await expect(row).toContainText('R$ 149,90');
  const id = Number((await row.getAttribute('data-testid'))!.replace('plan-row-', ''));
  // Not for admins: no edit or delete button, and the server refuses them too.
  await expect(page.locator('[data-testid^="plan-edit-"], [data-testid^="plan-delete-"]')).toHaveCount(0);
  expect((await request.delete(`/api/admin/plans/${id}`, { headers: auth(admin.token) })).status()).toBe(403);
  // Coaches see it in their language.
  const plans = (await (await request.get('/api/plans', { headers: { ...auth(admin.token), 'x-lang': 'en-us' } })).json()) as { plans: Array<{ id: number; title: string }> };
  expect(plans.plans.find((p) => p.id === id)?.title).toBe('Half-year');

  // The master edits and deletes.
  await useToken(page, master, 'master');
  await page.goto('/admin/plans');
  await expect(page.getByTestId('plans-master-only')).toHaveCount(0);
  await page.getByTestId(`plan-edit-${id}`).click();
  await expect(page.getByTestId('plan-title-en-us')).toHaveValue('Half-year');
  await page.getByTestId('plan-price').fill('139,90');
  await page.getByTestId('plan-save').click();
  await expect(page.getByTestId(`plan-row-${id}`)).toContainText('R$ 139,90');
  await page.getByTestId(`plan-delete-${id}`).click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByTestId(`plan-row-${id}`)).toHaveCount(0);
});

test('a club file of a deleted category shows in /admin/clean; cleaning removes it and its file', async ({ page, request, server }) => {
  const master = await logInByApi(request, server.adminEmail, server.adminPassword);
  const admin = await newAdmin(request, master);
  const leader = newUser('lider');
  const leaderToken = await signUpByApi(request, leader);
  await activateByApi(request, leaderToken);
  createClubInDb(leader.email, { name: 'Clube da Lixeira' });
  const category = ((await (await request.post('/api/team/categories', { headers: auth(leaderToken), data: { name: 'Sub-9 lixeira', description: 'Fraldinhas' } })).json()) as { category: { id: number } }).category.id;
  await useToken(page, leaderToken);
  await page.goto('/videos');
  const video = await recordVideo(page, request, leaderToken);
  const sent = await request.post('/api/teamtreinos', { headers: auth(leaderToken), data: { category_id: category, data: '2026-06-02', id: video, type: 'video' } });
  expect(sent.status(), await sent.text()).toBe(200);
  const fileId = ((await sent.json()) as { treino: { id: number } }).treino.id;
  const key = teamFileKey(fileId)!;
  const file = path.join(server.dataDir, 'files', key);
  expect(fs.existsSync(file)).toBe(true);
  expect((await request.delete(`/api/team/categories/${category}`, { headers: auth(leaderToken) })).status()).toBe(200);
  expect(fs.existsSync(file)).toBe(true);

  await useToken(page, admin.token, 'admin');
  await page.goto('/admin/clean');
  const item = page.getByTestId(`trash-treino-${fileId}`);
  await expect(item).toContainText('Sub-9 lixeira');
  await expect(item).toContainText(leader.name);
  await page.getByTestId('clean-button').click();
  await expect(page.getByRole('dialog')).toContainText('Limpar a lixeira');
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByText(/Lixeira limpa: \d+ arquivo\(s\) de clube/)).toBeVisible();
  await expect(page.getByTestId('trash-empty')).toBeVisible();
  expect(fs.existsSync(file)).toBe(false);
  expect(teamFileKey(fileId)).toBeNull();
});

test('the admin pages fit a 360 px phone and read in Spanish and English', async ({ page, request, server }) => {
  const master = await logInByApi(request, server.adminEmail, server.adminPassword);
  const admin = await newAdmin(request, master);
  await useToken(page, admin.token, 'admin');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const p of ['/admin/users', '/admin/plans', '/admin/clean']) {
    await page.goto(p);
    await expect(page.locator('main h2').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await horizontalOverflow(page), p).toBeLessThanOrEqual(0);
    expect(await unreachableControls(page, 'main'), p).toEqual([]);
  }
  for (const [lang, users, plans, clean] of [
    ['es-es', 'Usuarios', 'Planes', 'Limpieza'],
    ['en-us', 'Users', 'Plans', 'Clean-up'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
    for (const [p, heading] of [['/admin/users', users], ['/admin/plans', plans], ['/admin/clean', clean]] as const) {
      await page.goto(p);
      await expect(page.locator('main h2').first(), `${lang} ${p}`).toHaveText(heading);
    }
  }
});
