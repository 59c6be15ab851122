import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkKey } from './keys.ts';
import type { Storage } from './storage.ts';

/** Resolves a client- or code-supplied relative path under root; null when it escapes root. */
export function resolveInside(root: string, relative: string): string | null {
  if (relative.includes('\0')) return null;
  const base = path.resolve(root);
  const full = path.resolve(base, relative.replace(/^\/+/, ''));
  if (full !== base && !full.startsWith(base + path.sep)) return null;
  return full;
}

/** Local-disk storage under a root folder. Writes are atomic: temp file, then rename. */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {
    fs.mkdirSync(root, { recursive: true });
  }

  private file(key: string, options: { prefix?: boolean } = {}): string {
    const full = resolveInside(this.root, checkKey(key, options));
    if (!full || full === path.resolve(this.root)) throw new Error(`invalid storage key: ${key}`);
    return full;
  }

  async put(key: string, data: Buffer | Readable): Promise<{ size: number }> {
    const target = this.file(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      if (Buffer.isBuffer(data)) await fsp.writeFile(tmp, data);
      else await pipeline(data, fs.createWriteStream(tmp));
      await fsp.rename(tmp, target);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
    const st = await fsp.stat(target);
    return { size: st.size };
  }

  async get(key: string): Promise<Buffer> {
    return fsp.readFile(this.file(key));
  }

  stream(key: string, range?: { start: number; end: number }): Readable {
    return fs.createReadStream(this.file(key), range);
  }

  async stat(key: string): Promise<{ size: number; mtime: Date } | null> {
    try {
      const st = await fsp.stat(this.file(key));
      return st.isFile() ? { size: st.size, mtime: st.mtime } : null;
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await fsp.rm(this.file(prefix, { prefix: true }), { recursive: true, force: true });
  }

  async list(prefix: string): Promise<string[]> {
    const dir = this.file(prefix, { prefix: true });
    const out: string[] = [];
    const walk = async (d: string): Promise<void> => {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(d, { withFileTypes: true });
      } catch {
        return;
      }
      for (const e of entries) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) await walk(p);
        else if (!e.name.endsWith('.tmp')) out.push(path.relative(this.root, p).split(path.sep).join('/'));
      }
    };
    await walk(dir);
    return out.sort();
  }

  async entries(): Promise<{ key: string; mtime: Date }[]> {
    const out: { key: string; mtime: Date }[] = [];
    const walk = async (d: string): Promise<void> => {
      for (const e of await fsp.readdir(d, { withFileTypes: true }).catch(() => [] as fs.Dirent[])) {
        const p = path.join(d, e.name);
        if (e.isDirectory()) await walk(p);
        else if (e.isFile()) {
          const st = await fsp.stat(p).catch(() => null);
          if (st) out.push({ key: path.relative(this.root, p).split(path.sep).join('/'), mtime: st.mtime });
        }
      }
    };
    await walk(this.root);
    return out;
  }

  async copy(from: string, to: string): Promise<void> {
    const target = this.file(to);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await fsp.copyFile(this.file(from), target);
  }
}

/** Wraps a Buffer as a stream, for callers that have bytes in memory. */
export function bufferStream(buf: Buffer): Readable {
  return Readable.from(buf);
}
