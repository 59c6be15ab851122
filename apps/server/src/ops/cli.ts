import path from 'node:path';
import { loadConfigOrExit } from '../config.ts';
import type { Config } from '../config.ts';
import { openStorage as openConfiguredStorage } from '../storage/open.ts';
import type { Storage } from '../storage/storage.ts';
import { OpsError } from './archive-layout.ts';

/** The storage driver the server uses for stored files (as app.ts builds it: the bucket of STORAGE_URL, or DATA_DIR/files). */
export function openStorage(config: Config): Storage {
  return openConfiguredStorage(config);
}

/**
 * Runs an operator command on FILE (the one argument): resolves it against the folder the
 * command was started from (npm run changes into the repository root), prints progress lines,
 * exits 0, or 1 with one clear line on a refusal or failure.
 */
export async function runFileCommand(name: 'backup' | 'restore', run: (config: Config, file: string, log: (line: string) => void) => Promise<void>): Promise<never> {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    process.stderr.write(`usage: npm run ${name} -- FILE\n`);
    process.exit(1);
  }
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]!);
  const log = (line: string) => process.stdout.write(`${name}: ${line}\n`);
  const config = loadConfigOrExit();
  try {
    await run(config, file, log);
    process.exit(0);
  } catch (err) {
    const message = err instanceof OpsError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err);
    process.stderr.write(`${name} failed: ${message}\n`);
    process.exit(1);
  }
}
