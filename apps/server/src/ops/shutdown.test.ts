// SIGTERM on the real server process (main.ts): an upload in flight completes, new connections
// are refused meanwhile, the pools close and the process exits 0.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.ts';
import { logoJpeg, multipart } from '../modules/formations/test-fixtures.ts';
import { textParts, trainingForm } from '../modules/trainings/test-support.ts';
import { createPgDatabase, testDialect } from '../test/helper.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

interface Server {
  child: ChildProcess;
  port: number;
  logs: Array<Record<string, unknown>>;
  /** Resolves once a log line matches. */
  waitFor(match: (entry: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../main.ts')], {
    cwd: path.join(here, '../../../..'),
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  const waiters: Array<{ match: (e: Record<string, unknown>) => boolean; resolve: (e: Record<string, unknown>) => void }> = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    let entry: Record<string, unknown>;
    try {
      entry = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    logs.push(entry);
    for (const w of [...waiters]) {
      if (w.match(entry)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(entry);
      }
    }
  });
  const waitFor = (match: (e: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const seen = logs.find(match);
      if (seen) resolve(seen);
      else waiters.push({ match, resolve });
    });
  return new Promise((resolve, reject) => {
    void exited.then((code) => reject(new Error(`server exited early (code ${code}): ${stderr}`)));
    void waitFor((e) => /Server listening at/.test(String(e.msg))).then((e) => {
      const port = Number(/:(\d+)$/.exec(String(e.msg))![1]);
      resolve({ child, port, logs, waitFor, exited });
    });
  });
}

/** True once a TCP connection to the port is refused (polled while the server closes its listener). */
async function refusesConnections(port: number): Promise<boolean> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
    });
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describe('graceful shutdown on SIGTERM', () => {
  let dataDir: string;
  let pgDb: { url: string; drop(): Promise<void> } | null = null;
  let server: Server | undefined;

  beforeAll(async () => {
    dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-shutdown-'));
    if (testDialect === 'postgres') pgDb = await createPgDatabase();
    server = await startServer({
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ADMIN_EMAIL: 'master@shutdown.local',
      ADMIN_PASSWORD: 'master-pass',
      SHUTDOWN_TIMEOUT_MS: '60000',
      ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    });
  }, 120_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL');
      await server.exited;
    }
    await pgDb?.drop();
    await fsp.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('finishes an upload in flight, refuses new connections meanwhile, closes the pools and exits 0', async () => {
    const s = server!;
    const base = `http://127.0.0.1:${s.port}`;
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'master@shutdown.local', password: 'master-pass' }) });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { auth_token: string }).auth_token;

    // A training with its logo, sent in two halves: the second only after SIGTERM.
    const logo = await logoJpeg();
    const body = multipart([...textParts(trainingForm), { name: 'img', filename: 'logo.jpg', type: 'image/jpeg', data: logo }]);
    const half = Math.floor(body.payload.length / 2);
    const request = http.request(`${base}/api/treinos`, { method: 'POST', headers: { ...body.headers, 'content-length': String(body.payload.length), authorization: `Bearer ${token}` } });
    const answered = new Promise<{ status: number; json: { treino: { id: number } } }>((resolve, reject) => {
      request.once('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      });
      request.once('error', reject);
    });
    request.write(body.payload.subarray(0, half));
    await s.waitFor((e) => e.msg === 'incoming request' && (e.req as { url?: string })?.url === '/api/treinos');

    s.child.kill('SIGTERM');
    await s.waitFor((e) => String(e.msg).startsWith('shutting down'));
    expect(await refusesConnections(s.port)).toBe(true);
    expect(s.child.exitCode).toBeNull();

    request.end(body.payload.subarray(half));
    const res = await answered;
    expect(res.status).toBe(200);
    expect(await s.exited).toBe(0);
    expect(s.logs.some((e) => e.msg === 'shut down' && e.forced === false)).toBe(true);

    // The row and its file were stored before the process ended.
    const database = openDatabase({ url: pgDb?.url, dataDir });
    try {
      const row = await database.db.selectFrom('treinos').select(['id', 'logo_key']).where('id', '=', res.json.treino.id).executeTakeFirstOrThrow();
      expect((await fsp.readFile(path.join(dataDir, 'files', row.logo_key!))).equals(logo)).toBe(true);
    } finally {
      await database.close();
    }
  }, 120_000);
});
