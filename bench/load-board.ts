// The coach's risk board (GET /api/carga/painel) for a group of 40 athletes with a year of daily
// load and wellness each, on SQLite and on PostgreSQL, under 10 connections: the board reads the
// group's daily load sums of the last 150 days (summed by the database, from a covering index),
// each athlete's first day of data and the check-ins of 60 days, in three queries whatever the
// group's size, and computes the figures in the process. Target: the answer within 100 ms.
import { measure, startServers } from './api.ts';
import type { Servers } from './api.ts';
import type { BenchModule, BenchRow } from './types.ts';

export const loadBoardBench: BenchModule = {
  name: 'load-board',
  description: 'risk board of 40 athletes with a year of daily load and wellness, autocannon 10 connections, SQLite and PostgreSQL',
  async run() {
    const rows: BenchRow[] = [];
    const notes: string[] = [];
    for (const database of ['sqlite', 'postgres'] as const) {
      const started = Date.now();
      const { servers, stop } = await startServers<Servers & { athletes: number; entries: number }>('load-board-server.ts', 'load board bench server', { BENCH_DB: database });
      notes.push(`${database}: ${servers.athletes} athletes, ${servers.entries} load entries seeded and served in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      try {
        const headers = { authorization: `Bearer ${servers.token}` };
        const url = `${servers.app}/api/carga/painel?group=Elenco`;
        const first = await fetch(url, { headers });
        const body = (await first.json()) as { atletas?: unknown[] };
        if (first.status !== 200 || body.atletas?.length !== servers.athletes) throw new Error(`the board answered ${first.status} with ${body.atletas?.length} athletes`);
        const hello = await measure('hello', `${servers.hello}/hello`);
        const board = await measure('board', url, headers);
        if (board.non2xx > 0 || board.errors > 0) throw new Error(`${board.non2xx} non-2xx answers, ${board.errors} errors`);
        rows.push({
          database,
          'req/s': Math.round(board.rps),
          'p50 ms': board.p50,
          'p99 ms': board.p99,
          'hello req/s': Math.round(hello.rps),
          'ratio to hello': Number((board.rps / hello.rps).toFixed(3)),
        });
      } finally {
        await stop();
      }
    }
    return { rows, notes: [...notes, 'Target: p99 within 100 ms at 10 connections.'] };
  },
};
