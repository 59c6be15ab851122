import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchModule, BenchRow } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Seconds per target; override with BENCH_SECONDS. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** What every API bench child prints on its first line: the hello-world and app URLs and a user's token. */
export interface Servers {
  hello: string;
  app: string;
  token: string;
}

/**
 * Starts a bench child process (bench/<script>), reads the JSON line it prints once listening, and
 * gives a stop() that closes its stdin (its signal to shut down), killing it after 5 s.
 */
export async function startServers<T extends Servers>(script: string, label: string): Promise<{ servers: T; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], { stdio: ['pipe', 'pipe', 'inherit'], cwd: path.join(here, '..') });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    const rl = readline.createInterface({ input: child.stdout! });
    rl.once('line', (l) => {
      rl.close();
      resolve(l);
    });
    child.once('exit', (code) => reject(new Error(`${label} exited early (code ${code})`)));
  });
  return {
    servers: JSON.parse(line) as T,
    async stop() {
      child.stdin!.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** One autocannon run against url; shared by the other API benches. */
export async function measure(title: string, url: string, headers: Record<string, string> = {}): Promise<{ rps: number; p99: number; p50: number; non2xx: number; errors: number }> {
  const result = await autocannon({ title, url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, non2xx: result.non2xx, errors: result.errors };
}

/** Measures each target in turn, the first being the hello-world baseline the others are compared with. */
export async function compareWithHello(targets: Array<{ route: string; url: string; headers?: Record<string, string> }>): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  let baseline: { rps: number; p99: number } | null = null;
  for (const target of targets) {
    const m = await measure(target.route, target.url, target.headers);
    baseline ??= m;
    rows.push({
      route: target.route,
      'req/s': Math.round(m.rps),
      'p50 ms': m.p50,
      'p99 ms': m.p99,
      'req/s vs hello': Number((m.rps / baseline.rps).toFixed(3)),
      'p99 vs hello': Number((m.p99 / Math.max(baseline.p99, 1)).toFixed(2)),
      non2xx: m.non2xx,
      errors: m.errors,
    });
  }
  return rows;
}

/** API throughput and latency of real routes against a bare Fastify hello-world on the same machine. */
export const apiBench: BenchModule = {
  name: 'api',
  description: `autocannon, ${CONNECTIONS} connections, ${SECONDS}s per route, loopback, SQLite`,
  async run() {
    const { servers, stop } = await startServers<Servers>('api-server.ts', 'bench server');
    try {
      const auth = { authorization: `Bearer ${servers.token}` };
      const targets: Array<{ route: string; url: string; headers?: Record<string, string> }> = [
        { route: 'GET /hello (bare Fastify)', url: `${servers.hello}/hello` },
        { route: 'GET /api/user', url: `${servers.app}/api/user`, headers: auth },
        { route: 'GET /api/notifications', url: `${servers.app}/api/notifications`, headers: auth },
      ];
      const rows = await compareWithHello(targets);
      return { rows, notes: ['Ratios compare each route with the hello-world baseline measured in the same run.'] };
    } finally {
      await stop();
    }
  },
};
