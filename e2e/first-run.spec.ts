import type { APIRequestContext, Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { axeViolations, settled } from './helpers/axe.ts';
import { horizontalOverflow, unreachableControls } from './helpers/layout.ts';
import { createTraining } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

// The first-run guide of the home: a checklist whose steps tick from the coach's own records, and
// the sample content ("Load examples"), marked with a badge in every list and removed in one action.

/** A busy shared machine can take long to paint a lazily loaded screen: a wait, not a timing check. */
const PAINT = { timeout: 90_000 };

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

async function coach(page: Page, request: APIRequestContext, lang: string): Promise<string> {
  const token = await signUpByApi(request, newUser('firstrun'));
  // A new account pays before it writes records (the tests' way to give it a subscription).
  await activateByApi(request, token);
  await useToken(page, token);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  return token;
}

/** Opens a list page and checks that the sample record shows with its badge. */
async function seeBadge(page: Page, url: string, text: string, badge: string): Promise<void> {
  await page.goto(url);
  const row = page.getByText(text, { exact: false }).first();
  await expect(row).toBeVisible(PAINT);
  await expect(page.getByTestId('example-badge').first()).toHaveText(badge);
}

test('pt-br at 360 px: checklist on first sign-in, a step ticks, examples load with badges and are removed, dismissal sticks', async ({ page, request }) => {
  const token = await coach(page, request, 'pt-br');
  await page.goto('/');
  const checklist = page.getByTestId('first-run');
  await expect(checklist).toBeVisible(PAINT);
  await expect(checklist).toContainText('Primeiros passos');
  await expect(page.getByTestId('first-run-progress')).toHaveText('0 de 4 concluídos');
  for (const step of ['formation', 'training', 'fitness', 'athlete']) await expect(page.getByTestId(`first-run-step-${step}`)).toHaveAttribute('data-done', 'false');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await unreachableControls(page, '[data-testid=first-run]')).toEqual([]);
  await settled(page);
  expect(await axeViolations(page, 'home with the first-run checklist')).toEqual([]);

  // Keyboard: the step's link is reached with Tab-order focus and opened with Enter.
  await page.getByTestId('first-run-open-training').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/new-treino$/);

  // Doing the step (a real training) ticks it.
  await createTraining(request, token, { clube: 'Clube Real' });
  await page.goto('/');
  await expect(page.getByTestId('first-run-step-training')).toHaveAttribute('data-done', 'true', PAINT);
  await expect(page.getByTestId('first-run-progress')).toHaveText('1 de 4 concluídos');

  // Load the examples by touch.
  await page.getByTestId('examples-load').tap();
  await expect(page.getByText('Exemplos carregados.')).toBeVisible();
  await expect(page.getByTestId('examples-remove')).toBeVisible();
  // Sample records never tick a step.
  await expect(page.getByTestId('first-run-progress')).toHaveText('1 de 4 concluídos');
  await settled(page);
  expect(await axeViolations(page, 'home with examples loaded')).toEqual([]);

  await seeBadge(page, '/treinos', 'Clube Exemplo', 'Exemplo');
  await seeBadge(page, '/formacoes', 'Clube Exemplo', 'Exemplo');
  await seeBadge(page, '/videos', 'Clube Exemplo', 'Exemplo');
  await seeBadge(page, '/fitnes', 'Ficha de força – exemplo', 'Exemplo');
  await seeBadge(page, '/weeks', 'Clube Exemplo', 'Exemplo');
  await seeBadge(page, '/atletas', 'Lucas Exemplo', 'Exemplo');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await settled(page);
  expect(await axeViolations(page, 'roster with the sample athlete')).toEqual([]);

  // Remove them, with a confirmation: only the examples go.
  await page.goto('/');
  await page.getByTestId('examples-remove').tap(PAINT);
  await expect(page.getByText('Remover os exemplos?')).toBeVisible();
  await page.getByTestId('delete-confirm').tap();
  await expect(page.getByText('Exemplos removidos.')).toBeVisible();
  await expect(page.getByTestId('examples-load')).toBeVisible();
  await page.goto('/treinos');
  await expect(page.getByText('Clube Real').first()).toBeVisible(PAINT);
  await expect(page.getByText('Clube Exemplo')).toHaveCount(0);
  await expect(page.getByTestId('example-badge')).toHaveCount(0);

  // Dismiss: the checklist goes, stays gone after a reload, and the examples stay reachable.
  await page.goto('/');
  await page.getByTestId('first-run-dismiss').tap(PAINT);
  await expect(page.getByTestId('first-run')).toHaveCount(0);
  await expect(page.getByTestId('examples-card')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('examples-card')).toBeVisible(PAINT);
  await expect(page.getByTestId('first-run')).toHaveCount(0);
  await page.getByTestId('first-run-reopen').tap();
  await expect(page.getByTestId('first-run')).toBeVisible();
});

for (const [lang, title, club, sheet, badge, loaded] of [
  ['es-es', 'Primeros pasos', 'Club Ejemplo', 'Ficha de fuerza – ejemplo', 'Ejemplo', 'Ejemplos cargados.'],
  ['en-us', 'Getting started', 'Sample Club', 'Strength sheet – example', 'Example', 'Examples loaded.'],
] as const) {
  test(`${lang}: the checklist and the example titles speak the coach's language`, async ({ page, request }) => {
    await coach(page, request, lang);
    await page.goto('/');
    await expect(page.getByTestId('first-run')).toContainText(title, PAINT);
    await page.getByTestId('examples-load').tap();
    await expect(page.getByText(loaded)).toBeVisible();
    await seeBadge(page, '/treinos', club, badge);
    await seeBadge(page, '/fitnes', sheet, badge);
  });
}
