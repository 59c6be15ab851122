// Offline open of a cached training with the app already open: the signal drops on the trainings
// list, then the coach opens trainings seen online before (the service worker answers their reads).
import os from 'node:os';
import type { Page } from '@playwright/test';
import { json, withSignedInPage } from './browser.ts';
import type { BenchModule } from './types.ts';

/** Opens taken, after one warm-up open (which also loads the training page's code). */
const OPENS = 10;
const PHONE = { width: 360, height: 740 };

/**
 * In the page: routes to /treino/{id} as an in-app link does (no document load) and resolves with the
 * milliseconds until the frame after the training's club name is in its content.
 */
function openTraining(page: Page, id: number, clube: string): Promise<number> {
  // A plain string: tsx would wrap the page-side arrow functions in a helper the page lacks.
  return page.evaluate(`new Promise((resolve) => {
    const t0 = performance.now();
    const clube = ${JSON.stringify(clube)};
    const shown = () => document.querySelector('[data-testid="treino-page"]')?.textContent?.includes(clube) ?? false;
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - t0));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    window.history.pushState(null, '', '/treino/${id}');
    window.dispatchEvent(new PopStateEvent('popstate'));
  })`);
}

/** Back to the trainings list (kept in memory) and waits for its table. */
async function backToList(page: Page): Promise<void> {
  await page.goBack();
  await page.getByTestId('treinos-table').waitFor();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const offlineOpenBench: BenchModule = {
  name: 'offline-open',
  description: `offline open of a cached training from the trainings list, app already open, ${PHONE.width}x${PHONE.height} phone: median of ${OPENS} opens`,
  async run() {
    return withSignedInPage('offline-open', PHONE, async ({ url, headers, sportId, page }) => {
      const trainings: Array<{ id: number; clube: string }> = [];
      for (let i = 0; i <= OPENS; i++) {
        const clube = `Clube Offline ${i + 1}`;
        const form = new FormData();
        for (const [k, v] of Object.entries({ clube, esporte_id: String(sportId), professor: 'Rita', categoria: 'Sub-13', metodologia: 'Jogos reduzidos', data: '2026-06-02', objetivos: '' })) form.append(k, v);
        const { treino } = await json<{ treino: { id: number } }>(await fetch(`${url}/api/treinos`, { method: 'POST', headers, body: form }));
        trainings.push({ id: treino.id, clube });
      }
      await page.goto(`${url}/`);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      // Each training opened once online: its answers are now kept on this device.
      for (const t of trainings) {
        await page.goto(`${url}/treino/${t.id}`);
        await page.getByTestId('treino-page').getByText(t.clube).first().waitFor();
      }
      // The app starts afresh on the list (nothing in the page's memory), then the signal drops.
      await page.goto(`${url}/treinos`);
      await page.getByTestId('treinos-table').waitFor();
      await page.context().setOffline(true);
      await page.waitForFunction(() => !navigator.onLine);

      const times: number[] = [];
      for (const t of trainings) {
        times.push(await openTraining(page, t.id, t.clube));
        await backToList(page);
      }
      await page.context().setOffline(false);
      const [first, ...rest] = times;
      const ms = (v: number) => Math.round(v);
      const load = os.loadavg()[0]!.toFixed(2);
      return {
        rows: [
          { what: 'first offline open (with the page code)', ms: ms(first!), min: '', max: '' },
          { what: `offline open, median of ${rest.length}`, ms: ms(median(rest)), min: ms(Math.min(...rest)), max: ms(Math.max(...rest)) },
        ],
        notes: [`Offline open of a cached training on a ${PHONE.width}x${PHONE.height} page: ${ms(median(rest))} ms median (first ${ms(first!)} ms), ${os.cpus()[0]?.model ?? 'unknown CPU'}, load ${load}.`],
      };
    });
  },
};
