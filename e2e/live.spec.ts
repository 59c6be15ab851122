import type { Browser, Page } from '@playwright/test';
import { signedInCoach } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

/** A viewer: a fresh browser context (no account, no storage) of the given screen. */
async function viewer(browser: Browser, viewport: { width: number; height: number }, phone: boolean): Promise<Page> {
  const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone, locale: 'pt-BR' });
  return context.newPage();
}

/** The first sport that has a field. */
async function firstSport(page: Page, token: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const { sports } = (await (await page.request.get('/api/sports', { headers })).json()) as { sports: Array<{ id: number }> };
  return sports[0]!.id;
}

test('a coach presents the board live: a phone and a TV see each stroke, then "session ended"', async ({ page, request, browser }) => {
  const token = await signedInCoach(page, request, 'live');
  const sportId = await firstSport(page, token);
  await page.goto(`/board?esporte=${sportId}&camp=0&board=1`);
  await expect(page.getByTestId('board-canvas').locator('.konvajs-content')).toBeVisible();

  await page.getByTestId('live-start').click();
  const panel = page.getByTestId('live-panel');
  await expect(panel.getByTestId('live-code')).toHaveText(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
  await expect(panel.getByTestId('live-qr')).toBeVisible();
  const url = await panel.getByTestId('live-url').inputValue();
  const code = (await panel.getByTestId('live-code').textContent())!;
  expect(url).toMatch(/\/ao-vivo\/[A-Za-z0-9_-]{43}$/);

  // A phone opens the link; a TV types the code on the short page.
  const phone = await viewer(browser, { width: 360, height: 740 }, true);
  await phone.goto(new URL(url).pathname);
  const tv = await viewer(browser, { width: 1920, height: 1080 }, false);
  await tv.goto('/ao-vivo');
  await tv.getByTestId('live-code-input').fill(code.toLowerCase());
  await tv.getByTestId('live-join').click();
  await expect(tv).toHaveURL(new RegExp(`/ao-vivo/${code}$`));
  for (const v of [phone, tv]) await expect(v.getByTestId('live-viewer')).toHaveAttribute('data-strokes', '0');
  await expect(panel.getByTestId('live-viewers')).toHaveAttribute('data-count', '2');
  await page.keyboard.press('Escape');
  // The dialog's closing transition leaves its overlay over the board for a moment: draw once it is gone.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-count', '2');

  // The coach draws a stroke: both viewers show it.
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + box.width * (0.3 + i * 0.04), box.y + box.height * (0.4 + (i % 2 ? 0.02 : -0.02)));
  await page.mouse.up();
  await expect(page.getByTestId('board')).toHaveAttribute('data-strokes', '1');
  for (const v of [phone, tv]) await expect(v.getByTestId('live-viewer')).toHaveAttribute('data-strokes', '1');

  // The field fills the TV's height, and a phone held upright gets it turned along its height.
  const tvField = (await tv.getByTestId('live-field').boundingBox())!;
  expect(Math.round(tvField.height)).toBe(1080);
  expect(Math.round(tvField.width)).toBe(1440);
  await expect(phone.getByTestId('live-field')).toHaveAttribute('data-rotated', 'true');
  const phoneField = (await phone.getByTestId('live-field').boundingBox())!;
  expect(Math.round(phoneField.width)).toBe(360);
  // Viewers cannot draw: a drag on the phone's field changes nothing on the coach's board.
  await phone.mouse.move(phoneField.x + 100, phoneField.y + 100);
  await phone.mouse.down();
  await phone.mouse.move(phoneField.x + 200, phoneField.y + 300);
  await phone.mouse.up();
  await expect(page.getByTestId('board')).toHaveAttribute('data-strokes', '1');

  // Undo on the board goes to the viewers too.
  await page.getByTestId('board-undo').click();
  for (const v of [phone, tv]) await expect(v.getByTestId('live-viewer')).toHaveAttribute('data-strokes', '0');

  // The coach ends the session: viewers see "Sessão encerrada", and the link is dead afterwards.
  await page.getByTestId('live-indicator').click();
  await page.getByTestId('live-end').click();
  await expect(page.getByTestId('live-panel-ended')).toBeVisible();
  for (const v of [phone, tv]) await expect(v.getByTestId('live-ended')).toContainText('Sessão encerrada');
  const again = await phone.goto(new URL(url).pathname);
  expect(again?.status()).toBe(404);
  await expect(phone.getByTestId('share-gone')).toContainText('Link indisponível');
});
