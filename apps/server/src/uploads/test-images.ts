import { deflateSync } from 'node:zlib';

/** Hand-built image files for the tests of the image bounds: tiny files declaring huge pictures. */

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The IHDR chunk of an 8-bit greyscale PNG of width x height pixels. */
export function greyIhdr(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return pngChunk('IHDR', ihdr);
}

/** A PNG of a few dozen bytes whose header declares width x height grey pixels (its data holds one row at most). */
export function pngDeclaring(width: number, height: number): Buffer {
  return Buffer.concat([PNG_SIGNATURE, greyIhdr(width, height), pngChunk('IDAT', deflateSync(Buffer.alloc(1))), pngChunk('IEND', Buffer.alloc(0))]);
}

function u16(n: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n, 0);
  return b;
}

/** A 1x1 frame at (0, 0): graphic control extension, image descriptor, LZW data of one pixel. */
const ONE_PIXEL_FRAME = Buffer.from([
  0x21, 0xf9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00,
  0x2c, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00,
  0x02, 0x02, 0x44, 0x01, 0x00,
]);

/**
 * A well-formed GIF89a whose logical screen is width x height with `frames` 1x1 frames: 43 bytes
 * for one frame, 23 more per frame. A decoder draws every frame on the whole screen, so it
 * decodes width x height x frames pixels.
 */
export function gifDeclaring(width: number, height: number, frames = 1): Buffer {
  const screen = Buffer.concat([Buffer.from('GIF89a', 'latin1'), u16(width), u16(height), Buffer.from([0x80, 0x00, 0x00])]);
  const palette = Buffer.from([0xff, 0xff, 0xff, 0x00, 0x00, 0x00]);
  return Buffer.concat([screen, palette, ...Array.from({ length: frames }, () => ONE_PIXEL_FRAME), Buffer.from([0x3b])]);
}

/** A GIF header and logical screen followed by an HTML page (a polyglot). */
export function gifHtmlPolyglot(): Buffer {
  return Buffer.concat([gifDeclaring(1, 1).subarray(0, 19), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
}
