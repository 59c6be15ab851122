import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { activateByApi, newUser, signUpByApi, useToken } from './helpers/accounts.ts';
import { expect, test } from './helpers/test.ts';

/** A signed-in coach with an active subscription, and the first sport that has at least two fields. */
async function subscribedCoach(page: Page, request: APIRequestContext): Promise<{ sportId: number; fields: string[] }> {
  const token = await signUpByApi(request, newUser('board'));
  await activateByApi(request, token);
  await useToken(page, token);
  const headers = { authorization: `Bearer ${token}` };
  const { sports } = (await (await request.get('/api/sports', { headers })).json()) as { sports: Array<{ id: number }> };
  for (const s of sports) {
    const { sport } = (await (await request.get(`/api/sports/${s.id}`, { headers })).json()) as { sport: { files: { campos: string[] } } };
    if (sport.files.campos.length >= 2) return { sportId: s.id, fields: sport.files.campos };
  }
  throw new Error('no sport with two fields');
}

const board = (page: Page) => page.getByTestId('board');
const strokes = async (page: Page) => Number(await board(page).getAttribute('data-strokes'));
const markers = async (page: Page) => Number(await board(page).getAttribute('data-markers'));

async function openBoard(page: Page, sportId: number, camp = 0): Promise<void> {
  await page.goto(`/board?esporte=${sportId}&camp=${camp}&board=1`);
  await expect(page.getByTestId('board-canvas').locator('.konvajs-content')).toBeVisible();
}

/** Board point (fractions of the landscape board) to page pixels; a portrait board is turned a quarter clockwise. */
async function at(page: Page, fx: number, fy: number): Promise<{ x: number; y: number }> {
  const canvas = page.getByTestId('board-canvas');
  const box = (await canvas.boundingBox())!;
  if ((await canvas.getAttribute('data-rotated')) === 'true') return { x: box.x + box.width * (1 - fy), y: box.y + box.height * fx };
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

/** A mouse stroke from one board point to another in `steps` moves (a wavy path for free-hand). */
async function mouseStroke(page: Page, from: [number, number], to: [number, number], steps = 6): Promise<void> {
  const a = await at(page, ...from);
  const b = await at(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i++) await page.mouse.move(a.x + ((b.x - a.x) * i) / steps, a.y + ((b.y - a.y) * i) / steps + (i % 2 ? 6 : -6));
  await page.mouse.up();
}

/** Where the Konva markers are, in board coordinates (Konva registers itself on window). */
async function markerPositions(page: Page): Promise<Array<{ x: number; y: number; scale: number }>> {
  return page.evaluate(() => {
    const konva = (window as unknown as { Konva: { stages: Array<{ find: (s: string) => Array<{ x(): number; y(): number; scaleX(): number }> }> } }).Konva;
    return konva.stages[0]!.find('.marker').map((n) => ({ x: n.x(), y: n.y(), scale: n.scaleX() }));
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * Downloads the board's PNG: its size, and how much of the field's artwork it carries. The artwork
 * is drawn "contain" on the pitch green at 1280x960 in the page, as the board shows it; among the
 * pixels where it differs from plain green (lines, stripes), the share the PNG has within a small
 * tolerance. A PNG without the field scores near 0; the strokes and markers cover only a little.
 */
async function snapshot(page: Page): Promise<{ width: number; height: number; field: number }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('board-snapshot').click()]);
  expect(download.suggestedFilename()).toMatch(/^prancheta-.*\.png$/);
  const bytes = fs.readFileSync((await download.path())!);
  const { width, height } = pngSize(bytes);
  // The field is the picture behind the stage.
  const fieldUrl = await page.getByTestId('board-field-picture').evaluate((img) => (img as HTMLImageElement).src);
  expect(fieldUrl).toBeTruthy();
  const field = await page.evaluate(
    async ({ png, url }) => {
      const shot = await createImageBitmap(new Blob([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], { type: 'image/png' }));
      const art = new Image();
      art.src = url;
      await art.decode();
      const pixels = (draw: (ctx: OffscreenCanvasRenderingContext2D) => void) => {
        const ctx = new OffscreenCanvas(1280, 960).getContext('2d')!;
        draw(ctx);
        return ctx.getImageData(0, 0, 1280, 960).data;
      };
      const green = pixels((ctx) => {
        ctx.fillStyle = '#2f8f46';
        ctx.fillRect(0, 0, 1280, 960);
      });
      const expected = pixels((ctx) => {
        ctx.fillStyle = '#2f8f46';
        ctx.fillRect(0, 0, 1280, 960);
        const k = Math.min(1280 / art.naturalWidth, 960 / art.naturalHeight);
        ctx.drawImage(art, (1280 - art.naturalWidth * k) / 2, (960 - art.naturalHeight * k) / 2, art.naturalWidth * k, art.naturalHeight * k);
      });
      const got = pixels((ctx) => ctx.drawImage(shot, 0, 0));
      const near = (a: Uint8ClampedArray, b: Uint8ClampedArray, i: number) => Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) < 48;
      let artwork = 0;
      let kept = 0;
      for (let i = 0; i < expected.length; i += 4) {
        if (near(expected, green, i)) continue;
        artwork++;
        if (near(expected, got, i)) kept++;
      }
      return artwork > 1000 ? kept / artwork : -1;
    },
    { png: bytes.toString('base64'), url: fieldUrl! },
  );
  return { width, height, field };
}

