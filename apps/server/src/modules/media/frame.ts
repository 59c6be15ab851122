import { createHash, randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/**
 * The representative still frame of an animated gif or webp (the middle frame, where a movement is
 * at its most telling rather than at rest), as PNG, for print and for light thumbnails. Extracted
 * once per content and cached under cacheDir by the content's SHA-1, so a renamed or replaced gif
 * gets the right frame and an unchanged one is never decoded twice.
 */
export async function representativeFrame(file: string, cacheDir: string): Promise<{ png: string; fromCache: boolean }> {
  const bytes = await fsp.readFile(file);
  const digest = createHash('sha1').update(bytes).digest('hex');
  const png = path.join(cacheDir, `${digest}.png`);
  if (await fsp.stat(png).then(() => true, () => false)) return { png, fromCache: true };
  const meta = await sharp(bytes, { animated: false }).metadata();
  const page = Math.floor((meta.pages ?? 1) / 2);
  const out = await sharp(bytes, { page, pages: 1 }).png({ compressionLevel: 9 }).toBuffer();
  await fsp.mkdir(cacheDir, { recursive: true });
  const tmp = `${png}.${randomBytes(6).toString('hex')}.tmp`;
  await fsp.writeFile(tmp, out);
  await fsp.rename(tmp, png);
  return { png, fromCache: false };
}
