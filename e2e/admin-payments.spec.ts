import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { activateByApi, logInByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { horizontalOverflow } from './helpers/layout.ts';
import { auth } from './helpers/seed.ts';
import { serverInfo } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';

const require = createRequire(import.meta.url);
type SqliteDb = { prepare(sql: string): { run(...a: unknown[]): unknown }; pragma(s: string): unknown; transaction(fn: () => void): () => void; close(): void };

/** A fresh account raised to admin by the master through the API. */
async function newAdminToken(request: APIRequestContext): Promise<string> {
  const server = serverInfo();
  const master = await logInByApi(request, server.adminEmail, server.adminPassword);
  const token = await signUpByApi(request, newUser('admin'));
  const id = ((await (await request.get('/api/user', { headers: auth(token) })).json()) as { user: { id: number } }).user.id;
  for (const level of ['mod', 'admin']) expect((await request.put(`/api/admin/user/${id}`, { headers: auth(master), data: { down: false, level } })).status()).toBe(200);
  return token;
}

/** `count` accounts whose e-mails start with `prefix`, written straight into the test server's SQLite database. */
function insertUsers(prefix: string, count: number): void {
  const Database = require('better-sqlite3') as new (file: string) => SqliteDb;
  const db = new Database(path.join(serverInfo().dataDir, 'prancheta.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const now = new Date().toISOString();
    const insert = db.prepare('insert into users (email, password_hash, name, phone, level, end_subscription, last_payment, created_at, updated_at) values (?, ?, ?, ?, ?, null, null, ?, ?)');
    db.transaction(() => {
      for (let i = 0; i < count; i++) insert.run(`${prefix}-${String(i).padStart(2, '0')}@example.com`, 'x', `Lista ${i}`, `119${randomBytes(4).readUInt32BE() % 100_000_000}`.padEnd(11, '0'), 'user', now, now);
    })();
  } finally {
    db.close();
  }
}

test('/admin/payments: search by e-mail, status filter, monthly totals, a manual refund (audited) and the link to the user', async ({ page, request }) => {
  const adminToken = await newAdminToken(request);
  const payer = newUser('pagante');
  const payerToken = await signUpByApi(request, payer);
  await activateByApi(request, payerToken);
  await activateByApi(request, payerToken);
  const waiting = newUser('pendente');
  const waitingToken = await signUpByApi(request, waiting);
  const plans = (await (await request.get('/api/plans', { headers: auth(waitingToken) })).json()) as { plans: Array<{ id: number }> };
  expect((await request.get(`/api/user/pay?plan_id=${plans.plans[0]!.id}`, { headers: auth(waitingToken) })).status()).toBe(200);

  await useToken(page, adminToken, 'admin');
  await page.goto('/admin/payments');
  await expect(page.getByTestId('payments-table')).toBeVisible();
  await page.getByTestId('payments-search').fill(payer.email.toUpperCase());
  const rows = page.locator('[data-testid^="payment-row-"]');
  await expect(rows).toHaveCount(2);
  await expect(page.locator('[data-testid^="payment-status-"]')).toHaveText(['Aprovado', 'Aprovado']);
  await expect(page.locator('[data-testid^="payment-user-"]').first()).toHaveText(payer.email);

  // Mark the newest refunded: confirmed, said, shown, and no refund button on it any more.
  const first = rows.first();
  const id = (await first.getAttribute('data-testid'))!.replace('payment-row-', '');
  await page.getByTestId(`payment-refund-${id}`).click();
  await expect(page.getByRole('dialog')).toContainText(payer.email);
  await page.getByTestId('action-confirm').click();
  await expect(page.getByText('Pagamento marcado como estornado')).toBeVisible();
  await expect(page.getByTestId(`payment-status-${id}`)).toHaveText('Estornado');
  await expect(page.getByTestId(`payment-refund-${id}`)).toHaveCount(0);

  // The month's totals count the refund.
  const month = new Date().toISOString().slice(0, 7);
  await expect(page.getByTestId(`payment-refunded-${month}`)).toContainText('R$');
  await expect(page.getByTestId(`payment-refunded-${month}`)).not.toContainText('(0)');

  // Status filter: the pending payment of the other coach, found by the start of the e-mail.
  await page.getByTestId('payments-search').fill(waiting.email.slice(0, 14));
  await page.getByTestId('payments-status').click();
  await page.getByRole('option', { name: 'Pendente' }).click();
  await expect(rows).toHaveCount(1);
  await expect(page.locator('[data-testid^="payment-status-"]')).toHaveText(['Pendente']);
  await page.getByTestId('payments-status').click();
  await page.getByRole('option', { name: 'Aprovado' }).click();
  await expect(page.getByTestId('table-no-match')).toBeVisible();

  // A reversed period is refused in the field and not sent.
  await page.getByTestId('payments-from').fill('2030-05-10');
  await page.getByTestId('payments-to').fill('2030-05-01');
  await expect(page.getByText('A data final deve vir depois da inicial')).toBeVisible();

  // The audit trail on /admin/users records the manual refund; the payer link opens the user searched.
  await page.goto('/admin/payments');
  await page.getByTestId('payments-search').fill(payer.email);
  await expect(rows).toHaveCount(2);
  await page.locator('[data-testid^="payment-user-"]').first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?q=${encodeURIComponent(payer.email).replace(/[.]/g, '\\.')}`));
  await expect(page.getByTestId('users-search')).toHaveValue(payer.email);
  await expect(page.locator('[data-testid^="user-row-"]')).toHaveCount(1);
  await expect(page.getByTestId('audit-table')).toContainText('payment.refund');

  // The user's payment history from the row action.
  await page.locator('[data-testid^="user-payments-"]').click();
  await expect(page.getByTestId('user-payments').locator('[data-testid^="payment-status-"]')).toHaveText(['Estornado', 'Aprovado']);
});

test('/admin/users pages, sorts and searches on the server, and fits a 360 px phone with /admin/payments', async ({ page, request }) => {
  const adminToken = await newAdminToken(request);
  const prefix = `lista${randomBytes(3).toString('hex')}`;
  insertUsers(prefix, 25);
  await useToken(page, adminToken, 'admin');
  await page.goto('/admin/users');
  const rows = page.locator('[data-testid^="user-row-"]');
  await page.getByTestId('users-search').fill(prefix);
  await expect(page.getByText('1–20 de 25')).toBeVisible();
  await expect(rows).toHaveCount(20);
  // The users' table's own pager (the audit trail below has one too once it holds a page of entries).
  await page.getByTestId('users-table').getByLabel('Próxima página').click();
  await expect(page.getByText('21–25 de 25')).toBeVisible();
  await expect(rows).toHaveCount(5);
  // Sorting by e-mail descending (two clicks on the header) brings the last e-mail first, from page 1.
  const emailHeader = page.getByRole('button', { name: /^E-mail/ });
  await emailHeader.click();
  await expect(page.getByText('1–20 de 25')).toBeVisible();
  await expect(rows.first()).toContainText(`${prefix}-00@example.com`);
  await emailHeader.click();
  await expect(rows.first()).toContainText(`${prefix}-24@example.com`);
  // A narrower search, then one that finds nothing says so.
  await page.getByTestId('users-search').fill(`${prefix}-1`);
  await expect(rows).toHaveCount(10);
  await page.getByTestId('users-search').fill(`${prefix}-zz`);
  await expect(page.getByTestId('table-no-match')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByTestId('users-search').fill(prefix);
  await expect(rows).toHaveCount(20);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.goto('/admin/payments');
  await expect(page.getByTestId('payments-table')).toBeVisible();
  await expect(page.getByTestId('payment-totals')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});
