/** What a GIF declares, read from its block structure without decoding a pixel. */
export interface GifStructure {
  /** The canvas a decoder draws on: the logical screen, grown to hold every frame. */
  width: number;
  height: number;
  /** Number of image descriptors (frames). */
  frames: number;
}

const SIGNATURES = new Set(['GIF87a', 'GIF89a']);
const EXTENSION = 0x21;
const IMAGE = 0x2c;
const TRAILER = 0x3b;
/** Largest LZW minimum code size a decoder accepts (codes are at most 12 bits). */
const LZW_MAX_MIN_CODE_SIZE = 11;

/** Bytes of the colour table a packed field announces (3 bytes per entry, 2..256 entries). */
function colourTableBytes(packed: number): number {
  return packed & 0x80 ? 3 * (2 << (packed & 0x07)) : 0;
}

/** Position after a chain of data sub-blocks starting at `from` (ended by a zero-length block), or -1 when cut short. */
function afterSubBlocks(bytes: Buffer, from: number): number {
  let p = from;
  while (p < bytes.length) {
    const length = bytes[p]!;
    if (length === 0) return p + 1;
    p += 1 + length;
  }
  return -1;
}

/** True when every byte from `from` on is zero (padding some encoders leave after the trailer). */
function onlyPadding(bytes: Buffer, from: number): boolean {
  for (let p = from; p < bytes.length; p++) if (bytes[p] !== 0) return false;
  return true;
}

/**
 * Walks a GIF block by block: the header and logical screen, then every extension and image
 * descriptor (colour tables and LZW data skipped by their declared lengths) up to the trailer.
 * Answers the canvas size and frame count, or null when the bytes are not one complete,
 * well-formed GIF: a bad signature, an unknown block (a GIF header followed by HTML), a block cut
 * short, no frame, no trailer, or data after the trailer. Takes no memory beyond the bytes given.
 */
export function gifStructure(bytes: Buffer): GifStructure | null {
  if (bytes.length < 13 || !SIGNATURES.has(bytes.toString('latin1', 0, 6))) return null;
  let width = bytes.readUInt16LE(6);
  let height = bytes.readUInt16LE(8);
  let frames = 0;
  let p = 13 + colourTableBytes(bytes[10]!);
  while (p >= 0 && p < bytes.length) {
    const block = bytes[p]!;
    if (block === TRAILER) return frames > 0 && onlyPadding(bytes, p + 1) ? { width, height, frames } : null;
    if (block === EXTENSION) {
      p = p + 2 <= bytes.length ? afterSubBlocks(bytes, p + 2) : -1;
    } else if (block === IMAGE) {
      if (p + 10 > bytes.length) return null;
      width = Math.max(width, bytes.readUInt16LE(p + 1) + bytes.readUInt16LE(p + 5));
      height = Math.max(height, bytes.readUInt16LE(p + 3) + bytes.readUInt16LE(p + 7));
      p += 10 + colourTableBytes(bytes[p + 9]!);
      const minCodeSize = bytes[p];
      if (minCodeSize === undefined || minCodeSize < 1 || minCodeSize > LZW_MAX_MIN_CODE_SIZE) return null;
      p = afterSubBlocks(bytes, p + 1);
      frames += 1;
    } else {
      return null;
    }
  }
  return null;
}
