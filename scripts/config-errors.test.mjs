// A bad configuration variable stops the server and every operator command with exactly one line
// per bad variable on stderr (naming it and what it must look like, no stack trace) and a non-zero
// exit code. Each command is started as an operator starts it: `npm run <script>` from the
// repository root, on the build (`npm test` runs this after `npm run build`).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-config-errors-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));

before(() => {
  // `npm start` builds what is outdated first; bring the build up to date here so that its output
  // is not part of what the test reads.
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, encoding: 'utf8' });
  assert.equal(build.status, 0, `the build failed:\n${build.stdout}\n${build.stderr}`);
});

/** The commands an operator runs, with the arguments each needs to get as far as reading the configuration. */
const COMMANDS = [
  { script: 'start', args: [] },
  { script: 'serve', args: [] },
  { script: 'backup', args: [path.join(work, 'backup.tar.gz')] },
  { script: 'restore', args: [path.join(work, 'missing.tar.gz')] },
  { script: 'storage:copy', args: [] },
];

const CASES = [
  { what: 'a bucket name of 2 characters', env: { STORAGE_URL: 's3://ab/x' }, variables: ['STORAGE_URL'] },
  { what: 'three bad variables', env: { STORAGE_URL: 's3://ab/x', PORT: 'eighty', SECRETS_KEY: 'too-short-a-secret' }, variables: ['PORT', 'STORAGE_URL', 'SECRETS_KEY'] },
];

function run(script, args, bad) {
  const env = { ...process.env, DATA_DIR: path.join(work, 'data'), LOG_LEVEL: 'warn', ...bad };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'NODE_OPTIONS', 'npm_config_loglevel']) delete env[name];
  // --silent: npm's own lines about a failed script are not the command's output.
  return spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd: root, env, encoding: 'utf8', timeout: 120_000 });
}

for (const { script, args } of COMMANDS) {
  for (const { what, env, variables } of CASES) {
    test(`npm run ${script} with ${what} prints one line per bad variable and exits non-zero`, () => {
      const result = run(script, args, env);
      assert.notEqual(result.status, 0, `npm run ${script} exited 0:\n${result.stdout}\n${result.stderr}`);
      const lines = result.stderr.split('\n').filter((line) => line !== '');
      assert.equal(lines.length, variables.length, `one line per bad variable, got:\n${result.stderr}`);
      assert.deepEqual(lines.map((line) => line.split(' ')[0]).sort(), [...variables].sort(), `each line names its variable:\n${result.stderr}`);
      for (const line of lines) assert.match(line, /^\S+ must /, 'each line says what the variable must look like');
      assert.doesNotMatch(result.stderr, /ZodError|^\s+at /m, 'no error object or stack trace');
      for (const value of Object.values(env)) assert.ok(!result.stderr.includes(value), 'the bad value (maybe a secret) is not echoed');
      assert.ok(!fs.existsSync(path.join(work, 'data')), 'nothing was written to DATA_DIR');
    });
  }
}
