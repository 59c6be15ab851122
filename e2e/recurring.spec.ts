import { logInByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { horizontalOverflow } from './helpers/layout.ts';
import { newestMailTo } from './helpers/mail.ts';
import { expect, test } from './helpers/test.ts';

test('subscribes with automatic renewal in the sandbox, sees it on /profile and cancels it there; the wording in es-es and en-us', async ({ page, request, context, server }) => {
  // A plan of its own, so the seeded plans (and the other specs) keep their single button.
  const master = await logInByApi(request, server.adminEmail, server.adminPassword);
  const title = `Automático ${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/plans', {
    headers: { authorization: `Bearer ${master}` },
    data: { title, days: 30, price: 39.9, short_desc: 'Renova sozinho todo mês', kind: 'user', recurring: true },
  });
  expect(created.status(), await created.text()).toBe(200);

  const user = newUser('recurring');
  const token = await signUpByApi(request, user);
  await useToken(page, token);
  await page.goto('/payment');
  const card = page.getByTestId('plan').filter({ hasText: title });
  await expect(card.getByTestId('plan-subscribe')).toHaveText('Assinar (renovação automática)');
  await expect(card.getByTestId('plan-pay-once')).toHaveText('Pagar uma vez');
  await expect(card).toContainText('Cartão ou PIX, sem renovação.');
  // A plan the admin did not mark keeps its one button.
  await expect(page.getByTestId('plan').filter({ hasText: 'Trimestral' }).getByRole('button')).toHaveCount(1);

  const popupPromise = context.waitForEvent('page');
  await card.getByTestId('plan-subscribe').click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(popup.url()).toContain('/api/payments/sandbox/subscription/');
  await expect(popup.getByText('R$ 39,90').first()).toBeVisible();
  await popup.getByRole('button', { name: 'Autorizar assinatura' }).click();
  await expect(popup).toHaveURL(/\/profile\?subscription=authorized$/);
  await expect(popup.getByTestId('subscription-authorized')).toBeVisible();
  await popup.close();
  await expect.poll(() => newestMailTo(server.dataDir, user.email)).toContain('Valor: R$ 39,90');

  await page.goto('/profile');
  const recurring = page.getByTestId('recurring-card');
  await expect(recurring.getByTestId('recurring-status')).toHaveText('Ativa');
  await expect(recurring).toContainText(title);
  await expect(recurring).toContainText('R$ 39,90 a cada 30 dias');
  await expect(recurring.getByTestId('recurring-next')).toContainText('Próxima cobrança por volta de');
  await expect(page.getByTestId('payment-row')).toHaveCount(1);
  await expect(page.getByTestId('payment-row').getByTestId('payment-status')).toHaveText('Aprovado');
  await expect(page.getByTestId('subscription-status')).toHaveText('Ativa');

  // Cancel: asks first; keeping it changes nothing.
  await recurring.getByTestId('recurring-cancel').click();
  await expect(page.getByRole('dialog')).toContainText('Cancelar a renovação automática?');
  await page.getByTestId('delete-cancel').click();
  await expect(recurring.getByTestId('recurring-status')).toHaveText('Ativa');
  await recurring.getByTestId('recurring-cancel').click();
  await page.getByTestId('delete-confirm').click();
  await expect(page.getByText('Renovação automática cancelada. Seu acesso continua até o fim do período pago.')).toBeVisible();
  await expect(recurring.getByTestId('recurring-status')).toHaveText('Cancelada');
  await expect(recurring.getByTestId('recurring-cancelled')).toContainText('Você cancelou em');
  await expect(recurring.getByTestId('recurring-cancel')).toHaveCount(0);
  // Access is kept to the end of the paid period.
  await expect(page.getByTestId('subscription-status')).toHaveText('Ativa');
  await expect.poll(() => newestMailTo(server.dataDir, user.email)).toContain('Você cancelou a renovação automática');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(recurring).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);

  // The same screens in Spanish and English.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => localStorage.setItem('lang', 'es-es'));
  await page.reload();
  await expect(recurring.getByTestId('recurring-status')).toHaveText('Cancelada');
  await expect(recurring).toContainText('Renovación automática');
  await expect(recurring.getByTestId('recurring-cancelled')).toContainText('La cancelaste el');
  await page.goto('/payment');
  await expect(card.getByTestId('plan-subscribe')).toHaveText('Suscribirse (renovación automática)');
  await expect(card.getByTestId('plan-pay-once')).toHaveText('Pagar una vez');
  await page.evaluate(() => localStorage.setItem('lang', 'en-us'));
  await page.reload();
  await expect(card.getByTestId('plan-subscribe')).toHaveText('Subscribe (automatic renewal)');
  await expect(card.getByTestId('plan-pay-once')).toHaveText('Pay once');
  await expect(card).toContainText('Credit card, charged every 30 days until you cancel.');
  await page.goto('/profile');
  await expect(recurring.getByTestId('recurring-status')).toHaveText('Cancelled');
  await expect(recurring.getByTestId('recurring-cancelled')).toContainText('You cancelled it on');
});
