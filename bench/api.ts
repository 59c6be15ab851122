import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import type { BenchModule, BenchRow } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Seconds per target and round; override with BENCH_SECONDS. */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
/** Rounds over all targets (the rows show the median round); override with BENCH_ROUNDS. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** What every API bench child prints on its first line: the hello-world and app URLs, a user's token, the database. */
export interface Servers {
  hello: string;
  app: string;
  token: string;
  database: string;
}

/**
 * Starts a bench child process (bench/<script>) with extra environment variables, reads the JSON
 * line it prints once listening, and gives a stop() that closes its stdin (its signal to shut
 * down), killing it after 10 s.
 */
export async function startServers<T extends Servers>(script: string, label: string, env: Record<string, string> = {}): Promise<{ servers: T; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], { stdio: ['pipe', 'pipe', 'inherit'], cwd: path.join(here, '..'), env: { ...process.env, ...env } });
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
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

interface Measure {
  rps: number;
  p99: number;
  p50: number;
  non2xx: number;
  errors: number;
}

/** One autocannon run against url; shared by the other API benches. */
export async function measure(title: string, url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<Measure> {
  const result = await autocannon({ title, url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, non2xx: result.non2xx, errors: result.errors };
}

/** The middle value (the lower middle of an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** One route to load: its label, URL and request headers. */
export interface Target {
  route: string;
  url: string;
  headers?: Record<string, string>;
  /** The second baseline (the one-query ceiling of PostgreSQL): every row also gets its ratio to this one. */
  ceiling?: boolean;
}

/**
 * Measures the targets in interleaved rounds, the first target being the hello-world baseline: each
 * round loads every target in turn, and each route's ratio is taken against the hello-world of the
 * same round, so a neighbour loading the machine for a while skews both sides alike. A target
 * marked `ceiling` is a second baseline: every row then also shows its ratio to that one, taken
 * the same way. A row shows the medians over the rounds (req/s, latencies, ratios) and the sums of
 * non-2xx answers and errors.
 */
export async function compareWithHello(targets: Target[], rounds = ROUNDS): Promise<BenchRow[]> {
  for (const target of targets) await measure(`${target.route} (warm-up)`, target.url, target.headers, 1);
  const runs: Measure[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) runs[i]!.push(await measure(target.route, target.url, target.headers));
  }
  const hello = runs[0]!;
  const ceilingIndex = targets.findIndex((target) => target.ceiling);
  const ceiling = ceilingIndex >= 0 ? runs[ceilingIndex]! : null;
  return targets.map((target, i) => {
    const m = runs[i]!;
    return {
      route: target.route,
      'req/s': Math.round(median(m.map((r) => r.rps))),
      'p50 ms': median(m.map((r) => r.p50)),
      'p99 ms': median(m.map((r) => r.p99)),
      'req/s vs hello': Number(median(m.map((r, k) => r.rps / hello[k]!.rps)).toFixed(3)),
      ...(ceiling ? { 'req/s vs ceiling': Number(median(m.map((r, k) => r.rps / ceiling[k]!.rps)).toFixed(3)) } : {}),
      'p99 vs hello': Number(median(m.map((r, k) => r.p99 / Math.max(hello[k]!.p99, 1))).toFixed(2)),
      non2xx: m.reduce((sum, r) => sum + r.non2xx, 0),
      errors: m.reduce((sum, r) => sum + r.errors, 0),
    };
  });
}

/** Throughput and latency of the authenticated reads against a bare Fastify hello-world, on SQLite or PostgreSQL. */
function apiBenchOn(database: 'sqlite' | 'postgres'): BenchModule {
  return {
    name: database === 'sqlite' ? 'api' : 'api-pg',
    description: `autocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS}s per route, loopback, ${database === 'sqlite' ? 'SQLite' : 'PostgreSQL (BENCH_DATABASE_URL, default the local test server)'}`,
    async run() {
      const { servers, stop } = await startServers<Servers & { token20: string; token500: string; ceiling?: string }>('api-server.ts', 'bench server', { BENCH_DB: database });
      try {
        const auth = (token: string) => ({ authorization: `Bearer ${token}` });
        const rows = await compareWithHello([
          { route: 'GET /hello (bare Fastify)', url: `${servers.hello}/hello` },
          ...(servers.ceiling ? [{ route: 'GET /user (one-query ceiling)', url: `${servers.ceiling}/user`, headers: auth(servers.token), ceiling: true }] : []),
          { route: 'GET /api/user', url: `${servers.app}/api/user`, headers: auth(servers.token) },
          { route: 'GET /api/notifications', url: `${servers.app}/api/notifications`, headers: auth(servers.token) },
          { route: 'GET /api/treinos (20)', url: `${servers.app}/api/treinos`, headers: auth(servers.token20) },
          { route: 'GET /api/treinos (500)', url: `${servers.app}/api/treinos`, headers: auth(servers.token500) },
        ]);
        return {
          rows,
          notes: [
            `Database: ${servers.database}. Ratios compare each route with the hello-world baseline of the same round (median of ${ROUNDS}).`,
            ...(servers.ceiling
              ? [
                  'One-query ceiling: a bare Fastify server answering each request with one named (prepared) pg query through the sessions index (bench/pg-ceiling.ts).',
                  'Targets: user, notifications and treinos (20) >= 0.60 of the ceiling with p99 <= 20 ms.',
                ]
              : ['Targets: authenticated reads >= 0.30 of hello with p99 <= 20 ms; treinos (500) >= 432 req/s (4x the 108 req/s before).']),
          ],
        };
      } finally {
        await stop();
      }
    },
  };
}

/** API throughput and latency of real routes against a bare Fastify hello-world on the same machine, SQLite. */
export const apiBench = apiBenchOn('sqlite');
/** The same on PostgreSQL. */
export const apiPgBench = apiBenchOn('postgres');
