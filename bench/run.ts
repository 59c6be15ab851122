// npm run bench [-- name ...]: runs the bench modules (all, or the named ones), prints a table per
// module and writes bench/results/<name>.json. Benchmarks measure; nothing here asserts a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminListsBench, adminListsPgBench } from './admin-lists.ts';
import { apiBench, apiPgBench } from './api.ts';
import { boardBench } from './board.ts';
import { bundleBench } from './bundle.ts';
import { downloadBench } from './download.ts';
import { editorBench } from './editor.ts';
import { exportBench } from './export.ts';
import { firstScreenBench } from './first-screen.ts';
import { fitnessBench } from './fitness.ts';
import { inpBench } from './inp.ts';
import { lighthouseBench } from './lighthouse.ts';
import { loadBoardBench } from './load-board.ts';
import { liveBench } from './live.ts';
import { liveCoeditBench } from './live-coedit.ts';
import { mixedBench } from './mixed.ts';
import { offlineOpenBench } from './offline-open.ts';
import { playfileBench } from './playfile.ts';
import { startupBench } from './startup.ts';
import { formatTable } from './table.ts';
import { trainingsBench } from './trainings.ts';
import { videoBench } from './video.ts';
import type { BenchModule } from './types.ts';

/** Every bench module, in run order. Append new ones (board, editor, pdf...) here. */
const benches: BenchModule[] = [apiBench, apiPgBench, mixedBench, adminListsBench, adminListsPgBench, bundleBench, boardBench, editorBench, trainingsBench, offlineOpenBench, fitnessBench, videoBench, exportBench, downloadBench, playfileBench, lighthouseBench, firstScreenBench, startupBench, inpBench, loadBoardBench, liveBench, liveCoeditBench];

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const selected = wanted.length ? benches.filter((b) => wanted.includes(b.name)) : benches;
  if (selected.length === 0) {
    console.error(`No bench named ${wanted.join(', ')}. Known: ${benches.map((b) => b.name).join(', ')}`);
    process.exitCode = 1;
    return;
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  const machine = { node: process.version, platform: `${process.platform}-${process.arch}`, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown' };
  console.log(`Prancheta benchmarks on ${machine.cpu} x${machine.cpus}, Node ${machine.node}\n`);
  const summary: Array<{ name: string; status: string; file: string }> = [];
  for (const bench of selected) {
    console.log(`== ${bench.name}: ${bench.description}`);
    const started = Date.now();
    try {
      const result = await bench.run();
      console.log(formatTable(result.rows));
      for (const note of result.notes ?? []) console.log(`  ${note}`);
      const file = path.join(resultsDir, `${bench.name}.json`);
      fs.writeFileSync(file, JSON.stringify({ name: bench.name, at: new Date().toISOString(), machine, seconds: (Date.now() - started) / 1000, ...result }, null, 2) + '\n');
      summary.push({ name: bench.name, status: 'ok', file: path.relative(process.cwd(), file) });
    } catch (err) {
      console.error(`  failed: ${err instanceof Error ? err.message : String(err)}`);
      summary.push({ name: bench.name, status: 'failed', file: '-' });
      process.exitCode = 1;
    }
    console.log('');
  }
  console.log(formatTable(summary));
}

await main();
