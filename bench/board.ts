// Board bench: real server + built web app + real Chromium. Fills a board with 500 strokes and 22
// markers, then draws a free-hand stroke and measures (1) input-to-paint latency: from each
// pointermove's timestamp to the end of the animation frame that drew it, and (2) frame intervals
// while drawing. Measured, not asserted; the target is a median frame under 16.7 ms.
import type { CDPSession, Page } from '@playwright/test';
import { konvaInstrument, withSignedInPage } from './browser.ts';
import { CPU_SLOWDOWN, PHONE } from './inp.ts';
import type { BenchModule, BenchRow } from './types.ts';

/** Median and 95th percentile of a sample, in ms with two decimals. */
export function summarise(values: number[]): { n: number; median: number; p95: number; max: number } {
  const s = [...values].sort((a, b) => a - b);
  const q = (f: number) => s[Math.min(s.length - 1, Math.floor(f * (s.length - 1)))] ?? 0;
  const r = (v: number) => Number(v.toFixed(2));
  return { n: s.length, median: r(q(0.5)), p95: r(q(0.95)), max: r(s[s.length - 1] ?? 0) };
}

async function boardBox(page: Page) {
  const box = await page.getByTestId('board-canvas').boundingBox();
  if (!box) throw new Error('no board');
  return box;
}

/** Fills the board: 500 short free-hand strokes, then 22 markers (two quick-picked teams). */
async function fill(page: Page): Promise<void> {
  await page.getByTestId('tool-free').click();
  const box = await boardBox(page);
  for (let i = 0; i < 500; i++) {
    const x = box.x + box.width * (0.05 + ((i * 37) % 90) / 100);
    const y = box.y + box.height * (0.05 + ((i * 53) % 90) / 100);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y + 10);
    await page.mouse.move(x + 50, y - 10);
    await page.mouse.up();
  }
  // Markers last: a press on a marker drags it instead of drawing.
  await page.getByTestId('board-markers').click();
  await page.getByTestId('quick-team').click();
  await page.getByTestId('team-VERMELHA').click();
  await page.getByTestId('quick-team').click();
  await page.keyboard.press('Escape');
  const board = page.getByTestId('board');
  const counts = [await board.getAttribute('data-strokes'), await board.getAttribute('data-markers')].map(Number);
  if (counts[0] !== 500 || counts[1] !== 22) throw new Error(`expected 500 strokes and 22 markers, got ${counts.join(' and ')}`);
}

/**
 * Page-side instrumentation. The pointermove listener is on window (bubble phase), so it runs after
 * Konva's own handler scheduled its redraw and its frame callback runs after Konva's draw.
 */
const INSTRUMENT = konvaInstrument({ latency: true });

/** Draws one long free-hand stroke, returning the per-move latencies and frame intervals measured in the page. */
async function measureStroke(page: Page, moves: number): Promise<{ latency: number[]; frames: number[]; draws: number[] }> {
  // A plain string: tsx would wrap named functions in a helper (__name) that the page lacks.
  await page.evaluate(INSTRUMENT);
  const box = await boardBox(page);
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx - box.width * 0.4, cy);
  await page.mouse.down();
  for (let i = 0; i < moves; i++) {
    const t = i / moves;
    await page.mouse.move(cx + box.width * 0.4 * Math.cos(Math.PI * (1 + 2 * t)), cy + box.height * 0.3 * Math.sin(4 * Math.PI * t));
    await new Promise((r) => setTimeout(r, 8));
  }
  await page.mouse.up();
  return collect(page);
}

/** Reads and stops the page-side instrumentation. */
async function collect(page: Page): Promise<{ latency: number[]; frames: number[]; draws: number[] }> {
  return (await page.evaluate('(() => { window.__bench.run = false; return { latency: window.__bench.latency, frames: window.__bench.frames.slice(2), draws: window.__bench.draws }; })()')) as { latency: number[]; frames: number[]; draws: number[] };
}

/** Where a marker is on screen: its Konva position through the stage's transform (the phone's board is turned). */
async function markerOnScreen(page: Page, index: number): Promise<{ x: number; y: number }> {
  return (await page.evaluate(`(() => {
    const stage = window.Konva.stages[0];
    const p = stage.find('.marker')[${index}].getAbsolutePosition();
    const r = stage.container().getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  })()`)) as { x: number; y: number };
}

/**
 * One finger from \`from\` along \`path(t)\` (t in 0..1), through Chromium's touch input (pointer events
 * of type touch), one move per animation frame as a finger moves; instrumented as measureStroke.
 */
async function touchMeasure(page: Page, cdp: CDPSession, from: { x: number; y: number }, path: (t: number) => { x: number; y: number }, moves: number) {
  await page.evaluate(INSTRUMENT);
  const point = (p: { x: number; y: number }) => [{ x: p.x, y: p.y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= moves; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(path(i / moves)) });
    await page.evaluate('new Promise((r) => requestAnimationFrame(() => r()))');
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return collect(page);
}

