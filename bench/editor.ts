// Editor bench: real server + built web app + real Chromium. (1) Opens a saved formation of 300
// objects in the drawing editor and drags one of them, measuring frame intervals and Konva layer draw
// times while dragging (target median under 16.7 ms); (2) the gzip draft size of 100 and 300 objects
// (target under 10 KB for 100); (3) the JS the editor route fetches on top of the already loaded app
// shell (gzip -9). Measured, not asserted.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from '@playwright/test';
import { TEAM_COLOURS } from '../packages/shared/src/limits.ts';
import type { Sport } from '../packages/shared/src/schemas/sports.ts';
import { compressDraft, createArrow, createCurve, createGoalkeeper, createItem, createLine, createPlayer, createShape, createShirt, createText, emptyScene, toDraft } from '../packages/shared/src/scene/index.ts';
import type { SceneDocument, SceneObject } from '../packages/shared/src/scene/index.ts';
import { presetById } from '../packages/shared/src/presets/index.ts';
import { getAction } from '../apps/web/src/editor/actions/registry.ts';
import { EditorStore, initialState } from '../apps/web/src/editor/state/store.ts';
import { placePreset } from '../apps/web/src/editor/tools/presets.ts';
import { summarise } from './board.ts';
import { DIST, json, konvaInstrument, withSignedInPage } from './browser.ts';
import type { BenchModule, BenchRow } from './types.ts';

/**
 * A realistic mixed drawing of `count` objects on the sport's first field: mostly players of the five
 * teams, then goalkeepers, items, shirts, texts, lines, arrows, curves and shapes, spread on a grid.
 * The last object is a blue player at (640, 480): the one the bench drags.
 */
export function mixedScene(sport: Sport, count: number): SceneDocument {
  const files = sport.files;
  const doc = emptyScene(sport.id, files.campos[0] ?? '');
  const objects: SceneObject[] = [];
  for (let i = 0; i < count - 1; i++) {
    const x = 40 + ((i * 67) % 1200);
    const y = 40 + ((Math.floor((i * 67) / 1200) * 61) % 880);
    const kind = i % 10;
    const team = TEAM_COLOURS[i % TEAM_COLOURS.length]!;
    if (kind < 5) objects.push(createPlayer(team, files.jogadores[team][0] ?? '', x, y));
    else if (kind === 5) objects.push(i % 20 === 5 ? createGoalkeeper(files.goleiros[0] ?? '', x, y) : createItem(files.items[0] ?? '', x, y, 60, 60));
    else if (kind === 6) objects.push(i % 20 === 6 ? createShirt(files.shirts[0] ?? '', x, y, String(i % 99), 'Nome') : createText(`Texto ${i}`, x, y));
    else if (kind === 7) objects.push(createArrow(x, y, x + 90, y + 30, i % 2 ? 'dashed' : 'plain'));
    else if (kind === 8) objects.push(i % 20 === 8 ? createCurve(x, y, x + 100, y) : createLine(x, y, x + 80, y + 40, i % 3 ? 'straight' : 'dashed'));
    else objects.push(createShape(x, y, 90, 60, i % 2 ? 'rect' : 'ellipse'));
  }
  objects.push(createPlayer('AZUL', files.jogadores.AZUL[0] ?? '', 640, 480));
  return { ...doc, objects };
}

/** Frame intervals (requestAnimationFrame) and Konva layer draw times while `run` is true. */
const INSTRUMENT = konvaInstrument();

async function toPage(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  return (await page.evaluate(`window.__pranchetaEditor.toPage(${x}, ${y})`)) as { x: number; y: number };
}

