import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ROOT_DIR } from './server.ts';

/** The built server the tests start, relative to the repository root. */
export const BUILT_SERVER = 'apps/server/dist/main.js';

/** The master account every test server is started with. */
export const ADMIN = { email: 'master@prancheta.test', password: 'Master-e2e-123' };

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
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

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${log()}`);
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

/** One running process of the built server. */
export interface AppInstance {
  baseURL: string;
  port: number;
  pid: number;
  /** The last 20 kB the process wrote. */
  output(): string;
  /** SIGKILL: the process dies at once, nothing saved, sockets cut (a crashed instance). */
  kill(): Promise<void>;
  /** SIGTERM and wait (a graceful stop), SIGKILL after 5 s. */
  stop(): Promise<void>;
}

/**
 * Starts the built server (`node apps/server/dist/main.js`) on a free port with the data dir (its
 * SQLite database and files) and extra environment given, the way the global setup starts the
 * suite's server; resolves once /api/health answers. Several instances may share one data dir
 * (one SQLite database, WAL) and one Redis (REDIS_URL, REDIS_KEY_PREFIX), as behind a load balancer.
 */
export async function startInstance(options: { dataDir: string; env?: Record<string, string>; port?: number; echoErrors?: boolean }): Promise<AppInstance> {
  if (!fs.existsSync(path.join(ROOT_DIR, BUILT_SERVER))) throw new Error(`${BUILT_SERVER} is missing: run npm run build first (npm run test:e2e does)`);
  const port = options.port ?? (await freePort());
  const baseURL = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: baseURL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
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
    ...options.env,
  };
  delete env.DATABASE_URL; // always the SQLite file of the data dir

  let output = '';
  // The built server, as production runs it (`npm run test:e2e` builds it with the web app).
  const child = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], { cwd: ROOT_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  if (options.echoErrors !== false) child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;

  try {
    await waitForHealth(baseURL, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    port,
    pid: child.pid!,
    output: () => output,
    kill: async () => {
      if (!running()) return;
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (!running()) return;
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (running()) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

/** Whether a Redis server answers PING at `url` (redis://host:port), within 2 s. */
export function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port) || 6379 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data: Buffer) => done(data.toString().startsWith('+PONG')));
  });
}

/** A TCP load balancer in front of app instances. */
export interface Balancer {
  baseURL: string;
  close(): Promise<void>;
}

/**
 * A minimal TCP load balancer: every new connection goes to the first backend port that accepts
 * it, in order (a backend that refuses is skipped). Connections already open stay where they are;
 * when their backend dies they break, and the client's next connection reaches a live backend,
 * as behind a real load balancer with health checks.
 */
export async function startBalancer(backendPorts: number[]): Promise<Balancer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    const tryBackend = (i: number) => {
      if (i >= backendPorts.length) {
        client.destroy();
        return;
      }
      const upstream = net.connect({ host: '127.0.0.1', port: backendPorts[i]! });
      const onError = () => {
        upstream.destroy();
        tryBackend(i + 1);
      };
      upstream.once('error', onError);
      upstream.once('connect', () => {
        upstream.off('error', onError);
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        upstream.on('error', () => client.destroy());
        client.on('error', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.on('close', () => upstream.destroy());
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
    };
    tryBackend(0);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
