// Build step: how the app's code is split into files, for the first load on a phone. Lighthouse's
// simulated slow 4G (like a real HTTP/1.1 server) fetches at most 6 files at a time from one
// origin, each costing a round trip and about 1 KiB of response headers, so the default splitting
// (a file for every small component or icon that two pages share) made the sign-in page and the
// home wait for 25-45 tiny files, a few rounds one after the other. Here:
// - `ui`: Mantine's components and hooks, the icons, Floating UI and TanStack Query, one file that
//   the entry imports (so it loads beside the entry, through a modulepreload link);
// - `common`: the app's own small shared modules (API calls, hooks, small components) that the
//   first screens (sign-in, the signed-in layout, the home) import, in one file. Only modules
//   whose own imports are all in the entry, `ui` or `common` go there, so that file never pulls a
//   heavy library (zod, data tables, the editor) into a screen that does not use it.
// Pages, other lazy targets, CSS, translations and everything else keep Rollup's default splitting.
import type { GetManualChunk, ManualChunkMeta } from 'rollup';

const UI = /node_modules\/(@mantine\/(core|hooks|notifications|modals|store)|@tabler\/icons-react|@floating-ui|@tanstack)\//;
const APP = /\/(apps\/web|packages\/shared)\/src\//;
/** Above this size (characters of transformed code) an app module is not a small shared one. */
const SMALL = 8000;

/** Every module `roots` import statically, transitively (the roots included); `follow` says which to walk into. */
function closure(roots: string[], meta: ManualChunkMeta, follow: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const todo = [...roots];
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (follow(id)) todo.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** `entry`: the app's entry module; `firstScreens`: the page modules a first visit usually opens. */
export function manualChunks(entry: string, firstScreens: string[]): GetManualChunk {
  let initial: Set<string> | undefined;
  let screens: Set<string> | undefined;
  const fits = new Map<string, boolean>();

  function fitsCommon(id: string, meta: ManualChunkMeta): boolean {
    if (UI.test(id) || initial!.has(id)) return true;
    const known = fits.get(id);
    if (known !== undefined) return known;
    const info = meta.getModuleInfo(id);
    const candidate = Boolean(
      info && APP.test(id) && screens!.has(id) && !/\.(css|json)$/.test(id) && info.dynamicImporters.length === 0 && (info.code?.length ?? Infinity) <= SMALL,
    );
    fits.set(id, candidate); // provisional answer while an import cycle is walked
    if (!candidate || !info) return false;
    const result = info.importedIds.every((dep) => fitsCommon(dep, meta));
    fits.set(id, result);
    return result;
  }

  return (id, meta) => {
    if (id.endsWith('.css')) return undefined;
    // Each language its own file (also a dynamic import target: see i18n.ts).
    const language = /\/i18n\/([a-z-]+)\.json$/.exec(id);
    if (language) return `lang-${language[1]}`;
    if (UI.test(id)) return 'app';
    initial ??= closure([entry], meta, () => true);
    screens ??= closure(firstScreens, meta, (dep) => APP.test(dep));
    if (initial.has(id)) return APP.test(id) ? 'app' : 'vendor';
    if (!APP.test(id)) return undefined;
    return fitsCommon(id, meta) ? 'common' : undefined;
  };
}
