import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { compareWithHello, startServers } from './api.ts';
import type { Servers } from './api.ts';
import type { BenchModule, BenchRow } from './types.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Trainings: GET /api/treinos with 500 trainings and GET /api/treinos/{id} with 30 exercises against
 * the bare hello-world, then the time and peak memory of printing a 30-exercise training (target:
 * under 2 s and 300 MB; measured, not asserted).
 */
export const trainingsBench: BenchModule = {
  name: 'trainings',
  description: 'trainings list (500) and detail (30 exercises) vs hello-world; print/ex of 30 exercises in a fresh process',
  async run() {
    const rows: BenchRow[] = [];
    const { servers, stop } = await startServers<Servers & { treinoId: number }>('trainings-server.ts', 'trainings bench server');
    try {
      const auth = { authorization: `Bearer ${servers.token}` };
      const targets = [
        { route: 'GET /hello (bare Fastify)', url: `${servers.hello}/hello` },
        { route: 'GET /api/treinos (500)', url: `${servers.app}/api/treinos`, headers: auth },
        { route: 'GET /api/treinos/{id} (30 ex.)', url: `${servers.app}/api/treinos/${servers.treinoId}`, headers: auth },
      ];
      rows.push(...(await compareWithHello(targets)));
    } finally {
      await stop();
    }
    const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(here, 'trainings-pdf.ts')], { cwd: path.join(here, '..'), maxBuffer: 1 << 20 });
    const pdf = JSON.parse(stdout.trim().split('\n').pop()!) as { ms: number; bytes: number; peakRssMb: number };
    rows.push({ route: 'print/ex, 30 exercises + post-work', 'req/s': '-', 'p50 ms': pdf.ms, 'p99 ms': '-', 'req/s vs hello': '-', 'p99 vs hello': '-', non2xx: `${Math.round(pdf.bytes / 1024)} KB`, errors: `peak RSS ${pdf.peakRssMb} MB` });
    return {
      rows,
      notes: [
        'Ratios compare each route with the hello-world baseline measured in the same run.',
        `print/ex: ${pdf.ms} ms, peak RSS ${pdf.peakRssMb} MB of the whole process (target < 2000 ms, < 300 MB).`,
      ],
    };
  },
};
