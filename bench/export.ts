// Export bench: real server + built web app + real Chromium. Loads a 10-frame animation of 30
// moving players into the video editor and exports it frame by frame (apps/web/src/editor/video/
// exporter.ts) to every format this Chromium encodes (MP4/H.264, WebM/VP9 with WebCodecs) and GIF,
// at speeds 1 and 3. For each: wall-clock export time, speed against real time, and the file's
// duration and frame count parsed in Node (mediabunny; GIF blocks) against the animation's length.
// For comparison, one real-time recording (the fallback) at speed 1. Measured, not asserted.
import type { Page } from '@playwright/test';
import { gifInfo, videoInfo } from '../e2e/helpers/media.ts';
import { withSignedInPage } from './browser.ts';
import type { BenchModule, BenchRow } from './types.ts';

interface Exported {
  url: string;
  bytes: number;
  frames: number;
  fps: number;
  animationMs: number;
  fileMs: number;
  elapsedMs: number;
  drawMs: number;
  encodeMs: number;
}
/** The page-side hook of the video editor (VideoWorkspace.tsx), as far as this bench uses it. */
interface ExportHook {
  getAnimation: () => { frames: number; objects: Array<Record<string, unknown>> };
  load: (doc: unknown) => void;
  exportSupport: () => Promise<{ mp4: boolean; webm: 'vp9' | 'vp8' | null }>;
  exportFile: (format: 'mp4' | 'webm' | 'gif', speed: number) => Promise<Exported>;
  record: (speed: number) => Promise<{ bytes: number; url: string; stats: { durationMs: number; elapsedMs: number } }>;
}
/** The window as this bench sees it (the cast lives inside each page.evaluate: nothing else reaches the page). */
type HookWindow = { __pranchetaVideo: ExportHook };

/** Replaces the editor's animation with 30 players (two teams) running over 10 frames. */
async function loadThirtyTenFrames(page: Page): Promise<void> {
  await page.getByTestId('player-AZUL-0').click();
  await page.evaluate(`(() => {
    const hook = window.__pranchetaVideo;
    const doc = hook.getAnimation();
    const template = doc.objects[0];
    const objects = Array.from({ length: 30 }, (_, i) => {
      const x = 100 + (i % 10) * 110;
      const y = 150 + Math.floor(i / 10) * 300;
      const frames = {};
      for (let f = 2; f <= 10; f++) frames[String(f)] = { x: x + Math.sin(f + i) * 90, y: y + Math.cos(f * 2 + i) * 90, visible: true };
      return { ...template, id: 'bench' + i, x, y, anim: { frames, start: 1, hide: null } };
    });
    hook.load({ ...doc, frames: 10, objects });
  })()`);
}

