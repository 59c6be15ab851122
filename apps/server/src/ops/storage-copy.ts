import { LocalStorage } from '../storage/local.ts';
import type { Storage } from '../storage/storage.ts';

/** What one copy run did. */
export interface CopyResult {
  copied: number;
  skipped: number;
  bytes: number;
}

/** Files copied at the same time. */
const PARALLEL = 4;

/**
 * Copies every file of a local files directory (DATA_DIR/files layout: keys are relative paths)
 * into the target storage under the same keys. A key the target already holds with the same size
 * is skipped, so a run cut off midway is resumed by running it again. Interrupted local writes
 * (`*.tmp`) are not copied. Progress goes to `log` every `every` files and at the end.
 */
export async function copyLocalFiles(from: string, target: Storage, log: (line: string) => void, every = 100): Promise<CopyResult> {
  const source = new LocalStorage(from);
  const keys = (await source.entries()).map((e) => e.key).filter((k) => !k.endsWith('.tmp')).sort();
  log(`${keys.length} files in ${from}`);
  const result: CopyResult = { copied: 0, skipped: 0, bytes: 0 };
  let next = 0;
  let done = 0;
  const worker = async (): Promise<void> => {
    while (next < keys.length) {
      const key = keys[next++]!;
      const [local, remote] = await Promise.all([source.stat(key), target.stat(key)]);
      if (!local) continue;
      if (remote && remote.size === local.size) result.skipped += 1;
      else {
        await target.put(key, source.stream(key));
        result.copied += 1;
        result.bytes += local.size;
      }
      done += 1;
      if (done % every === 0) log(`${done}/${keys.length} files (${result.copied} copied, ${result.skipped} already there)`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  log(`done: ${result.copied} copied (${(result.bytes / 1024 / 1024).toFixed(1)} MB), ${result.skipped} already there`);
  return result;
}
