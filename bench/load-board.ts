// The coach's risk board (GET /api/carga/painel) for a group of 40 athletes with a year of daily
// load and wellness each, on SQLite and on PostgreSQL, under 10 connections. The board is cached
// per coach, filter and day against the change counters of its tables (migration 0043), so the
// repeated request measures a cached answer: the session lookup, one query of four counters, the
// stored body. The "cache miss" row asks for a different day on every request, so each one builds
// the board: the group's daily load sums of the last 150 days (summed by the database from a
// covering index), each athlete's first day of data (one index seek each) and the check-ins of
// 60 days, then the figures in the process. Rows are medians of interleaved rounds with the
// hello-world (and on PostgreSQL the one-query ceiling) measured in the same rounds.
// Target: the answer within 100 ms (p50 and p99).
import autocannon from 'autocannon';
import { addDays } from '@prancheta/shared';
import { compareWithHello, startServers } from './api.ts';
import type { Servers } from './api.ts';
import type { BenchModule, BenchRow } from './types.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** The board asked for a new day on every request (none served from the cache): 10 connections. */
async function measureMisses(url: string, headers: Record<string, string>): Promise<BenchRow> {
  const today = new Date().toISOString().slice(0, 10);
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/carga/painel?group=Elenco&today=${addDays(today, -(n++ % 20_000))}` }) }],
  });
  return {
    route: 'GET /api/carga/painel (cache miss: a new day each request)',
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export const loadBoardBench: BenchModule = {
  name: 'load-board',
  description: 'risk board of 40 athletes with a year of daily load and wellness, autocannon 10 connections, SQLite and PostgreSQL',
  async run() {
    const rows: BenchRow[] = [];
    const notes: string[] = [];
    for (const database of ['sqlite', 'postgres'] as const) {
      const started = Date.now();
      const { servers, stop } = await startServers<Servers & { athletes: number; entries: number; ceiling?: string }>('load-board-server.ts', 'load board bench server', {
        BENCH_DB: database,
      });
      notes.push(`${database}: ${servers.athletes} athletes, ${servers.entries} load entries seeded and served in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      try {
        const headers = { authorization: `Bearer ${servers.token}` };
        const url = `${servers.app}/api/carga/painel?group=Elenco`;
        const first = await fetch(url, { headers });
        const body = (await first.json()) as { atletas?: unknown[] };
        if (first.status !== 200 || body.atletas?.length !== servers.athletes) throw new Error(`the board answered ${first.status} with ${body.atletas?.length} athletes`);
        const measured = await compareWithHello([
          { route: 'GET /hello (bare Fastify)', url: `${servers.hello}/hello` },
          ...(servers.ceiling ? [{ route: 'GET /user (one-query ceiling)', url: `${servers.ceiling}/user`, headers, ceiling: true }] : []),
          { route: 'GET /api/carga/painel (40 athletes)', url, headers },
        ]);
        const misses = await measureMisses(servers.app, headers);
        for (const row of [...measured, misses]) {
          if (Number(row.non2xx) > 0 || Number(row.errors) > 0) throw new Error(`${row.route}: ${row.non2xx} non-2xx answers, ${row.errors} errors`);
          rows.push({ database, ...row });
        }
      } finally {
        await stop();
      }
    }
    return { rows, notes: [...notes, 'Target: the board within 100 ms (p50 and p99) at 10 connections; the cache-miss row is what the first board after a change costs.'] };
  },
};
