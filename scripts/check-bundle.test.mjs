// The first-load budget check, on small built apps made here: scripts of known compressed size
// (random bytes do not compress) linked from index.html as the entry and modulepreloads, plus a
// lazy file that must not count.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkBudget, firstScreenLibraries, initialScripts } from './check-bundle.mjs';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-bundle.mjs');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-check-bundle-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));

/** A dist folder whose entry and modulepreloaded files hold `initialKiB` KiB of incompressible bytes, and a 100 KiB lazy file. */
function fixture(name, initialKiB) {
  const dist = path.join(work, name);
  fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
  const half = Math.round((initialKiB * 1024) / 2);
  fs.writeFileSync(path.join(dist, 'assets/index-a.js'), crypto.randomBytes(half));
  fs.writeFileSync(path.join(dist, 'assets/vendor-b.js'), crypto.randomBytes(half));
  fs.writeFileSync(path.join(dist, 'assets/Page-c.js'), crypto.randomBytes(100 * 1024));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js"></script>' +
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-b.js"></head><body><div id="root"></div></body>',
  );
  return dist;
}

const run = (dist, ...args) => spawnSync(process.execPath, [script, dist, ...args], { encoding: 'utf8' });

test('the initial scripts are the entry and its modulepreloads', () => {
  const html = fs.readFileSync(path.join(fixture('list', 10), 'index.html'), 'utf8');
  assert.deepEqual(initialScripts(html).sort(), ['assets/index-a.js', 'assets/vendor-b.js']);
});

test('a first load under the budget passes, the lazy file not counted', () => {
  const dist = fixture('under', 160);
  const { ok, gzip } = checkBudget(dist, 170);
  assert.equal(ok, true);
  assert.ok(gzip > 160 * 1024 && gzip < 170 * 1024, `gzip ${gzip}`);
  const cli = run(dist);
  assert.equal(cli.status, 0, cli.stderr);
  assert.match(cli.stdout, /initial JS 16\d\.\d KiB gzip <= budget 170 KiB/);
});

test('a first load over the budget fails, naming the files', () => {
  const dist = fixture('over', 180);
  assert.equal(checkBudget(dist, 170).ok, false);
  const cli = run(dist);
  assert.equal(cli.status, 1);
  assert.match(cli.stderr, /initial JS 18\d\.\d KiB gzip > budget 170 KiB/);
  assert.match(cli.stderr, /assets\/vendor-b\.js/);
  assert.equal(run(dist, '--budget=200').status, 0);
});

test('a missing build is an error, not a pass', () => {
  assert.equal(run(path.join(work, 'absent')).status, 2);
});

test("the signed-in first screen's files must not carry zod", () => {
  const dist = fixture('home', 10);
  fs.writeFileSync(path.join(dist, 'assets/Home-d.js'), 'export const home = 1;');
  fs.writeFileSync(path.join(dist, 'assets/first-ui-e.js'), 'const a = $constructor("$ZodType", () => {});');
  // Listed for another route only: not the home's.
  fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify({ routes: [{ path: '/', scripts: ['/assets/Home-d.js'] }, { path: '/treinos', scripts: ['/assets/first-ui-e.js'] }] }));
  assert.deepEqual(firstScreenLibraries(dist), []);
  assert.equal(run(dist).status, 0);
  fs.writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify({ routes: [{ path: '/', scripts: ['/assets/Home-d.js', '/assets/first-ui-e.js'] }] }));
  assert.deepEqual(firstScreenLibraries(dist), ['assets/first-ui-e.js: zod']);
  const cli = run(dist);
  assert.equal(cli.status, 1);
  assert.match(cli.stderr, /first screen loads assets\/first-ui-e\.js: zod/);
});
