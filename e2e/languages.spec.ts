import type { APIRequestContext, Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { expect, test } from './helpers/test.ts';

// Seeded and catalogue texts (welcome notice, plans, sports, editor items) in each language:
// no Portuguese left in es-es and en-us, no internal file names anywhere.

/** Portuguese texts of the database seed and the catalogue, which must not show (nor file names) in another language. */
const PORTUGUESE_SEED = ['Bem-vindo', 'Mensal', 'Acesso completo', 'Futebol de campo', 'Vôlei', 'Basquete', 'Handebol', 'baixe seu material'];
const FILE_NAMES = ['ball futebol', 'disc laranja', 'cone laranja', 'mini goal', 'hurdle', 'mannequin', 'ring vermelho', 'goal futebol'];

const LANGUAGES = [
  { lang: 'es-es', welcome: '¡Bienvenido a Prancheta!', monthly: 'Mensual', sports: ['Fútbol', 'Fútbol sala', 'Baloncesto', 'Balonmano', 'Voleibol'], items: ['Balón', 'Cono naranja', 'Maniquí'] },
  { lang: 'en-us', welcome: 'Welcome to Prancheta!', monthly: 'Monthly', sports: ['Soccer', 'Futsal', 'Basketball', 'Handball', 'Volleyball'], items: ['Ball', 'Orange cone', 'Mannequin'] },
  { lang: 'pt-br', welcome: 'Bem-vindo à Prancheta!', monthly: 'Mensal', sports: ['Futebol de campo', 'Futsal', 'Basquete', 'Handebol', 'Vôlei'], items: ['Bola', 'Cone laranja', 'Manequim'] },
] as const;

async function coachIn(page: Page, request: APIRequestContext, lang: string): Promise<string> {
  const token = await signUpByApi(request, newUser(`lang-${lang}`));
  await activateByApi(request, token);
  await useToken(page, token);
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  return token;
}

async function bodyText(page: Page): Promise<string> {
  return page.locator('body').innerText();
}

function expectNone(text: string, forbidden: readonly string[], where: string): void {
  for (const word of forbidden) expect(text.includes(word), `${where} shows "${word}"`).toBe(false);
}

for (const l of LANGUAGES) {
  test(`seeded and catalogue texts in ${l.lang}`, async ({ page, request }) => {
    const token = await coachIn(page, request, l.lang);
    const portuguese = l.lang === 'pt-br' ? [] : PORTUGUESE_SEED;

    await page.goto('/');
    await expect(page.getByText(l.welcome)).toBeVisible();
    expectNone(await bodyText(page), [...portuguese, ...FILE_NAMES], `home (${l.lang})`);

    await page.goto('/payment');
    await expect(page.getByText(l.monthly, { exact: true }).first()).toBeVisible();
    expectNone(await bodyText(page), portuguese, `payment (${l.lang})`);

    await page.goto('/select-board');
    for (const [i, name] of l.sports.entries()) await expect(page.getByTestId(`sport-${i + 1}`)).toHaveAccessibleName(name);
    expectNone(await bodyText(page), portuguese, `sports (${l.lang})`);

    // A training lists its sport in the language too.
    const created = await request.post('/api/treinos', { headers: { authorization: `Bearer ${token}` }, multipart: { clube: 'Club', esporte_id: '5', professor: 'Ana', categoria: 'U15', metodologia: 'Global', data: '2026-06-02' } });
    expect(created.status()).toBe(200);
    await page.goto('/treinos');
    await expect(page.getByTestId('treinos-table')).toContainText(l.sports[4]);
    expectNone(await bodyText(page), portuguese, `trainings (${l.lang})`);

    // The editor's items are named, not file names.
    await page.goto('/marcar?esporte=1&camp=0');
    await page.getByTestId('tab-items').click();
    const labels = await page.locator('[data-testid^="item-"]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
    expect(labels.length).toBeGreaterThan(10);
    for (const name of l.items) expect(labels).toContain(name);
    expectNone(labels.join('|'), [...portuguese, ...FILE_NAMES], `editor items (${l.lang})`);
    expect(labels.every((label) => !label.includes('-') && !label.includes('editor.'))).toBe(true);
    expectNone(await bodyText(page), portuguese, `editor (${l.lang})`);
  });
}
