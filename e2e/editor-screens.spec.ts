import path from 'node:path';
import type { Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { E2E_DIR } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';

// Screenshots of the drawing editor for a human to look at: `E2E_SCREENSHOTS=1 playwright test editor-screens.spec.ts`.
test.skip(!process.env.E2E_SCREENSHOTS, 'set E2E_SCREENSHOTS=1 to take screenshots of the editor');

const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'wide', width: 1920, height: 1080 },
  { name: 'tablet-landscape', width: 1024, height: 768 },
  { name: 'tablet', width: 800, height: 1100 },
];

/** Waits until the shirt images have loaded (no request for 500 ms) and the canvas has painted twice since. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

for (const size of SIZES) {
  test(`editor at ${size.name} size`, async ({ page, request }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const token = await signUpByApi(request, newUser('edshot'));
    await activateByApi(request, token);
    await useToken(page, token);
    await page.goto('/marcar?esporte=1&camp=0');
    await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
    for (const team of ['AMARELA', 'AZUL', 'VERMELHA']) await page.getByTestId(`player-${team}-0`).click();
    await page.getByTestId('tab-shirts').click();
    await page.getByTestId('shirt-number').fill('10');
    await page.getByTestId('shirt-name').fill('Marta');
    await page.getByTestId('shirt-0').click();
    await page.getByTestId('shirt-number').fill('7');
    await page.getByTestId('shirt-name').fill('Cristiano');
    await page.getByTestId('shirt-1').click();
    await settled(page);
    const box = await page.getByTestId('editor-canvas').boundingBox();
    test.info().annotations.push({ type: 'canvas', description: `${Math.round(box!.width)}x${Math.round(box!.height)}` });
    process.stdout.write(`[editor-screens] ${size.name}: canvas ${Math.round(box!.width)}x${Math.round(box!.height)}\n`);
    await page.screenshot({ path: path.join(E2E_DIR, 'screenshots', `editor-${size.name}.png`), fullPage: true });
    await page.getByTestId('editor-canvas').screenshot({ path: path.join(E2E_DIR, 'screenshots', `editor-${size.name}-canvas.png`) });
  });
}

test.describe('close-up', () => {
  test.use({ deviceScaleFactor: 3 });
  test('shirts and players close up', async ({ page, request }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const token = await signUpByApi(request, newUser('edshot'));
    await activateByApi(request, token);
    await useToken(page, token);
    await page.goto('/marcar?esporte=1&camp=0');
    await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
    for (const team of ['AMARELA', 'AZUL']) await page.getByTestId(`player-${team}-0`).click();
    await page.getByTestId('tab-shirts').click();
    for (const [i, number, name] of [[0, '10', 'Marta'], [1, '7', 'Cristiano'], [2, '99', '']] as const) {
      await page.getByTestId('shirt-number').fill(number);
      await page.getByTestId('shirt-name').fill(name);
      await page.getByTestId(`shirt-${i}`).click();
    }
    await page.keyboard.press('Escape');
    await settled(page);
    const c = await page.evaluate(() => window.__pranchetaEditor!.toPage(640, 480));
    await page.screenshot({ path: path.join(E2E_DIR, 'screenshots', 'editor-closeup.png'), clip: { x: c.x - 160, y: c.y - 90, width: 320, height: 160 } });
  });
});
