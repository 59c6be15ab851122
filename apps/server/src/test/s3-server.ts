import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A running test S3 server: its endpoint, a bucket that exists, the env that reaches it. */
export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** STORAGE_URL and the AWS variables for an instance that stores its files there. */
  env(prefix: string): Record<string, string>;
  /**
   * Stops the server's process without ending it (SIGSTOP): connections are still accepted by the
   * kernel and never answered, as by a hung endpoint. resume() lets it go on (SIGCONT).
   */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/** Credentials s3rver accepts by default. */
const ACCESS_KEY = 'S3RVER';

/**
 * Starts an S3 protocol server (s3rver) in a child process on a free loopback port, with one
 * empty bucket, and sets this process's AWS credentials to the ones it accepts.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-s3-'));
  const bucket = 'prancheta-test';
  const child: ChildProcess = spawn(process.execPath, ['--openssl-legacy-provider', path.join(here, 's3-server-child.mjs'), directory, bucket], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited (code ${code}): ${stderr}`)));
    readline.createInterface({ input: child.stdout! }).once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  process.env.AWS_ACCESS_KEY_ID = ACCESS_KEY;
  process.env.AWS_SECRET_ACCESS_KEY = ACCESS_KEY;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: (prefix) => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: ACCESS_KEY,
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    }),
    pause() {
      child.kill('SIGSTOP');
    },
    resume() {
      child.kill('SIGCONT');
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGCONT');
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.stdin!.end();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      await fsp.rm(directory, { recursive: true, force: true });
    },
  };
}
