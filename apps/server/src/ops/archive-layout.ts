import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Dialect } from '../db/index.ts';
import { SERVER_ROOT } from '../server-root.ts';

/** What every backup archive (a gzipped tar) holds, by entry name. */
export const ENTRY = {
  /** Last entry: what the archive holds, with sizes and SHA-256 of every file entry. */
  manifest: 'manifest.json',
  sqlite: 'database/prancheta.sqlite',
  /** pg_dump in its custom format (pg_restore reads it). */
  postgres: 'database/postgres.dump',
  /** Stored files by storage key: `files/<key>`. */
  filesPrefix: 'files/',
  /** The media library folders (DATA_DIR/library): `library/<path>`. */
  libraryPrefix: 'library/',
  /** The key files, by name under `keys/`. */
  keysPrefix: 'keys/',
} as const;

export const MANIFEST_FORMAT = 'prancheta-backup';
export const MANIFEST_VERSION = 1;

export interface ManifestEntry {
  name: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  formatVersion: number;
  appVersion: string;
  dialect: Dialect;
  createdAt: string;
  /** Folders of the library (kept even when empty), without a trailing slash. */
  directories: string[];
  entries: ManifestEntry[];
}

/** The key files of a data directory: archive name -> path under DATA_DIR. */
export const KEY_FILES: Readonly<Record<string, string>> = {
  'secrets.key': 'secrets.key',
  'share-link.key': path.join('secrets', 'share-link.key'),
};

/** The server's version (apps/server/package.json). */
export function appVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

export function dialectOf(config: Pick<Config, 'DATABASE_URL'>): Dialect {
  return config.DATABASE_URL && /^postgres(ql)?:\/\//.test(config.DATABASE_URL) ? 'postgres' : 'sqlite';
}

/** The SQLite file the server opens (as db/index.ts does): DATABASE_URL's file, else DATA_DIR/prancheta.sqlite. */
export function sqliteFile(config: Pick<Config, 'DATABASE_URL' | 'dataDir'>): string {
  return path.resolve(config.DATABASE_URL ? config.DATABASE_URL.replace(/^sqlite:(\/\/)?/, '') : path.join(config.dataDir, 'prancheta.sqlite'));
}

/** Where stored files live on local disk, and the media library root. */
export function dataPaths(config: Pick<Config, 'dataDir'>): { files: string; library: string } {
  return { files: path.join(config.dataDir, 'files'), library: path.join(config.dataDir, 'library') };
}

/** A refusal or failure the command line reports as one clear line (exit code 1). */
export class OpsError extends Error {}
