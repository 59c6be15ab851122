import type { APIRequestContext, Page, Request, Response } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { expect, test } from './helpers/test.ts';

// The first load of a list or record page: the page's reads are asked for once (beside the page's
// code, and taken by the page instead of asked again), and screens that show no form do not
// download the form schemas' library (zod), whichever file it would come in.

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A paying coach with one athlete who has an assessment; returns the token and the athlete's id. */
async function coachWithAthlete(request: APIRequestContext): Promise<{ token: string; athlete: number }> {
  const token = await signUpByApi(request, newUser('first-load'));
  await activateByApi(request, token);
  const created = await request.post('/api/atletas', { headers: auth(token), data: { name: 'Ana Souza', birth_date: '2011-01-10', group_label: 'Sub-15' } });
  expect(created.ok()).toBe(true);
  const athlete = ((await created.json()) as { atleta: { id: number } }).atleta.id;
  const assessed = await request.post(`/api/atletas/${athlete}/avaliacoes`, { headers: auth(token), data: { date: '2026-03-10', sex: 'f', age: 15, weight: 54, height: 160 } });
  expect(assessed.ok()).toBe(true);
  return { token, athlete };
}

/** A name zod's own code spells out (its base type's), so a file holding zod is found by content. */
const ZOD_MARKER = '$ZodType';

/**
 * Opens `path` as a first load and returns the API reads (path and query) it asked for and the
 * script files it downloaded that hold zod.
 */
async function firstLoad(page: Page, path: string, shown: () => Promise<void>): Promise<{ reads: string[]; schemaFiles: string[] }> {
  const reads: string[] = [];
  const bodies: Array<Promise<string | null>> = [];
  const onRequest = (req: Request) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
  };
  const onResponse = (res: Response) => {
    const url = new URL(res.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'))
      bodies.push(
        res.text().then(
          (code) => (code.includes(ZOD_MARKER) ? url.pathname : null),
          () => null,
        ),
      );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await page.goto(path);
  await shown();
  // Reads a late render would make (a second render asking again) have time to show.
  await page.waitForTimeout(1_500);
  page.off('request', onRequest);
  page.off('response', onResponse);
  return { reads, schemaFiles: (await Promise.all(bodies)).filter((file): file is string => file !== null) };
}

const twice = (reads: string[]) => reads.filter((r, i) => reads.indexOf(r) !== i);

test('the roster, attendance and an athlete’s assessments ask for each read once and load no form library', async ({ page, request }) => {
  const { token, athlete } = await coachWithAthlete(request);
  await useToken(page, token);

  const roster = await firstLoad(page, '/atletas', () => expect(page.getByRole('cell', { name: 'Ana Souza' }).first()).toBeVisible());
  expect(twice(roster.reads)).toEqual([]);
  // The calendar feed card's read too: asked for with the page's first reads, and not again when it mounts.
  expect(roster.reads).toEqual(expect.arrayContaining(['/api/atletas', '/api/examples', '/api/calendario']));
  expect(roster.schemaFiles).toEqual([]);
  // A select builds its dropdown when it opens, not hidden with the page: the group filter's list
  // is not in the page until tapped, then offers the group.
  await expect(page.locator('.mantine-Select-dropdown')).toHaveCount(0);
  await page.getByTestId('athletes-group-filter').click();
  await expect(page.getByRole('option', { name: 'Sub-15' })).toBeVisible();
  await page.getByRole('option', { name: 'Sub-15' }).click();
  await expect(page.getByTestId('athletes-group-filter')).toHaveValue('Sub-15');
  await expect(page.getByRole('cell', { name: 'Ana Souza' }).first()).toBeVisible();

  const attendance = await firstLoad(page, '/presencas', () => expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible());
  expect(twice(attendance.reads)).toEqual([]);
  expect(attendance.reads.filter((r) => r.startsWith('/api/presencas/sessoes?'))).toHaveLength(1);
  expect(attendance.schemaFiles).toEqual([]);

  const assessments = await firstLoad(page, `/atletas/${athlete}/avaliacoes`, () => expect(page.getByTestId('tab-assessments')).toBeVisible());
  expect(twice(assessments.reads)).toEqual([]);
  expect(assessments.reads).toEqual(expect.arrayContaining([`/api/atletas/${athlete}`, `/api/atletas/${athlete}/avaliacoes`, `/api/atletas/${athlete}/anamnese`, '/api/examples']));
  expect(assessments.schemaFiles).toEqual([]);

  // The forms still open: the anamnese tab and the athlete form load their code (with zod) when first shown.
  const opened: string[] = [];
  const onForm = (res: Response) =>
    void res.text().then(
      (code) => code.includes(ZOD_MARKER) && opened.push(res.url()),
      () => undefined,
    );
  page.on('response', onForm);
  await page.getByTestId('tab-anamnese').click();
  await expect(page.getByRole('button', { name: 'Salvar anamnese' })).toBeVisible();
  await page.goto('/atletas');
  await page.getByTestId(`athlete-edit-${athlete}`).click();
  await expect(page.getByTestId('athlete-modal').getByTestId('athlete-name')).toHaveValue('Ana Souza');
  page.off('response', onForm);
  // The marker is what the checks above look for: a build that renamed it would make them pass vacuously.
  expect(opened.length).toBeGreaterThan(0);
});

test('the signed-in home loads no form library', async ({ page, request }) => {
  const token = await signUpByApi(request, newUser('first-load-home'));
  await activateByApi(request, token);
  await useToken(page, token);
  const home = await firstLoad(page, '/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  expect(twice(home.reads)).toEqual([]);
  // The renewing subscription (the home's banner) is one of the first reads.
  expect(home.reads).toContain('/api/user/subscription');
  expect(home.schemaFiles).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the top bar’s menus open at the first tap, however soon after the home appears', async ({ page, request }) => {
    const token = await signUpByApi(request, newUser('first-load-menus'));
    await activateByApi(request, token);
    await useToken(page, token);
    await page.goto('/');
    // Tapped as soon as it can be: the menu may not be built yet (it is built after the first
    // render); the tap then builds it open.
    const language = page.getByTestId('language-menu');
    await expect(language).toBeEnabled();
    await language.tap();
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeVisible();
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'English' })).toBeHidden();
    await page.getByTestId('external-menu').tap();
    await expect(page.getByRole('menuitem', { name: /Vídeos de ajuda/ })).toBeVisible();
  });
});
