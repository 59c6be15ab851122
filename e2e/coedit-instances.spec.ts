import type { APIRequestContext, Browser, BrowserContext, Page, WebSocket } from '@playwright/test';
import { seedClub } from './helpers/clubs.ts';
import type { SeededClub } from './helpers/clubs.ts';
import { clusterTest as test, REDIS_URL } from './helpers/cluster.ts';
import type { Cluster } from './helpers/cluster.ts';
import { startBalancer, startInstance } from './helpers/instances.ts';
import { auth, createFormation } from './helpers/seed.ts';
import { expect } from './helpers/test.ts';

/*
 * Drawing together across several instances of the app, as behind a load balancer: two processes
 * of the built server on one data dir (one SQLite database) and one Redis. Skipped when Redis does
 * not answer (E2E_REDIS_URL, default redis://127.0.0.1:6379).
 */

const ONLINE = 'Ao vivo';
const OFFLINE = 'Sem conexão: as mudanças ficam neste aparelho';

test.skip(({ cluster }) => cluster === null, `Redis does not answer at ${REDIS_URL}`);

interface Shared {
  club: SeededClub;
  formation: number;
}

/** A club (leader = owner, signed in on `page`), a formation of the owner, the member invited to draw it. */
async function sharedFormation(page: Page, request: APIRequestContext, cluster: Cluster, descricao: string): Promise<Shared> {
  const club = await seedClub(page, request, { dataDir: cluster.dataDir });
  const formation = await createFormation(request, club.leaderToken, { descricao });
  const me = (await (await request.get('/api/user', { headers: auth(club.memberToken) })).json()) as { user: { id: number } };
  const invited = await request.post(`/api/coedit/${formation}/convidados`, { headers: auth(club.leaderToken), data: { user_id: me.user.id } });
  expect(invited.status(), await invited.text()).toBe(200);
  return { club, formation };
}

/** A browser context on `origin` signed in with `token` (the session lives in that origin's storage). */
async function signedIn(browser: Browser, origin: string, token: string, team: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin, locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => process.stderr.write(`[browser error] ${error.message}\n`));
  await page.goto('/login');
  await page.evaluate(
    ({ token, team }) => {
      sessionStorage.setItem('auth_token', token);
      sessionStorage.setItem('level', 'user');
      if (team) sessionStorage.setItem('team', '1');
    },
    { token, team },
  );
  return { context, page };
}

/** Opens the formation in the editor and waits until it is drawn together ("Ao vivo"). */
async function openShared(page: Page, formation: number): Promise<void> {
  await page.goto(`/edit/${formation}?type=formaction`);
  await expect(page.getByTestId('editor-canvas').locator('canvas').first()).toBeVisible();
  await expect(page.getByTestId('coedit-status')).toHaveText(ONLINE);
}

/** The drawing of the editor of a page: every object, as the editor holds it. */
const drawing = (page: Page) => page.evaluate(() => window.__pranchetaEditor!.getDocument().objects);
const types = async (page: Page) => (await drawing(page)).map((o) => o.type).sort();

/** Moves the mouse over the canvas of the page at scene coordinates (x, y). */
async function hover(page: Page, x: number, y: number): Promise<void> {
  const p = await page.evaluate(([x, y]) => window.__pranchetaEditor!.toPage(x!, y!), [x, y]);
  await page.mouse.move(p.x - 5, p.y - 5);
  await page.mouse.move(p.x, p.y, { steps: 4 });
}

/** Both pages hold the same drawing (polled: updates travel through Redis). */
async function sameDrawing(one: Page, other: Page): Promise<void> {
  await expect.poll(async () => JSON.stringify(await drawing(one)) === JSON.stringify(await drawing(other)), { timeout: 30_000 }).toBe(true);
}

test('two editors on two instances sharing Redis see each other’s edits, cursors and names live, and end with one drawing', async ({ page, request, browser, cluster }) => {
  const { club, formation } = await sharedFormation(page, request, cluster!, 'Saída de três');
  // The owner on instance A, the member on instance B.
  const owner = await signedIn(browser, cluster!.a.baseURL, club.leaderToken, false);
  const member = await signedIn(browser, cluster!.b.baseURL, club.memberToken, true);
  await openShared(owner.page, formation);
  await openShared(member.page, formation);

  await owner.page.getByTestId('player-AMARELA-0').click();
  await expect.poll(() => types(member.page)).toEqual(['player']);
  await member.page.getByTestId('tab-goalkeepers').click();
  await member.page.getByTestId('goalkeeper-0').click();
  await expect.poll(() => types(owner.page)).toEqual(['goalkeeper', 'player']);

  // Cursors and names cross the instances both ways.
  await hover(member.page, 400, 300);
  await expect(owner.page.getByTestId('coedit-cursor')).toContainText(club.member.name);
  await expect(owner.page.getByTestId('coedit-peers')).toContainText(club.member.name);
  const ownerName = ((await (await request.get('/api/user', { headers: auth(club.leaderToken) })).json()) as { user: { name: string } }).user.name;
  await hover(owner.page, 200, 150);
  await expect(member.page.getByTestId('coedit-cursor')).toContainText(ownerName);
  await expect(member.page.getByTestId('coedit-peers')).toContainText(ownerName);

  // Both draw at once; both end with the same drawing.
  await Promise.all([owner.page.getByTestId('player-AZUL-0').click(), member.page.getByTestId('goalkeeper-0').click()]);
  await expect.poll(() => types(owner.page)).toEqual(['goalkeeper', 'goalkeeper', 'player', 'player']);
  await sameDrawing(owner.page, member.page);
  await owner.context.close();
  await member.context.close();
});

