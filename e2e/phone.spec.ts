import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { horizontalOverflow, unreachableControls } from './helpers/layout.ts';
import { E2E_DIR } from './helpers/server.ts';
import { expect, test } from './helpers/test.ts';

// Phones held upright and sideways: every control reachable, nothing clipped or covered.
// `E2E_SCREENSHOTS=1` also saves a picture of each screen under e2e/screenshots/ for a human to look at.
const PHONES = [
  { name: '360x740', width: 360, height: 740 },
  { name: '390x844', width: 390, height: 844 },
  { name: '740x360', width: 740, height: 360 },
  { name: '844x390', width: 844, height: 390 },
];

test.use({ hasTouch: true, isMobile: true });

async function shot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(E2E_DIR, 'screenshots', `phone-${name}.png`) });
}

async function coach(page: Page, request: APIRequestContext): Promise<{ token: string; treinoId: number }> {
  const token = await signUpByApi(request, newUser('phone'));
  await activateByApi(request, token);
  await useToken(page, token);
  const created = await request.post('/api/treinos', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { clube: 'Clube do Celular', esporte_id: '1', professor: 'Rita', categoria: 'Sub-13', metodologia: 'Jogos reduzidos', data: '2026-07-01', objetivos: 'Posse de bola' },
  });
  expect(created.status()).toBe(200);
  return { token, treinoId: ((await created.json()) as { treino: { id: number } }).treino.id };
}

