import { gunzipSync, gzipSync, strFromU8, strToU8 } from 'fflate';
import type { DraftEnvelope } from './document.ts';
import { parseDraft } from './migrate.ts';

/** Largest uncompressed draft accepted (guards against gzip bombs). */
export const MAX_DRAFT_JSON_BYTES = 8 * 1024 * 1024;

/** The gzip magic bytes. */
function isGzip(bytes: Uint8Array): boolean {
  return bytes.length > 18 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}

/** Serialises and gzips a draft (the seed's "compressed JSON" blob); works in browsers and Node. */
export function compressDraft(draft: DraftEnvelope): Uint8Array {
  return gzipSync(strToU8(JSON.stringify(draft)), { level: 9, mtime: 0 });
}

/**
 * The JSON text inside a draft blob. Accepts gzip or plain JSON (very old drafts were stored
 * uncompressed); throws when the blob is neither or would inflate beyond MAX_DRAFT_JSON_BYTES.
 */
export function draftText(blob: Uint8Array | ArrayBuffer): string {
  const bytes = blob instanceof Uint8Array ? blob : new Uint8Array(blob);
  if (isGzip(bytes)) {
    const n = bytes.length;
    // ISIZE: uncompressed length mod 2^32 in the last four bytes (little endian).
    const declared = (bytes[n - 4]! | (bytes[n - 3]! << 8) | (bytes[n - 2]! << 16) | (bytes[n - 1]! << 24)) >>> 0;
    if (declared > MAX_DRAFT_JSON_BYTES) throw new Error('draft too large');
    const out = gunzipSync(bytes, { out: new Uint8Array(declared) });
    return strFromU8(out);
  }
  if (bytes.length > MAX_DRAFT_JSON_BYTES) throw new Error('draft too large');
  const text = strFromU8(bytes);
  if (!/^\s*[{[]/.test(text)) throw new Error('not a draft');
  return text;
}

/** Inflates, parses, validates and migrates a draft blob to the current scene version. */
export function decompressDraft(blob: Uint8Array | ArrayBuffer): DraftEnvelope {
  return parseDraft(draftText(blob));
}
