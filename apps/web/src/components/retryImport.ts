/**
 * Waits before each new attempt at a file of the app that did not arrive (a dropped connection on
 * a phone, a server restarting): three attempts in all, then the caller's error screen takes over
 * (ScreenErrorBoundary). While the device says it is offline the next attempt waits for the
 * connection instead (at most the same delay again, in case the browser never says so).
 */
export const RETRY_DELAYS_MS = [1000, 3000];

function pause(ms: number): Promise<void> {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      if (offline) window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, offline ? ms * 2 : ms);
    if (offline) window.addEventListener('online', done);
  });
}

/** `load` (a dynamic import), tried again after RETRY_DELAYS_MS when it fails; its last failure is thrown. */
export async function retryImport<T>(load: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined) throw error;
      await pause(delay);
    }
  }
}