test.describe('tactical board: sport and field pickers', () => {
  test('goes from the sport cards to the field picker to the board and home', async ({ page, request }) => {
    const { sportId } = await subscribedCoach(page, request);
    await page.goto('/select-board');
    await page.getByTestId(`sport-${sportId}`).click();
    await expect(page).toHaveURL(new RegExp(`/select\\?esporte=${sportId}&board=1$`));
    await page.getByTestId('field-picker-back').click();
    await expect(page).toHaveURL(/\/select-board$/);
    await page.goto(`/select?esporte=${sportId}&board=1`);
    await page.getByTestId('field-1').click();
    await expect(page).toHaveURL(new RegExp(`/board\\?esporte=${sportId}&camp=1&board=1$`));
    await expect(page.getByTestId('board-canvas')).toBeVisible();
    await page.getByTestId('board-home').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('sends editor picks to /marcar and goes back to videos or formations', async ({ page, request }) => {
    const { sportId } = await subscribedCoach(page, request);
    await page.goto(`/select?esporte=${sportId}&video=true`);
    await page.getByTestId('field-0').click();
    await expect(page).toHaveURL(new RegExp(`/marcar\\?esporte=${sportId}&camp=0&video=true$`));
    await page.goto(`/select?esporte=${sportId}&video=true`);
    await page.getByTestId('field-picker-back').click();
    await expect(page).toHaveURL(/\/videos$/);
    await page.goto(`/select?esporte=${sportId}`);
    await page.getByTestId('field-picker-back').click();
    await expect(page).toHaveURL(/\/formacoes$/);
  });

  test('an unknown sport shows the message and goes home; the board shows its load error', async ({ page, request }) => {
    await subscribedCoach(page, request);
    await page.goto('/select?esporte=987654&board=1');
    await expect(page.getByText('Esporte não encontrado').first()).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/board?esporte=987654&camp=0&board=1');
    await expect(page.getByTestId('board-error')).toContainText('Não foi possível carregar a prancheta');
  });

  test('without a subscription the sports call sends the coach to /profile', async ({ page, request }) => {
    const token = await signUpByApi(request, newUser('board-free'));
    await useToken(page, token);
    await page.goto('/select-board');
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('tactical board: drawing and history (mouse)', () => {
  test('draws in each mode, erases, and keeps undo/redo/reset states right', async ({ page, request }) => {
    const { sportId } = await subscribedCoach(page, request);
    await openBoard(page, sportId);
    await expect(page.getByTestId('board-undo')).toBeDisabled();
    await expect(page.getByTestId('board-redo')).toBeDisabled();
    await expect(page.getByTestId('board-reset')).toBeDisabled();

    const modes = ['free', 'line', 'dash', 'arrow', 'adash'] as const;
    for (const [i, mode] of modes.entries()) {
      await page.getByTestId(`tool-${mode}`).click();
      await expect(page.getByTestId(`tool-${mode}`)).toHaveAttribute('aria-pressed', 'true');
      await mouseStroke(page, [0.15, 0.15 + i * 0.15], [0.85, 0.15 + i * 0.15]);
      expect(await strokes(page)).toBe(i + 1);
    }
    await expect(page.getByTestId('board-undo')).toBeEnabled();
    await expect(page.getByTestId('board-reset')).toBeEnabled();

    // Line width 1..10 and colour change apply to the next stroke.
    await page.getByTestId('line-width').click();
    const slider = page.getByTestId('line-width-slider').getByRole('slider');
    await slider.focus();
    await page.keyboard.press('End');
    await expect(page.getByTestId('line-width')).toContainText('10');
    await page.keyboard.press('Escape');

    // The eraser removes the stroke it is dragged across, as one step.
    await page.getByTestId('tool-eraser').click();
    await mouseStroke(page, [0.5, 0.1], [0.5, 0.2], 4);
    expect(await strokes(page)).toBe(4);
    await page.getByTestId('board-undo').click();
    expect(await strokes(page)).toBe(5);

    // Keyboard shortcuts.
    await page.keyboard.press('Control+z');
    expect(await strokes(page)).toBe(4);
    await page.keyboard.press('Control+Shift+Z');
    expect(await strokes(page)).toBe(5);
    await page.keyboard.press('Control+z');
    await page.keyboard.press('Control+y');
    expect(await strokes(page)).toBe(5);
    // The undone erase is still ahead: redo it, then nothing is left to redo.
    await expect(page.getByTestId('board-redo')).toBeEnabled();
    await page.getByTestId('board-redo').click();
    expect(await strokes(page)).toBe(4);
    await expect(page.getByTestId('board-redo')).toBeDisabled();
    await page.getByTestId('board-undo').click();

    // Reset empties the board; reset is then disabled and can be undone.
    await page.getByTestId('board-reset').click();
    expect(await strokes(page)).toBe(0);
    await expect(page.getByTestId('board-reset')).toBeDisabled();
    await page.getByTestId('board-undo').click();
    expect(await strokes(page)).toBe(5);
  });

  test('101 strokes: undo reaches back only 100, then redo and reset', async ({ page, request }) => {
    const { sportId } = await subscribedCoach(page, request);
    await openBoard(page, sportId);
    await page.getByTestId('tool-line').click();
    for (let i = 0; i < 101; i++) {
      const y = 0.05 + (i % 45) * 0.02;
      await mouseStroke(page, [0.1 + (i % 3) * 0.1, y], [0.5 + (i % 3) * 0.1, y], 2);
    }
    expect(await strokes(page)).toBe(101);
    const undo = page.getByTestId('board-undo');
    let undos = 0;
    while (await undo.isEnabled()) {
      await undo.click();
      undos++;
      if (undos > 105) break;
    }
    expect(undos).toBe(100);
    expect(await strokes(page)).toBe(1);
    await page.getByTestId('board-redo').click();
    await page.getByTestId('board-redo').click();
    expect(await strokes(page)).toBe(3);
    await page.getByTestId('board-reset').click();
    expect(await strokes(page)).toBe(0);
    await expect(page.getByTestId('board-redo')).toBeDisabled();
  });
});

test.describe('tactical board: markers', () => {
  test('adds numbered markers with scale, refuses invalid numbers, places a whole team, drags and icons', async ({ page, request }) => {
    const { sportId } = await subscribedCoach(page, request);
    await openBoard(page, sportId);
    await page.getByTestId('board-markers').click();
    const number = page.getByTestId('marker-number');

    for (const bad of ['101', '-3', 'abc', '7.5']) {
      await number.fill(bad);
      await page.getByTestId('marker-add').click();
      await expect(page.getByText('Informe um número inteiro de 0 a 100')).toBeVisible();
      expect(await markers(page)).toBe(0);
    }
    await number.fill('');
    await page.getByTestId('marker-add').click();
    await expect(page.getByTestId('marker-panel').getByText('Campo obrigatório')).toBeVisible();
    expect(await markers(page)).toBe(0);

    await page.getByTestId('marker-scale').fill('0.8');
    await number.fill('42');
    await page.getByTestId('marker-add').click();
    expect(await markers(page)).toBe(1);
    expect((await markerPositions(page))[0]!.scale).toBeCloseTo(0.8);

    await page.getByTestId('marker-scale').fill('0.5');
    await page.getByTestId('team-VERMELHA').click();
    await page.getByTestId('quick-team').click();
    expect(await markers(page)).toBe(12);
    await page.getByTestId('quick-7').click();
    expect(await markers(page)).toBe(13);
    await page.getByTestId('icon-19').click();
    expect(await markers(page)).toBe(14);
    await page.keyboard.press('Escape');
    await page.getByTestId('board-undo').click(); // removes the icon
    await page.getByTestId('board-undo').click(); // removes the single 7
    await page.getByTestId('board-undo').click(); // removes the whole team in one step
    expect(await markers(page)).toBe(1);
    await page.getByTestId('board-redo').click();
    expect(await markers(page)).toBe(12);

    // Drag the red goalkeeper (number 1 of the team on the right half) to the centre.
    const before = await markerPositions(page);
    const keeper = before.reduce((a, b) => (b.x > a.x ? b : a));
    const from = await at(page, keeper.x / 1280, keeper.y / 960);
    const to = await at(page, 0.5, 0.5);
    await page.getByTestId('tool-move').click();
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    const moved = (await markerPositions(page)).find((m) => Math.abs(m.x - 640) < 12 && Math.abs(m.y - 480) < 12);
    expect(moved).toBeTruthy();
    expect(await strokes(page)).toBe(0);
    await page.getByTestId('board-undo').click(); // the whole drag is one step
    expect((await markerPositions(page)).some((m) => Math.abs(m.x - keeper.x) < 1 && Math.abs(m.y - keeper.y) < 1)).toBe(true);
  });

  test('the colour picker keeps favourites in localStorage and removes them in removing mode', async ({ page, request }) => {
    const { sportId } = await subscribedCoach(page, request);
    await openBoard(page, sportId);
    await page.getByTestId('board-colour').click();
    const dropdown = page.getByTestId('board-colour-dropdown');
    await dropdown.getByRole('textbox').fill('#123456');
    await dropdown.getByRole('button', { name: 'Adicionar às favoritas' }).click();
    await expect(dropdown.getByTestId('favourite-colours').getByRole('button')).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('favorite_colors'))).toBe('["#123456"]');
    await dropdown.getByRole('button', { name: 'Modo de remoção' }).click();
    await dropdown.getByTestId('favourite-colours').getByRole('button').first().click();
    await expect(dropdown.getByTestId('favourite-colours')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('favorite_colors'))).toBe('[]');
  });
});

test.describe('tactical board: snapshot and field', () => {
  test('saves a 1280x960 PNG that carries the field on a desktop and changes the field', async ({ page, request }) => {
    const { sportId, fields } = await subscribedCoach(page, request);
    await openBoard(page, sportId);
    await mouseStroke(page, [0.2, 0.2], [0.7, 0.6]);
    const shot = await snapshot(page);
    expect([shot.width, shot.height]).toEqual([1280, 960]);
    expect(shot.field).toBeGreaterThan(0.9); // the field's picture is in it, under the stroke
    await page.getByTestId('board-field').click();
    await page.getByTestId('field-option-1').click();
    await expect(page.getByTestId('field-option-1')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('board-field-picture')).toHaveAttribute('src', new RegExp(`path=${encodeURIComponent(fields[1]!)}$`));
    expect(await strokes(page)).toBe(1); // the drawing stays when the field changes
  });
});

test.describe('tactical board: its pitch in the first HTML', () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 740, height: 360 },
  ]) {
    test(`${viewport.width}x${viewport.height}: the field the address names shows before the scripts, where the board then shows it`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      const { sportId, fields } = await subscribedCoach(page, request);
      const address = `/board?esporte=${sportId}&camp=1&board=1`;
      // The app's scripts never arrive: what shows is the server's HTML and the stylesheet.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto(address);
      const drawn = page.locator('#root .prancheta-drawn-board-pitch img');
      await expect(drawn).toHaveAttribute('src', `/api/elements?path=${encodeURIComponent(fields[1]!)}`);
      await expect.poll(() => drawn.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      const before = (await page.locator('#root .prancheta-drawn-board-pitch').boundingBox())!;
      // Turned on a portrait screen, like the board: the long side along the screen's.
      expect(before.height > before.width).toBe(viewport.height > viewport.width);

      await page.unrouteAll();
      await page.goto(address);
      await expect(board(page)).toHaveAttribute('data-background', 'loaded');
      await expect(page.locator('#root .prancheta-drawn-board-pitch')).toHaveCount(0);
      await expect(page.getByTestId('board-field-picture')).toHaveAttribute('src', new RegExp(`path=${encodeURIComponent(fields[1]!)}$`));
      const after = (await page.getByTestId('board-canvas').boundingBox())!;
      for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(before[key] - after[key]), key).toBeLessThanOrEqual(1);
    });
  }
});

