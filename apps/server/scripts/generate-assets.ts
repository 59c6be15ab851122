/**
 * Generates the sports artwork (fields, players, goalkeepers, items, shirts, sport icons, board
 * markers) into apps/server/assets/elements, and the starter library of animated exercise gifs
 * into apps/server/assets/gifs. Deterministic: the same code gives byte-identical files.
 * Run with `npm run assets` (node --import tsx apps/server/scripts/generate-assets.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { generateAppIcons, ICONS_ROOT } from './app-icons.ts';
import { manifest } from './assets/manifest.ts';
import { generateGifs, GIFS_ROOT } from './gifs/generate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/elements');

async function main(): Promise<void> {
  fs.rmSync(root, { recursive: true, force: true });
  const files = manifest();
  for (const file of files) {
    const target = path.join(root, file.path);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const svg = file.svg();
    if (file.path.endsWith('.png')) {
      // No metadata is written, so the PNG bytes depend only on the drawing (and the libvips version).
      const png = await sharp(Buffer.from(svg), { density: 72 }).resize(128, 128).png({ compressionLevel: 9, adaptiveFiltering: false, palette: false }).toBuffer();
      fs.writeFileSync(target, png);
    } else {
      fs.writeFileSync(target, svg);
    }
  }
  console.log(`wrote ${files.length} files to ${path.relative(process.cwd(), root)}`);
  const gifs = await generateGifs();
  console.log(`wrote ${gifs} gifs to ${path.relative(process.cwd(), GIFS_ROOT)}`);
  const icons = await generateAppIcons();
  console.log(`wrote ${icons} app icons to ${path.relative(process.cwd(), ICONS_ROOT)}`);
}

await main();
