import fsp from 'node:fs/promises';
import sharp from 'sharp';
import { LIMITS } from '@prancheta/shared';

/** Width and height of an image. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The dimensions a BMP declares, read from its 26-byte header (sharp does not read BMP). Handles
 * the old 12-byte core header (16-bit sides) and the usual 40+ byte ones (32-bit, height signed).
 */
function bmpSize(head: Buffer): PixelSize | null {
  if (head.length < 26 || head.toString('latin1', 0, 2) !== 'BM') return null;
  const headerSize = head.readUInt32LE(14);
  if (headerSize === 12) return { width: head.readUInt16LE(18), height: head.readUInt16LE(20) };
  return { width: Math.abs(head.readInt32LE(18)), height: Math.abs(head.readInt32LE(22)) };
}

/**
 * The dimensions an image file declares, read from its header only (no pixel is decoded, so the
 * answer is quick and takes little memory whatever the picture's size). Null when unreadable.
 */
export async function imagePixelSize(filePath: string): Promise<PixelSize | null> {
  const handle = await fsp.open(filePath, 'r');
  let head: Buffer;
  try {
    head = Buffer.alloc(26);
    const { bytesRead } = await handle.read(head, 0, 26, 0);
    head = head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.toString('latin1', 0, 2) === 'BM') return bmpSize(head);
  try {
    const meta = await sharp(filePath).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

/** True when a picture of this size may be accepted (LIMITS.upload.imageMaxPixels). */
export function withinPixelLimit(size: PixelSize): boolean {
  return size.width > 0 && size.height > 0 && size.width * size.height <= LIMITS.upload.imageMaxPixels;
}
