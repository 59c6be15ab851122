import { cacheFor } from '../../sw/caching.ts';
import { readSession } from '../api/session.ts';
import { storedLanguage } from '../i18n/storedLanguage.ts';

/**
 * Registers the service worker (production builds only: the dev server has no sw.js) and tells
 * the page when a new version is waiting, so the app can offer to reload.
 */
type Listener = (waiting: ServiceWorker | null) => void;
let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null): void {
  waiting = worker;
  for (const listener of listeners) listener(worker);
}

/** Subscribes to "a new version is waiting"; called at once with the current state. */
export function onUpdateWaiting(listener: Listener): () => void {
  listeners.add(listener);
  listener(waiting);
  return () => listeners.delete(listener);
}

/** The coach chose "reload": the waiting version takes over, and the page reloads on the new shell. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * A full page load on the newest shell (a deploy was seen by an API answer): the waiting version
 * takes over first when there is one (else the old worker would answer the old shell again), with a
 * plain reload if it does not take over in time.
 */
export function loadNewShell(): void {
  if (!waiting) {
    window.location.reload();
    return;
  }
  applyUpdate();
  setTimeout(() => window.location.reload(), 3000);
}

/** At most this many of the first visit's reads are asked again through the new worker. */
const FIRST_READS_MAX = 60;

/**
 * The API reads this page made before a service worker controlled it (the resource timings of its
 * fetches of cacheable /api paths), newest last, without repeats.
 */
function readsBeforeControl(): string[] {
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    if (entry.initiatorType !== 'fetch') continue;
    const url = new URL(entry.name);
    if (url.origin === location.origin && cacheFor(url.pathname) !== null) urls.add(url.href);
  }
  return [...urls].slice(-FIRST_READS_MAX);
}

/**
 * The first visit: the data read before the new worker took the page over never went through it,
 * so it is not kept offline. Once the worker controls the page, the same reads are made again
 * through it (with the account's token, which the worker requires to keep an answer), one at a
 * time, so they are kept as if read after the takeover.
 */
async function keepFirstReads(): Promise<void> {
  const session = readSession();
  if (!session) return;
  const headers = { Authorization: `Bearer ${session.token}`, 'X-Lang': storedLanguage() };
  for (const url of readsBeforeControl()) {
    try {
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
    } catch {
      // offline again or refused: that read is simply not kept
    }
  }
}

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // A page opened without a worker (the first visit) is taken over by it once it is installed
  // (clientsClaim in sw.ts): its earlier reads are then made again through it.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => void keepFirstReads(), { once: true });
  }
  const register = () => {
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then((registration) => {
        // A version already waiting (installed during an earlier visit).
        if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            // The first install has no controller yet: nothing to replace, no prompt.
            if (installing.state === 'installed' && navigator.serviceWorker.controller) setWaiting(installing);
          });
        });
        // Look for a new deploy when the app comes back to the foreground.
        document.addEventListener('visibilitychange', () => {
          if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
        });
      })
      .catch((err: unknown) => console.warn('service worker not registered', err));
  };
  // After the page's load, not competing with its files. A page whose scripts start after its first
  // paint (a screen drawn ahead, see the server's spa-shell.ts) may run them after that event: then
  // once the browser is idle (the first screen rendered), at the latest after 5 s.
  if (document.readyState !== 'complete') window.addEventListener('load', register, { once: true });
  else if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: 5000 });
  else setTimeout(register, 1000);
}
