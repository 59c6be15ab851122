// Board bench: real server + built web app + real Chromium. Fills a board with 500 strokes and 22
// markers, then draws a free-hand stroke and measures (1) input-to-paint latency: from each
// pointermove's timestamp to the end of the animation frame that drew it, and (2) frame intervals
// while drawing. Measured, not asserted; the target is a median frame under 16.7 ms.
import type { Page } from '@playwright/test';
import { konvaInstrument, withSignedInPage } from './browser.ts';
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
  return (await page.evaluate('(() => { window.__bench.run = false; return { latency: window.__bench.latency, frames: window.__bench.frames.slice(2), draws: window.__bench.draws }; })()')) as { latency: number[]; frames: number[]; draws: number[] };
}

/** The board bench module for bench/run.ts. */
export const boardBench: BenchModule = {
  name: 'board',
  description: 'tactical board in Chromium: free-hand input-to-paint latency and frame times on a board with 500 strokes and 22 markers',
  async run() {
    return withSignedInPage('board', { width: 1280, height: 800 }, async ({ url, sportId, page }) => {
      const rows: BenchRow[] = [];
      for (const [label, loaded] of [
        ['empty board', false],
        ['500 strokes + 22 markers', true],
      ] as const) {
        await page.goto(`${url}/board?esporte=${sportId}&camp=1&board=1`);
        await page.getByTestId('board-canvas').locator('canvas').first().waitFor();
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
      return {
        rows,
        notes: [
          'Headless Chromium, 1280x800 viewport, board shown at ~1066x800 (internal 1280x960).',
          'input-to-paint: pointermove timestamp to the end of the next animation frame (after Konva redraws the live layer).',
          'frame interval: time between consecutive animation frames while drawing (vsync-bound: 16.7 ms = no dropped frame); target median < 16.7 ms.',
          'Konva layer draw: time of each layer redraw during the stroke (only the live layer redraws while drawing).',
        ],
      };
    });
  },
};
