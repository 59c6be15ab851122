import { createHash, randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { boundedSharp, drawableGeometry, IMAGE_INVALID, ImageRefused } from '../../uploads/image-pixels.ts';

/**
 * The representative still frame of an animated gif or webp (the middle frame, where a movement is
 * at its most telling rather than at rest), as PNG, for print and for light thumbnails. Extracted
 * once per content and cached under cacheDir by the content's SHA-1, so a renamed or replaced gif
 * gets the right frame and an unchanged one is never decoded twice. A file beyond the image bounds
 * is never decoded, and one that does not decode is refused: both throw ImageRefused (422).
 */
export async function representativeFrame(file: string, cacheDir: string): Promise<{ png: string; fromCache: boolean }> {
  const bytes = await fsp.readFile(file);
  const digest = createHash('sha1').update(bytes).digest('hex');
  const png = path.join(cacheDir, `${digest}.png`);
  if (await fsp.stat(png).then(() => true, () => false)) return { png, fromCache: true };
  await drawableGeometry(bytes);
  let out: Buffer;
  try {
    const meta = await boundedSharp(bytes, { animated: false }).metadata();
    const page = Math.floor((meta.pages ?? 1) / 2);
    out = await boundedSharp(bytes, { page, pages: 1 }).png({ compressionLevel: 9 }).toBuffer();
  } catch {
    throw new ImageRefused({ key: IMAGE_INVALID });
  }
  await fsp.mkdir(cacheDir, { recursive: true });
  const tmp = `${png}.${randomBytes(6).toString('hex')}.tmp`;
  await fsp.writeFile(tmp, out);
  await fsp.rename(tmp, png);
  return { png, fromCache: false };
}
