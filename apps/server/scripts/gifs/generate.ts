/**
 * Writes the starter library of animated exercise gifs into apps/server/assets/gifs/<folder>/<name>.gif.
 * Deterministic: fixed poses, a fixed palette and gifenc (pure JS) give the same bytes on every run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { STARTER_GIFS } from './exercises.ts';
import { renderGif } from './render.ts';

export const GIFS_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../assets/gifs');

/** Regenerates every starter gif (the folder is emptied first). */
export async function generateGifs(): Promise<number> {
  fs.rmSync(GIFS_ROOT, { recursive: true, force: true });
  for (const gif of STARTER_GIFS) {
    const target = path.join(GIFS_ROOT, gif.folder, `${gif.name}.gif`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, await renderGif(gif));
  }
  return STARTER_GIFS.length;
}