/** Replaces the animation with 2 players crossing the field over 2 frames (1.1 s + 0.5 s hold = 1.6 s at speed 1). */
async function loadTwoPlayersTwoFrames(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const hook = window.__pranchetaVideo;
    const doc = hook.getAnimation();
    const template = doc.objects[0];
    const objects = [0, 1].map((i) => ({ ...template, id: 'pair' + i, x: 200 + i * 100, y: 300 + i * 300, anim: { frames: { '2': { x: 1000 - i * 100, y: 650 - i * 300, visible: true } }, start: 1, hide: null } }));
    hook.load({ ...doc, frames: 2, objects });
  })()`);
}

async function blobBytes(page: Page, url: string): Promise<Buffer> {
  const b64 = await page.evaluate(`(async () => {
    const blob = await (await fetch(${JSON.stringify(url)})).blob();
    return await new Promise((resolve) => { const r = new FileReader(); r.onload = () => resolve(String(r.result).split(',')[1] || ''); r.readAsDataURL(blob); });
  })()`);
  return Buffer.from(b64 as string, 'base64');
}

const r2 = (v: number) => Number(v.toFixed(2));

export const exportBench: BenchModule = {
  name: 'export',
  description: 'frame-exact export in Chromium: 30 players, 10 frames, to MP4/WebM (WebCodecs) and GIF at speeds 1 and 3: export time and duration error',
  async run() {
    return withSignedInPage('export', { width: 1280, height: 800 }, async ({ url, sportId, page }) => {
      await page.goto(`${url}/marcar?esporte=${sportId}&camp=0&video=true`);
      await page.getByTestId('frame-label').waitFor();
      await loadThirtyTenFrames(page);
      const support = await page.evaluate(() => (window as unknown as HookWindow).__pranchetaVideo.exportSupport());
      const formats: Array<'mp4' | 'webm' | 'gif'> = [...(support.mp4 ? (['mp4'] as const) : []), ...(support.webm ? (['webm'] as const) : []), 'gif'];
      await page.evaluate(() => (window as unknown as HookWindow).__pranchetaVideo.exportFile('gif', 5)); // warm-up (lazy chunks, encoder start)

      const rows: BenchRow[] = [];
      for (const format of formats) {
        for (const speed of [1, 3]) {
          const out = await page.evaluate(([f, s]) => (window as unknown as HookWindow).__pranchetaVideo.exportFile(f, s), [format, speed] as const);
          const bytes = await blobBytes(page, out.url);
          const parsed = format === 'gif' ? gifInfo(bytes) : await videoInfo(bytes);
          const animation = out.animationMs / 1000;
          const errorS = parsed.duration - animation;
          rows.push({
            measure: `${format}${format === 'webm' ? `/${support.webm}` : ''} at speed ${speed}`,
            'animation s': r2(animation),
            'file s': Number(parsed.duration.toFixed(3)),
            'error ms': Math.round(errorS * 1000),
            'error frames': r2(errorS * out.fps),
            frames: parsed.frames,
            'expected frames': Math.round(animation * out.fps),
            'export s': r2(out.elapsedMs / 1000),
            'x real time': r2(out.animationMs / out.elapsedMs),
            'draw ms/frame': r2(out.drawMs / out.frames),
            'encode ms/frame': r2(out.encodeMs / out.frames),
            'size KB': Math.round(out.bytes / 1024),
          });
        }
      }
      // The small case of the field: 2 players, 1.6 s, as GIF (480x360, 20 fps).
      await loadTwoPlayersTwoFrames(page);
      const pair = await page.evaluate(() => (window as unknown as HookWindow).__pranchetaVideo.exportFile('gif', 1));
      const pairGif = gifInfo(await blobBytes(page, pair.url));
      rows.push({
        measure: 'gif, 2 players, 2 frames at speed 1',
        'animation s': r2(pair.animationMs / 1000),
        'file s': Number(pairGif.duration.toFixed(3)),
        frames: pairGif.frames,
        'export s': r2(pair.elapsedMs / 1000),
        'encode ms/frame': r2(pair.encodeMs / pair.frames),
        'size KB': Math.round(pair.bytes / 1024),
      });
      await loadThirtyTenFrames(page);
      // The fallback for comparison: real-time recording (duration from the browser's own reading).
      const rec = await page.evaluate(() => (window as unknown as HookWindow).__pranchetaVideo.record(1));
      const recBytes = await blobBytes(page, rec.url);
      let recorded: number | string;
      try {
        recorded = Number((await videoInfo(recBytes)).duration.toFixed(3));
      } catch {
        recorded = 'unreadable';
      }
      const animation = rec.stats.durationMs / 1000;
      rows.push({
        measure: 'real-time recorder (fallback) at speed 1',
        'animation s': r2(animation),
        'file s': recorded,
        'error ms': typeof recorded === 'number' ? Math.round((recorded - animation) * 1000) : '-',
        'export s': r2(rec.stats.elapsedMs / 1000),
        'size KB': Math.round(rec.bytes / 1024),
      });
      return {
        rows,
        notes: [
          `WebCodecs support found: ${JSON.stringify(support)}.`,
          'Videos 960x720 at 30 fps, GIF 480x360 at 20 fps; animation: 30 players, 10 frames = 9 steps of 1.1 s + 0.5 s hold, divided by the speed; the 2-player row: 2 frames = 1.6 s.',
          'GIF: one palette shared by all frames, each later frame only the changed pixels (the rest transparent over the previous frame).',
          'draw ms/frame: moving 30 nodes, drawing the layers at 960 px and compositing; encode ms/frame: handing the frame to the encoder incl. waiting when it is behind (GIF: quantise + LZW in JavaScript); the finalize step is in export s only.',
          'file s: duration parsed in Node (mediabunny for MP4/WebM, GIF frame delays); x real time = animation length / export time (above 1 = faster than real time).',
          'Export times grow with the load of the machine; durations do not depend on load.',
        ],
      };
    });
  },
};
