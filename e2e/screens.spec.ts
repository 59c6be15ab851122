import path from 'node:path';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { E2E_DIR } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';

// Screenshots of the shell for a human to look at: `E2E_SCREENSHOTS=1 playwright test screens.spec.ts`.
test.skip(!process.env.E2E_SCREENSHOTS, 'set E2E_SCREENSHOTS=1 to take screenshots of the shell');

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 800, height: 1100 },
];

for (const size of SIZES) {
  test(`shell screens at ${size.name} size`, async ({ page, request }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const shot = (name: string) => page.screenshot({ path: path.join(E2E_DIR, 'screenshots', `${size.name}-${name}.png`), fullPage: true });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await shot('login');
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await shot('signup-errors');

    const token = await signUpByApi(request, newUser());
    await activateByApi(request, token);
    await useToken(page, token);
    await page.goto('/');
    await expect(page.getByTestId('notification').first()).toBeVisible();
    await shot('home');
    if (size.width < 1200) {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await shot('home-menu');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
    }
    await page.goto('/profile?payment=approved');
    await expect(page.getByTestId('subscription-status')).toBeVisible();
    await shot('profile');
    await page.goto('/payment');
    await expect(page.getByTestId('plan').first()).toBeVisible();
    await shot('payment');
    await page.goto('/videos');
    await shot('coming-soon');
    await page.goto('/nao-existe');
    await shot('404');
  });
}
