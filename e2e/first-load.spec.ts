import type { APIRequestContext, Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { expect, test } from './helpers/test.ts';

// The first load of a list or record page on a phone: the page's reads are asked for once (beside
// the page's code, and taken by the page instead of asked again), and screens that show no form
// do not download the form schemas' library (zod, in the sign-in-ui file).

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

/** Opens `path` as a first load and returns the API reads (path and query) and script files it asked for. */
async function firstLoad(page: Page, path: string, shown: () => Promise<void>): Promise<{ reads: string[]; scripts: string[] }> {
  const reads: string[] = [];
  const scripts: string[] = [];
  const listen = (req: { url: () => string; method: () => string }) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname + url.search);
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  };
  page.on('request', listen);
  await page.goto(path);
  await shown();
  // Reads a late render would make (a second render asking again) have time to show.
  await page.waitForTimeout(1_500);
  page.off('request', listen);
  return { reads, scripts };
}

const twice = (reads: string[]) => reads.filter((r, i) => reads.indexOf(r) !== i);
const schemaFiles = (scripts: string[]) => scripts.filter((s) => /\/sign-in-ui-[\w-]+\.js$/.test(s));

test('the roster, attendance and an athlete’s assessments ask for each read once and load no form library', async ({ page, request }) => {
  const { token, athlete } = await coachWithAthlete(request);
  await useToken(page, token);

  const roster = await firstLoad(page, '/atletas', () => expect(page.getByRole('cell', { name: 'Ana Souza' }).first()).toBeVisible());
  expect(twice(roster.reads)).toEqual([]);
  expect(roster.reads).toEqual(expect.arrayContaining(['/api/atletas', '/api/examples']));
  expect(schemaFiles(roster.scripts)).toEqual([]);

  const attendance = await firstLoad(page, '/presencas', () => expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible());
  expect(twice(attendance.reads)).toEqual([]);
  expect(attendance.reads.filter((r) => r.startsWith('/api/presencas/sessoes?'))).toHaveLength(1);
  expect(schemaFiles(attendance.scripts)).toEqual([]);

  const assessments = await firstLoad(page, `/atletas/${athlete}/avaliacoes`, () => expect(page.getByTestId('tab-assessments')).toBeVisible());
  expect(twice(assessments.reads)).toEqual([]);
  expect(assessments.reads).toEqual(expect.arrayContaining([`/api/atletas/${athlete}`, `/api/atletas/${athlete}/avaliacoes`, `/api/atletas/${athlete}/anamnese`, '/api/examples']));
  expect(schemaFiles(assessments.scripts)).toEqual([]);

  // The forms still open: the anamnese tab and the athlete form load their code when first shown.
  await page.getByTestId('tab-anamnese').click();
  await expect(page.getByRole('button', { name: 'Salvar anamnese' })).toBeVisible();
  await page.goto('/atletas');
  await page.getByTestId(`athlete-edit-${athlete}`).click();
  await expect(page.getByTestId('athlete-modal').getByTestId('athlete-name')).toHaveValue('Ana Souza');
});

test('the signed-in home loads no form library', async ({ page, request }) => {
  const token = await signUpByApi(request, newUser('first-load-home'));
  await activateByApi(request, token);
  await useToken(page, token);
  const home = await firstLoad(page, '/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible());
  expect(twice(home.reads)).toEqual([]);
  expect(schemaFiles(home.scripts)).toEqual([]);
});
