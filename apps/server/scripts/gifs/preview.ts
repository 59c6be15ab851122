/**
 * Writes a PNG contact sheet of starter gifs (4 frames each) to look at while tuning poses:
 * node --import tsx apps/server/scripts/gifs/preview.ts [namePrefix,...] [out.png]
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { STARTER_GIFS } from './exercises.ts';
import { contactStrip, GIF_SIZE } from './render.ts';

const only = process.argv[2];
const list = STARTER_GIFS.filter((g) => !only || only.split(',').some((n) => g.name.startsWith(n)));
const strips = await Promise.all(list.map((g) => contactStrip(g, 4)));
const sheet = await sharp({ create: { width: GIF_SIZE * 4, height: GIF_SIZE * strips.length, channels: 3, background: '#ffffff' } })
  .composite(strips.map((input, i) => ({ input, left: 0, top: i * GIF_SIZE })))
  .png()
  .toBuffer();
fs.writeFileSync(process.argv[3] ?? 'gif-preview.png', sheet);
console.log(list.map((g) => g.name).join(', '));
