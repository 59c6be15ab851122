// Build step: the service worker (sw/sw.ts) bundled to dist/sw.js with its precache list injected
// (Workbox "injectManifest", done here with Vite itself: the Workbox runtime modules are the only
// dependencies). The list holds every file of the built app (shell, chunks, styles, icons) and the
// sports artwork the server streams from /api/elements, each with a revision.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The generated sports artwork (npm run assets), streamed by GET /api/elements?path=. */
const ARTWORK = path.resolve(here, '../server/assets/elements');
/**
 * Not precached: compressed copies (the browser gets them anyway), source maps, the worker itself,
 * the server's route table, the build id (read from the server to confirm a deploy, never cached).
 */
const SKIP = /\.(br|gz|map)$|^sw\.js$|^stats\.html$|^route-preloads\.json$|^build-id\.txt$/;

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

const md5 = (file: string) => crypto.createHash('md5').update(fs.readFileSync(file)).digest('hex').slice(0, 16);

export interface PrecacheItem {
  url: string;
  revision: string | null;
}

/** The precache list: built files (hashed names need no revision) and the artwork. */
export function precacheList(outDir: string, artworkDir = ARTWORK): { entries: PrecacheItem[]; bytes: number } {
  let bytes = 0;
  const entries: PrecacheItem[] = [];
  for (const file of listFiles(outDir)) {
    const rel = path.relative(outDir, file).split(path.sep).join('/');
    if (SKIP.test(rel)) continue;
    bytes += fs.statSync(file).size;
    entries.push({ url: `/${rel}`, revision: rel.startsWith('assets/') ? null : md5(file) });
  }
  for (const file of listFiles(artworkDir)) {
    const rel = path.relative(artworkDir, file).split(path.sep).join('/');
    bytes += fs.statSync(file).size;
    // The same URL the web app builds (elementUrl in src/api/sports.ts).
    entries.push({ url: `/api/elements?path=${encodeURIComponent(rel)}`, revision: md5(file) });
  }
  return { entries, bytes };
}

/** Vite plugin: once the app is written, bundles dist/sw.js with the precache list. */
export function serviceWorker(): Plugin {
  let outDir = 'dist';
  let minify = true;
  return {
    name: 'prancheta-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      minify = config.build.minify !== false;
    },
    async closeBundle() {
      const { entries, bytes } = precacheList(outDir);
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: { 'self.__WB_MANIFEST': JSON.stringify(entries), 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify,
          lib: { entry: path.join(here, 'sw/sw.ts'), formats: ['iife'], name: 'pranchetaServiceWorker', fileName: () => 'sw.js' },
        },
      });
      this.info(`service worker: ${entries.length} files precached (${(bytes / 1024 / 1024).toFixed(1)} MiB)`);
    },
  };
}
