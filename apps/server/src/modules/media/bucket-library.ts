import fs from 'node:fs';
import path from 'node:path';
import { checkKey } from '../../storage/keys.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Library, LibraryItem } from './library.ts';
import { joinPath } from './library.ts';

/** The empty object that keeps an empty folder in a bucket (objects have no folders of their own). */
const FOLDER_MARKER = '.folder';

/**
 * A library in object storage (STORAGE_URL set): each image one object under the library's area,
 * keyed by its path; a folder exists while an object lies under it, an empty one through a
 * `.folder` marker object. Same answers as the local library; client paths are checked as
 * storage keys (no `..`, no absolute path) before anything is read.
 */
export function bucketLibrary(storage: Storage, extensions: readonly string[]): Library {
  const isImage = (name: string) => extensions.includes(path.extname(name).slice(1).toLowerCase());
  const visible = (name: string) => !name.startsWith('.') && !name.endsWith('.tmp');
  const byName = (a: LibraryItem, b: LibraryItem) => (a.type === b.type ? a.name.localeCompare(b.name, 'pt-BR') : a.type === 'dir' ? -1 : 1);

  /** The clean relative path ('' for the root), or null when it is not a path the server accepts. */
  const clean = (relative: string): string | null => {
    const c = relative.replace(/^\/+|\/+$/g, '');
    if (c === '') return '';
    try {
      return checkKey(c);
    } catch {
      return null;
    }
  };
  /** Every key under a folder ('' for the whole library). */
  const under = async (dir: string): Promise<string[]> => (dir === '' ? (await storage.entries()).map((e) => e.key) : storage.list(dir));
  const missing = (relative: string) => Object.assign(new Error(`no such image: ${relative}`), { code: 'ENOENT' });
  const imageKey = (relative: string): string => {
    const c = clean(relative);
    if (!c || !isImage(c)) throw missing(relative);
    return c;
  };

  const lib: Library = {
    resolve(relative) {
      const c = clean(relative);
      return c ? c : null;
    },
    async isDir(relative) {
      const c = clean(relative);
      if (c === null) return false;
      return c === '' || (await storage.list(c)).length > 0;
    },
    async list(relative) {
      const dir = clean(relative);
      if (dir === null) return [];
      const seen = new Set<string>();
      const out: LibraryItem[] = [];
      for (const key of await under(dir)) {
        const rest = dir === '' ? key : key.slice(dir.length + 1);
        const [first, ...deeper] = rest.split('/');
        if (!first || !visible(first)) continue;
        if (deeper.length > 0) {
          if (!seen.has(first)) out.push({ type: 'dir', name: first, path: joinPath(dir, first) });
          seen.add(first);
        } else if (isImage(first)) out.push({ type: 'image', name: first, path: key });
      }
      return out.sort(byName);
    },
    async search(relative, match, limit) {
      const dir = clean(relative);
      if (dir === null) return [];
      const out: LibraryItem[] = [];
      for (const key of await under(dir)) {
        const name = key.slice(key.lastIndexOf('/') + 1);
        if (key.split('/').every(visible) && isImage(name) && match(name)) out.push({ type: 'image', name, path: key });
        if (out.length >= limit) break;
      }
      return out.sort((a, b) => a.path.localeCompare(b.path, 'pt-BR'));
    },
    async count(relative) {
      return (await lib.list(relative)).filter((i) => i.type === 'image').length;
    },
    async mkdir(parent, name) {
      const full = clean(joinPath(parent, name));
      if (!full) return false;
      if ((await storage.exists(full)) || (await storage.list(full)).length > 0) return false;
      await storage.put(`${full}/${FOLDER_MARKER}`, Buffer.alloc(0));
      return true;
    },
    place(parent, name, tmpFile) {
      return lib.write(parent, name, fs.createReadStream(tmpFile));
    },
    async write(parent, name, data) {
      const full = clean(joinPath(parent, name));
      if (!full) throw new Error(`invalid library path: ${joinPath(parent, name)}`);
      await storage.put(full, data);
      return full;
    },
    async remove(relative) {
      const c = clean(relative);
      if (!c) return 'missing';
      if (isImage(c) && (await storage.exists(c))) {
        await storage.delete(c);
        // The folder it leaves empty stays, as on disk.
        const parent = c.includes('/') ? c.slice(0, c.lastIndexOf('/')) : '';
        if (parent && (await storage.list(parent)).length === 0) await storage.put(`${parent}/${FOLDER_MARKER}`, Buffer.alloc(0));
        return 'ok';
      }
      const inside = await storage.list(c);
      if (inside.length === 0) return 'missing';
      if (inside.some((k) => k !== `${c}/${FOLDER_MARKER}`)) return 'not-empty';
      await storage.delete(`${c}/${FOLDER_MARKER}`);
      return 'ok';
    },
    async stat(relative) {
      const c = clean(relative);
      if (!c || !isImage(c)) return null;
      return storage.stat(c);
    },
    read(relative) {
      return storage.get(imageKey(relative));
    },
    stream(relative) {
      return storage.stream(imageKey(relative));
    },
  };
  return lib;
}
