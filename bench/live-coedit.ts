// Drawing together under load: two editors (Node clients with yjs over ws, the y-protocols messages
// the web app speaks) on two instances of the app sharing one database and one Redis, each making
// 20 edits a second (adding a text, then moving one of its own objects, in turn, as the editor's binding writes them) for
// COEDIT_SECONDS (60). Counts every edit seen by the other editor, checks that both documents end
// equal and measures the latency from an edit to its arrival at the other editor (through both
// instances and Redis). Measured, not asserted.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import * as Y from 'yjs';
import { createText } from '@prancheta/shared/scene/index.ts';
import { sceneTypes, yToScene } from '@prancheta/shared/scene/ydoc.ts';
import { NodeCoeditClient } from '../apps/server/src/modules/coedit/node-client.ts';
import { startServers } from './api.ts';
import type { Servers } from './api.ts';
import type { BenchModule } from './types.ts';

const SECONDS = Number(process.env.COEDIT_SECONDS ?? 60);
const RATE = Number(process.env.COEDIT_RATE ?? 20);

interface First extends Servers {
  dataDir: string;
  formation: number;
  ownerToken: string;
  mateToken: string;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** One editor: its client, the objects it added and the last x it gave each. */
interface Editor {
  name: string;
  client: NodeCoeditClient;
  own: string[];
  lastX: Map<string, number>;
  edits: number;
  seen: number;
  latencies: number[];
}

export const liveCoeditBench: BenchModule = {
  name: 'live-coedit',
  description: `two editors on two instances with Redis, ${RATE} edits/s each for ${SECONDS} s (COEDIT_SECONDS): lost edits, equal documents, latency`,
  async run() {
    const load0 = os.loadavg();
    const prefix = `prancheta-bench-${randomBytes(4).toString('hex')}:`;
    const first = await startServers<First>('live-coedit-server.ts', 'first co-editing instance', { COEDIT_PREFIX: prefix });
    const second = await startServers<Servers>('live-coedit-server.ts', 'second co-editing instance', { COEDIT_PREFIX: prefix, COEDIT_DATA_DIR: first.servers.dataDir });
    const sentAt = new Map<string, number>();
    const editors: Editor[] = [];
    try {
      const { formation, ownerToken, mateToken } = first.servers;
      for (const [name, url, token] of [
        ['A', first.servers.app, ownerToken],
        ['B', second.servers.app, mateToken],
      ] as const) {
        const client = new NodeCoeditClient(`${url}/api/coedit/${formation}/ws?token=${token}`);
        await client.opened;
        await client.synced;
        editors.push({ name, client, own: [], lastX: new Map(), edits: 0, seen: 0, latencies: [] });
      }
      // What arrives from the other editor: a new object (an add) or a new x (a move).
      for (const e of editors) {
        const objects = sceneTypes(e.client.doc).objects;
        objects.observeDeep((events, txn) => {
          if (txn.origin !== 'server') return;
          const now = performance.now();
          const arrived = (key: string) => {
            const at = sentAt.get(key);
            if (at === undefined || key.startsWith(e.name)) return;
            e.seen += 1;
            e.latencies.push(now - at);
          };
          for (const event of events) {
            const ev = event as Y.YMapEvent<unknown>;
            if (ev.target === objects) for (const key of ev.keysChanged) if (objects.has(key)) arrived(key);
            if (ev.target !== objects && ev.keysChanged.has('x')) {
              const id = String(ev.path[0]);
              arrived(`${id}@${String(objects.get(id)?.get('x'))}`);
            }
          }
        });
      }
      const started = performance.now();
      // Each edit is what the editor's binding (sceneToY) writes for one gesture: a new object map
      // and its order entry, or one changed field. Written directly, so this process's own cost
      // does not grow with the scene and the figures are those of the transport and the servers.
      const edit = (e: Editor, seq: number) => {
        const { objects, order } = sceneTypes(e.client.doc);
        if (seq % 2 === 0 || e.own.length === 0) {
          const text = createText(`${e.name}${seq}`, 10 + (seq % 700), 10 + (seq % 400));
          text.id = `${e.name}-${seq}`;
          e.own.push(text.id);
          e.lastX.set(text.id, text.x);
          sentAt.set(text.id, performance.now());
          e.client.doc.transact(() => {
            const map = new Y.Map<unknown>();
            for (const [k, v] of Object.entries(text)) map.set(k, v);
            objects.set(text.id, map);
            order.push([text.id]);
          }, 'local');
        } else {
          const id = e.own[seq % e.own.length]!;
          const x = 1000 + seq;
          e.lastX.set(id, x);
          sentAt.set(`${id}@${x}`, performance.now());
          e.client.doc.transact(() => objects.get(id)!.set('x', x), 'local');
        }
        e.edits += 1;
      };
      await new Promise<void>((resolve) => {
        const timer = setInterval(() => {
          const elapsed = (performance.now() - started) / 1000;
          const due = Math.min(Math.floor(elapsed * RATE), SECONDS * RATE);
          for (const e of editors) while (e.edits < due) edit(e, e.edits);
          if (elapsed >= SECONDS) {
            clearInterval(timer);
            resolve();
          }
        }, 1000 / RATE);
      });
      const editing = (performance.now() - started) / 1000;
      const settling = performance.now();
      // Settle: every edit of each reaches the other (or 2 minutes pass).
      const settleStart = performance.now();
      while (performance.now() - settleStart < 120_000 && editors.some((e, i) => e.seen < editors[1 - i]!.edits)) await new Promise((r) => setTimeout(r, 50));
      const [a, b] = editors as [Editor, Editor];
      const sa = yToScene(a.client.doc);
      const sb = yToScene(b.client.doc);
      const equal = JSON.stringify(sa) === JSON.stringify(sb) && Buffer.from(Y.encodeStateVector(a.client.doc)).equals(Buffer.from(Y.encodeStateVector(b.client.doc)));
      // A lost edit: an object missing on the other side, or an x that is not the last its editor gave.
      let lost = 0;
      for (const [e, other] of [
        [a, sb],
        [b, sa],
      ] as const) {
        const byId = new Map(other.objects.map((o) => [o.id, o]));
        for (const [id, x] of e.lastX) if (byId.get(id)?.x !== x) lost += 1;
      }
      const all = [...a.latencies, ...b.latencies].sort((x, y) => x - y);
      const load1 = os.loadavg();
      const cpu = os.cpus();
      const round = (n: number) => Number(n.toFixed(1));
      return {
        rows: [
          {
            editors: 2,
            instances: 2,
            'edits A': a.edits,
            'edits B': b.edits,
            'seen by B': b.seen,
            'seen by A': a.seen,
            'objects at end': sa.objects.length,
            'lost edits': lost,
            'documents equal': equal ? 'yes' : 'NO',
            'p50 ms': round(percentile(all, 50)),
            'p95 ms': round(percentile(all, 95)),
            'p99 ms': round(percentile(all, 99)),
            'max ms': round(all.at(-1) ?? 0),
          },
        ],
        notes: [
          `${SECONDS} s of editing (${editing.toFixed(1)} s measured) at ${RATE} edits/s per editor; latency = edit on one client to its arrival at the other (client -> instance 1 -> Redis -> instance 2 -> client), same clock.`,
          `Settled ${((performance.now() - settling) / 1000).toFixed(1)} s after the last edit.`,
          `Machine: ${cpu[0]?.model ?? 'unknown'} x${cpu.length}, Node ${process.version}; load average before ${load0.map((l) => l.toFixed(1)).join(' / ')}, after ${load1.map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min; the machine is shared).`,
        ],
      };
    } finally {
      for (const e of editors) e.client.close();
      await second.stop();
      await first.stop();
    }
  },
};
