import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STARTER_GIF_KEYS, STARTER_FOLDER_KEYS, translate } from '@prancheta/shared';
import { STARTER_GIFS } from '../../../scripts/gifs/exercises.ts';
import { renderGif } from '../../../scripts/gifs/render.ts';
import { STARTER_GIFS_DIR } from './starter.ts';

describe('starter gif library (npm run assets)', () => {
  const files = fs
    .readdirSync(STARTER_GIFS_DIR, { recursive: true })
    .map(String)
    .filter((p) => p.endsWith('.gif'))
    .sort();

  it('has at least 24 animated gifs of 8+ frames, each under 200 KB, in the four pt-br folders', async () => {
    expect(files.length).toBeGreaterThanOrEqual(24);
    expect(new Set(files.map((f) => path.dirname(f)))).toEqual(new Set(['Membros inferiores', 'Membros superiores', 'Core', 'Cardio e mobilidade']));
    for (const f of files) {
      const bytes = fs.readFileSync(path.join(STARTER_GIFS_DIR, f));
      expect(bytes.subarray(0, 6).toString('latin1'), f).toBe('GIF89a');
      expect(bytes.length, f).toBeLessThan(200 * 1024);
      const meta = await sharp(bytes, { animated: true }).metadata();
      expect(meta.pages ?? 1, f).toBeGreaterThanOrEqual(8);
      expect([meta.width, meta.pageHeight], f).toEqual([240, 240]);
    }
  });

  it('regenerates the committed bytes exactly (deterministic)', async () => {
    for (const name of ['Agachamento', 'Burpee']) {
      const gif = STARTER_GIFS.find((g) => g.name === name)!;
      const committed = fs.readFileSync(path.join(STARTER_GIFS_DIR, gif.folder, `${gif.name}.gif`));
      expect(Buffer.from(await renderGif(gif)).equals(committed), name).toBe(true);
    }
  });

  it('names every starter folder and gif in the three languages', () => {
    expect(Object.keys(STARTER_GIF_KEYS).sort()).toEqual(STARTER_GIFS.map((g) => g.name).sort());
    for (const key of [...Object.values(STARTER_GIF_KEYS), ...Object.values(STARTER_FOLDER_KEYS)]) {
      for (const lang of ['pt-br', 'es-es', 'en-us'] as const) expect(translate(lang, key), `${lang} ${key}`).not.toBe(key);
    }
    expect(translate('en-us', 'gifs.starter.squat')).toBe('Squat');
  });
});
