import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ROOT } from '../../server-root.ts';
import { resolveInside } from '../../storage/local.ts';

/** Root folder of the generated artwork served by GET /api/elements. */
export const ELEMENTS_ROOT = path.join(SERVER_ROOT, 'assets/elements');

/** Content types of the artwork we serve, by extension. Anything else is refused. */
export const ELEMENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** A file found under the elements root, ready to stream. */
export interface ElementFile {
  full: string;
  size: number;
  contentType: string;
  etag: string;
}

/**
 * Resolves a client-supplied element path safely: only relative forward-slash paths of plain
 * segments with a known image extension, inside the root, that are regular files (no symlink escape).
 */
export async function findElement(rel: string, root = ELEMENTS_ROOT): Promise<ElementFile | null> {
  if (!rel || rel.includes('\0') || rel.includes('\\') || rel.includes('%') || rel.startsWith('/') || /^[a-z]:/i.test(rel)) return null;
  const segments = rel.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null;
  const contentType = ELEMENT_TYPES[path.extname(rel).toLowerCase()];
  if (!contentType) return null;
  const full = resolveInside(root, rel);
  if (!full) return null;
  try {
    const real = await fsp.realpath(full);
    const realRoot = await fsp.realpath(root);
    if (!real.startsWith(realRoot + path.sep)) return null;
    const st = await fsp.stat(real);
    if (!st.isFile()) return null;
    const etag = `"${createHash('sha1').update(`${rel}:${st.size}:${st.mtimeMs}`).digest('hex').slice(0, 20)}"`;
    return { full: real, size: st.size, contentType, etag };
  } catch {
    return null;
  }
}

/** Opens a found element for streaming. */
export function streamElement(file: ElementFile): fs.ReadStream {
  return fs.createReadStream(file.full);
}
