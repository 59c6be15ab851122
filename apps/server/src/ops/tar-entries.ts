import { createHash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Pack } from 'tar-stream';
import type { ManifestEntry } from './archive-layout.ts';

/** A pass-through that hashes and counts what flows by. */
export function hashing(): Transform & { result(): { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(tap, { result: () => ({ size, sha256: hash.digest('hex') }) });
}

/** Streams `source` (exactly `size` bytes) into the archive as one file entry; answers its manifest line. */
export async function addEntry(pack: Pack, name: string, size: number, source: Readable, mtime = new Date()): Promise<ManifestEntry> {
  const tap = hashing();
  let entry!: ReturnType<Pack['entry']>;
  const finished = new Promise<void>((resolve, reject) => {
    entry = pack.entry({ name, size, mtime, mode: 0o600 }, (err) => (err ? reject(err) : resolve()));
  });
  // The pack's entry is a streamx Writable, which Node's pipeline drives like its own.
  await Promise.all([pipeline(source, tap, entry as unknown as NodeJS.WritableStream), finished]);
  return { name, ...tap.result() };
}

/** A folder entry (the library keeps empty folders an admin created). */
export function addDirectory(pack: Pack, name: string): void {
  pack.entry({ name: `${name}/`, type: 'directory', mode: 0o700 });
}

/**
 * A stream that has delivered its first bytes (or its end), so a source that fails to open (a
 * file deleted since it was listed) fails here, before its archive entry is started. Null then.
 */
export async function openedOrNull(source: Readable): Promise<Readable | null> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let first: IteratorResult<Buffer>;
  try {
    first = await iterator.next();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as { name?: string }).name === 'NoSuchKey') return null;
    throw err;
  }
  return Readable.from(
    (async function* () {
      if (first.done) return;
      yield first.value;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    })(),
    { objectMode: false },
  );
}

/** Every file and folder under root (relative, '/'-separated), skipping interrupted writes (*.tmp). */
export async function walkTree(root: string): Promise<{ files: string[]; dirs: string[] }> {
  const files: string[] = [];
  const dirs: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries: Dirent[];
    try {
      entries = await fsp.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      const rel = path.relative(root, full).split(path.sep).join('/');
      if (e.isDirectory()) {
        dirs.push(rel);
        await walk(full);
      } else if (e.isFile() && !e.name.endsWith('.tmp')) files.push(rel);
    }
  };
  await walk(root);
  return { files: files.sort(), dirs: dirs.sort() };
}
