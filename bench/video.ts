// Video bench: real server + built web app + real Chromium. Loads a 5-frame animation of 30 moving
// players into the editor's video mode, then measures (1) preview frame times while the 30 objects
// move (target median under 16.7 ms) and (2) real-time recording: the duration of the recorded webm
// against the animation's length at speeds 1 and 3 (target within 10%). Measured, not asserted.
import type { Page } from '@playwright/test';
import { summarise } from './board.ts';
import { withSignedInPage } from './browser.ts';
import type { BenchModule, BenchRow } from './types.ts';

/** The page-side hook of the video editor (apps/web/src/editor/video/VideoWorkspace.tsx), as far as this bench uses it. */
interface PlaybackStats {
  frameTimes: number[];
  workTimes: number[];
  durationMs: number;
}
interface AnimationDoc {
  frames: number;
  objects: Array<Record<string, unknown>>;
}
declare global {
  interface Window {
    __pranchetaVideo?: {
      getAnimation: () => AnimationDoc;
      load: (doc: AnimationDoc) => void;
      preview: (speed: number) => Promise<PlaybackStats>;
      record: (speed: number) => Promise<{ bytes: number; url: string; stats: PlaybackStats }>;
    };
  }
}

/** Replaces the editor's animation with 30 players (two teams) running over 5 frames. */
async function loadThirtyMoving(page: Page): Promise<void> {
  await page.getByTestId('player-AZUL-0').click();
  await page.evaluate(() => {
    const hook = window.__pranchetaVideo!;
    const doc = hook.getAnimation();
    const template = doc.objects[0]!;
    const objects = Array.from({ length: 30 }, (_, i) => {
      const x = 100 + (i % 10) * 110;
      const y = 150 + Math.floor(i / 10) * 300;
      const frames: Record<string, { x: number; y: number; visible: boolean }> = {};
      for (let f = 2; f <= 5; f++) frames[String(f)] = { x: x + Math.sin(f + i) * 90, y: y + Math.cos(f * 2 + i) * 90, visible: true };
      return { ...template, id: `bench${i}`, x, y, anim: { frames, start: 1, hide: null } };
    });
    hook.load({ ...doc, frames: 5, objects });
  });
}

/** The real duration of a recorded webm (seeking to the end makes Chrome compute it). */
async function webmSeconds(page: Page, url: string): Promise<number> {
  // A string, not a function: tsx would inject its __name helper, which the page does not have.
  return page.evaluate(`new Promise((resolve, reject) => {
    const v = document.createElement('video');
    v.muted = true;
    v.preload = 'metadata';
    v.onerror = () => reject(new Error('video did not load'));
    v.ondurationchange = v.ontimeupdate = () => { if (Number.isFinite(v.duration)) resolve(v.duration); };
    v.onloadedmetadata = () => { if (Number.isFinite(v.duration)) resolve(v.duration); else v.currentTime = Number.MAX_SAFE_INTEGER; };
    v.src = ${JSON.stringify(url)};
  })`) as Promise<number>;
}

export const videoBench: BenchModule = {
  name: 'video',
  description: 'video mode in Chromium: preview frame times with 30 moving players, recorded webm duration vs animation length at speeds 1 and 3',
  async run() {
    return withSignedInPage('video', { width: 1280, height: 800 }, async ({ url, sportId, page }) => {
      await page.goto(`${url}/marcar?esporte=${sportId}&camp=0&video=true`);
      await page.getByTestId('frame-label').waitFor();
      await loadThirtyMoving(page);

      const rows: BenchRow[] = [];
      await page.evaluate(() => window.__pranchetaVideo!.preview(5)); // warm-up
      const preview = await page.evaluate(() => window.__pranchetaVideo!.preview(1));
      const f = summarise(preview.frameTimes);
      const w = summarise(preview.workTimes);
      rows.push({ measure: 'preview frame interval ms (30 moving)', n: f.n, median: f.median, p95: f.p95, max: f.max });
      rows.push({ measure: 'preview work per frame ms (sample + move + draw)', n: w.n, median: w.median, p95: w.p95, max: w.max });

      for (const speed of [1, 3]) {
        const rec = await page.evaluate((s) => window.__pranchetaVideo!.record(s), speed);
        const seconds = await webmSeconds(page, rec.url);
        const expected = rec.stats.durationMs / 1000;
        const r = summarise(rec.stats.frameTimes);
        rows.push({
          measure: `recording at speed ${speed}`,
          'animation s': Number(expected.toFixed(2)),
          'webm s': Number(seconds.toFixed(2)),
          'error %': Number((((seconds - expected) / expected) * 100).toFixed(1)),
          'frame median ms': r.median,
          'frame p95 ms': r.p95,
          'size KB': Math.round(rec.bytes / 1024),
        });
      }
      return {
        rows,
        notes: [
          'Headless Chromium, 1280x800 viewport, editor canvas shown at 630x472.5 (internal 1280x960); recordings are 960x720 webm.',
          'Animation: 30 players, 5 frames; length = 4 steps of 2.2 frame times + 1 frame time held (frame time 500 ms / speed).',
          'frame interval: time between consecutive requestAnimationFrame callbacks while playing (16.7 ms = no dropped frame); target median < 16.7 ms.',
          'Recording target: webm duration within 10% of the animation length.',
        ],
      };
    });
  },
};
