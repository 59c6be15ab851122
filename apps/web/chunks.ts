// Build step: how the app's code is split into files, for the first load on a phone. Lighthouse's
// simulated slow 4G (like a real HTTP/1.1 server) fetches at most 6 files at a time from one
// origin, each costing a round trip and about 1 KiB of response headers, so the default splitting
// (a file for every small component or icon that two pages share) made the sign-in page and the
// home wait for 25-45 tiny files, a few rounds one after the other. Here:
// - `app`: the app's shell plus the part of Mantine, the icons, Floating UI and TanStack Query that
//   the entry uses, one file that the entry imports (so it loads beside the entry, through a
//   modulepreload link). Which part is found by following imports from the entry, through a
//   package's index only into the modules of the names imported (`usedClosure`), so that
//   components only pages use do not weigh on the first load;
// - `first-ui`: the part of those UI libraries that the signed-in first screens (and the overlays
//   the app loads at its first render) add to the entry's: one file, fetched beside the first screen's;
// - `sign-in-ui`: the other libraries (not the UI ones, which other pages' `ui` file shares) that
//   only the sign-in screens add: zod and @mantine/form, for the form schemas. A signed-in first
//   load (every visit after the first) neither downloads nor evaluates them: they were 40% of
//   `first-ui`;
// - `vendor`: the other libraries the entry needs (React, the router, i18next), also preloaded;
// - `ui`: the rest of those UI libraries (and their helpers), used only by other pages: one lazy
//   file, fetched with the first such page;
// - `common`: the app's own small shared modules (API calls, hooks, small components) that the
//   first screens (sign-in, the signed-in layout, the home) import, in one file. Only modules
//   whose own imports are all in the entry, `app`, `vendor` or `common` go there, so that file never pulls a
//   heavy library (zod, data tables, the editor) into a screen that does not use it.
// Pages, other lazy targets, CSS and everything else keep Rollup's default splitting.
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

const REEXPORT = /^export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?$/;
const SIDE_EFFECT = /^import\s*['"]([^'"]+)['"];?$/;
const NAMESPACE_IMPORT = /^import\s*\*\s*as\s+([\w$]+)\s+from\s*['"]([^'"]+)['"];?$/;
const LOCAL_EXPORT = /^export\s*\{([^}]*)\}\s*;?$/;

/**
 * A package's index that only re-exports (Mantine's, the icons'): exported name -> module id, plus
 * the modules it imports for their side effects. Undefined for any other module.
 */
type Barrel = { names: Map<string, string>; always: string[] };
function readBarrel(id: string, meta: ManualChunkMeta, cache: Map<string, Barrel | undefined>): Barrel | undefined {
  if (cache.has(id)) return cache.get(id);
  let barrel: Barrel | undefined;
  const code = meta.getModuleInfo(id)?.code;
  if (code && /\/node_modules\//.test(id) && /\bexport\s*\{[^}]*\}\s*from\b/.test(code)) {
    barrel = { names: new Map(), always: [] };
    const namespaces = new Map<string, string>();
    const dir = id.slice(0, id.lastIndexOf('/'));
    const imported = meta.getModuleInfo(id)?.importedIds ?? [];
    const resolve = (spec: string) => {
      if (!spec.startsWith('.')) return imported.find((dep) => packageOf(dep) === spec);
      const file = new URL(spec, `file://${dir}/`).pathname; // the id, or the id without its extension or /index
      return imported.find((dep) => dep === file || (dep.startsWith(file) && /^(\/index)?\.[a-z]+$/.test(dep.slice(file.length))));
    };
    for (const raw of code.split('\n')) {
      const line = raw.trim();
      if (!line || line.startsWith('//') || line.startsWith('/*') || line.startsWith('*')) continue;
      // `import * as icons from './icons/index.mjs'; export { icons };` (the icons' index): the name
      // stands for that whole module.
      const namespace = NAMESPACE_IMPORT.exec(line);
      if (namespace && resolve(namespace[2]!)) {
        namespaces.set(namespace[1]!, resolve(namespace[2]!)!);
        continue;
      }
      const local = LOCAL_EXPORT.exec(line);
      if (local && local[1]!.split(',').every((part) => namespaces.has(part.trim().split(/\s+as\s+/)[0]!))) {
        for (const part of local[1]!.split(',')) {
          const [name, alias] = part.trim().split(/\s+as\s+/);
          barrel.names.set(alias ?? name!, namespaces.get(name!)!);
        }
        continue;
      }
      const reexport = REEXPORT.exec(line);
      const sideEffect = SIDE_EFFECT.exec(line);
      const target = resolve((reexport ?? sideEffect)?.[2] ?? (sideEffect?.[1] as string) ?? '');
      if (reexport && target) {
        for (const part of reexport[1]!.split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)
            .pop();
          if (name) barrel.names.set(name, target);
        }
      } else if (sideEffect && resolve(sideEffect[1]!)) barrel.always.push(resolve(sideEffect[1]!)!);
      else {
        barrel = undefined; // anything else (namespace imports, code): not a plain barrel, follow it whole
        break;
      }
    }
  }
  cache.set(id, barrel);
  return barrel;
}

