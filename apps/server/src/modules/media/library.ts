import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Dirent } from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { resolveInside } from '../../storage/local.ts';

/** One folder or file of a library, with its path relative to the library root ('/'-separated). */
export interface LibraryItem {
  type: 'dir' | 'image';
  name: string;
  path: string;
}

/**
 * A folder tree of images on disk (the gif library, the admin's general files, one coach's gifs).
 * Unlike Storage it has folders of its own (an admin creates empty ones). Every client path is
 * resolved under the fixed root; a path that escapes it is refused (null / false), never followed.
 */
export interface Library {
  /**
   * Where a relative path lives (the absolute file on disk, the key in a bucket), or null when it
   * escapes the root or names the root.
   */
  resolve(relative: string): string | null;
  /** True when the relative path is an existing folder ('' is the root). */
  isDir(relative: string): Promise<boolean>;
  /** Folders and images directly under a folder, folders first, then by name. */
  list(relative: string): Promise<LibraryItem[]>;
  /** Images anywhere under a folder whose name passes `match`, by name. */
  search(relative: string, match: (name: string) => boolean, limit: number): Promise<LibraryItem[]>;
  /** Number of images directly under a folder. */
  count(relative: string): Promise<number>;
  /** Creates a folder; false when a file or folder of that name exists. */
  mkdir(parent: string, name: string): Promise<boolean>;
  /** Moves a temporary file to parent/name atomically (replacing a file of that name); answers its path. */
  place(parent: string, name: string, tmpFile: string): Promise<string>;
  /** Writes bytes to parent/name (replacing a file of that name); answers its path. */
  write(parent: string, name: string, data: Buffer | Readable): Promise<string>;
  /** The bytes of an image. */
  read(relative: string): Promise<Buffer>;
  /** The bytes of an image as a stream. */
  stream(relative: string): Readable;
  /** Deletes one image, or an empty folder; 'not-empty' for a folder with content. */
  remove(relative: string): Promise<'ok' | 'missing' | 'not-empty'>;
  /** Size and modification time of an image, or null. */
  stat(relative: string): Promise<{ size: number; mtime: Date } | null>;
}

/** Joins a library path and a name ('' + 'a' = 'a'). */
export function joinPath(parent: string, name: string): string {
  const p = parent.replace(/^\/+|\/+$/g, '');
  return p ? `${p}/${name}` : name;
}

/** Local-disk library under root; `extensions` are the image types it lists (lower case, no dot). */
export function localLibrary(root: string, extensions: readonly string[]): Library {
  const base = path.resolve(root);
  const isImage = (name: string) => extensions.includes(path.extname(name).slice(1).toLowerCase());
  const visible = (name: string) => !name.startsWith('.') && !name.endsWith('.tmp');
  const rel = (full: string) => path.relative(base, full).split(path.sep).join('/');

  const resolveDir = (relative: string): string | null => {
    const clean = relative.replace(/^\/+|\/+$/g, '');
    if (clean === '') return base;
    return resolveInside(base, clean);
  };

  const entries = async (dir: string): Promise<Dirent[]> => {
    try {
      return (await fsp.readdir(dir, { withFileTypes: true })).filter((e) => visible(e.name));
    } catch {
      return [];
    }
  };

  const byName = (a: LibraryItem, b: LibraryItem) => (a.type === b.type ? a.name.localeCompare(b.name, 'pt-BR') : a.type === 'dir' ? -1 : 1);

  return {
    resolve(relative) {
      const full = resolveDir(relative);
      return full && full !== base ? full : null;
    },
    async isDir(relative) {
      const full = resolveDir(relative);
      if (!full) return false;
      if (full === base) return true;
      const st = await fsp.stat(full).catch(() => null);
      return Boolean(st?.isDirectory());
    },
    async list(relative) {
      const dir = resolveDir(relative);
      if (!dir) return [];
      const out: LibraryItem[] = [];
      for (const e of await entries(dir)) {
        const full = path.join(dir, e.name);
        if (e.isDirectory()) out.push({ type: 'dir', name: e.name, path: rel(full) });
        else if (e.isFile() && isImage(e.name)) out.push({ type: 'image', name: e.name, path: rel(full) });
      }
      return out.sort(byName);
    },
    async search(relative, match, limit) {
      const dir = resolveDir(relative);
      if (!dir) return [];
      const out: LibraryItem[] = [];
      const walk = async (d: string): Promise<void> => {
        for (const e of await entries(d)) {
          if (out.length >= limit) return;
          const full = path.join(d, e.name);
          if (e.isDirectory()) await walk(full);
          else if (e.isFile() && isImage(e.name) && match(e.name)) out.push({ type: 'image', name: e.name, path: rel(full) });
        }
      };
      await walk(dir);
      return out.sort((a, b) => a.path.localeCompare(b.path, 'pt-BR'));
    },
    async count(relative) {
      const dir = resolveDir(relative);
      if (!dir) return 0;
      return (await entries(dir)).filter((e) => e.isFile() && isImage(e.name)).length;
    },
    async mkdir(parent, name) {
      const full = resolveDir(joinPath(parent, name));
      if (!full || full === base) return false;
      await fsp.mkdir(path.dirname(full), { recursive: true });
      try {
        await fsp.mkdir(full);
        return true;
      } catch (err) {
        if ((err as { code?: string }).code === 'EEXIST') return false;
        throw err;
      }
    },
    place(parent, name, tmpFile) {
      return this.write(parent, name, fs.createReadStream(tmpFile));
    },
    async write(parent, name, data) {
      const full = resolveDir(joinPath(parent, name));
      if (!full || full === base) throw new Error(`invalid library path: ${joinPath(parent, name)}`);
      await fsp.mkdir(path.dirname(full), { recursive: true });
      // Write next to the target, then rename: a reader never sees a half-written image.
      const tmp = `${full}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (Buffer.isBuffer(data)) await fsp.writeFile(tmp, data);
        else await pipeline(data, fs.createWriteStream(tmp));
        await fsp.rename(tmp, full);
      } catch (err) {
        await fsp.rm(tmp, { force: true });
        throw err;
      }
      return rel(full);
    },
    async remove(relative) {
      const full = resolveDir(relative);
      if (!full || full === base) return 'missing';
      const st = await fsp.lstat(full).catch(() => null);
      if (!st) return 'missing';
      if (st.isDirectory()) {
        if ((await fsp.readdir(full)).length > 0) return 'not-empty';
        await fsp.rmdir(full);
        return 'ok';
      }
      if (!st.isFile() || !isImage(full)) return 'missing';
      await fsp.rm(full, { force: true });
      return 'ok';
    },
    async stat(relative) {
      const full = resolveDir(relative);
      if (!full || full === base || !isImage(full)) return null;
      const st = await fsp.stat(full).catch(() => null);
      return st?.isFile() ? { size: st.size, mtime: st.mtime } : null;
    },
    async read(relative) {
      const full = resolveDir(relative);
      if (!full || full === base) throw Object.assign(new Error(`no such image: ${relative}`), { code: 'ENOENT' });
      return fsp.readFile(full);
    },
    stream(relative) {
      const full = resolveDir(relative);
      if (!full || full === base) throw Object.assign(new Error(`no such image: ${relative}`), { code: 'ENOENT' });
      return fs.createReadStream(full);
    },
  };
}
