import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import SQLite from 'better-sqlite3';
import tar from 'tar-stream';
import type { Config } from '../config.ts';
import { openStorage } from '../storage/open.ts';
import type { Storage } from '../storage/storage.ts';
import type { Manifest, ManifestEntry } from './archive-layout.ts';
import { appVersion, dataPaths, dialectOf, ENTRY, KEY_FILES, MANIFEST_FORMAT, MANIFEST_VERSION, OpsError, sqliteFile } from './archive-layout.ts';
import { pgDump, requireTool } from './postgres-tools.ts';
import { addDirectory, addEntry, openedOrNull, walkTree } from './tar-entries.ts';

export interface BackupOptions {
  config: Config;
  /** The storage driver holding the stored files (the server's own). */
  storage: Storage;
  /** Where the archive goes; refused when something is there already. */
  file: string;
  log?: (line: string) => void;
}

/** A consistent copy of the database in a temporary file: SQLite's online backup, or pg_dump. */
async function dumpDatabase(config: Config, workDir: string): Promise<{ name: string; file: string }> {
  if (dialectOf(config) === 'postgres') {
    const file = path.join(workDir, 'postgres.dump');
    await pgDump(config.DATABASE_URL!, file);
    return { name: ENTRY.postgres, file };
  }
  const source = sqliteFile(config);
  if (!fs.existsSync(source)) throw new OpsError(`no SQLite database at ${source}`);
  const file = path.join(workDir, 'prancheta.sqlite');
  const db = new SQLite(source, { fileMustExist: true });
  try {
    // Copies page by page while the server keeps writing; the copy is one consistent state.
    await db.backup(file);
  } finally {
    db.close();
  }
  return { name: ENTRY.sqlite, file };
}

async function addFile(pack: tar.Pack, name: string, file: string): Promise<ManifestEntry> {
  const st = await fsp.stat(file);
  return addEntry(pack, name, st.size, fs.createReadStream(file), st.mtime);
}

/** Stored files not archived yet, through the storage driver; a file deleted since it was listed is skipped. */
async function addStoredFiles(pack: tar.Pack, storage: Storage, done: Set<string>, entries: ManifestEntry[]): Promise<void> {
  for (const { key } of await storage.entries()) {
    if (key.endsWith('.tmp') || done.has(key)) continue;
    const st = await storage.stat(key);
    const source = st ? await openedOrNull(storage.stream(key)) : null;
    if (!st || !source) continue;
    entries.push(await addEntry(pack, `${ENTRY.filesPrefix}${key}`, st.size, source, st.mtime));
    done.add(key);
  }
}

/**
 * Writes one gzipped tar: the key files, every stored file, the media library, the database
 * (SQLite online backup or pg_dump) and, last, manifest.json with the size and SHA-256 of each
 * entry. Everything streams; the archive appears under its name only once complete (mode 0600).
 *
 * Stored files are immutable and written before the row that names them, and removed after
 * it: they are archived once before the database snapshot and once more after it (the ones
 * that appeared meanwhile), so every row of the snapshot finds its files in the archive unless
 * a file was both created and deleted while the backup ran.
 */
export async function createBackup(options: BackupOptions): Promise<Manifest> {
  const { config, storage } = options;
  const log = options.log ?? (() => undefined);
  const target = path.resolve(options.file);
  if (fs.existsSync(target)) throw new OpsError(`${target} already exists: choose a new file name`);
  const dialect = dialectOf(config);
  if (dialect === 'postgres') requireTool('pg_dump');

  const partial = `${target}.partial`;
  const workDir = await fsp.mkdtemp(path.join(path.dirname(target), '.prancheta-backup-'));
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
  // Should the output fail (disk full), stop feeding the pack.
  written.catch(() => pack.destroy());
  const entries: ManifestEntry[] = [];
  const directories: string[] = [];
  try {
    for (const [name, relative] of Object.entries(KEY_FILES)) {
      const file = path.join(config.dataDir, relative);
      if (fs.existsSync(file)) entries.push(await addFile(pack, `${ENTRY.keysPrefix}${name}`, file));
    }
    const done = new Set<string>();
    await addStoredFiles(pack, storage, done, entries);
    log(`stored files: ${done.size}`);

    if (config.STORAGE_URL) {
      // The library lies in the bucket (library/): its objects, folder markers included.
      const libraryStorage = openStorage(config, 'library');
      let count = 0;
      for (const { key } of await libraryStorage.entries()) {
        const st = await libraryStorage.stat(key);
        const source = st ? await openedOrNull(libraryStorage.stream(key)) : null;
        if (st && source) entries.push(await addEntry(pack, `${ENTRY.libraryPrefix}${key}`, st.size, source, st.mtime));
        count += 1;
      }
      log(`library files: ${count}`);
    } else {
      const library = await walkTree(dataPaths(config).library);
      for (const dir of library.dirs) {
        addDirectory(pack, `${ENTRY.libraryPrefix}${dir}`);
        directories.push(dir);
      }
      for (const rel of library.files) {
        const file = path.join(dataPaths(config).library, rel);
        const st = await fsp.stat(file).catch(() => null);
        const source = st ? await openedOrNull(fs.createReadStream(file)) : null;
        if (st && source) entries.push(await addEntry(pack, `${ENTRY.libraryPrefix}${rel}`, st.size, source, st.mtime));
      }
      log(`library files: ${library.files.length}`);
    }

    const dump = await dumpDatabase(config, workDir);
    entries.push(await addFile(pack, dump.name, dump.file));
    await fsp.rm(dump.file, { force: true });
    log(`database (${dialect}) copied`);

    const before = done.size;
    await addStoredFiles(pack, storage, done, entries);
    if (done.size > before) log(`stored files added during the backup: ${done.size - before}`);

    const manifest: Manifest = { format: MANIFEST_FORMAT, formatVersion: MANIFEST_VERSION, appVersion: appVersion(), dialect, createdAt: new Date().toISOString(), directories, entries };
    const body = Buffer.from(JSON.stringify(manifest, null, 2));
    await addEntry(pack, ENTRY.manifest, body.length, Readable.from([body]));
    pack.finalize();
    await written;
    await fsp.rename(partial, target);
    return manifest;
  } catch (err) {
    pack.destroy();
    await written.catch(() => undefined);
    await fsp.rm(partial, { force: true });
    throw err;
  } finally {
    await fsp.rm(workDir, { recursive: true, force: true });
  }
}