/** Drags the object at (640, 480) around a loop with `moves` pointer moves; returns what the page measured. */
async function measureDrag(page: Page, moves: number): Promise<{ frames: number[]; draws: number[]; moved: boolean }> {
  await page.evaluate(INSTRUMENT);
  const start = await toPage(page, 640, 480);
  const k = (await toPage(page, 1280, 0)).x - (await toPage(page, 0, 0)).x;
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= moves; i++) {
    const t = i / moves;
    await page.mouse.move(start.x + (k / 1280) * 300 * Math.sin(2 * Math.PI * t), start.y + (k / 1280) * 200 * Math.sin(4 * Math.PI * t));
    await new Promise((r) => setTimeout(r, 8));
  }
  await page.mouse.up();
  const out = (await page.evaluate('(() => { window.__bench.run = false; return { frames: window.__bench.frames.slice(2), draws: window.__bench.draws }; })()')) as { frames: number[]; draws: number[] };
  const changes = (await page.evaluate('window.__pranchetaEditor.getState().changes')) as number;
  return { ...out, moved: changes > 0 };
}

const kib = (n: number) => Number((n / 1024).toFixed(2));

/** Times `op` `n` times (after a warm-up), in ms per op. */
function timeOps(n: number, op: () => void): number[] {
  for (let i = 0; i < 20; i++) op();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    op();
    out.push(performance.now() - t0);
  }
  return out;
}

/**
 * The state work of the preset and mirror commands (target: one frame budget, 16 ms), exactly as
 * the toolbar runs it: the action's pure function plus the store's apply (history entry included),
 * in Node. Rendering is not included (the drag rows measure Konva).
 */
export function presetAndMirrorRows(sport: Sport): BenchRow[] {
  const rows: BenchRow[] = [];
  const spots = presetById('f11-4-4-2')!.spots;
  const field = emptyScene(sport.id, sport.files.campos[0] ?? '');
  const place = summarise(
    timeOps(500, () => {
      const store = new EditorStore(initialState(field));
      store.apply(placePreset(store.getState().doc, sport, spots, { team: 'AZUL', side: 'left', style: 'players' }));
    }),
  );
  rows.push({ measure: 'place 11-player preset (state)', unit: 'ms', n: place.n, median: place.median, p95: place.p95, max: place.max, note: `median target <= 16: ${place.median <= 16 ? 'met' : 'missed'} (p95 includes scheduling noise on a loaded machine)` });
  const store = new EditorStore(initialState(mixedScene(sport, 300)));
  for (const name of ['mirrorHorizontal', 'mirrorVertical', 'swapTeams']) {
    const action = getAction(name);
    const r = summarise(timeOps(300, () => store.apply(action.perform(store.getState()))));
    rows.push({ measure: `${name} of 300 objects (state)`, unit: 'ms', n: r.n, median: r.median, p95: r.p95, max: r.max, note: `whole drawing; median target <= 16: ${r.median <= 16 ? 'met' : 'missed'}` });
  }
  return rows;
}

