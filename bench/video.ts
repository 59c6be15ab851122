// Video bench: real server + built web app + real Chromium. Loads a 5-frame animation of 30 moving
// players into the editor's video mode, then measures (1) preview frame times while the 30 objects
// move (target median under 16.7 ms) and (2) real-time recording: the duration of the recorded webm
// against the animation's length at speeds 1 and 3 (target within 10%). Measured, not asserted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/helpers/browser.ts';
import { summarise } from './board.ts';
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

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is missing: run npm run build first');
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-bench-video-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_EMAIL: 'master@bench.local', ADMIN_PASSWORD: 'bench-master', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: HTTP ${res.status}`);
  return (await res.json()) as T;
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
    const server = await startServer();
    const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
    try {
      const login = await json<{ auth_token: string }>(await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'master@bench.local', password: 'bench-master' }) }));
      const headers = { authorization: `Bearer ${login.auth_token}` };
      const { sports } = await json<{ sports: Array<{ id: number }> }>(await fetch(`${server.url}/api/sports`, { headers }));
      if (!sports[0]) throw new Error('no sports');
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(`${server.url}/login`);
      await page.evaluate((token) => {
        sessionStorage.setItem('auth_token', token);
        sessionStorage.setItem('level', 'master');
      }, login.auth_token);
      await page.goto(`${server.url}/marcar?esporte=${sports[0].id}&camp=0&video=true`);
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
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
