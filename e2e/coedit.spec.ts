import type { Page } from '@playwright/test';
import { useToken } from './helpers/accounts.ts';
import { seedClub } from './helpers/clubs.ts';
import { createFormation } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';

const objects = (page: Page) => page.evaluate(() => window.__pranchetaEditor!.getDocument().objects.map((o) => ({ id: o.id, type: o.type, x: o.x })));

/** Moves the mouse over the canvas of the page at scene coordinates (x, y). */
async function hover(page: Page, x: number, y: number): Promise<void> {
  const p = await page.evaluate(([x, y]) => window.__pranchetaEditor!.toPage(x!, y!), [x, y]);
  await page.mouse.move(p.x - 5, p.y - 5);
  await page.mouse.move(p.x, p.y, { steps: 4 });
}

test('two coaches of a club draw one formation together: the owner invites by name, each sees the other’s element and cursor name, offline edits merge', async ({
  page,
  browser,
  request,
}) => {
  const club = await seedClub(page, request);
  const formation = await createFormation(request, club.leaderToken, { descricao: 'Escanteio ensaiado' });

  // The owner invites the member by name, at phone width.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/edit/${formation}?type=formaction`);
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  await page.getByTestId('coedit-open').click();
  await page.getByTestId('coedit-member').click();
  await page.getByRole('option', { name: club.member.name }).click();
  await page.getByTestId('coedit-invite').click();
  await expect(page.getByTestId('coedit-invited')).toContainText(club.member.name);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId('coedit-status')).toHaveText('Ao vivo');

  // The member finds it among the formations shared with them and opens it.
  const context = await browser.newContext();
  const other = await context.newPage();
  await useToken(other, club.memberToken, 'user', true);
  await other.goto('/compartilhadas');
  await expect(other.getByTestId('shared-formation')).toContainText('Escanteio ensaiado');
  await other.getByTestId('shared-formation').getByRole('link').first().click();
  await expect(other.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  await expect(other.getByTestId('coedit-status')).toHaveText('Ao vivo');

  // The owner places a player: it appears on the member's canvas; the member's cursor shows with their name.
  await page.getByTestId('player-AMARELA-0').click();
  await expect.poll(async () => (await objects(other)).map((o) => o.type)).toEqual(['player']);
  await hover(other, 400, 300);
  await expect(page.getByTestId('coedit-cursor')).toContainText(club.member.name);
  await expect(page.getByTestId('coedit-peers')).toContainText(club.member.name);

  // The member adds a goalkeeper: both see both, and the member's undo takes back only their own.
  await other.getByTestId('tab-goalkeepers').click();
  await other.getByTestId('goalkeeper-0').click();
  await expect.poll(async () => (await objects(page)).map((o) => o.type).sort()).toEqual(['goalkeeper', 'player']);
  await other.keyboard.press('Control+z');
  await expect.poll(async () => (await objects(page)).map((o) => o.type)).toEqual(['player']);

  // Offline, the member draws an item; the owner draws another player; back online, both merge.
  await context.setOffline(true);
  await other.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(other.getByTestId('coedit-status')).toHaveText('Sem conexão: as mudanças ficam neste aparelho');
  await other.getByTestId('tab-items').click();
  await other.getByTestId('item-0').click();
  await page.getByTestId('player-AZUL-0').click();
  await expect.poll(async () => (await objects(other)).length).toBe(2);
  await context.setOffline(false);
  await other.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await objects(page)).map((o) => o.type).sort(), { timeout: 30_000 }).toEqual(['item', 'player', 'player']);
  await expect.poll(async () => (await objects(other)).map((o) => o.type).sort(), { timeout: 30_000 }).toEqual(['item', 'player', 'player']);
  await context.close();
});
