// Build step: dist/route-preloads.json, the files each client route's page needs beyond the entry,
// so the server can link them from the HTML it answers for that address (see the server's
// http/spa-shell.ts). Without it a page's chunk is asked for only once the entry scripts have
// arrived and run: on Lighthouse's slow 4G one round trip plus the entry's start-up later.
// The route table is read from src/app/router.tsx: `const X = lazyPage(() => import('…'))` gives a
// page's module, `{ path: '…', element: <X …` a route; a route whose element is not
// `standalone(…)` sits inside the signed-in layout, whose files it needs too.
import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

export interface RoutePreload {
  /** A react-router path (`/treino/:id`). */
  path: string;
  /** Script files (`/assets/…js`) beyond what index.html already loads. */
  scripts: string[];
  /** Stylesheets those scripts import. */
  styles: string[];
}

interface RouteEntry {
  path: string;
  page: string;
  inLayout: boolean;
  /** The page renders with the core translation keys only (`lazyPage(…, { coreKeys: true })`). */
  coreKeys: boolean;
}

/**
 * The chunk of the pt-br translations beyond the core keys. Every page but the first screens waits
 * for it before it renders (pt-br is the fallback of every language, so it is loaded whatever the
 * coach's language): linked from such a page's HTML, it downloads beside the page's scripts instead
 * of one round trip after the entry has run.
 */
export const REST_TRANSLATIONS = 'lang-pt-br-rest';

/** The routes of router.tsx with their page module (resolved from `dir`, the router's folder). */
export function readRoutes(source: string, dir: string): { routes: RouteEntry[]; layout?: string } {
  const pages = new Map<string, string>();
  const core = new Set<string>();
  for (const m of source.matchAll(/const (\w+) = lazyPage\(\(\) => import\('([^']+)'\)(.*)/g)) {
    pages.set(m[1]!, path.resolve(dir, m[2]!));
    if (/\{ coreKeys: true \}\);$/.test(m[3]!)) core.add(m[1]!);
  }
  const routes: RouteEntry[] = [];
  for (const m of source.matchAll(/\{ path: '([^']+)', element: (standalone\()?<(\w+)/g)) {
    const page = pages.get(m[3]!);
    if (page && m[1] !== '*') routes.push({ path: m[1]!, page, inLayout: !m[2], coreKeys: core.has(m[3]!) });
  }
  return { routes, layout: pages.get('AppLayout') };
}

/**
 * Parts a page imports dynamically at once, when its own module runs (a drawing surface kept in a
 * file of its own so that it starts up in a task of its own): linked from the page's HTML too, so
 * they download beside it. Paths relative to the router's folder.
 */
const EAGER_PARTS: Record<string, string[]> = {
  '../features/board/BoardPage.tsx': ['../features/board/BoardCanvas.tsx'],
};

/** A chunk's static imports, transitively, itself included, without the ones in `skip`. */
function staticClosure(bundle: OutputBundle, fileName: string, skip: Set<string>, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName) || skip.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const dep of chunk.imports) staticClosure(bundle, dep, skip, seen);
  return seen;
}

/** The preload list of every route, from the router's source and the written bundle. */
export function routePreloads(source: string, routerDir: string, bundle: OutputBundle): RoutePreload[] {
  const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
  const entry = chunks.find((c) => c.isEntry);
  const initial = entry ? staticClosure(bundle, entry.fileName, new Set()) : new Set<string>();
  // The chunk holding each module: a page's module is not always its chunk's facade (Rollup puts a
  // page that other chunks import from, like the board's, inside a shared chunk).
  const byModule = new Map<string, string>();
  for (const c of chunks) for (const id of c.moduleIds ?? [c.facadeModuleId]) if (id) byModule.set(id, c.fileName);
  const { routes, layout } = readRoutes(source, routerDir);
  const filesOf = (module: string | undefined) => {
    const file = module ? byModule.get(module) : undefined;
    return file ? [...staticClosure(bundle, file, initial)] : [];
  };
  const layoutFiles = filesOf(layout);
  const rest = chunks.find((c) => c.name === REST_TRANSLATIONS && !initial.has(c.fileName));
  const eager = new Map(Object.entries(EAGER_PARTS).map(([page, parts]) => [path.resolve(routerDir, page), parts.map((part) => path.resolve(routerDir, part))]));
  return routes.flatMap((route) => {
    const own = filesOf(route.page);
    if (own.length > 0) for (const part of eager.get(route.page) ?? []) own.push(...filesOf(part));
    if (own.length === 0) return [];
    const files = [...new Set([...(route.inLayout ? layoutFiles : []), ...own, ...(rest && !route.coreKeys ? [rest.fileName] : [])])];
    const styles = new Set<string>();
    for (const file of files) {
      const css = (bundle[file] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
      for (const style of css ?? []) styles.add(`/${style}`);
    }
    return [{ path: route.path, scripts: files.map((f) => `/${f}`), styles: [...styles] }];
  });
}

/** Vite plugin: writes route-preloads.json beside index.html. */
export function routePreloadsPlugin(router: string): Plugin {
  return {
    name: 'prancheta-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routes = routePreloads(fs.readFileSync(router, 'utf8'), path.dirname(router), bundle);
      if (routes.length === 0) this.error('route-preloads: no route of router.tsx matched a page chunk');
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify({ routes }) });
    },
  };
}
