import { LIMITS } from '@prancheta/shared';
import { boundedSharp, boundsProblem, imageGeometry } from '../uploads/image-pixels.ts';

/** Image bytes in a form react-pdf draws (PNG or JPEG only). */
export interface PdfImage {
  data: Buffer;
  format: 'png' | 'jpg';
  width: number;
  height: number;
}

/** Largest side of an image in a PDF (an A4 page is about 2480 px wide at 300 dpi). */
export const PDF_IMAGE_MAX_SIDE = LIMITS.upload.printMaxSide;

/** True when stored image bytes declare a picture within the image bounds (read from the header only). */
export async function drawable(bytes: Buffer): Promise<boolean> {
  return boundsProblem(await imageGeometry(bytes)) === null;
}

/**
 * Prepares stored image bytes for a PDF: decoded only within the image bounds (a larger picture
 * is refused, never decoded), fitted in PDF_IMAGE_MAX_SIDE pixels and re-encoded (JPEG stays JPEG,
 * anything else becomes PNG), so react-pdf, which decodes PNGs in JavaScript, never meets a huge
 * picture. BMP, which sharp cannot read, goes through a small reader. Answers null when the bytes
 * cannot be drawn, so one bad file never breaks a whole print.
 */
export async function toPdfImage(bytes: Buffer): Promise<PdfImage | null> {
  if (!(await drawable(bytes))) return null;
  try {
    const image = boundedSharp(bytes);
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return null;
    const fitted = image.resize({ width: PDF_IMAGE_MAX_SIDE, height: PDF_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const jpeg = meta.format === 'jpeg';
    const { data, info } = await (jpeg ? fitted.jpeg({ quality: 85 }) : fitted.png()).toBuffer({ resolveWithObject: true });
    return { data, format: jpeg ? 'jpg' : 'png', width: info.width, height: info.height };
  } catch {
    return decodeBmp(bytes);
  }
}

/** Minimal BMP reader (uncompressed 24/32-bit), re-encoded as PNG through sharp's raw input. */
async function decodeBmp(bytes: Buffer): Promise<PdfImage | null> {
  if (bytes.length < 54 || bytes.toString('latin1', 0, 2) !== 'BM') return null;
  const offset = bytes.readUInt32LE(10);
  const width = bytes.readInt32LE(18);
  const rawHeight = bytes.readInt32LE(22);
  const bpp = bytes.readUInt16LE(28);
  const compression = bytes.readUInt32LE(30);
  if (width <= 0 || rawHeight === 0 || (bpp !== 24 && bpp !== 32) || (compression !== 0 && compression !== 3)) return null;
  const height = Math.abs(rawHeight);
  const bottomUp = rawHeight > 0;
  const stride = Math.ceil((width * bpp) / 32) * 4;
  if (offset + stride * height > bytes.length) return null;
  const rgb = Buffer.alloc(width * height * 3);
  const step = bpp / 8;
  for (let y = 0; y < height; y++) {
    const row = offset + (bottomUp ? height - 1 - y : y) * stride;
    for (let x = 0; x < width; x++) {
      const src = row + x * step;
      const dst = (y * width + x) * 3;
      rgb[dst] = bytes[src + 2]!;
      rgb[dst + 1] = bytes[src + 1]!;
      rgb[dst + 2] = bytes[src]!;
    }
  }
  const { data, info } = await boundedSharp(rgb, { raw: { width, height, channels: 3 } })
    .resize({ width: PDF_IMAGE_MAX_SIDE, height: PDF_IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, format: 'png', width: info.width, height: info.height };
}