/**
 * The loaded board on a phone (360x740, touch, CPU 4x slower): a finger's free-hand stroke and a
 * finger dragging a marker, input-to-paint of each move.
 */
async function phoneRows(url: string, sportId: number, page: Page): Promise<BenchRow[]> {
  const context = await page.context().browser()!.newContext(PHONE);
  const phone = await context.newPage();
  try {
    await phone.goto(`${url}/login`);
    const session = await page.evaluate(() => [sessionStorage.getItem('auth_token'), sessionStorage.getItem('level')]);
    await phone.evaluate(([t, l]) => {
      sessionStorage.setItem('auth_token', t!);
      sessionStorage.setItem('level', l!);
    }, session);
    await phone.goto(`${url}/board?esporte=${sportId}&camp=1&board=1`);
    await phone.getByTestId('board-canvas').locator('.konvajs-content').waitFor();
    await fill(phone);
    await phone.getByTestId('tool-free').click();
    const cdp = await context.newCDPSession(phone);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const box = await boardBox(phone);
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const stroke = (t: number) => ({ x: cx + box.width * 0.35 * Math.sin(4 * Math.PI * t), y: cy + box.height * 0.4 * (2 * t - 1) });
    await touchMeasure(phone, cdp, stroke(0), stroke, 20); // warm-up
    const drawn = await touchMeasure(phone, cdp, stroke(0), stroke, 150);
    await phone.waitForTimeout(500);
    // A marker moves with the finger whatever tool is chosen.
    const rows: BenchRow[] = [];
    const dragLatency: number[] = [];
    const dragDraws: number[] = [];
    for (const index of [0, 11]) {
      const at = await markerOnScreen(phone, index);
      const drag = (t: number) => ({ x: at.x + 60 * Math.sin(2 * Math.PI * t), y: at.y + 120 * t });
      const dragged = await touchMeasure(phone, cdp, at, drag, 75);
      dragLatency.push(...dragged.latency);
      dragDraws.push(...dragged.draws);
      await phone.waitForTimeout(500);
    }
    const label = `phone 360x740 touch, CPU ${CPU_SLOWDOWN}x, 500 strokes + 22 markers`;
    for (const [metric, values] of [
      ['stroke input-to-paint ms', drawn.latency],
      ['stroke Konva layer draw ms', drawn.draws],
      ['marker drag input-to-paint ms', dragLatency],
      ['marker drag Konva layer draw ms', dragDraws],
    ] as const) {
      const v = summarise(values);
      rows.push({ board: label, metric, n: v.n, median: v.median, p95: v.p95, max: v.max });
    }
    return rows;
  } finally {
    await context.close();
  }
}

/** The board bench module for bench/run.ts. */
export const boardBench: BenchModule = {
  name: 'board',
  description: 'tactical board in Chromium: free-hand input-to-paint latency and frame times on a board with 500 strokes and 22 markers; on a throttled touch phone, a finger stroke and a marker drag',
  async run() {
    return withSignedInPage('board', { width: 1280, height: 800 }, async ({ url, sportId, page }) => {
      const rows: BenchRow[] = [];
      for (const [label, loaded] of [
        ['empty board', false],
        ['500 strokes + 22 markers', true],
      ] as const) {
        await page.goto(`${url}/board?esporte=${sportId}&camp=1&board=1`);
        await page.getByTestId('board-canvas').locator('.konvajs-content').waitFor();
        if (loaded) await fill(page);
        else await page.getByTestId('tool-free').click();
        await measureStroke(page, 30); // warm-up
        const { latency, frames, draws } = await measureStroke(page, 300);
        const l = summarise(latency);
        const f = summarise(frames);
        const d = summarise(draws);
        rows.push({ board: label, metric: 'input-to-paint ms', n: l.n, median: l.median, p95: l.p95, max: l.max });
        rows.push({ board: label, metric: 'frame interval ms', n: f.n, median: f.median, p95: f.p95, max: f.max });
        rows.push({ board: label, metric: 'Konva layer draw ms', n: d.n, median: d.median, p95: d.p95, max: d.max });
      }
      rows.push(...(await phoneRows(url, sportId, page)));
      return {
        rows,
        notes: [
          'Headless Chromium, 1280x800 viewport, board shown at ~1066x800 (internal 1280x960).',
          'input-to-paint: pointermove timestamp to the end of the next animation frame (after Konva redraws the live layer).',
          'frame interval: time between consecutive animation frames while drawing (vsync-bound: 16.7 ms = no dropped frame); target median < 16.7 ms.',
          'Konva layer draw: time of each layer redraw during the stroke (only the live layer redraws while drawing).',
          `Phone rows: a ${PHONE.viewport.width}x${PHONE.viewport.height} touch context (isMobile, deviceScaleFactor ${PHONE.deviceScaleFactor}) with the CPU ${CPU_SLOWDOWN}x slower (Emulation.setCPUThrottlingRate); a finger (Input.dispatchTouchEvent, one move per frame) draws a 150-move stroke, then drags two markers 75 moves each. Target p95 <= 50 ms.`,
        ],
      };
    });
  },
};
