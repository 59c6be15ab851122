import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN, startInstance } from './helpers/instances.ts';
import { ROOT_DIR, SERVER_INFO_FILE } from './helpers/server.ts';
import type { ServerInfo } from './helpers/server.ts';

/**
 * Starts the real server (`node apps/server/dist/main.js`, the build) on a free port with a fresh
 * data dir, serving the built web app; writes e2e/.tmp/server.json; returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dist = path.join(ROOT_DIR, 'apps/web/dist/index.html');
  if (!fs.existsSync(dist)) throw new Error(`${dist} is missing: build the web app first (npm run build, or npm run test:e2e from the root)`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prancheta-e2e-'));
  // Always a fresh SQLite file in the temporary data dir.
  const server = await startInstance({ dataDir });
  const info: ServerInfo = { baseURL: server.baseURL, dataDir, adminEmail: ADMIN.email, adminPassword: ADMIN.password, pid: server.pid };
  fs.mkdirSync(path.dirname(SERVER_INFO_FILE), { recursive: true });
  fs.writeFileSync(SERVER_INFO_FILE, JSON.stringify(info, null, 2));
  process.env.E2E_BASE_URL = server.baseURL;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    await server.stop();
    fs.rmSync(SERVER_INFO_FILE, { force: true });
    if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