test.describe('tactical board on a 10-inch tablet (touch)', () => {
  test.use({ viewport: { width: 800, height: 1280 }, hasTouch: true, isMobile: true });

  /** Resolves when the page has painted its next frame (Chromium delivers touch moves once per frame). */
  async function nextFrame(page: Page): Promise<void> {
    await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  }

  /** A one-finger drag through Chromium's touch input (becomes pointer events of type touch). */
  async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 8): Promise<void> {
    const cdp = await page.context().newCDPSession(page);
    const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
    for (let i = 1; i <= steps; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps) });
      await nextFrame(page); // one move per painted frame, as a finger moves
    }
    // The finger rests on its last point for a few frames before lifting, as at the end of a real
    // stroke: lifting while still moving starts a fling, and Chromium swallows the next tap, which
    // only stops that fling.
    for (let i = 0; i < 8; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(to.x, to.y) });
      await nextFrame(page);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  /** Taps until the tap has taken effect (a tap that lands while a fling winds down only stops it). */
  async function tapUntil(page: Page, testId: string, effect: () => Promise<void>): Promise<void> {
    await expect(async () => {
      await page.getByTestId(testId).tap();
      await effect();
    }).toPass();
  }

  test('draws with a finger, drags a marker with a finger, and snapshots at 1280x960 on the turned portrait board', async ({ page, request }) => {
    const { sportId } = await subscribedCoach(page, request);
    await openBoard(page, sportId);
    const box = (await page.getByTestId('board-canvas').boundingBox())!;
    // The field turns upright and fills the portrait width.
    await expect(page.getByTestId('board-canvas')).toHaveAttribute('data-rotated', 'true');
    expect(box.width).toBeGreaterThan(700);
    expect(Math.abs(box.height / box.width - 4 / 3)).toBeLessThan(0.02);
    const toolbar = (await page.getByTestId('board-toolbar').boundingBox())!;
    expect(toolbar.y).toBeGreaterThan(box.y + box.height - 1); // bottom toolbar in portrait

    await page.getByTestId('tool-free').tap();
    await touchDrag(page, await at(page, 0.2, 0.3), await at(page, 0.8, 0.4));
    expect(await strokes(page)).toBe(1);
    await tapUntil(page, 'tool-adash', () => expect(page.getByTestId('tool-adash')).toHaveAttribute('aria-pressed', 'true', { timeout: 3000 }));
    await touchDrag(page, await at(page, 0.2, 0.7), await at(page, 0.8, 0.7));
    expect(await strokes(page)).toBe(2);

    await expect(async () => {
      if (!(await page.getByTestId('quick-9').isVisible())) await page.getByTestId('board-markers').tap();
      await expect(page.getByTestId('quick-9')).toBeVisible({ timeout: 3000 });
    }).toPass();
    await page.getByTestId('quick-9').tap();
    expect(await markers(page)).toBe(1);
    await page.getByTestId('board-markers').tap(); // close the panel
    const [m] = await markerPositions(page);
    await touchDrag(page, await at(page, m!.x / 1280, m!.y / 960), await at(page, 0.1, 0.9));
    const [after] = await markerPositions(page);
    expect(after!.x).toBeLessThan(200);
    expect(after!.y).toBeGreaterThan(800);
    expect(await strokes(page)).toBe(2); // dragging a marker drew nothing

    const shot = await snapshot(page);
    expect([shot.width, shot.height]).toEqual([1280, 960]);
    expect(shot.field).toBeGreaterThan(0.9); // turned back: the field lies as on a landscape board
  });

  test('an empty board makes no canvas; the first finger brings the drawing layers; a stroke lies under the markers', async ({ page, request }) => {
    const { sportId } = await subscribedCoach(page, request);
    await openBoard(page, sportId);
    const canvases = page.getByTestId('board-canvas').locator('canvas');
    // The strokes' and the markers' layers come with the first stroke and marker, and the layers for
    // a stroke being drawn and a marker being dragged are not made until a finger is down.
    await expect(canvases).toHaveCount(0);
    const shownLayers = () =>
      page.evaluate(
        () =>
          (window as unknown as { Konva: { stages: Array<{ getLayers: () => Array<{ isVisible: () => boolean }> }> } }).Konva.stages[0]!.getLayers().filter((l) => l.isVisible())
            .length,
      );
    expect(await shownLayers()).toBe(0);

    const cdp = await page.context().newCDPSession(page);
    const from = await at(page, 0.2, 0.3);
    const point = (i: number) => [{ x: from.x + i * 25, y: from.y + i * 10, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0) });
    for (let i = 1; i <= 8; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(i) });
      await nextFrame(page);
    }
    // The finger is still down: the stroke's own layer is in and shows it.
    await expect(canvases).toHaveCount(2);
    expect(await shownLayers()).toBe(1);
    for (let i = 0; i < 8; i++) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(8) });
      await nextFrame(page);
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
    await expect.poll(() => strokes(page)).toBe(1);
    await expect(canvases).toHaveCount(3);
    expect(await shownLayers()).toBe(1);

    // A marker: its layer comes in over the strokes' and under the drawing layers, on the page as on the stage.
    await expect(async () => {
      if (!(await page.getByTestId('quick-9').isVisible())) await page.getByTestId('board-markers').tap();
      await expect(page.getByTestId('quick-9')).toBeVisible({ timeout: 3000 });
    }).toPass();
    await page.getByTestId('quick-9').tap();
    await expect.poll(() => markers(page)).toBe(1);
    await expect(canvases).toHaveCount(4);
    expect(await shownLayers()).toBe(2);
    const order = await page.evaluate(() => {
      type Layer = { find: (s: string) => unknown[]; getNativeCanvasElement: () => HTMLCanvasElement };
      const layers = (window as unknown as { Konva: { stages: Array<{ getLayers: () => Layer[] }> } }).Konva.stages[0]!.getLayers();
      const inPage = Array.from(document.querySelectorAll('[data-testid="board-canvas"] canvas'));
      return layers.map((l) => ({ lines: l.find('Line').length, markers: l.find('.marker').length, inPage: inPage.indexOf(l.getNativeCanvasElement()) }));
    });
    expect(order.slice(0, 2)).toEqual([
      { lines: 1, markers: 0, inPage: 0 },
      { lines: 0, markers: 1, inPage: 1 },
    ]);
  });

  test('uses a side toolbar in landscape', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { sportId } = await subscribedCoach(page, request);
    await openBoard(page, sportId);
    const box = (await page.getByTestId('board-canvas').boundingBox())!;
    const toolbar = (await page.getByTestId('board-toolbar').boundingBox())!;
    expect(toolbar.x + toolbar.width).toBeLessThanOrEqual(box.x + 1);
    expect(box.height).toBeGreaterThan(700);
    await page.getByTestId('tool-line').tap();
    await touchDrag(page, await at(page, 0.1, 0.5), await at(page, 0.9, 0.5));
    expect(await strokes(page)).toBe(1);
  });
});
