import type { Page } from '@playwright/test';
import { useToken } from './helpers/accounts.ts';
import { seedClub } from './helpers/clubs.ts';
import { auth } from './helpers/seed.ts';
import { expect, test } from './helpers/test.ts';
import { recordWebm, saveVideo } from './helpers/videos.ts';

interface AnimObject {
  id: string;
  type: string;
  x: number;
  y: number;
  anim: { frames: Record<string, { x: number; y: number; visible: boolean }>; start: number; hide: number | null };
}

const animation = (page: Page) => page.evaluate(() => window.__pranchetaVideo!.getAnimation() as unknown as { frames: number; objects: AnimObject[] });
const view = (page: Page) => page.evaluate(() => window.__pranchetaEditor!.getDocument().objects as unknown as AnimObject[]);
const toPage = (page: Page, x: number, y: number) => page.evaluate(([x, y]) => window.__pranchetaEditor!.toPage(x!, y!), [x, y]);

/** Drags the object with `id` (as shown in the current frame) to a canvas position, and waits until it is there. */
async function move(page: Page, id: string, to: [number, number]): Promise<void> {
  const o = (await view(page)).find((x) => x.id === id)!;
  const a = await toPage(page, o.x, o.y);
  const b = await toPage(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / 8, a.y + ((b.y - a.y) * i) / 8);
  await page.mouse.up();
  await expect.poll(async () => (await view(page)).find((x) => x.id === id)).toMatchObject({ x: expect.closeTo(to[0], -1), y: expect.closeTo(to[1], -1) });
}

test('two coaches draw one video together: a frame added, moves in different frames and a new element reach the other; undo takes back only one’s own', async ({
  page,
  browser,
  request,
}) => {
  const club = await seedClub(page, request);
  const webm = await recordWebm(page, { frames: 6 });
  const video = await saveVideo(request, club.leaderToken, webm, {
    clube: 'Clube Azul',
    professor: 'Ana',
    categoria: 'Sub-15',
    data: '2026-06-02',
    local: 'Campo 2',
    descricao: 'Contra-ataque em três tempos',
  });
  const me = (await (await request.get('/api/user', { headers: auth(club.memberToken) })).json()) as { user: { id: number } };
  const invited = await request.post(`/api/coedit/${video}/convidados`, { headers: auth(club.leaderToken), data: { user_id: me.user.id } });
  expect(invited.status(), await invited.text()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/edit/${video}?type=formaction`);
  await expect(page.getByTestId('frame-label')).toHaveAttribute('data-frames', '1');
  await expect(page.getByTestId('coedit-status')).toHaveText('Ao vivo');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
  const other = await context.newPage();
  await useToken(other, club.memberToken, 'user', true);
  await other.goto(`/edit/${video}?type=formaction`);
  await expect(other.getByTestId('frame-label')).toHaveAttribute('data-frames', '1');
  await expect(other.getByTestId('coedit-status')).toHaveText('Ao vivo');
  const [player] = (await animation(page)).objects;

  // The owner adds a frame: the member's video has two too (the member stays on frame 1).
  await page.getByTestId('frame-add').click();
  await expect(page.getByTestId('frame-label')).toHaveAttribute('data-frame', '2');
  await expect(other.getByTestId('frame-label')).toHaveAttribute('data-frames', '2');
  await expect(other.getByTestId('frame-label')).toHaveAttribute('data-frame', '1');

  // The owner moves the player in frame 2; the member moves it in frame 1: both moves are kept.
  await move(page, player!.id, [900, 300]);
  await expect.poll(async () => (await animation(other)).objects[0]!.anim.frames['2']).toMatchObject({ x: expect.closeTo(900, -1), y: expect.closeTo(300, -1) });
  await move(other, player!.id, [300, 600]);
  await expect.poll(async () => (await animation(page)).objects[0]).toMatchObject({ x: expect.closeTo(300, -1), y: expect.closeTo(600, -1) });
  expect((await animation(page)).objects[0]!.anim.frames['2']).toMatchObject({ x: expect.closeTo(900, -1), y: expect.closeTo(300, -1) });
  // The owner's frame 2 still shows the player where the owner put it.
  expect((await view(page)).find((o) => o.id === player!.id)).toMatchObject({ x: expect.closeTo(900, -1), y: expect.closeTo(300, -1) });

  // The member places a goalkeeper; then undoes it: the owner's moves stay.
  await other.getByTestId('tab-goalkeepers').click();
  await other.getByTestId('goalkeeper-0').click();
  await expect.poll(async () => (await animation(page)).objects.map((o) => o.type).sort()).toEqual(['goalkeeper', 'player']);
  await expect.poll(async () => JSON.stringify(await animation(page))).toBe(JSON.stringify(await animation(other)));
  await other.keyboard.press('Control+z');
  await expect.poll(async () => (await animation(page)).objects.map((o) => o.type)).toEqual(['player']);
  expect((await animation(page)).objects[0]!.anim.frames['2']).toMatchObject({ x: expect.closeTo(900, -1), y: expect.closeTo(300, -1) });
  await expect.poll(async () => JSON.stringify(await animation(other))).toBe(JSON.stringify(await animation(page)));
  await context.close();
});
