import autocannon from 'autocannon';
import { startServers } from './api.ts';
import type { Servers } from './api.ts';
import type { BenchModule, BenchRow } from './types.ts';

/** Seconds per database and round; override with BENCH_MIXED_SECONDS. */
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 10);
/** Rounds (SQLite then PostgreSQL in each); override with BENCH_ROUNDS. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_MIXED_CONNECTIONS ?? 100);

type MixedServers = Servers & { treinoId: number; exerciseId: number };

/** The reads a coach's screens make, in the order each connection cycles through them. */
function reads(servers: MixedServers): Array<{ method: 'GET'; path: string }> {
  return [
    '/api/user',
    '/api/treinos',
    `/api/treinos/${servers.treinoId}`,
    `/api/exercicioimg/${servers.exerciseId}`,
    '/api/notifications',
    '/api/fitnes',
    '/api/semana',
    '/api/user/download/summary',
  ].map((path) => ({ method: 'GET', path }));
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(servers: MixedServers, seconds: number): Promise<Run> {
  const result = await autocannon({ url: servers.app, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${servers.token}` }, requests: reads(servers) });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * Mixed authenticated reads under many connections, SQLite and PostgreSQL side by side: both apps
 * run (each in its own child process, with the same data), and each round loads one then the other,
 * so the ratio PostgreSQL / SQLite is taken within a round.
 */
export const mixedBench: BenchModule = {
  name: 'api-mixed',
  description: `autocannon, ${CONNECTIONS} connections cycling through 8 reads of a coach (profile, lists, a training, an exercise image, notifications, fitness sheets, weeks, the file summary), ${ROUNDS} rounds of ${SECONDS}s per database`,
  async run() {
    const sqlite = await startServers<MixedServers>('mixed-server.ts', 'mixed bench server (SQLite)', { BENCH_DB: 'sqlite' });
    const postgres = await startServers<MixedServers>('mixed-server.ts', 'mixed bench server (PostgreSQL)', { BENCH_DB: 'postgres' });
    try {
      await load(sqlite.servers, 2);
      await load(postgres.servers, 2);
      const runs: Record<'sqlite' | 'postgres', Run[]> = { sqlite: [], postgres: [] };
      for (let round = 0; round < ROUNDS; round++) {
        runs.sqlite.push(await load(sqlite.servers, SECONDS));
        runs.postgres.push(await load(postgres.servers, SECONDS));
      }
      const rows: BenchRow[] = (['sqlite', 'postgres'] as const).map((database) => {
        const m = runs[database];
        return {
          database,
          'req/s': Math.round(median(m.map((r) => r.rps))),
          'p50 ms': median(m.map((r) => r.p50)),
          'p99 ms': median(m.map((r) => r.p99)),
          'req/s vs SQLite': Number(median(m.map((r, k) => r.rps / runs.sqlite[k]!.rps)).toFixed(3)),
          non2xx: m.reduce((sum, r) => sum + r.non2xx, 0),
          errors: m.reduce((sum, r) => sum + r.errors, 0),
        };
      });
      return {
        rows,
        notes: [
          `Medians of ${ROUNDS} rounds; the ratio is PostgreSQL / SQLite within each round.`,
          'Target: PostgreSQL >= 0.5 of SQLite with p99 <= 100 ms.',
        ],
      };
    } finally {
      await sqlite.stop();
      await postgres.stop();
    }
  },
};
