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

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
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
  });
}
