import { createHash } from 'node:crypto';
import type { Storage } from '../../storage/storage.ts';
import { boundedSharp, drawableGeometry, IMAGE_INVALID, ImageRefused } from '../../uploads/image-pixels.ts';

/**
 * The representative still frame of an animated gif or webp (the middle frame, where a movement is
 * at its most telling rather than at rest), as PNG, for print and for light thumbnails. Extracted
 * once per content and cached in the frame cache (DATA_DIR/cache/frames or the bucket's
 * cache/frames/) by the content's SHA-1, so a renamed or replaced gif gets the right frame and an
 * unchanged one is never decoded twice. A file beyond the image bounds is never decoded, and one
 * that does not decode is refused: both throw ImageRefused (422).
 */
export async function representativeFrame(bytes: Buffer, cache: Storage): Promise<{ png: Buffer; fromCache: boolean }> {
  const key = `${createHash('sha1').update(bytes).digest('hex')}.png`;
  const cached = await cache.get(key).catch((err: { code?: string }) => {
    if (err?.code === 'ENOENT') return null;
    throw err;
  });
  if (cached) return { png: cached, fromCache: true };
  await drawableGeometry(bytes);
  let out: Buffer;
  try {
    const meta = await boundedSharp(bytes, { animated: false }).metadata();
    const page = Math.floor((meta.pages ?? 1) / 2);
    out = await boundedSharp(bytes, { page, pages: 1 }).png({ compressionLevel: 9 }).toBuffer();
  } catch {
    throw new ImageRefused({ key: IMAGE_INVALID });
  }
  await cache.put(key, out);
  return { png: out, fromCache: false };
}
