import { newUser, signUpByApi, useToken } from './helpers/accounts.ts';
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
