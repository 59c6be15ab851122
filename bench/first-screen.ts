// The main thread's work of each first screen, measured in Chromium itself rather than simulated:
// a cold load (HTTP cache, service worker and its caches cleared) of the home, a training, a sheet,
// the roster, attendance, an athlete's assessments and the board on a 360x740 page under a 4x CPU
// throttle (Chromium DevTools protocol), signed in. Per page: the renderer's task time over the
// load (CDP Performance.getMetrics), the sum of each long task's time over 50 ms (the browser's own
// longtask entries: what Lighthouse's total blocking time simulates) and the longest task; median
// of FIRST_SCREEN_RUNS loads. Lighthouse's figures move with its simulation of the network; these
// move only with the CPU work, so two builds compare in the same run (WEB_DIST picks the build).
import { summarise } from './board.ts';
import { withSignedInPage } from './browser.ts';
import { coachRecords } from './lighthouse.ts';
import type { BenchModule, BenchRow } from './types.ts';

const RUNS = Math.max(1, Number(process.env.FIRST_SCREEN_RUNS ?? 5));
/** FIRST_SCREEN_PAGES=treino,fitnes: only the pages whose path contains one of these (all by default). */
const ONLY = (process.env.FIRST_SCREEN_PAGES ?? '').split(',').filter(Boolean);
/** How long a load is watched: the slowest page's work is over well before, at 4x. */
const WATCH_MS = 7000;

const median = (values: number[]) => summarise(values).median;

export const firstScreenBench: BenchModule = {
  name: 'first-screen',
  description: `main-thread work of a cold first load of each signed-in first screen, 360x740, 4x CPU throttle: task time, long tasks' time over 50 ms, longest task (median of ${RUNS})`,
  async run() {
    return withSignedInPage('first-screen', { width: 360, height: 740 }, async ({ url, headers, page }) => {
      // The same records as the Lighthouse bench's coach: a training, a sheet, an athlete with assessments.
      const records = await coachRecords(url, headers.authorization.replace(/^Bearer /, ''));
      const pages: Array<[string, string]> = [
        ['/ (home)', '/'],
        ['/treinos', '/treinos'],
        ['/treino/:id', `/treino/${records.treino}`],
        ['/board', `/board?esporte=${records.sport}&campo=1`],
        ['/fitnes/:id', `/fitnes/${records.sheet}`],
        ['/atletas', '/atletas'],
        ['/presencas', '/presencas'],
        ['/atletas/:id/avaliacoes', `/atletas/${records.athlete}/avaliacoes`],
      ];
      await page.addInitScript(() => {
        const seen: number[] = [];
        (window as unknown as { __longTasks: number[] }).__longTasks = seen;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) seen.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Performance.enable');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? NaN;
      const rows: BenchRow[] = [];
      for (const [label, path] of pages) {
        if (ONLY.length > 0 && !ONLY.some((part) => label.includes(part))) continue;
        const runs: Array<{ task: number; blocking: number; longest: number }> = [];
        for (let i = 0; i < RUNS; i++) {
          await cdp.send('Network.clearBrowserCache');
          await cdp.send('Storage.clearDataForOrigin', { origin: url, storageTypes: 'service_workers,cache_storage' });
          // From a blank page, as Lighthouse starts: a fresh renderer for the app's origin, without the
          // code a previous page of the same origin left compiled in it.
          await page.goto('about:blank');
          const before = await taskSeconds();
          await page.goto(url + path);
          await page.waitForTimeout(WATCH_MS);
          const after = await taskSeconds();
          const long = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
          runs.push({
            task: Math.round((after - before) * 1000),
            blocking: Math.round(long.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
            longest: Math.round(Math.max(0, ...long)),
          });
        }
        rows.push({
          page: label,
          'task ms': median(runs.map((r) => r.task)),
          'over 50 ms': median(runs.map((r) => r.blocking)),
          'longest ms': median(runs.map((r) => r.longest)),
          runs: runs.map((r) => r.blocking).join('/'),
        });
      }
      return { rows, notes: ['"over 50 ms": the sum of each long task\'s time beyond 50 ms, the measure behind total blocking time, here observed at 4x rather than simulated'] };
    });
  },
};
