import sharp from 'sharp';
import type { PdfImage } from './image.ts';
import { toPdfImage } from './image.ts';

/**
 * Prepares a large drawing for print: scaled down to at most `maxWidth` pixels (about 200 dpi on
 * an A4 column) and re-encoded as JPEG on white. react-pdf embeds JPEG bytes as they are, while it
 * decodes every PNG in JavaScript; for a sheet of 30 canvas PNGs this is the difference between
 * seconds and hundreds of megabytes. Falls back to toPdfImage for anything sharp cannot read.
 */
export async function toPrintImage(bytes: Buffer, maxWidth = 1000): Promise<PdfImage | null> {
  try {
    const { data, info } = await sharp(bytes).resize({ width: maxWidth, withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    return { data, format: 'jpg', width: info.width, height: info.height };
  } catch {
    return toPdfImage(bytes);
  }
}
