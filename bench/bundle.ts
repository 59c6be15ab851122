import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { BUDGET_KIB, initialScripts } from '../scripts/check-bundle.mjs';
import type { BenchModule, BenchRow } from './types.ts';

const dist = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');

function sizes(file: string): { raw: number; gzip: number } {
  const buf = fs.readFileSync(path.join(dist, file));
  return { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
}

const kb = (n: number) => Number((n / 1024).toFixed(1));

function listJs(dir: string, prefix = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) return listJs(path.join(dir, e.name), rel);
    return /\.(m?js|css)$/.test(e.name) ? [rel] : [];
  });
}

/** Initial and lazy bundle sizes (raw and gzip -9) of the built web app. Needs `npm run build` first. */
export const bundleBench: BenchModule = {
  name: 'bundle',
  description: 'apps/web/dist: initial JS (entry + modulepreload) and lazy chunks, gzip -9',
  async run() {
    const indexHtml = path.join(dist, 'index.html');
    if (!fs.existsSync(indexHtml)) throw new Error('apps/web/dist/index.html not found: run `npm run build` first');
    const html = fs.readFileSync(indexHtml, 'utf8');
    const initial = initialScripts(html);
    const cssInitial = [...html.matchAll(/<link\b[^>]*\brel=["']stylesheet["'][^>]*\bhref=["']([^"']+)["']/g)].map((m) => m[1]!.replace(/^\//, ''));
    const rows: BenchRow[] = [];
    let initialRaw = 0;
    let initialGzip = 0;
    for (const file of [...initial, ...cssInitial]) {
      const s = sizes(file);
      if (file.endsWith('.js')) {
        initialRaw += s.raw;
        initialGzip += s.gzip;
      }
      rows.push({ kind: file.endsWith('.css') ? 'initial css' : 'initial js', file, 'raw KiB': kb(s.raw), 'gzip KiB': kb(s.gzip) });
    }
    rows.push({ kind: 'TOTAL initial js', file: `${initial.length} files`, 'raw KiB': kb(initialRaw), 'gzip KiB': kb(initialGzip) });
    const seen = new Set([...initial, ...cssInitial]);
    let lazyRaw = 0;
    let lazyGzip = 0;
    const lazy = listJs(dist).filter((f) => f.endsWith('js') && !seen.has(f)).sort();
    for (const file of lazy) {
      const s = sizes(file);
      lazyRaw += s.raw;
      lazyGzip += s.gzip;
      rows.push({ kind: 'lazy js', file, 'raw KiB': kb(s.raw), 'gzip KiB': kb(s.gzip) });
    }
    rows.push({ kind: 'TOTAL lazy js', file: `${lazy.length} files`, 'raw KiB': kb(lazyRaw), 'gzip KiB': kb(lazyGzip) });
    return { rows, notes: ['Initial = what index.html loads before first render; lazy = route chunks fetched on navigation.', `Budget: initial JS <= ${BUDGET_KIB} KiB gzip (scripts/check-bundle.mjs, run by npm run test:e2e).`] };
  },
};
