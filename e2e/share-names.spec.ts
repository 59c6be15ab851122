import { auth, createTraining, shareByApi, signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

// The shared training page and the share dialog, in the three languages.

const LANGS = [
  { lang: 'pt-br', locale: 'pt-BR', day: '02/06/2026', copy: 'Copiar link', url: 'Endereço do link', kind: 'Treino' },
  { lang: 'es-es', locale: 'es-ES', day: '02/06/2026', copy: 'Copiar enlace', url: 'Dirección del enlace', kind: 'Entrenamiento' },
  { lang: 'en-us', locale: 'en-US', day: '06/02/2026', copy: 'Copy link', url: 'Link address', kind: 'Training' },
] as const;

test('a shared training is headed by its title and day in the visitor\'s date format, never an ISO date', async ({ page, request, browser }) => {
  const token = await signedInCoach(page, request, 'share');
  const treino = await createTraining(request, token, { metodologia: 'Jogos reduzidos', data: '2026-06-02' });
  const url = await shareByApi(request, token, 'treino', treino);
  for (const l of LANGS) {
    const visitor = await (await browser.newContext({ locale: l.locale, viewport: { width: 360, height: 740 } })).newPage();
    expect((await visitor.goto(url))?.status(), l.lang).toBe(200);
    await expect(visitor.locator('h1')).toHaveText(`Jogos reduzidos · ${l.day}`);
    await expect(visitor.locator('body')).toContainText(l.day);
    await expect(visitor.locator('body')).not.toContainText('2026-06-02');
    expect(await visitor.title(), l.lang).not.toContain('2026-06-02');
    expect(await visitor.locator('meta[property="og:title"]').getAttribute('content')).toContain(`Jogos reduzidos · Sub-13 · ${l.day}`);
    expect(await visitor.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), l.lang).toBeLessThanOrEqual(0);
    await visitor.context().close();
  }
});

test('the share dialog names the link field and the copy button differently', async ({ page, request }) => {
  const token = await signedInCoach(page, request, 'share');
  const treino = await createTraining(request, token, { metodologia: 'Jogos reduzidos' });
  const url = await shareByApi(request, token, 'treino', treino);
  expect((await request.get('/api/treinos', { headers: auth(token) })).status()).toBe(200);
  for (const l of LANGS) {
    await page.evaluate((lang) => localStorage.setItem('lang', lang), l.lang);
    await page.goto('/treinos');
    await page.getByTestId(`treino-share-${treino}`).click();
    const modal = page.getByTestId('share-modal');
    await expect(modal.getByRole('textbox', { name: l.url })).toHaveValue(url);
    await expect(modal.getByRole('textbox', { name: l.copy })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: l.copy })).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('share-url')).toHaveCount(0);
  }
});
