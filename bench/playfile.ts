// Play-file bench: a 10-frame video of 30 players with one personal image, exported
// (GET /api/formactions/{id}/playfile) and imported (POST /api/formactions/import, multipart) end to
// end over real HTTP against the real app (fresh SQLite data dir, loopback). Also the shared
// parse + migrate + validate step alone. Median, p95 and max of timed runs after warm-up. Measured,
// never asserted (the target is under 200 ms each).
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import { parsePlayFile } from '../packages/shared/src/playfile/index.ts';
import { animatedScene, sceneDraftGz } from '../apps/server/src/modules/formations/playfile-fixtures.ts';
import { canvasPng, webm } from '../apps/server/src/modules/formations/test-fixtures.ts';
import { createTestApp, createUser } from '../apps/server/src/test/helper.ts';
import type { BenchModule, BenchRow } from './types.ts';

const WARMUP = 5;
const RUNS = Number(process.env.BENCH_PLAYFILE_RUNS ?? 30);

function stats(name: string, samples: number[], bytes: number): BenchRow {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (n: number) => Math.round(n * 10) / 10;
  return { step: name, runs: samples.length, 'median ms': round(at(0.5)), 'p95 ms': round(at(0.95)), 'max ms': round(sorted[sorted.length - 1]!), 'file KB': Math.round(bytes / 1024) };
}

async function timed(runs: number, fn: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    out.push(performance.now() - start);
  }
  return out;
}

export const playfileBench: BenchModule = {
  name: 'playfile',
  description: 'export and import of a play file (10-frame video, 30 players, one personal image) over HTTP',
  async run() {
    const t = await createTestApp();
    try {
      const user = await createUser(t, { active: true });
      const headers = { authorization: `Bearer ${user.token}` };
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;

      // A personal image (a 1280x960 PNG) the scene uses, then the video as the editor saves it.
      const image = new FormData();
      image.append('image', new Blob([await canvasPng('#aa3366').then((png) => new Uint8Array(png))], { type: 'image/png' }), 'escudo.png');
      const imageRes = await fetch(`${base}/user-images`, { method: 'POST', headers, body: image });
      const imageId = ((await imageRes.json()) as { image: { id: number } }).image.id;
      const video = new FormData();
      for (const [k, v] of Object.entries({ type: 'video', clube: 'Clube Bench', professor: 'Ana', categoria: 'Sub-17', data: '2026-06-02', local: 'Campo 1', descricao: 'Transição' })) video.append(k, v);
      video.append('editable', new Blob([new Uint8Array(sceneDraftGz(animatedScene(30, 10, imageId)))], { type: 'application/gzip' }), 'draft.json.gz');
      video.append('file_input', new Blob([new Uint8Array(webm())], { type: 'video/webm' }), 'v.webm');
      const saved = await fetch(`${base}/formactions`, { method: 'POST', headers, body: video });
      if (!saved.ok) throw new Error(`create video: ${saved.status} ${await saved.text()}`);
      const id = ((await saved.json()) as { formacao: { id: number } }).formacao.id;

      let text = '';
      const exportMs = await timed(RUNS, async () => {
        const res = await fetch(`${base}/formactions/${id}/playfile`, { headers });
        if (!res.ok) throw new Error(`export: ${res.status}`);
        text = await res.text();
      });
      const importMs = await timed(RUNS, async () => {
        const form = new FormData();
        form.append('file', new Blob([text], { type: 'application/octet-stream' }), 'play.prancheta');
        const res = await fetch(`${base}/formactions/import`, { method: 'POST', headers, body: form });
        if (!res.ok) throw new Error(`import: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      });
      const parseMs = await timed(RUNS, async () => parsePlayFile(text));
      const bytes = Buffer.byteLength(text);
      return {
        rows: [stats('export (GET playfile, HTTP)', exportMs, bytes), stats('import (POST import, HTTP, stored)', importMs, bytes), stats('parse + migrate + validate (shared, in process)', parseMs, bytes)],
        notes: [`SQLite, local disk storage, one process; ${WARMUP} warm-up runs each; load average ${os.loadavg().map((n) => n.toFixed(1)).join(' / ')} at the end`, 'Target: export and import each under 200 ms.'],
      };
    } finally {
      await t.close();
    }
  },
};
