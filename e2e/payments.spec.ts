import { logInByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { createClubInDb } from './helpers/clubs.ts';
import { horizontalOverflow } from './helpers/layout.ts';
import { newestMailTo } from './helpers/mail.ts';
import { expect, test } from './helpers/test.ts';

test('pays in the sandbox, gets the receipt and sees the payment on /profile; a refund from the sandbox page ends access', async ({ page, request, context, server }) => {
  const user = newUser();
  const token = await signUpByApi(request, user);
  const content = () => request.get('/api/treinos', { headers: { authorization: `Bearer ${token}` } });
  expect((await content()).status()).toBe(402);
  await useToken(page, token);

  await page.goto('/payment');
  const monthly = page.getByTestId('plan').filter({ hasText: 'Mensal' });
  const popupPromise = context.waitForEvent('page');
  await monthly.getByRole('button').click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const checkoutUrl = popup.url();
  expect(checkoutUrl).toContain('/api/payments/sandbox/');
  await popup.locator('button.approve').click();
  await expect(popup).toHaveURL(/\/profile\?payment=approved$/);

  // The receipt: plan, amount in R$, period and the provider reference.
  await expect.poll(() => newestMailTo(server.dataDir, user.email)).toContain('Plano: Mensal');
  const receipt = await newestMailTo(server.dataDir, user.email);
  expect(receipt).toContain('Valor: R$ 29,90');
  expect(receipt).toMatch(/Período: de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}/);
  expect(receipt).toMatch(/Referência do pagamento: sandbox-\d+/);
  expect((await content()).status()).toBe(200);

  await page.goto('/profile');
  const row = page.getByTestId('payment-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('payment-status')).toHaveText('Aprovado');
  await expect(row.getByTestId('payment-amount')).toHaveText('R$ 29,90');
  await expect(row.getByTestId('payment-period')).toContainText('Período');
  await page.goto('/');
  await expect(page.getByTestId('home-formacoes')).toBeVisible();
  await expect(page.getByTestId('subscription-banner')).toHaveCount(0);

  // The sandbox page of the approved payment offers the refund and the chargeback.
  await popup.goto(checkoutUrl);
  await expect(popup.getByRole('button', { name: 'Chargeback' })).toBeVisible();
  await popup.getByRole('button', { name: 'Estornar' }).click();
  await expect(popup).toHaveURL(/\/profile\?payment=refunded$/);
  await popup.close();

  expect((await content()).status()).toBe(402);
  await expect.poll(() => newestMailTo(server.dataDir, user.email)).toContain('Os 30 dias que ele liberou foram retirados da assinatura.');
  await page.goto('/');
  const banner = page.getByTestId('subscription-banner');
  await expect(banner).toHaveAttribute('data-state', 'ended');
  await expect(banner).toContainText('Sua assinatura terminou');
  await banner.getByTestId('subscription-banner-renew').click();
  await expect(page).toHaveURL(/\/payment$/);
  await page.goto('/profile');
  await expect(page.getByTestId('payment-row').getByTestId('payment-status')).toHaveText('Estornado');
  await expect(page.getByTestId('subscription-status')).toHaveText('Inativa');
});

test('the payment history speaks the user language (amounts in en-us and es-es formats) and fits a 360 px phone', async ({ page, request }) => {
  const token = await signUpByApi(request, newUser());
  const headers = { authorization: `Bearer ${token}` };
  const plans = (await (await request.get('/api/plans', { headers })).json()) as { plans: Array<{ id: number; kind: string }> };
  const pay = await request.get(`/api/user/pay?plan_id=${plans.plans.find((p) => p.kind === 'user')!.id}`, { headers });
  expect(pay.status()).toBe(200);
  await useToken(page, token);
  await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
  await page.goto('/profile');
  await expect(page.getByTestId('payment-row').getByTestId('payment-status')).toHaveText('Pending');
  await expect(page.getByTestId('payment-row').getByTestId('payment-amount')).toHaveText(/^R\$\s?\d+\.\d{2}$/);
  await page.evaluate(() => localStorage.setItem('lang', 'es-es'));
  await page.reload();
  await expect(page.getByTestId('payment-row').getByTestId('payment-status')).toHaveText('Pendiente');
  await expect(page.getByTestId('payment-row').getByTestId('payment-amount')).toHaveText(/^\d+,\d{2} R\$$/);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('payment-row')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
});

test('an admin creates a club plan; the coordinator pays it on /payment and the club gets the days', async ({ page, request, context, server }) => {
  const master = await logInByApi(request, server.adminEmail, server.adminPassword);
  const title = `Clube ${Date.now().toString(36)}`;
  await useToken(page, master, 'master');
  await page.goto('/admin/plans');
  await page.getByTestId('plan-new').click();
  await page.getByTestId('plan-title').fill(title);
  await page.getByTestId('plan-kind').getByText('Clube').click();
  await page.getByTestId('plan-days').fill('30');
  await page.getByTestId('plan-price').fill('199,90');
  await page.getByTestId('plan-description').fill('Todos os treinadores do clube');
  await page.getByTestId('plan-save').click();
  // A club plan needs its member limit.
  await expect(page.getByRole('dialog').getByText('Campo obrigatório')).toBeVisible();
  await page.getByRole('dialog').getByTestId('plan-max-users').fill('25');
  await page.getByTestId('plan-save').click();
  await expect(page.getByText('Plano criado')).toBeVisible();
  await expect(page.locator('[data-testid^="plan-row-"]').filter({ hasText: title })).toContainText('Até 25 membros');

  const leader = newUser('leader');
  const token = await signUpByApi(request, leader);
  createClubInDb(leader.email, { name: 'Clube Atlântico' });
  await useToken(page, token, 'user', true);
  await page.goto('/payment');
  const section = page.getByTestId('club-plans');
  await expect(section).toContainText('Para o clube Clube Atlântico');
  const card = section.getByTestId('plan').filter({ hasText: title });
  await expect(card.getByTestId('plan-max-users')).toHaveText('Até 25 membros');
  const popupPromise = context.waitForEvent('page');
  await card.getByRole('button').click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.locator('button.approve').click();
  await expect(popup).toHaveURL(/\/profile\?payment=approved$/);
  await popup.close();
  const me = (await (await request.get('/api/user', { headers: { authorization: `Bearer ${token}` } })).json()) as { user: { subscription_active: boolean; club_end_subscription: string | null; subscription: { end_subscription: string | null } } };
  expect(me.user.subscription_active).toBe(true);
  expect(me.user.subscription.end_subscription).toBeNull();
  expect(Date.parse(me.user.club_end_subscription!)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  await expect.poll(() => newestMailTo(server.dataDir, leader.email)).toContain('Clube: Clube Atlântico');
});
