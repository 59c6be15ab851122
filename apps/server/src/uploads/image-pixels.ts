import fsp from 'node:fs/promises';
import sharp from 'sharp';
import type { Sharp, SharpOptions } from 'sharp';
import { LIMITS } from '@prancheta/shared';
import { HttpError } from '../http/errors.ts';
import { gifStructure } from './gif-structure.ts';

/** What an image file declares: its format, canvas size and number of frames (1 for a still). */
export interface ImageGeometry {
  format: string;
  width: number;
  height: number;
  frames: number;
}

/** Why an image is refused: an i18n key and its parameters. */
export interface ImageProblem {
  key: string;
  params?: Record<string, number>;
}

/** The key of an image that cannot be read or decoded (cut short, or only its first bytes look like one). */
export const IMAGE_INVALID = 'upload.image-invalid';

const HEAD_BYTES = 54;

/**
 * A sharp instance for an image from a user (uploaded or stored): it refuses to decode more than
 * LIMITS.image.maxPixels, all frames together. The one way the server opens such images with sharp.
 */
export function boundedSharp(input: string | Buffer, options: SharpOptions = {}): Sharp {
  return sharp(input, { ...options, limitInputPixels: LIMITS.image.maxPixels });
}

/**
 * The dimensions a BMP declares, read from its header (sharp does not read BMP). Handles the old
 * 12-byte core header (16-bit sides) and the usual 40+ byte ones (32-bit, height signed).
 */
function bmpGeometry(head: Buffer): ImageGeometry | null {
  if (head.length < 26) return null;
  if (head.readUInt32LE(14) === 12) return { format: 'bmp', width: head.readUInt16LE(18), height: head.readUInt16LE(20), frames: 1 };
  return { format: 'bmp', width: head.readInt32LE(18), height: Math.abs(head.readInt32LE(22)), frames: 1 };
}

/** False when an uncompressed BMP's pixel rows would run past the end of the file (a BMP cut short). */
function bmpComplete(head: Buffer, fileSize: number): boolean {
  if (head.length < 34 || head.readUInt32LE(14) === 12) return true;
  const compression = head.readUInt32LE(30);
  if (compression !== 0 && compression !== 3) return true;
  const stride = Math.ceil((head.readInt32LE(18) * head.readUInt16LE(28)) / 32) * 4;
  return head.readUInt32LE(10) + stride * Math.abs(head.readInt32LE(22)) <= fileSize;
}

/** The first bytes and the size of a file. */
async function headOf(filePath: string): Promise<{ head: Buffer; size: number }> {
  const handle = await fsp.open(filePath, 'r');
  try {
    const head = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(head, 0, HEAD_BYTES, 0);
    return { head: head.subarray(0, bytesRead), size: (await handle.stat()).size };
  } finally {
    await handle.close();
  }
}

/**
 * What an image (a file path or its bytes) declares, without decoding a pixel, so the answer is
 * quick and takes little memory whatever size the picture claims: a GIF by walking its blocks
 * (every frame counted), a BMP by its header, PNG/JPEG/WebP by sharp's header reader. Null when
 * unreadable, including a GIF that is cut short or holds something else after its header.
 */
export async function imageGeometry(input: string | Buffer): Promise<ImageGeometry | null> {
  const head = typeof input === 'string' ? (await headOf(input)).head : input.subarray(0, HEAD_BYTES);
  if (head.toString('latin1', 0, 3) === 'GIF') {
    const gif = gifStructure(typeof input === 'string' ? await fsp.readFile(input) : input);
    return gif && { format: 'gif', ...gif };
  }
  if (head.toString('latin1', 0, 2) === 'BM') return bmpGeometry(head);
  try {
    // Header only, no pixel decoded: without a limit, so a huge declared size is read and named.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.format || !meta.width || !meta.height) return null;
    return { format: meta.format, width: meta.width, height: meta.pageHeight ?? meta.height, frames: meta.pages ?? 1 };
  } catch {
    return null;
  }
}

/**
 * Why an image of this geometry may not be decoded (LIMITS.image: sides, frames, pixels over all
 * frames), or null when it may. An unreadable image (null) is refused as invalid.
 */
export function boundsProblem(geometry: ImageGeometry | null): ImageProblem | null {
  const { maxSide, maxFrames, maxPixels } = LIMITS.image;
  if (!geometry || geometry.width < 1 || geometry.height < 1 || geometry.frames < 1) return { key: IMAGE_INVALID };
  if (geometry.width > maxSide || geometry.height > maxSide) return { key: 'upload.image-too-large', params: { side: maxSide } };
  if (geometry.frames > maxFrames) return { key: 'upload.image-too-many-frames', params: { frames: maxFrames } };
  if (geometry.width * geometry.height * geometry.frames > maxPixels) return { key: 'upload.image-too-many-pixels', params: { megapixels: maxPixels / 1_000_000 } };
  return null;
}

/**
 * Checks an uploaded image or gif: its declared geometry within the bounds, then every frame
 * decoded once (bounded, a frame at a time) so a file that only starts like an image is refused
 * too. BMP, which sharp does not read, is checked by its header and length.
 */
export async function uploadedImageProblem(filePath: string): Promise<ImageProblem | null> {
  const geometry = await imageGeometry(filePath);
  const problem = boundsProblem(geometry);
  if (problem) return problem;
  if (geometry!.format === 'bmp') {
    const { head, size } = await headOf(filePath);
    return bmpComplete(head, size) ? null : { key: IMAGE_INVALID };
  }
  try {
    // A decoder warning (stray bytes a browser skips) is tolerated; an error or a cut-short file is not.
    await boundedSharp(filePath, { animated: true, failOn: 'error' }).stats();
    return null;
  } catch {
    return { key: IMAGE_INVALID };
  }
}

/** A stored image the server will not draw: answered 422 with the reason. */
export class ImageRefused extends HttpError {
  constructor(problem: ImageProblem) {
    super(422, problem.key, problem.params);
  }
}

/** The geometry of a stored image about to be drawn; throws ImageRefused when out of bounds or unreadable. */
export async function drawableGeometry(input: string | Buffer): Promise<ImageGeometry> {
  const geometry = await imageGeometry(input);
  const problem = boundsProblem(geometry);
  if (problem) throw new ImageRefused(problem);
  return geometry!;
}
