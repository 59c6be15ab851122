import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the global setup tells the tests about the server it started. */
export interface ServerInfo {
  baseURL: string;
  dataDir: string;
  pid: number;
  adminEmail: string;
  adminPassword: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** The e2e folder. */
export const E2E_DIR = path.resolve(here, '..');

/** The repository root. */
export const ROOT_DIR = path.resolve(E2E_DIR, '..');

/**
 * One id per `playwright test` run (set by the config in the runner, inherited by the workers), so
 * several runs in the same tree never share a server, its info file or test results.
 */
export const RUN_ID = (process.env.E2E_RUN_ID ??= `${process.pid}`);

/** JSON file the global setup writes for the tests (e2e/.tmp/server-{run}.json). */
export const SERVER_INFO_FILE = path.join(E2E_DIR, '.tmp', `server-${RUN_ID}.json`);

/** Reads the running server's address, data dir and master account. */
export function serverInfo(): ServerInfo {
  if (!fs.existsSync(SERVER_INFO_FILE)) throw new Error(`${SERVER_INFO_FILE} is missing: run the tests through playwright test (its global setup starts the server)`);
  return JSON.parse(fs.readFileSync(SERVER_INFO_FILE, 'utf8')) as ServerInfo;
}
