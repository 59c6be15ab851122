// Live presenting bench: two server instances (child processes) on one SQLite database and one
// Redis, one presenter and 50 viewers (WebSocket clients in this process), half on each instance.
// The presenter draws 100 strokes: 10 "ink" updates of the stroke being drawn at 60 Hz, then the
// board's whole state with the stroke committed. Measured: stroke-to-viewer latency (from the
// presenter's send to a viewer's receipt of the state, and of the ink), the instances' CPU while
// drawing and their memory per viewer (Linux /proc). Measured, not asserted; target p99 <= 200 ms.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { createCoach } from './child-server.ts';
import { summarise } from './board.ts';
import type { BenchModule, BenchRow } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** The `ws` client (no type declarations installed): the few members used here. */
interface WsClient {
  readyState: number;
  send(data: string): void;
  close(): void;
  terminate(): void;
  on(event: 'open', cb: () => void): void;
  on(event: 'message', cb: (data: Buffer) => void): void;
  on(event: 'close', cb: (code: number) => void): void;
  on(event: 'error', cb: (err: Error) => void): void;
}
const WebSocket = require('ws') as new (url: string) => WsClient;

const VIEWERS = 50;
const STROKES = 100;
const INK_PER_STROKE = 10;
const POINTS_PER_STROKE = 60;
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Instance {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'live-server.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
    cwd: path.join(here, '..'),
    env: { ...process.env, ...env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const line = await new Promise<string>((resolve, reject) => {
    const rl = readline.createInterface({ input: child.stdout! });
    rl.once('line', (l) => {
      rl.close();
      resolve(l);
    });
    child.once('exit', (code) => reject(new Error(`live instance exited early (code ${code})`)));
  });
  return {
    url: (JSON.parse(line) as { url: string }).url,
    child,
    async stop() {
      child.stdin!.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** CPU time (user + system, ms) and resident memory (bytes) of a process, from /proc. */
function usage(pid: number): { cpuMs: number; rss: number } {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  const rssPages = Number(fields[21]);
  return { cpuMs: (ticks * 1000) / 100, rss: rssPages * 4096 };
}

/**
 * The type and `sent` time of a server message without parsing it whole: the server writes `sent`
 * last. Fifty viewers share this process, so parsing every board state fifty times would be the
 * bench's own delay, not the server's.
 */
function peek(text: string): { t: string; sent?: number; count?: number } {
  if (text.startsWith('{"t":"state"') || text.startsWith('{"t":"ink"')) {
    const at = text.lastIndexOf('"sent":');
    return { t: text.startsWith('{"t":"state"') ? 'state' : 'ink', sent: at < 0 ? undefined : Number.parseFloat(text.slice(at + 7)) };
  }
  return JSON.parse(text) as { t: string; count?: number };
}

/** A connected socket that has said hello; `on` hears each later message with the time it arrived. */
function join(url: string, hello: Record<string, unknown>, onMessage: (m: { t: string; sent?: number; count?: number }, at: number) => void): Promise<WsClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live/ws`);
    let joined = false;
    ws.on('open', () => ws.send(JSON.stringify(hello)));
    ws.on('message', (data) => {
      const at = now();
      const m = peek(data.toString());
      if (m.t === 'hello' && !joined) {
        joined = true;
        resolve(ws);
      }
      onMessage(m, at);
    });
    ws.on('error', reject);
    ws.on('close', (code) => {
      if (!joined) reject(new Error(`socket closed before hello (${code})`));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const now = () => performance.timeOrigin + performance.now();

/** A free-hand stroke of POINTS_PER_STROKE points somewhere on the 1280x960 board. */
function stroke(i: number): { id: string; mode: 'free'; points: number[]; color: string; width: number } {
  const points: number[] = [];
  const x0 = 100 + ((i * 97) % 1000);
  const y0 = 100 + ((i * 61) % 700);
  for (let k = 0; k < POINTS_PER_STROKE; k++) points.push(x0 + k * 3, y0 + Math.round(20 * Math.sin(k / 5)));
  return { id: `s${i}`, mode: 'free', points, color: '#ffeb3b', width: 4 };
}

export const liveBench: BenchModule = {
  name: 'live',
  description: `live presenting: 1 presenter and ${VIEWERS} viewers on two instances with Redis; stroke-to-viewer latency, server CPU and memory per viewer`,
  async run() {
    const dataDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'prancheta-live-bench-'));
    const prefix = `prancheta-bench-${randomBytes(4).toString('hex')}:`;
    const config = loadConfig({}, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const database = openDatabase({ url: config.DATABASE_URL, dataDir });
    await migrate(database.db, database.dialect);
    const coach = await createCoach(database.db, 'coach@live-bench.local', '5511900000001');
    await database.close();

    const env = { LIVE_BENCH_DATA_DIR: dataDir, REDIS_URL, REDIS_KEY_PREFIX: prefix };
    const instances = await Promise.all([startInstance(env), startInstance(env)]);
    const sockets: WsClient[] = [];
    try {
      const [a, b] = instances as [Instance, Instance];
      const res = await fetch(`${a.url}/api/live`, {
        method: 'POST',
        headers: { authorization: `Bearer ${coach.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'board' }),
      });
      if (!res.ok) throw new Error(`POST /api/live answered ${res.status}: ${await res.text()}`);
      const session = ((await res.json()) as { sessao: { id: number; code: string; url: string; presenter_key: string } }).sessao;
      const token = session.url.slice(session.url.lastIndexOf('/') + 1);

      let viewerCount = 0;
      const presenter = await join(a.url, { t: 'present', id: session.id, key: session.presenter_key, token: coach.token }, (m) => {
        if (m.t === 'viewers') viewerCount = m.count ?? 0;
      });
      sockets.push(presenter);
      await sleep(1500);
      const before = instances.map((i) => usage(i.child.pid!));

      const stateLatency: number[] = [];
      const inkLatency: number[] = [];
      const received = new Array<number>(VIEWERS).fill(0);
      const joinStarted = now();
      const viewers = await Promise.all(
        Array.from({ length: VIEWERS }, (_, v) =>
          join(v % 2 === 0 ? a.url : b.url, { t: 'watch', key: v % 4 < 2 ? token : session.code }, (m, at) => {
            if (m.sent === undefined) return;
            const ms = at - m.sent;
            if (m.t === 'state') {
              stateLatency.push(ms);
              received[v]! += 1;
            } else if (m.t === 'ink') inkLatency.push(ms);
          }),
        ),
      );
      const joinMs = now() - joinStarted;
      sockets.push(...viewers);
      for (let i = 0; i < 50 && viewerCount < VIEWERS; i++) await sleep(100);
      await sleep(1500);
      const joined = instances.map((i) => usage(i.child.pid!));

      // Draw: ink at 60 Hz while the stroke grows, then the committed board. The board keeps its
      // last 30 strokes (a busy half-time drawing), so each state message stays a realistic size.
      const strokes: ReturnType<typeof stroke>[] = [];
      const drawStarted = now();
      for (let i = 0; i < STROKES; i++) {
        const s = stroke(i);
        for (let k = 1; k <= INK_PER_STROKE; k++) {
          const points = s.points.slice(0, Math.ceil((s.points.length * k) / INK_PER_STROKE / 2) * 2);
          presenter.send(JSON.stringify({ t: 'ink', ink: { mode: 'free', points, color: s.color, width: s.width }, sent: now() }));
          await sleep(16);
        }
        strokes.push(s);
        if (strokes.length > 30) strokes.shift();
        presenter.send(JSON.stringify({ t: 'ink', ink: null, sent: now() }));
        presenter.send(JSON.stringify({ t: 'state', state: { kind: 'board', field: null, doc: { strokes, markers: [] } }, sent: now() }));
        await sleep(16);
      }
      for (let i = 0; i < 50 && received.some((n) => n < STROKES); i++) await sleep(100);
      const drawMs = now() - drawStarted;
      const after = instances.map((i) => usage(i.child.pid!));

      const state = summarise(stateLatency);
      const ink = summarise(inkLatency);
      const p99 = (values: number[]) => {
        const s = [...values].sort((x, y) => x - y);
        return Number((s[Math.min(s.length - 1, Math.floor(0.99 * (s.length - 1)))] ?? 0).toFixed(2));
      };
      const cpuPct = instances.map((_, k) => ((after[k]!.cpuMs - joined[k]!.cpuMs) / drawMs) * 100);
      const rssPerViewer = instances.map((_, k) => (joined[k]!.rss - before[k]!.rss) / (VIEWERS / 2));
      const delivered = received.reduce((sum, n) => sum + n, 0);
      const load = os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
      const rows: BenchRow[] = [
        { measure: 'state (committed stroke) to viewer, median ms', value: state.median },
        { measure: 'state to viewer, p99 ms', value: p99(stateLatency) },
        { measure: 'state to viewer, max ms', value: state.max },
        { measure: 'ink (stroke being drawn) to viewer, median ms', value: ink.median },
        { measure: 'ink to viewer, p99 ms', value: p99(inkLatency) },
        { measure: 'states delivered / expected', value: `${delivered} / ${STROKES * VIEWERS}` },
        { measure: `${VIEWERS} viewers joined in, ms`, value: Math.round(joinMs) },
        { measure: 'viewer count the presenter saw', value: viewerCount },
        { measure: 'server CPU while drawing, % of a core (instance A / B)', value: cpuPct.map((c) => c.toFixed(1)).join(' / ') },
        { measure: 'server CPU per viewer, % of a core', value: ((cpuPct[0]! + cpuPct[1]!) / VIEWERS).toFixed(3) },
        { measure: 'server memory per viewer, KiB (A / B)', value: rssPerViewer.map((r) => (r / 1024).toFixed(0)).join(' / ') },
        { measure: 'load average at the end (1/5/15 min)', value: load },
      ];
      return {
        rows,
        notes: [
          `Machine: ${os.cpus()[0]?.model ?? 'unknown'} x${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}; load average ${load} (other work shares the machine).`,
          `The presenter and the ${VIEWERS} viewers run in this one process: their own event loop adds to the latency measured. Memory per viewer is the instances' RSS growth after joining, divided by the viewers each holds (noisy: garbage collection moves it).`,
        ],
      };
    } finally {
      for (const s of sockets) s.terminate();
      await Promise.all(instances.map((i) => i.stop()));
      await fsp.rm(dataDir, { recursive: true, force: true });
    }
  },
};
