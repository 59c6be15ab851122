import { boundedSharp } from '../uploads/image-pixels.ts';
import type { PdfImage } from './image.ts';
import { drawable, toPdfImage } from './image.ts';

/**
 * Prepares a large drawing for print: scaled down to fit `maxWidth` x `maxHeight` pixels (about
 * 180 dpi in a 400 x 300 pt image column of an A4 sheet) and re-encoded as JPEG on white. react-pdf
 * embeds JPEG bytes as they are, while it decodes every PNG in JavaScript; for a sheet of 30 canvas
 * PNGs this is the difference between seconds and hundreds of megabytes. Plain libjpeg-turbo
 * encoding (not mozjpeg): about half the time per image for slightly larger files. A picture over
 * the image bounds is never decoded. Falls back to toPdfImage for anything sharp cannot read.
 */
export async function toPrintImage(bytes: Buffer, maxWidth = 1000, maxHeight = 750): Promise<PdfImage | null> {
  if (!(await drawable(bytes))) return null;
  try {
    const { data, info } = await boundedSharp(bytes)
      .resize({ width: maxWidth, height: maxHeight, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, format: 'jpg', width: info.width, height: info.height };
  } catch {
    return toPdfImage(bytes);
  }
}