/** The names a module imports from `packageName` (undefined: a namespace import or unknown, so everything). */
function namesImported(code: string, packageName: string): string[] | undefined {
  const names: string[] = [];
  const quoted = packageName.replace(/[/@.-]/g, '\\$&');
  for (const m of code.matchAll(new RegExp(`import\\s*((?:[\\w$]+\\s*,\\s*)?\\{[^}]*\\}|\\*\\s*as\\s*[\\w$]+|[\\w$]+)\\s*from\\s*['"]${quoted}['"]`, 'g'))) {
    const braces = /\{([^}]*)\}/.exec(m[1]!);
    if (!braces || /\*/.test(m[1]!.replace(braces[0], ''))) return undefined;
    for (const part of braces[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  for (const m of code.matchAll(new RegExp(`export\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g'))) {
    for (const part of m[1]!.split(',')) names.push(part.trim().split(/\s+as\s+/)[0]!);
  }
  return names;
}

/** The package name of a node_modules id (`@mantine/core`), or undefined. */
function packageOf(id: string): string | undefined {
  return /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1];
}

/**
 * Like `closure` with everything followed, but through a package's re-exporting index only into the
 * modules whose exports the importer names: importing `Button` from '@mantine/core' reaches the
 * Button, not every component the index lists. Close to what Rollup's tree-shaking keeps.
 */
function usedClosure(roots: string[], meta: ManualChunkMeta): Set<string> {
  const barrels = new Map<string, Barrel | undefined>();
  const seen = new Set<string>();
  const todo = [...roots];
  const add = (id: string) => {
    if (!seen.has(id)) todo.push(id);
  };
  while (todo.length) {
    const id = todo.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = meta.getModuleInfo(id);
    if (!info) continue;
    const barrel = readBarrel(id, meta, barrels);
    if (barrel) {
      // Reached whole (a side-effect import of the index): its side-effect imports only; named targets come from importers.
      barrel.always.forEach(add);
      continue;
    }
    for (const dep of info.importedIds) {
      const depBarrel = readBarrel(dep, meta, barrels);
      const pkg = packageOf(dep);
      const names = depBarrel && pkg ? namesImported(info.code ?? '', pkg) : undefined;
      const targets = names?.map((name) => depBarrel!.names.get(name));
      if (!depBarrel || !targets || targets.some((t) => t === undefined)) {
        if (depBarrel) {
          // Unknown names (or a namespace import): the whole index.
          seen.add(dep);
          meta.getModuleInfo(dep)?.importedIds.forEach(add);
        } else add(dep);
        continue;
      }
      seen.add(dep);
      depBarrel.always.forEach(add);
      (targets as string[]).forEach(add);
    }
  }
  return seen;
}

/**
 * `entry`: the app's entry module; `firstScreens`: the page modules a first visit usually opens;
 * `signInScreens`: those of them only a signed-out visit opens (what only they use goes to `sign-in-ui`).
 */
export function manualChunks(entry: string, firstScreens: string[], signInScreens: string[] = []): GetManualChunk {
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

  let initialUsed: Set<string> | undefined;
  let firstUsed: Set<string> | undefined;
  let signedInUsed: Set<string> | undefined;
  let firstPackages: Set<string | undefined> | undefined;
  /** A module only the sign-in screens add to the entry's (see `sign-in-ui`). */
  const signInOnly = (id: string) => firstUsed!.has(id) && !initialUsed!.has(id) && !signedInUsed!.has(id);
  /** The lazy file of a first screens' library module outside the entry's: `first-ui`, or `sign-in-ui` when only the sign-in screens use it. */
  const firstFile = (id: string) => (signInOnly(id) ? 'sign-in-ui' : 'first-ui');
  const onlyUi = new Map<string, boolean>();

  /** A third-party module that only UI library modules (or other such modules) import: Mantine's helpers (react-number-format, react-remove-scroll...). */
  function uiHelper(id: string, meta: ManualChunkMeta): boolean {
    if (UI.test(id)) return true;
    const known = onlyUi.get(id);
    if (known !== undefined) return known;
    onlyUi.set(id, false); // provisional answer while an import cycle is walked
    const info = meta.getModuleInfo(id);
    const result = Boolean(info && !APP.test(id) && info.importers.length > 0 && info.dynamicImporters.length === 0 && info.importers.every((i) => uiHelper(i, meta)));
    onlyUi.set(id, result);
    return result;
  }

  return (id, meta) => {
    if (id.endsWith('.css')) return undefined;
    // Each language's core keys their own file, its other keys another (dynamic import targets: see i18n.ts, translationParts.ts).
    const part = /^\0virtual:translations\/([a-z-]+)\/(core|rest)$/.exec(id);
    if (part) return part[2] === 'core' ? `lang-${part[1]}` : `lang-${part[1]}-rest`;
    const language = /\/i18n\/([a-z-]+)\.json$/.exec(id);
    if (language) return `lang-${language[1]}`;
    initial ??= closure([entry], meta, () => true);
    screens ??= closure(firstScreens, meta, (dep) => APP.test(dep));
    initialUsed ??= usedClosure([entry], meta);
    firstUsed ??= usedClosure([entry, ...firstScreens], meta);
    signedInUsed ??= usedClosure([entry, ...firstScreens.filter((screen) => !signInScreens.includes(screen))], meta);
    // The UI library code the entry uses loads at start; what the first screens add to it, one lazy
    // `first-ui` file fetched with the first screen; the rest of it (what only other pages use) one
    // lazy `ui` file, fetched with the first such page.
    if (UI.test(id)) return initialUsed.has(id) ? 'app' : firstUsed.has(id) ? 'first-ui' : 'ui';
    if (initialUsed.has(id)) return APP.test(id) ? 'app' : 'vendor';
    // A helper package of theirs that the first screens use goes whole with them: its index, reached
    // by name only, still imports its other modules, which in `ui` would make `first-ui` and `ui`
    // import each other (a cycle that fails at run time).
    firstPackages ??= new Set([...firstUsed].filter((m) => !initialUsed!.has(m)).map(packageOf));
    if (!APP.test(id)) {
      if (uiHelper(id, meta)) return firstPackages.has(packageOf(id)) ? 'first-ui' : 'ui';
      return firstUsed.has(id) && !initialUsed.has(id) ? firstFile(id) : undefined;
    }
    return fitsCommon(id, meta) ? 'common' : undefined;
  };
}
