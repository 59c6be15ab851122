import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OutputBundle } from 'rollup';
import { describe, expect, it } from 'vitest';
import { readRoutes, routePreloads } from '../../routePreloads.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = fs.readFileSync(path.join(here, 'router.tsx'), 'utf8');

describe('route preloads (build step)', () => {
  it('reads every route of router.tsx with its page module and whether the layout wraps it', () => {
    const { routes, layout } = readRoutes(source, here);
    const paths = [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]).filter((p) => p !== '*');
    expect(routes.map((r) => r.path)).toEqual(paths);
    for (const route of routes) expect(fs.existsSync(route.page), route.page).toBe(true);
    expect(layout && fs.existsSync(layout)).toBe(true);
    const byPath = new Map(routes.map((r) => [r.path, r]));
    expect(byPath.get('/login')?.inLayout).toBe(false);
    expect(byPath.get('/board')?.inLayout).toBe(false);
    expect(byPath.get('/treino/:id')?.inLayout).toBe(true);
    expect(byPath.get('/treino/:id')?.page).toBe(path.join(here, '../features/trainings/TreinoPage.tsx'));
    // The first screens render with the core translation keys; the other pages wait for the rest.
    expect(byPath.get('/')?.coreKeys).toBe(true);
    expect(byPath.get('/login')?.coreKeys).toBe(true);
    expect(byPath.get('/treino/:id')?.coreKeys).toBe(false);
    expect(byPath.get('/atletas')?.coreKeys).toBe(false);
  });

  it("lists a page's chunk, the layout's and their static imports, without the entry's files", () => {
    const chunk = (fileName: string, imports: string[], module?: string, css: string[] = [], shared: string[] = []) => ({
      type: 'chunk',
      fileName,
      name: path.basename(fileName, '.js'),
      imports,
      isEntry: fileName === 'assets/index.js',
      facadeModuleId: shared.length > 0 ? null : (module ?? null),
      moduleIds: [...(module ? [module] : []), ...shared],
      viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
    });
    const page = (name: string) => path.join(here, name);
    const bundle = Object.fromEntries(
      [
        chunk('assets/index.js', ['assets/vendor.js', 'assets/app.js']),
        chunk('assets/vendor.js', []),
        chunk('assets/app.js', ['assets/vendor.js']),
        chunk('assets/AppLayout.js', ['assets/app.js', 'assets/common.js'], page('../features/layout/AppLayout.tsx')),
        chunk('assets/common.js', ['assets/vendor.js']),
        chunk('assets/TreinoPage.js', ['assets/common.js', 'assets/zod.js'], page('../features/trainings/TreinoPage.tsx'), ['assets/TreinoPage.css']),
        chunk('assets/zod.js', []),
        // The board's page sits in a chunk other chunks import from: not its facade.
        chunk('assets/BoardPage.js', ['assets/app.js'], page('../features/board/BoardPage.tsx'), [], [page('../features/board/model.ts')]),
        chunk('assets/BoardCanvas.js', ['assets/app.js', 'assets/konva.js'], page('../features/board/BoardCanvas.tsx')),
        chunk('assets/konva.js', []),
        chunk('assets/HomePage.js', ['assets/app.js'], page('../features/home/HomePage.tsx')),
        chunk('assets/lang-pt-br-rest.js', []),
      ].map((c) => [c.fileName, c]),
    ) as unknown as OutputBundle;
    const routes = new Map(routePreloads(source, here, bundle).map((r) => [r.path, r]));
    expect(routes.get('/treino/:id')).toEqual({
      path: '/treino/:id',
      scripts: ['/assets/AppLayout.js', '/assets/common.js', '/assets/TreinoPage.js', '/assets/zod.js', '/assets/lang-pt-br-rest.js'],
      styles: ['/assets/TreinoPage.css'],
    });
    // The board's drawing surface, which its page imports at once, is linked with it.
    expect(routes.get('/board')).toEqual({ path: '/board', scripts: ['/assets/BoardPage.js', '/assets/BoardCanvas.js', '/assets/konva.js', '/assets/lang-pt-br-rest.js'], styles: [] });
    // The home renders with the core keys: the rest of the translations is not linked from it.
    expect(routes.get('/')).toEqual({ path: '/', scripts: ['/assets/AppLayout.js', '/assets/common.js', '/assets/HomePage.js'], styles: [] });
    // A route whose page has no chunk in the bundle is left out.
    expect(routes.has('/login')).toBe(false);
  });
});
