/**
 * The installed app's icons (web app manifest and iOS home screen) and the pages' favicon, drawn
 * from the favicon's clipboard: apps/web/public/icons/{icon-192,icon-512,maskable-512,
 * apple-touch-icon,favicon-48}.png. The pages link the PNG favicon rather than favicon.svg: Chromium
 * decodes an SVG favicon in the page's renderer as a document of its own, 20–100 ms of main-thread
 * work while the first screen loads on this project's hosts.
 * Part of `npm run assets`; deterministic (no metadata in the PNGs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const ICONS_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/public/icons');

/** The clipboard of favicon.svg (a 64-unit drawing), placed at `scale` around the centre of a 64x64 box. */
function clipboard(scale: number): string {
  const offset = 32 - 32 * scale;
  return `<g transform="translate(${offset} ${offset}) scale(${scale})"><rect x="8" y="4" width="48" height="56" rx="6" fill="#1b7a3e"/><rect x="22" y="1" width="20" height="9" rx="3" fill="#c9a227"/><rect x="14" y="14" width="36" height="40" rx="2" fill="#2f9e55" stroke="#fff" stroke-width="2"/><line x1="14" y1="34" x2="50" y2="34" stroke="#fff" stroke-width="2"/><circle cx="32" cy="34" r="6" fill="none" stroke="#fff" stroke-width="2"/></g>`;
}

/** "any" icons: a light rounded tile; "maskable" and Apple: a full-bleed tile, drawing inside the 80 % safe zone; "mark": favicon.svg itself. */
function svg(kind: 'any' | 'full' | 'mark'): string {
  if (kind === 'mark') return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${clipboard(1)}</svg>`;
  const tile = kind === 'any' ? '<rect x="2" y="2" width="60" height="60" rx="12" fill="#eaf6ee"/>' : '<rect width="64" height="64" fill="#eaf6ee"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${tile}${clipboard(kind === 'any' ? 0.82 : 0.62)}</svg>`;
}

const ICONS: Array<{ file: string; size: number; kind: 'any' | 'full' | 'mark' }> = [
  { file: 'icon-192.png', size: 192, kind: 'any' },
  { file: 'icon-512.png', size: 512, kind: 'any' },
  { file: 'maskable-512.png', size: 512, kind: 'full' },
  { file: 'apple-touch-icon.png', size: 180, kind: 'full' },
  { file: 'favicon-48.png', size: 48, kind: 'mark' },
];

export async function generateAppIcons(): Promise<number> {
  fs.mkdirSync(ICONS_ROOT, { recursive: true });
  for (const icon of ICONS) {
    const png = await sharp(Buffer.from(svg(icon.kind)), { density: (72 * icon.size) / 64 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9, adaptiveFiltering: false, palette: false })
      .toBuffer();
    fs.writeFileSync(path.join(ICONS_ROOT, icon.file), png);
  }
  return ICONS.length;
}
