// The first load's JavaScript budget: the scripts index.html loads before the first render (the
// entry script and its modulepreload links), gzip -9, must stay within BUDGET_KIB. Run after the
// web build (`npm run test:e2e` does); exits non-zero, naming the files and their sizes, when over.
//   node scripts/check-bundle.mjs [distDir] [--budget=KiB]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/** KiB of gzip -9 the first load's scripts may weigh (about 1.5 s of Lighthouse's slow 4G). */
export const BUDGET_KIB = 170;

/** The JS the browser loads before the first render: the entry script plus its modulepreload links (paths relative to dist). */
export function initialScripts(html) {
  const found = new Set();
  for (const m of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)) found.add(m[1]);
  for (const m of html.matchAll(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*\btype=["']module["']/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g)) found.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']modulepreload["']/g)) found.add(m[1]);
  return [...found].map((src) => src.replace(/^\//, ''));
}

/** Raw and gzip -9 bytes of a file. */
export function sizes(file) {
  const buf = fs.readFileSync(file);
  return { raw: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
}

/** The initial scripts of the build in `dist`, each with its sizes, and the gzip total. */
export function initialJs(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = initialScripts(html).map((file) => ({ file, ...sizes(path.join(dist, file)) }));
  return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
}

/** Whether the build in `dist` fits the budget, with a report line per file and a verdict. */
export function checkBudget(dist, budgetKiB = BUDGET_KIB) {
  const { files, gzip } = initialJs(dist);
  const kib = (n) => (n / 1024).toFixed(1);
  const ok = gzip <= budgetKiB * 1024;
  const lines = files.map((f) => `  ${f.file}: ${kib(f.gzip)} KiB gzip`);
  lines.push(`initial JS ${kib(gzip)} KiB gzip ${ok ? '<=' : '>'} budget ${budgetKiB} KiB (${files.length} files)`);
  return { ok, gzip, report: lines.join('\n') };
}

/**
 * Code the signed-in first screen (the home, `/` in route-preloads.json, with the entry's scripts)
 * must not carry: the schema library. A screen that imports one constant from the shared package's
 * index instead of its own module brings every schema, and zod with them, into every signed-in
 * first load (its files and their start-up). Matched by a name zod's own code spells out.
 */
const FIRST_SCREEN_FORBIDDEN = [{ library: 'zod', marker: '$ZodType' }];

/** The first screen's files (paths relative to dist) that carry a forbidden library, as "file: library". */
export function firstScreenLibraries(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  let home = [];
  try {
    const routes = JSON.parse(fs.readFileSync(path.join(dist, 'route-preloads.json'), 'utf8')).routes ?? [];
    home = routes.find((r) => r.path === '/')?.scripts ?? [];
  } catch {
    // no route-preloads.json: the entry's scripts only
  }
  const files = [...new Set([...initialScripts(html), ...home.map((f) => f.replace(/^\//, ''))])];
  return files.flatMap((file) => {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    return FIRST_SCREEN_FORBIDDEN.filter((f) => code.includes(f.marker)).map((f) => `${file}: ${f.library}`);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const budget = Number(args.find((a) => a.startsWith('--budget='))?.slice('--budget='.length) ?? BUDGET_KIB);
  const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist'));
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error(`check-bundle: ${dist}/index.html not found: build the web app first`);
    process.exit(2);
  }
  const { ok, report } = checkBudget(dist, budget);
  (ok ? console.log : console.error)(report);
  if (!ok) {
    console.error('check-bundle: over budget: move what the first screen does not need into a lazy file (see apps/web/chunks.ts)');
    process.exit(1);
  }
  const carried = firstScreenLibraries(dist);
  if (carried.length > 0) {
    console.error(`check-bundle: the signed-in first screen loads ${carried.join(', ')}: import constants from their own module, not the shared package's index`);
    process.exit(1);
  }
  console.log('first screen: no schema library');
}
