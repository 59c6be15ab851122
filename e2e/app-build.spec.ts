import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { expect, test } from './helpers/test.ts';

// After a deploy, a page still running the old build (e.g. opened from the cached shell) sees the
// newer build named on the API's answers (X-App-Build) and loads in full at its next navigation,
// once: it never keeps running old code against the new API, and never reloads in a loop.
test.describe.configure({ timeout: 180_000 });

const NEWER = 'newer-build-e2e';

test('an API answer from a newer build: the next navigation is a full page load, only once', async ({ page, request }) => {
  const token = await signUpByApi(request, newUser('app-build'));
  await activateByApi(request, token);
  await useToken(page, token);
  // The API calls in flight: an answer to a read the previous screen started only after the server
  // "changed build" below would name the new build before the test's own navigation.
  let pending = 0;
  const counted = (request: { url(): string }) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => void (counted(request) && (pending += 1)));
  page.on('requestfinished', (request) => void (counted(request) && (pending -= 1)));
  page.on('requestfailed', (request) => void (counted(request) && (pending -= 1)));
  await page.goto('/treinos');
  await expect(page.getByText('Você ainda não tem treinos. Crie o primeiro!')).toBeVisible();
  const marker = () => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
  const mark = () => page.evaluate(() => void ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));

  // The same build: in-app navigations stay in the same document.
  await mark();
  await page.locator('a[href="/formacoes"]').first().click();
  await expect(page).toHaveURL(/\/formacoes$/);
  await page.locator('a[href="/treinos"]').first().click();
  await expect(page).toHaveURL(/\/treinos$/);
  await expect(page.getByText('Você ainda não tem treinos. Crie o primeiro!')).toBeVisible();
  await expect.poll(() => pending).toBe(0);
  expect(await marker()).toBe(true);

  // The server now serves another build.
  await page.route('**/api/**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), 'x-app-build': NEWER } });
  });
  await page.route('**/build-id.txt', (route) => route.fulfill({ status: 200, contentType: 'text/plain', body: `${NEWER}\n` }));
  const confirmed = page.waitForRequest('**/build-id.txt');
  await page.locator('a[href="/formacoes"]').first().click();
  await expect(page).toHaveURL(/\/formacoes$/);
  await confirmed;
  // That navigation had started before the answer: the page is still the same document.
  expect(await marker()).toBe(true);

  // The next navigation loads the page in full, at its new address.
  const loaded = page.waitForEvent('load');
  await page.locator('a[href="/treinos"]').first().click();
  await loaded;
  await expect(page).toHaveURL(/\/treinos$/);
  await expect(page.getByText('Você ainda não tem treinos. Crie o primeiro!')).toBeVisible();
  expect(await marker()).toBe(false);
  expect(await page.evaluate(() => sessionStorage.getItem('prancheta.reloadedForBuild'))).toBe(NEWER);

  // Still the old build after that load (here: the test's own build): no second load for the same id.
  await mark();
  await page.locator('a[href="/formacoes"]').first().click();
  await expect(page).toHaveURL(/\/formacoes$/);
  await page.locator('a[href="/treinos"]').first().click();
  await expect(page).toHaveURL(/\/treinos$/);
  await page.waitForTimeout(1_000);
  expect(await marker()).toBe(true);
});
