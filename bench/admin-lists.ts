import { startServers } from './api.ts';
import type { Servers } from './api.ts';
import type { BenchModule, BenchRow } from './types.ts';

/** Requests per page view measured (after 10 warm-up requests); override with BENCH_PAGE_REQUESTS. */
const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 60);
const SIZES = [100, 100_000] as const;

/** One page view of an admin list: the requests the page sends, by label. */
const PAGE_VIEWS: Array<{ view: string; path: string }> = [
  { view: 'users, page 1 (id)', path: '/api/admin/users?page=1&pageSize=20&sort=id&dir=asc' },
  { view: 'users, page 1 by e-mail desc', path: '/api/admin/users?page=1&pageSize=20&sort=email&dir=desc' },
  { view: 'users, page 1 by name', path: '/api/admin/users?page=1&pageSize=20&sort=name&dir=asc' },
  { view: 'users, page 5 by subscription end', path: '/api/admin/users?page=5&pageSize=20&sort=end_subscription&dir=desc' },
  { view: 'users, search one e-mail', path: '/api/admin/users?page=1&pageSize=20&sort=id&dir=asc&q=user000042' },
  { view: 'mail recipients, active, page 1', path: '/api/admin/mail/users?page=1&pageSize=10&sort=email&dir=asc&status=1' },
  { view: 'payments, page 1 (newest)', path: '/api/admin/payments?page=1&pageSize=20&sort=created_at&dir=desc' },
  { view: 'payments, refunded, page 1', path: '/api/admin/payments?page=1&pageSize=20&sort=created_at&dir=desc&status=refunded' },
  { view: 'payments, search one e-mail', path: '/api/admin/payments?page=1&pageSize=20&sort=created_at&dir=desc&q=user000042' },
  { view: 'payments, one user (history)', path: '/api/admin/payments?page=1&pageSize=10&sort=created_at&dir=desc&user=50' },
  { view: 'payments, totals of a month', path: '/api/admin/payments/totals?from=2026-01-01&to=2026-01-31' },
  { view: 'payments, totals of 12 months', path: '/api/admin/payments/totals' },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

/** Sequential requests (one at a time: the time of one page request, not throughput); median and p95 in ms, and the answer size. */
async function timeRequests(url: string, headers: Record<string, string>, count: number): Promise<{ median: number; p95: number; bytes: number }> {
  let bytes = 0;
  const times: number[] = [];
  for (let i = 0; i < count + 10; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 200)}`);
    bytes = body.byteLength;
    if (i >= 10) times.push(ms);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), bytes };
}

/** Page views of the admin lists with 100 and with 100,000 users and payments, on SQLite or PostgreSQL. */
function adminListsBenchOn(database: 'sqlite' | 'postgres'): BenchModule {
  return {
    name: database === 'sqlite' ? 'admin-lists' : 'admin-lists-pg',
    description: `admin list page views (server-paged) with ${SIZES.join(' and ')} users and payments, ${REQUESTS} sequential requests each, ${database === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
    async run() {
      const bySize = new Map<number, Map<string, { median: number; p95: number; bytes: number }>>();
      const seeding: string[] = [];
      for (const users of SIZES) {
        const started = Date.now();
        const { servers, stop } = await startServers<Servers & { adminToken: string }>('admin-lists-server.ts', 'admin lists bench server', { BENCH_DB: database, BENCH_USERS: String(users) });
        seeding.push(`${users} users and payments seeded and served in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        try {
          const headers = { authorization: `Bearer ${servers.adminToken}` };
          const results = new Map<string, { median: number; p95: number; bytes: number }>();
          for (const view of PAGE_VIEWS) results.set(view.view, await timeRequests(`${servers.app}${view.path}`, headers, REQUESTS));
          // The old unpaged answer, for comparison (a few requests: it is large).
          results.set('users, unpaged (seed answer, before)', await timeRequests(`${servers.app}/api/admin/users`, headers, users > 1000 ? 3 : REQUESTS));
          bySize.set(users, results);
        } finally {
          await stop();
        }
      }
      const small = bySize.get(SIZES[0])!;
      const large = bySize.get(SIZES[1])!;
      const rows: BenchRow[] = [...small.keys()].map((view) => {
        const a = small.get(view)!;
        const b = large.get(view)!;
        return {
          'page view': view,
          [`${SIZES[0]}: median ms`]: Number(a.median.toFixed(2)),
          [`${SIZES[0]}: p95 ms`]: Number(a.p95.toFixed(2)),
          [`${SIZES[1]}: median ms`]: Number(b.median.toFixed(2)),
          [`${SIZES[1]}: p95 ms`]: Number(b.p95.toFixed(2)),
          'ratio (median)': Number((b.median / a.median).toFixed(2)),
          [`${SIZES[1]}: KB`]: Number((b.bytes / 1024).toFixed(1)),
        };
      });
      return { rows, notes: [...seeding, 'Time of one request over loopback, one at a time (the server time of a page request plus the HTTP round trip), LOG_LEVEL=silent.'] };
    },
  };
}

/** Admin list page views on SQLite. */
export const adminListsBench = adminListsBenchOn('sqlite');
/** The same on PostgreSQL. */
export const adminListsPgBench = adminListsBenchOn('postgres');
