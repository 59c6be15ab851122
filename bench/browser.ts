// Shared harness of the browser benches (board, editor, video): the built web app served by the real
// server on a temporary data dir, a real Chromium, and a page signed in as the bench's master user.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/helpers/browser.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The built web app the server serves: WEB_DIST (as the server reads it) or apps/web/dist. */
export const DIST = path.resolve(ROOT, process.env.WEB_DIST ?? 'apps/web/dist');

/** A TCP port on loopback nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts apps/server on a free port and a fresh data dir (prancheta-bench-<name>-*); resolves once /api/health answers. */
export async function startServer(name: string): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) throw new Error(`${DIST} has no index.html: run npm run build first`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `prancheta-bench-${name}-`));
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

/** The JSON body of a successful response; throws with the status and body otherwise. */
export async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** What a browser bench works with: the server, the master's API headers, the first sport and a signed-in page. */
export interface SignedInBench {
  url: string;
  headers: { authorization: string };
  sportId: number;
  page: Page;
}

/**
 * Runs `measure` against a fresh server and Chromium, with a page of the given viewport signed in as
 * the master (token in sessionStorage, as the login form leaves it); stops both afterwards.
 */
export async function withSignedInPage<T>(name: string, viewport: { width: number; height: number }, measure: (bench: SignedInBench) => Promise<T>): Promise<T> {
  const server = await startServer(name);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const login = await json<{ auth_token: string }>(await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'master@bench.local', password: 'bench-master' }) }));
    const headers = { authorization: `Bearer ${login.auth_token}` };
    const { sports } = await json<{ sports: Array<{ id: number }> }>(await fetch(`${server.url}/api/sports`, { headers }));
    if (!sports[0]) throw new Error('no sports');
    const page = await browser.newPage({ viewport });
    await page.goto(`${server.url}/login`);
    await page.evaluate((token) => {
      sessionStorage.setItem('auth_token', token);
      sessionStorage.setItem('level', 'master');
    }, login.auth_token);
    return await measure({ url: server.url, headers, sportId: sports[0].id, page });
  } finally {
    await browser.close();
    await server.stop();
  }
}

/**
 * Page-side instrumentation (a plain string: tsx would wrap named functions in a helper the page
 * lacks). Collects into window.__bench, while `run` is true: Konva layer draw times (`draws`) and
 * requestAnimationFrame intervals (`frames`); with `latency`, also pointermove-to-next-frame times.
 */
export function konvaInstrument(options: { latency?: boolean } = {}): string {
  const latency = options.latency
    ? `window.addEventListener('pointermove', (e) => {
    const t0 = e.timeStamp;
    requestAnimationFrame(() => b.latency.push(performance.now() - t0));
  });`
    : '';
  return `(() => {
  const b = (window.__bench = { latency: [], frames: [], draws: [], run: true });
  const proto = window.Konva.Layer.prototype;
  if (!proto.__benchWrapped) {
    const original = proto.drawScene;
    proto.drawScene = function (...args) {
      const t = performance.now();
      const out = original.apply(this, args);
      if (window.__bench && window.__bench.run) window.__bench.draws.push(performance.now() - t);
      return out;
    };
    proto.__benchWrapped = true;
  }
  ${latency}
  let last = performance.now();
  const tick = (now) => { b.frames.push(now - last); last = now; if (b.run) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;
}
