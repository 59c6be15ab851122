import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BenchModule } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * "Download all material": the time and the process memory of streaming the ZIP of a small and a
 * large account (200 trainings with a drawn exercise each as PDF, 20 formations, 50 videos of 2 MB)
 * over real HTTP, each in a fresh process. The archive is written one entry at a time, so the
 * memory added should not grow with the account; measured, not asserted.
 */
export const downloadBench: BenchModule = {
  name: 'download',
  description: 'GET /api/user/download of a small and a large account (200 trainings as PDF, 20 formations, 50 videos of 2 MB), streamed over HTTP in a fresh process',
  async run() {
    const sizes = [
      { what: 'small: 20 trainings, 5 formations, 5 videos', env: { BENCH_TRAININGS: '20', BENCH_FORMATIONS: '5', BENCH_VIDEOS: '5' }, flags: [] as string[] },
      { what: 'large: 200 trainings, 20 formations, 50 videos', env: { BENCH_TRAININGS: '200', BENCH_FORMATIONS: '20', BENCH_VIDEOS: '50' } },
      // The same with V8's old space capped: it completes, so the memory the archive needs is bounded
      // (without the cap V8 collects lazily and RSS grows with the garbage, not with what is kept).
      { what: 'large, old space capped at 128 MB', env: { BENCH_TRAININGS: '200', BENCH_FORMATIONS: '20', BENCH_VIDEOS: '50' }, flags: ['--max-old-space-size=128'] },
    ];
    const rows = [];
    const notes = [];
    for (const size of sizes) {
      const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', ...(size.flags ?? []), '--import', 'tsx', path.join(here, 'download-zip.ts')], {
        cwd: path.join(here, '..'),
        maxBuffer: 1 << 20,
        env: { ...process.env, ...size.env },
      });
      const r = JSON.parse(stdout.trim().split('\n').pop()!) as {
        ms: number;
        bytes: number;
        entries: number;
        rssBeforeMb: number;
        peakRssMb: number;
        heapBeforeMb: number;
        peakHeapMb: number;
        heapAfterGcMb: number;
        videoMb: number;
      };
      const added = r.peakRssMb - r.rssBeforeMb;
      rows.push({
        what: size.what,
        s: Math.round(r.ms / 100) / 10,
        'ZIP MB': Math.round(r.bytes / 1048576),
        entries: r.entries,
        'RSS before MB': r.rssBeforeMb,
        'peak RSS MB': r.peakRssMb,
        'added MB': added,
        'heap before MB': r.heapBeforeMb,
        'peak heap MB': r.peakHeapMb,
        'heap after GC MB': r.heapAfterGcMb,
      });
      notes.push(
        `${size.what}: ${(r.ms / 1000).toFixed(1)} s for ${Math.round(r.bytes / 1048576)} MB (${r.videoMb} MB of video), ${added} MB of RSS added over the process before the download; JS heap ${r.heapBeforeMb} -> peak ${r.peakHeapMb} -> ${r.heapAfterGcMb} MB after GC.`,
      );
    }
    return { rows, notes };
  },
};
