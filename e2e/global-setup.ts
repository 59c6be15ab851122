import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT_DIR, SERVER_INFO_FILE } from './helpers/server.ts';
import type { ServerInfo } from './helpers/server.ts';

/** The built server the tests start, relative to the repository root. */
const BUILT_SERVER = 'apps/server/dist/main.js';

/** A TCP port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: { exitCode: number | null }, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url}/api/health within 60 s:\n${log()}`);
}

/**
 * Starts the real server (`node apps/server/dist/main.js`, the build) on a free port with a fresh
 * data dir, serving the built web app; writes e2e/.tmp/server.json; returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dist = path.join(ROOT_DIR, 'apps/web/dist/index.html');
  if (!fs.existsSync(dist)) throw new Error(`${dist} is missing: build the web app first (npm run build, or npm run test:e2e from the root)`);

  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-e2e-'));
  const info: Omit<ServerInfo, 'pid'> = { baseURL, dataDir, adminEmail: 'master@prancheta.test', adminPassword: 'Master-e2e-123' };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseURL,
    ADMIN_EMAIL: info.adminEmail,
    ADMIN_PASSWORD: info.adminPassword,
    PAYMENT_PROVIDER: 'sandbox',
    // No free trial on this install: the specs follow the seed's flows (a new account pays before
    // it gets in); trial.spec.ts gives its own accounts a trial.
    TRIAL_DAYS: '0',
    RATE_LIMIT_AUTH: '10000',
    LOG_LEVEL: 'warn',
    HELP_URL: `${baseURL}/api/health?help`,
    COMMUNITY_URL: `${baseURL}/api/health?community`,
    SUGGESTIONS_URL: `${baseURL}/api/health?suggestions`,
    CONTACT_URL: `${baseURL}/api/health?contact`,
  };
  delete env.DATABASE_URL; // always a fresh SQLite file in the temporary data dir

  let output = '';
  // The built server, as production runs it (`npm run test:e2e` builds it with the web app).
  if (!fs.existsSync(path.join(ROOT_DIR, BUILT_SERVER))) throw new Error(`${BUILT_SERVER} is missing: run npm run build first (npm run test:e2e does)`);
  const child = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk));

  try {
    await waitForHealth(baseURL, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  fs.mkdirSync(path.dirname(SERVER_INFO_FILE), { recursive: true });
  fs.writeFileSync(SERVER_INFO_FILE, JSON.stringify({ ...info, pid: child.pid }, null, 2));
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(SERVER_INFO_FILE, { force: true });
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
