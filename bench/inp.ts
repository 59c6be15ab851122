// Interaction-to-next-paint bench of the list pages on a phone: the built app served by the real
// server (bench/inp-server.ts: a coach with 60 trainings, athletes, fitness sheets and weekly sheets,
// and 100 accounts for /admin/users), Chromium as a 360x740 touch phone (deviceScaleFactor 2) with
// the CPU slowed 4x. Per page it types a 12-letter search one key at a time and taps a row's delete
// action (its confirmation opens; Escape closes it), and reads the Event Timing API as web-vitals
// does: event entries of 16 ms and more grouped by interactionId, an interaction's duration being
// its longest event's. Measured, not asserted; the target is a p75 of 200 ms or less.
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/helpers/browser.ts';
import { startServers } from './api.ts';
import type { Servers } from './api.ts';
import { summarise } from './board.ts';
import type { BenchModule, BenchRow } from './types.ts';

/** The phone: a 360x740 touch screen at twice the pixel density. */
export const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;
/** CPU slowdown (Emulation.setCPUThrottlingRate), as Lighthouse's mobile profile. */
export const CPU_SLOWDOWN = 4;
/** Pause between two keys (a quick thumb). */
const KEY_GAP_MS = 150;
/** Row actions tapped per page. */
const TAPS = 5;

/**
 * Page-side Event Timing observer (a plain string: tsx would wrap named functions in a helper the
 * page lacks): window.__inp holds, per interactionId, the start time and the longest duration.
 */