test('an editor goes offline, draws, comes back: the edits merge into the same formation (no copy) and the other editor sees them', async ({ page, request, browser, cluster }) => {
  const { club, formation } = await sharedFormation(page, request, cluster!, 'Bola parada ofensiva');
  const owner = await signedIn(browser, cluster!.a.baseURL, club.leaderToken, false);
  const member = await signedIn(browser, cluster!.b.baseURL, club.memberToken, true);
  await openShared(owner.page, formation);
  await openShared(member.page, formation);
  await owner.page.getByTestId('player-AMARELA-0').click();
  await expect.poll(() => types(member.page)).toEqual(['player']);

  // The member loses the connection and keeps drawing; the owner draws meanwhile.
  await member.context.setOffline(true);
  await member.page.evaluate(() => window.dispatchEvent(new Event('offline')));
  await expect(member.page.getByTestId('coedit-status')).toHaveText(OFFLINE);
  await member.page.getByTestId('tab-items').click();
  await member.page.getByTestId('item-0').click();
  await member.page.getByTestId('tab-goalkeepers').click();
  await member.page.getByTestId('goalkeeper-0').click();
  await owner.page.getByTestId('player-AZUL-0').click();
  await expect.poll(() => types(member.page)).toEqual(['goalkeeper', 'item', 'player']);
  await expect.poll(() => types(owner.page)).toEqual(['player', 'player']);

  // Back online: the member's offline edits reach the owner, the owner's reach the member.
  await member.context.setOffline(false);
  await member.page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(member.page.getByTestId('coedit-status')).toHaveText(ONLINE, { timeout: 45_000 });
  await expect.poll(() => types(owner.page), { timeout: 30_000 }).toEqual(['goalkeeper', 'item', 'player', 'player']);
  await expect.poll(() => types(member.page), { timeout: 30_000 }).toEqual(['goalkeeper', 'item', 'player', 'player']);
  await sameDrawing(owner.page, member.page);

  // Merged into the one formation: the owner still has a single formation, the member none of
  // their own, and the formation is the one shared with them.
  const ownerList = (await (await request.get('/api/formactions', { headers: auth(club.leaderToken) })).json()) as { formacoes: Array<{ id: number }> };
  expect(ownerList.formacoes.map((f) => f.id)).toEqual([formation]);
  const memberList = await request.get('/api/formactions', { headers: auth(club.memberToken) });
  expect(memberList.status()).toBe(200);
  expect(((await memberList.json()) as { formacoes: unknown[] }).formacoes).toEqual([]);
  const shared = (await (await request.get('/api/coedit', { headers: auth(club.memberToken) })).json()) as { formacoes: Array<{ id: number }> };
  expect(shared.formacoes.map((f) => f.id)).toEqual([formation]);
  await owner.context.close();
  await member.context.close();
});

test('a killed instance: its editor reconnects through the load balancer to the other instance and continues; no acknowledged edit is lost', async ({
  page,
  request,
  browser,
  cluster,
}) => {
  const { club, formation } = await sharedFormation(page, request, cluster!, 'Transição defensiva');
  // A third instance C and a load balancer that sends new connections to C while it is up, else to B.
  const c = await startInstance({ dataDir: cluster!.dataDir, env: cluster!.env, echoErrors: false });
  const balancer = await startBalancer([c.port, cluster!.b.port]);
  try {
    const owner = await signedIn(browser, balancer.baseURL, club.leaderToken, false);
    const member = await signedIn(browser, cluster!.b.baseURL, club.memberToken, true);
    const sockets: WebSocket[] = [];
    owner.page.on('websocket', (ws) => {
      if (ws.url().includes('/api/coedit/')) sockets.push(ws);
    });
    await openShared(owner.page, formation);
    await openShared(member.page, formation);

    // Edits the room acknowledged: they went through instance C and reached the member on B.
    await owner.page.getByTestId('player-AMARELA-0').click();
    await owner.page.getByTestId('player-AMARELA-1').click();
    await expect.poll(() => types(member.page)).toEqual(['player', 'player']);

    // C dies without a word (SIGKILL: nothing saved, sockets cut). The owner's editor notices,
    // reconnects to the same address after a pause and lands on B.
    expect(sockets).toHaveLength(1);
    await c.kill();
    await expect.poll(() => sockets[0]!.isClosed()).toBe(true);
    await expect.poll(() => sockets.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
    await expect(owner.page.getByTestId('coedit-status')).toHaveText(ONLINE, { timeout: 60_000 });
    // The same address again, and the socket that reached B stays open.
    expect(new Set(sockets.map((ws) => ws.url())).size).toBe(1);
    expect(sockets.at(-1)!.isClosed()).toBe(false);
    await owner.page.getByTestId('player-AZUL-0').click();
    await expect.poll(() => types(member.page), { timeout: 30_000 }).toEqual(['player', 'player', 'player']);
    await member.page.getByTestId('tab-goalkeepers').click();
    await member.page.getByTestId('goalkeeper-0').click();
    await expect.poll(() => types(owner.page), { timeout: 30_000 }).toEqual(['goalkeeper', 'player', 'player', 'player']);
    await sameDrawing(owner.page, member.page);
    const expected = await drawing(member.page);
    await owner.context.close();
    await member.context.close();

    // Stored: a fresh browser (nothing kept on the device) opening the formation on A gets it all.
    const fresh = await signedIn(browser, cluster!.a.baseURL, club.memberToken, true);
    await openShared(fresh.page, formation);
    await expect.poll(async () => JSON.stringify(await drawing(fresh.page)), { timeout: 30_000 }).toBe(JSON.stringify(expected));
    await fresh.context.close();
  } finally {
    await balancer.close();
    await c.kill();
  }
});
