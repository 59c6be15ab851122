import type { Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { createSheetByApi } from './helpers/fitness.ts';
import { auth, createTraining } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

// The screens the build draws ahead (the sign-in screens and the signed-in pages that need no record
// to show their first paint) arrive in the HTML, in the coach's language, disabled until the app
// runs, and the app then takes their place: same heading, working form.

/** Signed-in pages drawn ahead, with the heading the app shows there. */
const SIGNED_IN: Array<[string, string]> = [
  ['/', 'Olá! O que vamos planejar hoje?'],
  ['/treinos', 'Treinos'],
  ['/atletas', 'Alunos'],
  ['/presencas', 'Presenças'],
  ['/fitnes', 'Fichas de treino'],
  ['/weeks', 'Planejamento semanal'],
];

/** The page's main heading (h1 or h2 inside #root, not the sign-in screen's brand title). */
const heading = (page: Page) =>
  page
    .locator('#root')
    .getByRole('heading', { level: 2 })
    .or(page.locator('#root main').getByRole('heading', { level: 1 }))
    .first();

test.describe('before the scripts run', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, hasTouch: true });

  test('the sign-in screen is drawn in the language of the cookie, with nothing to type or send', async ({ page, context, baseURL }) => {
    await page.goto('/login');
    const preview = page.locator('#root > fieldset.prancheta-preview');
    await expect(preview).toHaveAttribute('disabled', '');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    // The links between the sign-in screens work without the app.
    await page.getByRole('link', { name: /Cadastre-se/ }).click();
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();

    for (const [lang, title] of [
      ['en-us', 'Log in'],
      ['es-es', 'Iniciar sesión'],
    ] as const) {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });

  test('a list page shows its title, introduction and a loader; a record page its title from the address', async ({ page, context, baseURL }) => {
    // Without a session the app will show the sign-in screen there, so that is what arrives.
    await page.goto('/treinos');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    // The app's cookie saying this browser holds a session (never the token itself).
    await context.addCookies([{ name: 'signed', value: '1', url: baseURL! }]);
    await page.goto('/treinos');
    await expect(page.getByRole('heading', { name: 'Treinos' })).toBeVisible();
    await expect(page.getByText('Os treinos são apagados automaticamente')).toBeVisible();
    // A link works without the app.
    await expect(page.getByRole('link', { name: 'Novo treino' })).toHaveAttribute('href', '/new-treino');
    // Dates of the day of the build are never shown: the fields wait for the app.
    await page.goto('/presencas');
    for (const field of await page.locator('#root input').all()) await expect(field).toHaveValue('');
    // A record's page whose title needs no record: the title and a loader, for any athlete.
    await page.goto('/atletas/1/avaliacoes');
    await expect(page.getByRole('heading', { name: 'Avaliações' })).toBeVisible();
    await expect(page.locator('#root [role=status]')).toBeVisible();
    // A training: its number from the address, the way back (a plain link) and a loader.
    await page.goto('/treino/73');
    await expect(heading(page)).toHaveText('Treino #73');
    await expect(page.getByRole('link', { name: 'Voltar aos treinos' })).toHaveAttribute('href', '/treinos');
    await expect(page.locator('#root [role=status]')).toBeVisible();
    await page.goto('/treino/7x');
    await expect(page.locator('#root')).toBeEmpty();
    // A sheet: its number from the address in the title, its form empty and disabled until the app
    // runs; an address whose id is not a number waits for the app.
    for (const [path, title] of [
      ['/fitnes/58', 'Editar ficha #58'],
      ['/video-sessions/9', 'Sessão de vídeo #9'],
    ]) {
      await page.goto(path);
      await expect(heading(page), path).toHaveText(title);
      await expect(page.getByRole('textbox', { name: /^Professor/ }), path).toBeDisabled();
      await expect(page.getByRole('textbox', { name: /^Professor/ }), path).toHaveValue('');
      await expect(page.getByText('Escolha um aluno do cadastro ou escreva o nome livremente'), path).toBeVisible();
    }
    await page.goto('/fitnes/58abc');
    await expect(page.locator('#root')).toBeEmpty();
    // The board: its frame and the field its address names, in the cookie's language; a board over
    // a formation (the coach's own picture) or an unknown sport waits for the app.
    await page.goto('/board?esporte=1&camp=0&board=1');
    await expect(page.getByRole('status', { name: 'Carregando…' })).toBeVisible();
    await expect(page.locator('#root .prancheta-drawn-board-pitch img')).toHaveAttribute('src', /^\/api\/elements\?path=campos%2F/);
    await context.addCookies([{ name: 'lang', value: 'es-es', url: baseURL! }]);
    await page.goto('/board?esporte=1&camp=0&board=1');
    await expect(page.getByRole('status', { name: 'Cargando…' })).toBeVisible();
    for (const path of ['/board?formation=3', '/board?esporte=99999&camp=0']) {
      await page.goto(path);
      await expect(page.locator('#root'), path).toBeEmpty();
    }
  });

  test('its placeholders and loaders hold still until the app runs', async ({ page, context, baseURL }) => {
    // An animation frame is the compositor's work on the cores the app's scripts are waiting for.
    await context.addCookies([{ name: 'signed', value: '1', url: baseURL! }]);
    for (const path of ['/', '/treinos', '/fitnes/58', '/treino/5']) {
      await page.goto(path);
      const states = await page.evaluate(() => document.getAnimations().map((animation) => animation.playState));
      expect(states.length, path).toBeGreaterThan(0);
      expect([...new Set(states)], path).toEqual(['paused']);
    }
  });
});

