// npm run build -w apps/server: bundles the server and its operator commands into apps/server/dist
// (plain JavaScript, ES modules, with source maps), so production runs `node` without compiling
// TypeScript at every start. The workspace package @prancheta/shared and the pure-JavaScript npm
// packages are bundled in (resolving and loading their hundreds of files was most of a start);
// native addons and packages that read files beside their code stay in node_modules (EXTERNAL).
// SERVER_BUNDLE_DEPS=0 leaves every npm package external, to compare. Each entry is written next
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

/**
 * Packages that stay external, loaded from node_modules at run time: native addons, packages that
 * read files next to their own code (swagger-ui's static assets, react-pdf's fonts and layout
 * engine, pino's worker-thread transports) and those loaded on first use anyway.
 */
const EXTERNAL = ['better-sqlite3', 'sharp', '@node-rs/argon2', '@fastify/swagger-ui', '@fastify/swagger', 'pino', 'thread-stream', '@react-pdf/', 'archiver', '@aws-sdk/', 'pg', 'ioredis', 'mercadopago', 'yoga-layout'];
const bundleDeps = process.env.SERVER_BUNDLE_DEPS !== '0';

/** Node built-ins and EXTERNAL stay external; the other packages are bundled in (resolving and loading hundreds of package files is most of a start). */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === '@prancheta/shared' || args.path.startsWith('@prancheta/shared/')) return undefined;
      if (args.path.startsWith('node:') || !bundleDeps) return { path: args.path, external: true };
      const name = args.path;
      if (EXTERNAL.some((e) => (e.endsWith('/') ? name.startsWith(e) : name === e || name.startsWith(`${e}/`)))) return { path: args.path, external: true };
      return undefined;
    });
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
  // Bundled CommonJS packages call require() for Node built-ins: give the ES module bundle one.
  banner: { js: "import { createRequire as __prancheta_createRequire } from 'node:module'; const require = __prancheta_createRequire(import.meta.url);" },
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
process.stdout.write(`server built into ${path.relative(process.cwd(), outdir) || '.'}: ${Object.keys(ENTRIES).length} entries, ${(bytes / 1024).toFixed(0)} kB of JavaScript\n`);
