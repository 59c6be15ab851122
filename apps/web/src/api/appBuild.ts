/**
 * Which web build this page runs, and what to do when the server serves another one. After a
 * deploy, a page opened from the service worker's cached shell runs the old code against the new
 * API; every /api answer names the build the server serves (X-App-Build). On a difference, the
 * served id is confirmed with the network (a cached answer from an older visit carries an older id),
 * the service worker is asked to look for the new version, and the next navigation loads the page
 * in full (never in the middle of a form: the unsaved-work guards hold a navigation back first).
 */

declare const __APP_BUILD__: string | undefined;

/** This page's build id (vite.config.ts); empty in the dev server and tests, where nothing is compared. */
export const APP_BUILD = import.meta.env.PROD && typeof __APP_BUILD__ === 'string' ? __APP_BUILD__ : '';
/** The response header with the served build's id. */
export const BUILD_HEADER = 'X-App-Build';
/** sessionStorage: the served build id this tab already made a full load for (no reload loops). */
export const RELOADED_KEY = 'prancheta.reloadedForBuild';

const VALID_ID = /^[\w.-]{1,64}$/;

export interface BuildCheckDeps {
  /** This page's build id; empty: never compare. */
  ownBuild: string;
  /** The served build id read from the server itself (not a cache); null when there is no answer. */
  confirm(): Promise<string | null>;
  /** Asks the service worker to look for the new version (it then waits, and the update prompt shows). */
  updateWorker(): void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** The mismatch logic, one per page; deps injected for the unit test. */
export function createBuildCheck(deps: BuildCheckDeps) {
  /** Header values already looked at (each confirmed at most once per page). */
  const seen = new Set<string>();
  /** The newer served build this page should load at the next navigation, or null. */
  let stale: string | null = null;

  return {
    /** An /api answer's X-App-Build value (null: none, e.g. no built web app or no answer). */
    async note(header: string | null): Promise<void> {
      if (!deps.ownBuild || !header || header === deps.ownBuild || stale !== null || seen.has(header)) return;
      seen.add(header);
      const served = await deps.confirm().catch(() => null);
      if (served === null || !VALID_ID.test(served) || served === deps.ownBuild) return;
      deps.updateWorker();
      // Already loaded once for this build and still old (the worker has not taken over yet): the
      // update prompt is left to the coach instead of loading again.
      if (deps.storage?.getItem(RELOADED_KEY) === served) return;
      stale = served;
    },
    /** Whether the next navigation should load the page in full. */
    get stale(): string | null {
      return stale;
    },
    /** At a navigation: when stale, remembers the build and runs `load` (a full page load); true if it did. */
    loadIfStale(load: () => void): boolean {
      if (stale === null) return false;
      deps.storage?.setItem(RELOADED_KEY, stale);
      stale = null;
      load();
      return true;
    },
  };
}

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** This page's check: the served id confirmed from /build-id.txt (not precached, never cached). */
export const buildCheck = createBuildCheck({
  ownBuild: APP_BUILD,
  async confirm() {
    const res = await fetch('/build-id.txt', { cache: 'no-store' });
    return res.ok ? (await res.text()).trim() : null;
  },
  updateWorker() {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.update())
      .catch(() => undefined);
  },
  storage: sessionStore(),
});
