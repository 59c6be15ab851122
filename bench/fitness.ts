import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { BenchModule } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Fitness sheets: the time and memory of printing a 30-exercise sheet (normal, bi-set and profile
 * exercises, post-work) through GET /api/print/fitnes in a fresh process (target: <= 2 s and
 * <= 100 MB added to the process; measured, not asserted).
 */
export const fitnessBench: BenchModule = {
  name: 'fitness',
  description: 'print/fitnes of a 30-exercise sheet (20 normal, 5 bi-sets, 5 profiles with photos) in a fresh process',
  async run() {
    const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(here, 'fitness-pdf.ts')], { cwd: path.join(here, '..'), maxBuffer: 1 << 20 });
    const pdf = JSON.parse(stdout.trim().split('\n').pop()!) as { ms: number; bytes: number; rssBeforeMb: number; peakRssMb: number };
    const added = pdf.peakRssMb - pdf.rssBeforeMb;
    return {
      rows: [{ what: 'print/fitnes, 30 exercises + post-work', ms: pdf.ms, 'PDF KB': Math.round(pdf.bytes / 1024), 'RSS before MB': pdf.rssBeforeMb, 'peak RSS MB': pdf.peakRssMb, 'added MB': added }],
      notes: [`print/fitnes: ${pdf.ms} ms, ${added} MB added over the process before printing (target <= 2000 ms, <= 100 MB).`],
    };
  },
};
