// npm run storage:copy -- [--from DIR]: copies a local files directory (default DATA_DIR/files)
// into the bucket of STORAGE_URL. Safe to run again: files already there with the same size are skipped.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openStorage } from '../storage/open.ts';
import { dataPaths } from './archive-layout.ts';
import { copyLocalFiles } from './storage-copy.ts';

const args = process.argv.slice(2).filter((a) => a !== '--');
const fromAt = args.indexOf('--from');
const usage = () => {
  process.stderr.write('usage: STORAGE_URL=s3://bucket/prefix npm run storage:copy -- [--from DIR]\n');
  process.exit(1);
};
if ((fromAt !== -1 && !args[fromAt + 1]) || args.length !== (fromAt === -1 ? 0 : 2)) usage();
const config = loadConfig();
if (!config.STORAGE_URL) {
  process.stderr.write('storage:copy: STORAGE_URL is not set: name the bucket to copy into (s3://bucket/prefix)\n');
  process.exit(1);
}
const from = fromAt === -1 ? dataPaths(config).files : path.resolve(process.env.INIT_CWD ?? process.cwd(), args[fromAt + 1]!);
if (!fs.existsSync(from)) {
  process.stderr.write(`storage:copy: ${from} does not exist: name the files directory with --from DIR\n`);
  process.exit(1);
}
try {
  await copyLocalFiles(from, openStorage(config), (line) => process.stdout.write(`storage:copy: ${line}\n`));
  process.exit(0);
} catch (err) {
  const cause = (err as { cause?: unknown }).cause ?? err;
  process.stderr.write(`storage:copy failed: ${cause instanceof Error ? cause.message : String(cause)}\n`);
  process.exit(1);
}