/** The editor bench module for bench/run.ts. */
export const editorBench: BenchModule = {
  name: 'editor',
  description: 'drawing editor in Chromium: drag frame times among 300 objects, draft size of 100/300 objects, editor route JS',
  async run() {
    return withSignedInPage('editor', { width: 1440, height: 900 }, async ({ url, headers, sportId, page }) => {
      const { sport } = await json<{ sport: Sport }>(await fetch(`${url}/api/sports/${sportId}`, { headers }));
      const rows: BenchRow[] = presetAndMirrorRows(sport);

      // Draft sizes, exactly as the editor stores them (compressDraft of the draft envelope).
      for (const n of [100, 300]) {
        const scene = mixedScene(sport, n);
        const jsonBytes = Buffer.byteLength(JSON.stringify(toDraft(scene)));
        const gz = compressDraft(toDraft(scene)).length;
        rows.push({ measure: `draft of ${n} objects`, unit: 'KiB', n, median: kib(gz), p95: kib(gz), max: kib(jsonBytes), note: `gzip ${gz} B (JSON ${jsonBytes} B)${n === 100 ? `; target < 10 KB: ${gz < 10_000 ? 'met' : 'missed'}` : ''}` });
      }

      // The editor route's own JS: what a client-side navigation from the loaded home page fetches.
      await page.goto(`${url}/`);
      await page.waitForLoadState('networkidle');
      const fetched: string[] = [];
      page.on('response', (res) => {
        const u = new URL(res.url());
        if (u.pathname.endsWith('.js')) fetched.push(u.pathname);
      });
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/marcar?esporte=${sport.id}&camp=0`);
      await page.getByTestId('editor-canvas').locator('canvas').first().waitFor();
      await page.waitForLoadState('networkidle');
      let routeGzip = 0;
      let routeRaw = 0;
      for (const file of new Set(fetched)) {
        const buf = fs.readFileSync(path.join(DIST, file));
        routeRaw += buf.length;
        routeGzip += zlib.gzipSync(buf, { level: 9 }).length;
      }
      if (process.env.BENCH_VERBOSE) console.log([...new Set(fetched)].join('\n'));
      rows.push({ measure: 'editor route JS (gzip -9)', unit: 'KiB', n: new Set(fetched).size, median: kib(routeGzip), p95: kib(routeGzip), max: kib(routeRaw), note: `raw ${kib(routeRaw)} KiB in ${new Set(fetched).size} chunks, fetched only when the editor opens` });

      // A saved formation of 300 objects, opened through the real load path.
      const png = Buffer.from(
        (await page.evaluate(`(() => { const c = document.createElement('canvas'); c.width = 1280; c.height = 960; const g = c.getContext('2d'); g.fillStyle = '#2e7d32'; g.fillRect(0, 0, 1280, 960); return c.toDataURL('image/png').split(',')[1]; })()`)) as string,
        'base64',
      );
      const form = new FormData();
      for (const [k, v] of Object.entries({ type: 'image', clube: 'Bench', professor: 'Bench', categoria: 'Sub-20', data: '2026-01-01', local: 'Campo', descricao: '300 objetos' })) form.append(k, v);
      form.append('editable', new Blob([new Uint8Array(compressDraft(toDraft(mixedScene(sport, 300))))], { type: 'application/gzip' }), 'draft.json.gz');
      form.append('img', new Blob([png], { type: 'image/png' }), 'formacao.png');
      const saved = await json<{ formacao: { id: number } }>(await fetch(`${url}/api/formactions`, { method: 'POST', headers, body: form }));
      await page.goto(`${url}/edit/${saved.formacao.id}?type=formaction`);
      await page.getByTestId('editor-canvas').locator('canvas').first().waitFor();
      await page.waitForFunction('window.__pranchetaEditor && window.__pranchetaEditor.getDocument().objects.length === 300');
      await page.waitForLoadState('networkidle');
      const width = (await page.getByTestId('editor-canvas').boundingBox())?.width ?? 0;
      await measureDrag(page, 30); // warm-up
      const drag = await measureDrag(page, 300);
      if (!drag.moved) throw new Error('the drag did not move the object');
      const f = summarise(drag.frames);
      const d = summarise(drag.draws);
      rows.push({ measure: 'drag among 300: frame interval', unit: 'ms', n: f.n, median: f.median, p95: f.p95, max: f.max, note: `canvas ${Math.round(width)} px wide; target median < 16.7` });
      rows.push({ measure: 'drag among 300: Konva layer draw', unit: 'ms', n: d.n, median: d.median, p95: d.p95, max: d.max, note: 'per layer redraw while dragging' });
      return {
        rows,
        notes: [
          'Headless Chromium (software rendering), 1440x900 viewport; the canvas is internal 1280x960 shown at the width in the note.',
          'frame interval: time between animation frames while one object is dragged with 300 pointer moves 8 ms apart (16.7 ms = no dropped frame).',
          'draft: compressDraft(toDraft(scene)) of a mixed scene (players, goalkeepers, items, shirts, texts, lines, arrows, curves, shapes); max column = uncompressed JSON.',
          'editor route JS: chunks fetched when navigating from the loaded home page to /marcar (Konva, react-konva, the editor).',
        ],
      };
    });
  },
};
