// node scripts/build-if-stale.mjs [web] [server]: builds the web app and/or the server (default both)
// when a source file is newer than the build, or there is no build; does nothing otherwise. `npm
// start` and the operator commands (backup, restore, storage:copy) run it first, so a checkout
// never runs an outdated build. Where the sources are absent (the container image, which holds only
// the build) there is nothing to compare and nothing is built.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each build is made from (files or folders) and the file the build writes. */
const TARGETS = {
  web: {
    sources: ['apps/web', 'packages/shared/src', 'package-lock.json'],
    output: 'apps/web/dist/index.html',
    marker: 'apps/web/src',
  },
  server: {
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/shared/src', 'package-lock.json'],
    output: 'apps/server/dist/main.js',
    marker: 'apps/server/src',
  },
};
const SKIP = new Set(['node_modules', 'dist', '.tmp']);

/** The newest modification time under a file or folder (node_modules and build folders skipped). */
function newest(file) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(file, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    latest = Math.max(latest, newest(path.join(file, entry.name)));
  }
  return latest;
}

const wanted = process.argv.slice(2);
for (const name of wanted.length ? wanted : Object.keys(TARGETS)) {
  const target = TARGETS[name];
  if (!target) {
    process.stderr.write(`build-if-stale: unknown target ${name} (web, server)\n`);
    process.exit(1);
  }
  if (!fs.existsSync(path.join(root, target.marker))) continue;
  const built = fs.statSync(path.join(root, target.output), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changed = Math.max(...target.sources.map((source) => newest(path.join(root, source))));
  if (built >= changed) continue;
  process.stdout.write(`building the ${name === 'web' ? 'web app' : 'server'}: ${built ? 'its sources changed since the last build' : 'no build yet'}\n`);
  const run = spawnSync('npm', ['run', 'build', '-w', `apps/${name}`], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