const OBSERVER = `(() => {
  const inp = (window.__inp = new Map());
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const had = inp.get(e.interactionId);
      if (!had) inp.set(e.interactionId, { start: e.startTime, duration: e.duration, name: e.name });
      else if (e.duration > had.duration) had.duration = e.duration;
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

/** Interactions that started at or after `since` (page time), in order: their durations. */
async function interactionsSince(page: Page, since: number): Promise<Array<{ start: number; duration: number; name: string }>> {
  // Event Timing entries are reported after the next paint: give a throttled page time to paint.
  await page.waitForTimeout(800);
  return page.evaluate(`[...window.__inp.values()].filter((i) => i.start >= ${since}).sort((a, b) => a.start - b.start)`);
}

/**
 * Page-side render counter, a stand-in for React DevTools (React calls its global hook after every
 * commit): window.__renders counts the components whose render function ran, walking only the
 * parts of the tree the commit changed, as DevTools' profiler does (a subtree React reused is
 * skipped; PerformedWork is flag 1). Independent of the machine's load, unlike the durations.
 */
const RENDER_COUNTER = `(() => {
  window.__renders = 0;
  const mounted = (fiber) => {
    let n = 0;
    for (let f = fiber; f; f = f.sibling) n += (f.flags & 1 ? 1 : 0) + mounted(f.child);
    return n;
  };
  const walk = (next) => {
    const prev = next.alternate;
    if (!prev) return (next.flags & 1 ? 1 : 0) + mounted(next.child);
    let n = next.flags & 1 ? 1 : 0;
    if (next.child !== prev.child) for (let c = next.child; c; c = c.sibling) n += walk(c);
    return n;
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(id, root) { window.__renders += walk(root.current); },
  };
})()`;

const renders = (page: Page) => page.evaluate('window.__renders') as Promise<number>;

const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>;

interface ListPage {
  path: string;
  /** The session: the coach's or the master's. */
  admin?: boolean;
  /** 12 letters matching every row (the worst case: the whole page re-renders per key); none: the page has no search. */
  search?: string;
}

const PAGES: ListPage[] = [
  { path: '/treinos', search: 'transicao de' },
  { path: '/atletas', search: 'souza sub-10' },
  { path: '/fitnes' },
  { path: '/weeks', search: 'esporte club' },
  { path: '/admin/users', admin: true, search: '@bench.local' },
];

/** Opens a list page signed in on a fresh phone context with the CPU slowed; answers it with its first row shown. */
async function openList(browser: Browser, url: string, token: string, level: string, path: string): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(OBSERVER);
  await page.addInitScript(RENDER_COUNTER);
  await page.goto(`${url}/login`);
  await page.evaluate(
    ([t, l]) => {
      sessionStorage.setItem('auth_token', t!);
      sessionStorage.setItem('level', l!);
    },
    [token, level],
  );
  await page.goto(`${url}${path}`);
  await page.locator('tbody tr').first().waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.waitForTimeout(500);
  return page;
}

/** Types `text` into the list's search box one key at a time; answers each key's interaction duration, and the components rendered per key. */
async function typeSearch(page: Page, text: string): Promise<{ durations: number[]; renders: number }> {
  const box = page.locator('input[data-testid$="-search"]');
  await box.tap();
  await page.waitForTimeout(300);
  const since = await now(page);
  const rendersBefore = await renders(page);
  for (const key of text) {
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.waitForTimeout(KEY_GAP_MS);
  }
  const keys = (await interactionsSince(page, since)).filter((i) => i.name.startsWith('key'));
  const rendered = (await renders(page)) - rendersBefore;
  // Back to the whole list for the next measure.
  await box.fill('');
  await page.waitForTimeout(1000);
  // A key under the 16 ms threshold is not reported: it counts as 16 ms.
  return { durations: [...keys.map((i) => i.duration), ...Array<number>(Math.max(0, text.length - keys.length)).fill(16)], renders: Math.round(rendered / text.length) };
}

/** Taps the delete action of the first `count` rows (its confirmation opens), closing it each time; answers each tap's interaction duration, and the components rendered per tap (until the dialog shows). */
async function tapRowActions(page: Page, count: number): Promise<{ durations: number[]; renders: number }> {
  const out: number[] = [];
  let rendered = 0;
  for (let i = 0; i < count; i++) {
    const action = page.locator('tbody [data-testid*="-delete-"]').nth(i);
    await action.scrollIntoViewIfNeeded();
    const since = await now(page);
    const rendersBefore = await renders(page);
    await action.tap();
    await page.getByRole('dialog').waitFor();
    const [tap] = await interactionsSince(page, since);
    rendered += (await renders(page)) - rendersBefore;
    out.push(tap?.duration ?? 16);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  return { durations: out, renders: Math.round(rendered / count) };
}

/** The INP bench module for bench/run.ts. */
export const inpBench: BenchModule = {
  name: 'inp',
  description: `interaction to next paint of the list pages on a 360x740 touch phone, CPU ${CPU_SLOWDOWN}x slower: a 12-letter search per key and a tap on a row's action`,
  async run() {
    const { servers, stop } = await startServers<Servers & { adminToken: string }>('inp-server.ts', 'inp bench server');
    const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
    const rows: BenchRow[] = [];
    const row = (page: string, interaction: string, { durations: values, renders: rendered }: { durations: number[]; renders: number }) => {
      const s = summarise(values);
      const p75 = [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(0.75 * (values.length - 1)))] ?? 0;
      rows.push({ page, interaction, n: s.n, 'p75 ms': Math.round(p75), 'median ms': Math.round(s.median), 'max ms': Math.round(s.max), 'components rendered': rendered });
    };
    try {
      for (const list of PAGES) {
        const page = await openList(browser, servers.app, list.admin ? servers.adminToken : servers.token, list.admin ? 'master' : 'user', list.path);
        try {
          if (list.search) row(list.path, 'search, per key', await typeSearch(page, list.search));
          row(list.path, "tap a row's action", await tapRowActions(page, TAPS));
        } finally {
          await page.context().close();
        }
      }
    } finally {
      await browser.close();
      await stop();
    }
    return {
      rows,
      notes: [
        `Chromium ${PHONE.viewport.width}x${PHONE.viewport.height}, isMobile, hasTouch, deviceScaleFactor ${PHONE.deviceScaleFactor}; CPU ${CPU_SLOWDOWN}x slower (Emulation.setCPUThrottlingRate).`,
        `Search: 12 keys ${KEY_GAP_MS} ms apart, text matching every row; an interaction's duration is its longest event (keydown/keyup, pointer/click), Event Timing rounds to 8 ms; interactions under 16 ms are not reported and count as 16 ms.`,
        `Row action: a tap on a row's delete button until its confirmation dialog opens, ${TAPS} rows per page. /fitnes has no search box; none of these lists has row checkboxes or row menus.`,
        'Components rendered: per key or per tap (until the dialog shows), counted after each React commit through the DevTools hook (components whose render ran); the same on any machine.',
        'Target: p75 <= 200 ms.',
      ],
    };
  },
};
