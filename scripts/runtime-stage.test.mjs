// The container image's runtime, performed outside a container (no container engine runs here):
// the Dockerfile's `deps` and `runtime` stages are read from the Dockerfile itself, their COPY
// lines copied from this repository into a clean directory, their `npm ci` run from the lock
// (production dependencies only, install scripts on), and the image's CMD started with its ENV.
// The image runs the built server with plain node (no tsx installed, no TypeScript sources copied):
// the health and readiness endpoints must answer 200, `/` the built app, the HEALTHCHECK command
// exit 0, and `npm run backup` (the built operator command) write an archive there.
// Needs the build (apps/web/dist, apps/server/dist): `npm test` runs this after `npm run build`.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { parseDockerfile } from './dockerfile.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stages = parseDockerfile(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
const WORKDIR = '/app';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-image-'));
const app = path.join(work, 'app');
const data = path.join(work, 'data');
let server;
after(() => {
  server?.kill('SIGTERM');
  fs.rmSync(work, { recursive: true, force: true });
});

/** Copies a COPY line's sources from the repository (or the build stage's output, which the repository holds after `npm run build`). */
function performCopy(copy, stageName) {
  const from = copy.from;
  if (from === 'deps' && stageName === 'runtime') {
    // The deps stage ran in the same directory: its output is already in place.
    for (const src of copy.sources) assert.ok(fs.existsSync(path.join(app, path.relative(WORKDIR, src))), `the deps stage made no ${src}`);
    return;
  }
  const sources = from === 'build' ? copy.sources.map((src) => path.relative(WORKDIR, src)) : copy.sources;
  const destination = path.resolve(app, copy.destination);
  for (const src of sources) {
    const source = path.join(root, src);
    assert.ok(fs.existsSync(source), `${src} is missing${from === 'build' ? ': run `npm run build` first' : ''}`);
    const target = copy.destination.endsWith('/') || sources.length > 1 ? path.join(destination, path.basename(src)) : destination;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(source, target, { recursive: true, filter: (file) => !file.split(path.sep).includes('node_modules') });
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, deadlineMs) {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return res;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${deadlineMs / 1000} s`);
}

test('the image runtime installs production dependencies from the lock and serves the app', { timeout: 20 * 60_000 }, async () => {
  const deps = stages.get('deps');
  const runtime = stages.get('runtime');
  assert.ok(deps && runtime, 'the Dockerfile has a deps and a runtime stage');
  assert.equal(runtime.user, 'node', 'the runtime runs as the non-root node user');
  assert.deepEqual(runtime.volumes, ['/data']);
  assert.equal(runtime.env.DATA_DIR, '/data');

  fs.mkdirSync(app, { recursive: true });
  fs.mkdirSync(data, { recursive: true });
  for (const copy of deps.copies) performCopy(copy, 'deps');
  const install = deps.runs.find((run) => run.startsWith('npm ci'));
  assert.ok(install?.includes('--omit=dev'), 'the deps stage installs production dependencies only');
  // Offline-friendly: packages come from the npm cache when it has them.
  const args = [...install.split(/\s+/).slice(1), '--prefer-offline'];
  const npm = spawnSync('npm', args, { cwd: app, encoding: 'utf8', env: { ...process.env, npm_config_ignore_scripts: 'false' } });
  assert.equal(npm.status, 0, `npm ${args.join(' ')} failed:\n${npm.stdout}\n${npm.stderr}`);
  assert.doesNotMatch(npm.stderr, /EBADENGINE/, 'every locked production dependency accepts this Node version');
  assert.ok(!fs.existsSync(path.join(app, 'node_modules', 'vitest')), 'no dev dependency is installed');
  assert.ok(!fs.existsSync(path.join(app, 'node_modules', '@mantine')), 'no web-only dependency is installed');
  assert.ok(!fs.existsSync(path.join(app, 'node_modules', 'tsx')), 'tsx (a development tool) is not installed');

  for (const copy of runtime.copies) performCopy(copy, 'runtime');
  assert.ok(!fs.existsSync(path.join(app, 'apps/server/src')), 'the image holds the built server, not its sources');

  const port = await freePort();
  const env = { ...process.env, ...runtime.env, DATA_DIR: data, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'WEB_DIST', 'NODE_OPTIONS']) delete env[name];
  const [command, ...commandArgs] = runtime.cmd;
  assert.equal(command, 'node');
  assert.ok(!commandArgs.includes('tsx'), 'the image runs plain node, without tsx');
  let output = '';
  server = spawn(process.execPath, commandArgs, { cwd: app, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));

  const base = `http://127.0.0.1:${port}`;
  try {
    const health = await waitForHealth(`${base}/api/health`, server, 5 * 60_000);
    assert.equal((await health.json()).status, 'ok');
    const ready = await waitForHealth(`${base}/api/ready`, server, 60_000);
    assert.equal((await ready.json()).ok, true);
  } catch (error) {
    throw new Error(`${error.message}\n--- server output ---\n${output}`, { cause: error });
  }
  const home = await fetch(`${base}/`);
  assert.equal(home.status, 200);
  assert.match(home.headers.get('content-type') ?? '', /text\/html/);
  const html = await home.text();
  const script = html.match(/<script[^>]+src="([^"]+)"/)?.[1];
  assert.ok(script, 'the app shell names its script');
  const asset = await fetch(`${base}${script}`);
  assert.equal(asset.status, 200);
  assert.match(asset.headers.get('content-type') ?? '', /javascript/);

  // The image's HEALTHCHECK command, run as the container would.
  const [checkCommand, ...checkArgs] = runtime.healthcheck;
  assert.equal(checkCommand, 'node');
  const check = spawnSync(process.execPath, checkArgs, { env, encoding: 'utf8' });
  assert.equal(check.status, 0, `the HEALTHCHECK command failed: ${check.stderr}`);

  // The operator commands run the build too (`docker exec <container> npm run backup -- FILE`).
  const archive = path.join(work, 'backup.tar.gz');
  const backup = spawnSync('npm', ['run', '--silent', 'backup', '--', archive], { cwd: app, env, encoding: 'utf8' });
  assert.equal(backup.status, 0, `npm run backup failed:\n${backup.stdout}\n${backup.stderr}`);
  assert.ok(fs.statSync(archive).size > 0, 'the backup archive was written');
});
