import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Config } from '../config.ts';
import { resolveInside } from '../storage/local.ts';
import { openStorage } from '../storage/open.ts';
import type { Storage } from '../storage/storage.ts';
import type { Manifest } from './archive-layout.ts';
import { dataPaths, dialectOf, ENTRY, KEY_FILES, MANIFEST_FORMAT, OpsError, sqliteFile } from './archive-layout.ts';
import { pgRestore, requireTool } from './postgres-tools.ts';
import { assertEmptyTarget } from './restore-target.ts';
import { hashing } from './tar-entries.ts';

export interface RestoreOptions {
  config: Config;
  /** Opens the storage driver the stored files go to (called once the target is known empty). */
  openStorage: () => Storage;
  file: string;
  log?: (line: string) => void;
}

/** One archive entry: its header and its bytes as a Node stream. */
interface Entry {
  header: tar.Header;
  stream: Readable;
}

/** Calls `each` on every entry of a gzipped tar, in order, streaming. */
async function forEachEntry(file: string, each: (entry: Entry) => Promise<void>): Promise<void> {
  const extract = tar.extract();
  const gunzip = createGunzip();
  const input = fs.createReadStream(file);
  input.on('error', (err) => extract.destroy(err));
  gunzip.on('error', (err) => extract.destroy(new OpsError(`${file} is not a readable backup archive (${err.message})`)));
  input.pipe(gunzip).pipe(extract);
  let inEach = false;
  try {
    for await (const source of extract) {
      inEach = true;
      await each({ header: source.header, stream: Readable.from(source) });
      inEach = false;
    }
  } catch (err) {
    // A fault of the archive itself (corrupt tar or gzip) is reported as such; the entry's own
    // work (writing a file, pg_restore) reports its own error.
    if (err instanceof OpsError || inEach) throw err;
    throw new OpsError(`${file} is not a readable backup archive (${(err as Error).message})`);
  }
}

/** Reads a stream to its end, discarding the bytes. */
async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream);
}

/** A relative archive path that stays relative: no absolute path, no '..', no NUL. */
function safeRelative(name: string): string {
  const clean = name.replace(/\/+$/, '');
  if (!clean || clean.startsWith('/') || clean.includes('\0') || clean.split('/').some((p) => p === '..' || p === '')) throw new OpsError(`the archive holds an unsafe entry name: ${JSON.stringify(name)}`);
  return clean;
}

/** First pass: every entry matches the manifest (size and SHA-256) and nothing is missing or extra. */
async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  await forEachEntry(file, async (entry) => {
    if (entry.header.type === 'directory') return drain(entry.stream);
    if (entry.header.name === ENTRY.manifest) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry.stream) chunks.push(chunk as Buffer);
      manifestText = Buffer.concat(chunks).toString('utf8');
      return;
    }
    const tap = hashing();
    await pipeline(entry.stream, tap, async (hashed: AsyncIterable<Buffer>) => {
      for await (const _chunk of hashed);
    });
    seen.set(entry.header.name, tap.result());
  });
  if (manifestText === null) throw new OpsError(`${file} has no manifest.json: not a complete Prancheta backup`);
  const manifest = JSON.parse(manifestText) as Manifest;
  if (manifest.format !== MANIFEST_FORMAT) throw new OpsError(`${file} is not a Prancheta backup`);
  for (const e of manifest.entries) {
    const got = seen.get(e.name);
    if (!got) throw new OpsError(`the archive is damaged: ${e.name} is missing`);
    if (got.size !== e.size || got.sha256 !== e.sha256) throw new OpsError(`the archive is damaged: ${e.name} does not match its checksum`);
    seen.delete(e.name);
  }
  if (seen.size > 0) throw new OpsError(`the archive is damaged: ${[...seen.keys()][0]} is not in its manifest`);
  return manifest;
}

async function writeFileFrom(entry: Readable, file: string, mode = 0o644): Promise<void> {
  await fsp.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await pipeline(entry, fs.createWriteStream(file, { flags: 'wx', mode }));
}

/**
 * Restores an archive of createBackup into an empty target: DATA_DIR (key files, stored files
 * through the storage driver, media library) and an empty database (the SQLite file, or
 * pg_restore into an empty PostgreSQL database). The archive is verified against its manifest
 * before anything is written; a non-empty target is refused untouched.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { config } = options;
  const log = options.log ?? (() => undefined);
  const file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new OpsError(`${file} does not exist`);
  const dialect = dialectOf(config);
  if (dialect === 'postgres') requireTool('pg_restore');
  await assertEmptyTarget(config);
  const manifest = await verifyArchive(file);
  if (manifest.dialect !== dialect) {
    throw new OpsError(`the archive holds a ${manifest.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'} database but DATABASE_URL names ${dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}: restore into the same kind of database`);
  }
  log(`archive verified: ${manifest.entries.length} entries, made ${manifest.createdAt} by version ${manifest.appVersion}`);

  await fsp.mkdir(config.dataDir, { recursive: true });
  const storage = options.openStorage();
  // A bucket is not part of DATA_DIR: its prefix must be empty too.
  const present = await storage.entries();
  if (present.length > 0) throw new OpsError(`the storage already holds ${present.length} files (e.g. ${present[0]!.key}): restore only into an empty bucket prefix`);
  const library = dataPaths(config).library;
  const libraryStorage = config.STORAGE_URL ? openStorage(config, 'library') : null;
  if (libraryStorage && (await libraryStorage.entries()).length > 0) throw new OpsError('the bucket already holds a library (library/): restore only into an empty bucket prefix');
  let files = 0;
  await forEachEntry(file, async (entry) => {
    const name = entry.header.name;
    if (name === ENTRY.manifest) return drain(entry.stream);
    if (name.startsWith(ENTRY.libraryPrefix) && libraryStorage) {
      const relative = safeRelative(name.slice(ENTRY.libraryPrefix.length).replace(/\/+$/, ''));
      // A folder of a disk library becomes the marker that keeps it in the bucket.
      if (entry.header.type === 'directory') {
        await drain(entry.stream);
        return libraryStorage.put(`${relative}/.folder`, Buffer.alloc(0)).then(() => undefined);
      }
      await libraryStorage.put(relative, entry.stream);
      return;
    }
    if (name.startsWith(ENTRY.libraryPrefix)) {
      const target = resolveInside(library, safeRelative(name.slice(ENTRY.libraryPrefix.length)));
      if (!target) throw new OpsError(`the archive holds an unsafe entry name: ${JSON.stringify(name)}`);
      if (entry.header.type === 'directory') {
        await fsp.mkdir(target, { recursive: true });
        return drain(entry.stream);
      }
      return writeFileFrom(entry.stream, target);
    }
    if (name.startsWith(ENTRY.filesPrefix)) {
      await storage.put(safeRelative(name.slice(ENTRY.filesPrefix.length)), entry.stream);
      files += 1;
      return;
    }
    if (name.startsWith(ENTRY.keysPrefix)) {
      const relative = KEY_FILES[name.slice(ENTRY.keysPrefix.length)];
      if (!relative) throw new OpsError(`the archive holds an unknown key file: ${name}`);
      return writeFileFrom(entry.stream, path.join(config.dataDir, relative), 0o600);
    }
    if (name === ENTRY.sqlite) return writeFileFrom(entry.stream, sqliteFile(config), 0o600);
    if (name === ENTRY.postgres) return pgRestore(config.DATABASE_URL!, entry.stream);
    throw new OpsError(`the archive holds an unknown entry: ${name}`);
  });
  log(`restored: database (${dialect}), ${files} stored files, the library and the keys into ${config.dataDir}`);
  return manifest;
}
