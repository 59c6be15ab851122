// Startup: the time from spawning the server process to its first 200 from /api/ready, on an empty
// SQLite data dir (so migrations, the first-start seeds and the storage sweep are included), for the
// built server as `npm run serve` runs it and for the TypeScript sources through tsx (development).
// Each round starts every target once, in turn, on a fresh data dir; the rows give the median and
// the fastest round.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './browser.ts';
import type { BenchModule, BenchRow } from './types.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Starts per target; override with BENCH_ROUNDS. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const BUILT_MAIN = 'apps/server/dist/main.js';

/** The node arguments of a root package.json script that runs `node ...` (npm run serve). */
function scriptArgs(name: string): string[] {
  const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
  const [command, ...args] = (scripts[name] ?? '').split(/\s+/);
  if (command !== 'node') throw new Error(`npm run ${name} does not run node: ${scripts[name]}`);
  return args;
}

/** Milliseconds from spawn to the first 200 of /api/ready (polled every 10 ms); stops the server. */
async function timeToReady(args: string[]): Promise<number> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-bench-startup-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'STORAGE_URL', 'NODE_OPTIONS']) delete env[name];
  const started = performance.now();
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > 120_000) throw new Error('server not ready within 120 s');
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export const startupBench: BenchModule = {
  name: 'startup',
  description: 'process start to /api/ready 200 on an empty SQLite data dir: the build (npm run serve) and the sources through tsx',
  async run() {
    if (!fs.existsSync(path.join(ROOT, BUILT_MAIN))) throw new Error(`${BUILT_MAIN} is missing: run npm run build first`);
    const targets = [
      { target: `npm run serve (node ${scriptArgs('serve').join(' ')})`, args: scriptArgs('serve') },
      { target: 'node on the build without --enable-source-maps', args: [BUILT_MAIN] },
      { target: 'tsx on the sources (node --import tsx apps/server/src/main.ts)', args: ['--import', 'tsx', 'apps/server/src/main.ts'] },
    ];
    const times = targets.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) times[i]!.push(await timeToReady(target.args));
    }
    const rows: BenchRow[] = targets.map((target, i) => ({
      target: target.target,
      'median ms': Math.round(median(times[i]!)),
      'min ms': Math.round(Math.min(...times[i]!)),
      runs: times[i]!.length,
    }));
    const [load1, load5] = os.loadavg();
    return {
      rows,
      notes: [
        `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${load1!.toFixed(2)} / ${load5!.toFixed(2)} (1 / 5 min) at the end`,
        `web app ${fs.existsSync(path.join(ROOT, 'apps/web/dist/index.html')) ? 'built (served)' : 'not built (not served)'}`,
      ],
    };
  },
};
