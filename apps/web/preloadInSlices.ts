// Build step: Vite's preload helper (the code behind every `import()` of the built app), with its
// links added one per task. Before a lazy part runs, the helper links each file it needs that the
// page has not linked yet (`<link rel="modulepreload">`, or a stylesheet), so they all download at
// once instead of one level of imports after another. Vite's own helper adds all of them in one
// task; each link starts a request, which costs the main thread 1.5-2 ms on this project's 2-core
// hosts without any throttle (up to ~9 ms under Lighthouse's instrumentation): a sheet's body
// (about 20 new files) was one task of ~100 ms, 400 ms on Lighthouse's 4x phone. Here each link
// is added in a task of its own; the downloads still start together, within a few milliseconds.
import type { Plugin } from 'vite';

/** Vite's id of its preload helper module (vite/src/node/plugins/importAnalysisBuild.ts). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** Links added per task. */
export const SLICE = 1;

/**
 * The helper's code for an app served from `base` (an absolute base such as '/'): the same contract
 * as Vite's (`__vitePreload(baseModule, deps)`, deps relative to the base; stylesheets loaded before
 * the module runs; a failed stylesheet or import goes through a cancelable `vite:preloadError` event
 * on window, then rejects), with the links added in slices.
 */
export function preloadHelperCode(base: string): string {
  return `const base = ${JSON.stringify(base)};
const slice = ${SLICE};
const seen = {};
function nextTask() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => { channel.port1.close(); resolve(); };
    channel.port2.postMessage(null);
  });
}
function handlePreloadError(err) {
  const event = new Event('vite:preloadError', { cancelable: true });
  event.payload = err;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw err;
}
function link(href, isCss) {
  const el = document.createElement('link');
  el.rel = isCss ? 'stylesheet' : 'modulepreload';
  if (!isCss) el.as = 'script';
  el.crossOrigin = '';
  el.href = href;
  document.head.appendChild(el);
  if (!isCss) return undefined;
  return new Promise((resolve, reject) => {
    el.addEventListener('load', resolve);
    el.addEventListener('error', () => reject(new Error('Unable to preload CSS for ' + href)));
  });
}
export const __vitePreload = function preload(baseModule, deps) {
  if (typeof document === 'undefined' || !deps || deps.length === 0) return baseModule();
  const fresh = [];
  for (const dep of deps) {
    const href = base + dep;
    if (href in seen) continue;
    seen[href] = true;
    const isCss = href.endsWith('.css');
    if (document.querySelector('link[href="' + href + '"]' + (isCss ? '[rel="stylesheet"]' : ''))) continue;
    fresh.push([href, isCss]);
  }
  const styles = [];
  const add = (from) => {
    for (const [href, isCss] of fresh.slice(from, from + slice)) {
      const loaded = link(href, isCss);
      if (loaded) styles.push(loaded);
    }
  };
  let added = Promise.resolve(add(0));
  for (let from = slice; from < fresh.length; from += slice) added = added.then(nextTask).then(() => add(from));
  return added
    .then(() => Promise.allSettled(styles))
    .then((results) => {
      for (const result of results) if (result.status === 'rejected') handlePreloadError(result.reason);
      return baseModule().catch(handlePreloadError);
    });
};
`;
}

/** The plugin; an app with a relative base (resolved against each importer) keeps Vite's helper. */
export function preloadInSlices(): Plugin {
  let base = '/';
  let absolute = true;
  return {
    name: 'prancheta-preload-in-slices',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
      absolute = base.startsWith('/');
    },
    resolveId(id) {
      return absolute && id === PRELOAD_HELPER_ID ? id : undefined;
    },
    load(id) {
      return absolute && id === PRELOAD_HELPER_ID ? { code: preloadHelperCode(base), moduleSideEffects: false } : undefined;
    },
  };
}
