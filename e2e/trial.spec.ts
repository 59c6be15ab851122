import type { APIRequestContext } from '@playwright/test';
import { logInByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { horizontalOverflow } from './helpers/layout.ts';
import { auth } from './helpers/seed.ts';
import { setTrialEndInDb } from './helpers/trial.ts';
import { expect, test } from './helpers/test.ts';

// The free trial as a coach and the master see it: the home's countdown in the three languages on
// a 360 px phone, the link to the plans, the trial badge and filter of /admin/users and the trial
// days on /admin/plans. The server of the run gives no trial (TRIAL_DAYS=0), so each account here
// gets its trial end written in the database (helpers/trial.ts).

const DAY_MS = 86_400_000;

const LANGUAGES = [
  { lang: 'pt-br', title: 'Teste grátis: faltam 9 dias', text: 'Seu teste vai até', plans: 'Ver planos', monthly: 'Mensal' },
  { lang: 'es-es', title: 'Prueba gratis: quedan 9 días', text: 'Tu prueba dura hasta el', plans: 'Ver planes', monthly: 'Mensual' },
  { lang: 'en-us', title: 'Free trial: 9 days left', text: 'Your trial lasts until', plans: 'See plans', monthly: 'Monthly' },
] as const;

/** A new account whose trial ends in 9 days (less an hour), signed up through the API; its token and id. */
async function coachOnTrial(request: APIRequestContext, prefix: string): Promise<{ token: string; id: number; email: string }> {
  const user = newUser(prefix);
  const token = await signUpByApi(request, user);
  const me = (await (await request.get('/api/user', { headers: auth(token) })).json()) as { user: { id: number } };
  setTrialEndInDb(me.user.id, new Date(Date.now() + 9 * DAY_MS - 3_600_000));
  return { token, id: me.user.id, email: user.email };
}

test.describe('phone 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  for (const l of LANGUAGES) {
    test(`the home counts down the trial days in ${l.lang} and links to the plans`, async ({ page, request }) => {
      const coach = await coachOnTrial(request, `trial-${l.lang}`);
      // The trial opens the areas: no 402 while it runs.
      expect((await request.get('/api/treinos', { headers: auth(coach.token) })).status()).toBe(200);
      await useToken(page, coach.token);
      await page.evaluate((lang) => localStorage.setItem('lang', lang), l.lang);
      await page.goto('/');
      const banner = page.getByTestId('trial-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toHaveAttribute('data-state', 'running');
      await expect(banner).toContainText(l.title);
      await expect(banner).toContainText(l.text);
      const box = (await banner.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const plans = page.getByTestId('trial-banner-plans');
      await expect(plans).toHaveText(l.plans);
      await plans.click();
      await expect(page).toHaveURL(/\/payment$/);
      await expect(page.getByText(l.monthly, { exact: true }).first()).toBeVisible();
    });
  }
});

test('the master sees trial accounts on /admin/users (badge, end, filter) and the trial days on /admin/plans', async ({ page, request, server }) => {
  const coach = await coachOnTrial(request, 'trial-admin');
  const masterToken = await logInByApi(request, server.adminEmail, server.adminPassword);
  await useToken(page, masterToken, 'master');

  await page.goto('/admin/users');
  await page.getByTestId('users-filter').getByText('Em teste').click();
  const row = page.getByTestId(`user-row-${coach.id}`);
  await expect(row).toBeVisible();
  await expect(page.getByTestId(`user-status-${coach.id}`)).toHaveText('Em teste');
  await expect(page.getByTestId(`user-end-${coach.id}`)).toContainText('Teste até');
  // Only trial accounts: the master (no trial) is not listed.
  await page.getByTestId('users-search').fill(server.adminEmail);
  await expect(page.getByTestId('users-table')).not.toContainText(server.adminEmail);

  await page.goto('/admin/plans');
  const days = page.getByTestId('trial-days');
  // This run's server gives no trial (the other specs expect the payment screen at signup).
  await expect(days).toHaveValue('0');
  await days.fill('0');
  await page.getByTestId('trial-save').click();
  await expect(page.getByText('Teste grátis atualizado')).toBeVisible();
  const plans = (await (await request.get('/api/admin/plans', { headers: auth(masterToken) })).json()) as { trial_days: number };
  expect(plans.trial_days).toBe(0);
});
