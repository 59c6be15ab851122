import type { Page, WebSocket } from '@playwright/test';
import { clusterTest as test, REDIS_URL } from './helpers/cluster.ts';
import { startBalancer, startInstance } from './helpers/instances.ts';
import { signedInCoach } from './helpers/seed.ts';
import { expect } from './helpers/test.ts';

/*
 * Presenting live across several instances, as behind a load balancer: the coach on one instance,
 * a viewer reaching another through the balancer; that instance is killed. Skipped when Redis does
 * not answer (E2E_REDIS_URL, default redis://127.0.0.1:6379).
 */

test.skip(({ cluster }) => cluster === null, `Redis does not answer at ${REDIS_URL}`);

/** Draws one stroke across the board. */
async function stroke(page: Page, at: number): Promise<void> {
  const box = (await page.getByTestId('board-canvas').boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * at);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + box.width * (0.3 + i * 0.04), box.y + box.height * (at + (i % 2 ? 0.02 : -0.02)));
  await page.mouse.up();
}

test('a killed instance: its live viewer reconnects through the load balancer to another instance and keeps seeing the strokes', async ({ page, request, browser, cluster }) => {
  const token = await signedInCoach(page, request, 'live');
  const { sports } = (await (await request.get('/api/sports', { headers: { authorization: `Bearer ${token}` } })).json()) as { sports: Array<{ id: number }> };
  // The coach presents from instance A.
  await page.goto(`/board?esporte=${sports[0]!.id}&camp=0&board=1`);
  await expect(page.getByTestId('board-canvas').locator('.konvajs-content')).toBeVisible();
  await page.getByTestId('live-start').click();
  const url = await page.getByTestId('live-panel').getByTestId('live-url').inputValue();
  await page.keyboard.press('Escape');

  // The viewer reaches instance C through the balancer (C while it is up, else B).
  const c = await startInstance({ dataDir: cluster!.dataDir, env: cluster!.env, echoErrors: false });
  const balancer = await startBalancer([c.port, cluster!.b.port]);
  try {
    const context = await browser.newContext({ baseURL: balancer.baseURL, locale: 'pt-BR' });
    const viewer = await context.newPage();
    const sockets: WebSocket[] = [];
    viewer.on('websocket', (ws) => sockets.push(ws));
    await viewer.goto(new URL(url).pathname);
    await expect(viewer.getByTestId('live-viewer')).toHaveAttribute('data-phase', 'live');
    await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-count', '1');
    await stroke(page, 0.4);
    await expect(viewer.getByTestId('live-viewer')).toHaveAttribute('data-strokes', '1');

    // C dies (SIGKILL). The viewer reconnects to the same address, lands on B, and goes on.
    await c.kill();
    await expect.poll(() => sockets.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    await expect(viewer.getByTestId('live-viewer')).toHaveAttribute('data-phase', 'live', { timeout: 60_000 });
    expect(new Set(sockets.map((ws) => ws.url())).size).toBe(1);
    await expect(viewer.getByTestId('live-viewer')).toHaveAttribute('data-strokes', '1');
    await stroke(page, 0.6);
    await expect(viewer.getByTestId('live-viewer')).toHaveAttribute('data-strokes', '2', { timeout: 30_000 });
    await expect(page.getByTestId('live-indicator')).toHaveAttribute('data-count', '1', { timeout: 30_000 });
    await context.close();
  } finally {
    await balancer.close();
    await c.kill();
  }
});
