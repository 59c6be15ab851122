import { spawn, spawnSync } from 'node:child_process';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { OpsError } from './archive-layout.ts';

/**
 * libpq environment for a postgres:// URL, so the password never appears on a command line
 * (where `ps` would show it). Answers the database name for tools that need it as an argument.
 */
export function libpqEnv(url: string): { env: NodeJS.ProcessEnv; database: string } {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.hostname) env.PGHOST = decodeURIComponent(u.hostname.replace(/^\[|\]$/g, ''));
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  const database = decodeURIComponent(u.pathname.replace(/^\//, '')) || env.PGUSER || 'postgres';
  env.PGDATABASE = database;
  return { env, database };
}

/** Throws a clear message when a PostgreSQL client tool is not on PATH. */
export function requireTool(tool: 'pg_dump' | 'pg_restore'): void {
  const probe = spawnSync(tool, ['--version'], { stdio: 'ignore' });
  if (probe.error) throw new OpsError(`${tool} was not found on PATH: install the PostgreSQL client tools (Debian/Ubuntu: apt-get install postgresql-client) of the server's major version or newer`);
}

/** Runs a tool to its end; rejects with its standard error when it exits non-zero. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv, input?: Readable): Promise<void> {
  const child = spawn(tool, args, { env, stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    if (stderr.length < 4000) stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new OpsError(`${tool} failed (exit ${code}): ${stderr.trim()}`))));
  });
  const fed = input ? pipeline(input, child.stdin!) : Promise.resolve();
  return Promise.all([exited, fed]).then(() => undefined);
}

/** pg_dump of the whole database in the custom format, written to `file`. */
export function pgDump(url: string, file: string): Promise<void> {
  const { env } = libpqEnv(url);
  return run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`], env);
}

/** pg_restore of a custom-format dump read from `input` into the (empty) database of `url`. */
export function pgRestore(url: string, input: Readable): Promise<void> {
  const { env, database } = libpqEnv(url);
  return run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${database}`], env, input);
}
