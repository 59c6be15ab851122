import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** One server process (main.ts) started by a test, with the JSON log lines it printed. */
export interface Instance {
  url: string;
  logs: Array<Record<string, unknown>>;
  child: ChildProcess;
}

/** Starts `node --import tsx main.ts` on a free port; resolves once it logs that it listens. */
export function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../main.ts')], {
    cwd: path.join(here, '../../../..'),
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`instance exited early (code ${code}): ${stderr}`)));
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      let entry: Record<string, unknown>;
      try {
        entry = JSON.parse(line) as Record<string, unknown>;
      } catch {
        return;
      }
      logs.push(entry);
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(String(entry.msg ?? ''));
      if (m) resolve({ url: m[1]!, logs, child });
    });
  });
}

export async function stopInstance(instance: Instance | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export async function call(instance: Instance, method: string, url: string, options: { token?: string; body?: unknown } = {}): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch(`${instance.url}${url}`, {
    method,
    headers: { ...(options.body ? { 'content-type': 'application/json' } : {}), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: options.body ? JSON.stringify(options.body) : undefined,
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}