for (const phone of PHONES) {
  test.describe(`phone ${phone.name}`, () => {
    test.use({ viewport: { width: phone.width, height: phone.height } });

    test('board: every toolbar button is on screen and the field fills the screen', async ({ page, request }) => {
      await coach(page, request);
      await page.goto('/board?esporte=1&camp=0&board=1');
      await expect(page.getByTestId('board-canvas').locator('.konvajs-content')).toBeVisible();
      const buttons = page.getByTestId('board-toolbar').locator('button');
      expect(await buttons.count()).toBeGreaterThanOrEqual(17);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        const label = await button.getAttribute('aria-label');
        expect(box.x, `${label} left`).toBeGreaterThanOrEqual(0);
        expect(box.y, `${label} top`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${label} right`).toBeLessThanOrEqual(phone.width);
        expect(box.y + box.height, `${label} bottom`).toBeLessThanOrEqual(phone.height);
      }
      expect(await unreachableControls(page, '[data-testid=board-toolbar]')).toEqual([]);
      const canvas = (await page.getByTestId('board-canvas').boundingBox())!;
      const portrait = phone.height > phone.width;
      await expect(page.getByTestId('board-canvas')).toHaveAttribute('data-rotated', String(portrait));
      // Upright, the field's long side runs along the screen's height and takes most of it.
      if (portrait) expect(canvas.height).toBeGreaterThan(phone.height * 0.6);
      else expect(canvas.height).toBeGreaterThan(phone.height * 0.9);
      await shot(page, `${phone.name}-board`);
    });

    test('top bar, home, field picker, trainings and the editor: nothing clipped or covered', async ({ page, request }) => {
      const { treinoId } = await coach(page, request);
      await page.goto('/');
      await expect(page.getByTestId('logout')).toBeVisible();
      expect(await unreachableControls(page, 'header')).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // No floating contact button over the content: the contact is in the help menu.
      await expect(page.getByTestId('contact-button')).toHaveCount(0);
      await page.getByTestId('external-menu').click();
      await expect(page.getByTestId('contact-menu-item')).toBeVisible();
      await page.keyboard.press('Escape');
      await shot(page, `${phone.name}-home`);

      await page.goto('/select?esporte=1&board=1');
      await expect(page.getByTestId('field-0')).toBeVisible();
      expect(await unreachableControls(page, '[data-testid=field-picker]')).toEqual([]);
      await shot(page, `${phone.name}-field-picker`);

      await page.goto('/treinos');
      await expect(page.getByTestId(`treino-row-${treinoId}`)).toBeVisible();
      expect(await unreachableControls(page, 'main')).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `${phone.name}-treinos`);

      await page.goto(`/treino/${treinoId}`);
      await expect(page.getByTestId('postwork')).toBeVisible();
      expect(await unreachableControls(page, 'main')).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `${phone.name}-treino`);

      await page.goto('/marcar?esporte=1&camp=0');
      await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
      await page.getByTestId('player-AZUL-0').click();
      const rotation = page.getByTestId('prop-rotation');
      await rotation.scrollIntoViewIfNeeded();
      await expect(rotation).toBeVisible();
      expect(await unreachableControls(page, 'main')).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `${phone.name}-editor`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, `${phone.name}-editor-top`);

      // The video editor's frames bar and speed.
      await page.goto('/marcar?esporte=1&camp=0&video=true');
      await expect(page.getByTestId('preview-speed')).toBeVisible();
      expect(await unreachableControls(page, 'main')).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.getByTestId('preview-speed').scrollIntoViewIfNeeded();
      await shot(page, `${phone.name}-video-editor`);
    });
  });
}

test.describe('turning the phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a marker and a stroke stay on the same spot of the field when the phone turns', async ({ page, request }) => {
    await coach(page, request);
    await page.goto('/board?esporte=1&camp=0&board=1');
    const canvas = page.getByTestId('board-canvas');
    await expect(canvas).toHaveAttribute('data-rotated', 'true');
    await page.getByTestId('board-markers').tap();
    await page.getByTestId('quick-1').tap();
    await page.getByTestId('board-markers').tap();

    // Where a document point shows on screen, read from Konva itself.
    const screenOf = (x: number, y: number) =>
      page.evaluate(
        ([px, py]) => {
          const konva = (window as unknown as { Konva: { stages: Array<{ getAbsoluteTransform(): { point(p: { x: number; y: number }): { x: number; y: number } }; container(): HTMLElement }> } }).Konva;
          const stage = konva.stages[0]!;
          const p = stage.getAbsoluteTransform().point({ x: px!, y: py! });
          const r = stage.container().getBoundingClientRect();
          return { x: r.left + p.x, y: r.top + p.y };
        },
        [x, y],
      );
    const box = (await canvas.boundingBox())!;
    // Upright: the field's left goal line (x = 0) is at the top of the screen, its bottom touch line (y = 960) on the left.
    const corner = await screenOf(0, 960);
    expect(corner.x).toBeLessThan(box.x + 2);
    expect(corner.y).toBeLessThan(box.y + 2);

    // Draw a stroke with a finger from the screen's top-right area downwards and read it back in document coordinates.
    await page.getByTestId('tool-line').tap();
    const cdp = await page.context().newCDPSession(page);
    const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
    const from = { x: box.x + box.width * 0.8, y: box.y + box.height * 0.2 };
    const to = { x: box.x + box.width * 0.8, y: box.y + box.height * 0.7 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
    for (let i = 1; i <= 6; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from.x, from.y + ((to.y - from.y) * i) / 6) });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await expect(page.getByTestId('board')).toHaveAttribute('data-strokes', '1');
    // Down the upright screen is along the field's length (x grows), near its top touch line (small y).
    const stroke = await page.evaluate(() => {
      const konva = (window as unknown as { Konva: { stages: Array<{ getLayers(): Array<{ find(s: string): Array<{ points(): number[]; className: string }> }> }> } }).Konva;
      const lines = konva.stages[0]!.getLayers()[0]!.find('Line');
      return lines[0]!.points();
    });
    expect(stroke[2]! - stroke[0]!).toBeGreaterThan(500);
    expect(Math.abs(stroke[3]! - stroke[1]!)).toBeLessThan(40);
    expect(stroke[1]!).toBeLessThan(300);

    // Turn the phone: the board is landscape again and the stroke runs left to right near the top.
    await page.setViewportSize({ width: 844, height: 390 });
    await expect(canvas).toHaveAttribute('data-rotated', 'false');
    const land = (await canvas.boundingBox())!;
    const start = await screenOf(stroke[0]!, stroke[1]!);
    const end = await screenOf(stroke[2]!, stroke[3]!);
    expect(end.x - start.x).toBeGreaterThan(land.width * 0.4);
    expect(Math.abs(end.y - start.y)).toBeLessThan(land.height * 0.05);
    expect(start.y).toBeLessThan(land.y + land.height * 0.35);
  });
});
