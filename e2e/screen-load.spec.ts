import type { Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { expect, test } from './helpers/test.ts';

// A screen's file that is slow or fails (a dropped phone connection, a deploy that removed the old
// build's files) never leaves a blank or frozen screen: the screen says it is loading, asks again,
// and when it still fails says so with a way to try again (a reload, which gets the current shell).
test.describe.configure({ timeout: 180_000 });

const EMPTY_TRAININGS = 'Você ainda não tem treinos. Crie o primeiro!';

async function signedInCoach(page: Page, request: Parameters<typeof signUpByApi>[0], prefix: string): Promise<void> {
  const token = await signUpByApi(request, newUser(prefix));
  await activateByApi(request, token);
  await useToken(page, token);
}

test('a page file that fails once is asked for again and the page opens', async ({ page, request }) => {
  await signedInCoach(page, request, 'chunk-once');
  let asked = 0;
  await page.route('**/assets/TreinosPage-*.js', async (route) => {
    asked += 1;
    if (asked === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto('/treinos');
  await expect(page.getByText(EMPTY_TRAININGS)).toBeVisible();
  expect(asked).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('screen-load-failed')).toHaveCount(0);
});

test('a page file that never arrives: the layout stays, the screen says so, and trying again opens it', async ({ page, request }) => {
  await signedInCoach(page, request, 'chunk-gone');
  // As after a deploy: the old build's file is no longer on the server.
  await page.route('**/assets/TreinosPage-*.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('/');
  await expect(page.getByTestId('home-areas').or(page.getByRole('banner')).first()).toBeVisible();
  await page.goto('/treinos');
  const failed = page.getByTestId('screen-load-failed');
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await expect(failed).toContainText('Esta tela não carregou');
  // The signed-in layout around it still works.
  await expect(page.getByRole('banner')).toBeVisible();
  await page.unroute('**/assets/TreinosPage-*.js');
  await page.getByTestId('screen-load-retry').click();
  await expect(page.getByText(EMPTY_TRAININGS)).toBeVisible();
});

test('without the overlays file the page still shows', async ({ page, request }) => {
  await signedInCoach(page, request, 'chunk-overlays');
  await page.route('**/assets/Overlays-*.js', (route) => route.abort('connectionreset'));
  await page.goto('/treinos');
  await expect(page.getByText(EMPTY_TRAININGS)).toBeVisible();
  // After every retry the page is still there (no blank screen from the failed overlays).
  await page.waitForTimeout(5_000);
  await expect(page.getByText(EMPTY_TRAININGS)).toBeVisible();
});
