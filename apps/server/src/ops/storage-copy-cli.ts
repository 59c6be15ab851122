// npm run storage:copy -- [--from DIR] [--library DIR]: copies a local files directory (default
// DATA_DIR/files) into files/ of the bucket of STORAGE_URL, and the media library (default
// DATA_DIR/library, when it exists) into library/. Safe to run again: files already there with
// the same size are skipped.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfigOrExit } from '../config.ts';
import { openStorage } from '../storage/open.ts';
import { dataPaths } from './archive-layout.ts';
import { copyLocalFiles } from './storage-copy.ts';

const fail = (line: string): never => {
  process.stderr.write(`storage:copy: ${line}\n`);
  process.exit(1);
};
const args = process.argv.slice(2).filter((a) => a !== '--');
const options: Record<string, string> = {};
for (let i = 0; i < args.length; i += 2) {
  if ((args[i] !== '--from' && args[i] !== '--library') || !args[i + 1]) fail('usage: STORAGE_URL=s3://bucket/prefix npm run storage:copy -- [--from DIR] [--library DIR]');
  options[args[i]!.slice(2)] = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[i + 1]!);
}
const config = loadConfigOrExit();
if (!config.STORAGE_URL) fail('STORAGE_URL is not set: name the bucket to copy into (s3://bucket/prefix)');
const from = options.from ?? dataPaths(config).files;
if (!fs.existsSync(from)) fail(`${from} does not exist: name the files directory with --from DIR`);
const library = options.library ?? dataPaths(config).library;
if (options.library && !fs.existsSync(library)) fail(`${library} does not exist`);
const log = (line: string) => process.stdout.write(`storage:copy: ${line}\n`);
try {
  await copyLocalFiles(from, openStorage(config, 'files'), log);
  if (fs.existsSync(library)) await copyLocalFiles(library, openStorage(config, 'library'), log);
  process.exit(0);
} catch (err) {
  const cause = (err as { cause?: unknown }).cause ?? err;
  fail(`failed: ${cause instanceof Error ? cause.message : String(cause)}`);
}
