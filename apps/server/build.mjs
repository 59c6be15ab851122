// npm run build -w apps/server: bundles the server and its operator commands into apps/server/dist
// (plain JavaScript, ES modules, with source maps), so production runs `node` without compiling
// TypeScript at every start. npm packages stay external (installed in node_modules); the workspace
// package @prancheta/shared is TypeScript source, so it is bundled in. Each entry is written next
// to the others in dist/, one folder below apps/server like src/: paths the code resolves from its
// own location (server-root.ts: assets, package.json, the web app's dist) are the same from both.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverDir, 'dist');

/** Entry points: output name -> source under apps/server/src. */
export const ENTRIES = {
  main: 'main.ts',
  'backup-cli': 'ops/backup-cli.ts',
  'restore-cli': 'ops/restore-cli.ts',
  'storage-copy-cli': 'ops/storage-copy-cli.ts',
};

/** Every bare import stays external except the workspace's TypeScript package. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path === '@prancheta/shared' || args.path.startsWith('@prancheta/shared/') ? undefined : { path: args.path, external: true }));
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverDir,
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, source]) => [name, path.join('src', source)])),
  outdir,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Source paths in the maps relative to the map file, so stack traces name src/... files.
  sourcesContent: false,
  // Shared chunks land in dist/ itself (not a subfolder), at the same depth as the entries.
  chunkNames: '[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
process.stdout.write(`server built into ${path.relative(process.cwd(), outdir) || '.'}: ${Object.keys(ENTRIES).length} entries, ${(bytes / 1024).toFixed(0)} kB of JavaScript\n`);
