import sharp from 'sharp';

/** Image bytes in a form react-pdf draws (PNG or JPEG only). */
export interface PdfImage {
  data: Buffer;
  format: 'png' | 'jpg';
  width: number;
  height: number;
}

/**
 * Prepares stored image bytes for a PDF: PNG and JPEG pass as they are; anything sharp can read
 * (BMP via its raw decode is not supported by sharp, so those are skipped) becomes PNG.
 * Answers null when the bytes cannot be drawn, so one bad file never breaks a whole print.
 */
export async function toPdfImage(bytes: Buffer): Promise<PdfImage | null> {
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.width || !meta.height) return null;
    if (meta.format === 'png') return { data: bytes, format: 'png', width: meta.width, height: meta.height };
    if (meta.format === 'jpeg') return { data: bytes, format: 'jpg', width: meta.width, height: meta.height };
    const png = await sharp(bytes).png().toBuffer();
    return { data: png, format: 'png', width: meta.width, height: meta.height };
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
  if (offset + stride * height > bytes.length || width * height > 25_000_000) return null;
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
  const png = await sharp(rgb, { raw: { width, height, channels: 3 } }).png().toBuffer();
  return { data: png, format: 'png', width, height };
}