test('on a signal too weak for the scripts, the drawn placeholders move again after a few seconds', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'signed', value: '1', url: baseURL! }]);
  // The app's scripts never arrive; the page's own inline script runs.
  await page.route('**/assets/*.js', () => undefined);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Olá! O que vamos planejar hoje?' })).toBeVisible();
  const states = () => page.evaluate(() => [...new Set(document.getAnimations().map((animation) => animation.playState))]);
  expect(await states()).toEqual(['paused']);
  await expect.poll(states, { timeout: 8_000 }).toEqual(['running']);
  // Still the drawn screen, disabled: nothing can be sent without the app.
  await expect(page.locator('#root > fieldset.prancheta-preview')).toHaveAttribute('disabled', '');
});

test('signed out, the home arrives as the sign-in screen; signing in and out keeps the session cookie in step', async ({ page, request }) => {
  const user = newUser('drawn');
  await signUpByApi(request, user);
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) refused.push(msg.text());
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await expect(page.locator('fieldset.prancheta-preview')).toHaveCount(0);
  await page.locator('input[type=password]').fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  const signed = async () => (await page.context().cookies()).find((c) => c.name === 'signed')?.value;
  expect(await signed()).toBe('1');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await signed()).toBeUndefined();
  // The address a signed-out coach types: the sign-in screen arrives drawn, never the home's.
  const home = await request.get('/', { headers: { cookie: '' } });
  expect(await home.text()).toContain('Bem-vindo de volta!');
  // The inline script that starts the app is allowed by the page's policy (by its hash), no other.
  expect(refused).toEqual([]);
});

test('each signed-in page drawn ahead shows the heading the app then shows', async ({ browser, page, request }) => {
  const token = await signUpByApi(request, newUser('drawn-pages'));
  await activateByApi(request, token);
  const athlete = await request.post('/api/atletas', { headers: auth(token), data: { name: 'Ana Souza', group_label: 'Sub-15' } });
  expect(athlete.ok()).toBe(true);
  const athleteId = ((await athlete.json()) as { atleta: { id: number } }).atleta.id;
  const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const drawn = await still.newPage();
  await useToken(page, token);
  // The cookie saying the browser holds a session, as sign-in sets it, for the page without scripts.
  const hint = (await page.context().cookies()).find((c) => c.name === 'signed');
  expect(hint?.value).toBe('1');
  await still.addCookies([hint!]);
  const sheetId = await createSheetByApi(request, token, 'Hipertrofia A');
  const trainingId = await createTraining(request, token);
  for (const [path, title] of [
    ...SIGNED_IN,
    [`/atletas/${athleteId}/avaliacoes`, 'Avaliações'],
    [`/fitnes/${sheetId}`, `Editar ficha #${sheetId}`],
    [`/treino/${trainingId}`, `Treino #${trainingId}`],
  ]) {
    const html = await (await request.get(path, { headers: { cookie: `signed=1` } })).text();
    // What React writes for hydration (nothing here is hydrated) is left out, with the build
    // machine's file paths its development build puts in it.
    expect(html, path).not.toMatch(/<template|<!--\/?\$|node_modules/);
    await drawn.goto(path);
    await expect(heading(drawn), path).toHaveText(title);
    await page.goto(path);
    await expect(page.locator('fieldset.prancheta-preview'), path).toHaveCount(0);
    await expect(heading(page), path).toHaveText(title);
  }
  await still.close();
});

test('a sheet opened by its address keeps the form drawn ahead until its values arrive, then works', async ({ page, request }) => {
  const token = await signUpByApi(request, newUser('drawn-sheet'));
  await activateByApi(request, token);
  const sheetId = await createSheetByApi(request, token, 'Hipertrofia A');
  await useToken(page, token);
  // The sheet's answer held back: the app runs (its top bar works) while the sheet is still on its way.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/fitnesex/${sheetId}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/fitnes/${sheetId}`);
  await expect(page.locator('fieldset.prancheta-preview')).toHaveCount(1);
  await expect(page.getByTestId('sheet-assign')).toBeEnabled();
  // The form drawn ahead stays (not a loader), disabled and empty, where the sheet's form will be.
  const drawnForm = page.locator('fieldset[data-drawn-part="sheet-form"]');
  await expect(drawnForm).toBeVisible();
  await expect(drawnForm).toHaveAttribute('disabled', '');
  await expect(drawnForm.getByRole('textbox', { name: /^Professor/ })).toBeDisabled();
  await expect(drawnForm.getByRole('textbox', { name: /^Professor/ })).toHaveValue('');
  release();
  await expect(page.getByTestId('sheet-title')).toHaveValue('Hipertrofia A');
  await expect(drawnForm).toHaveCount(0);
  await expect(page.getByTestId('sheet-teacher')).toBeEnabled();
  await page.getByTestId('sheet-teacher').fill('Rita');
  await page.getByTestId('sheet-save').click();
  await expect(page.getByText('Atualizado com sucesso')).toBeVisible();
  const saved = (await (await request.get(`/api/fitnesex/${sheetId}`, { headers: auth(token) })).json()) as { fitnes: { teacher: string } };
  expect(saved.fitnes.teacher).toBe('Rita');
});
