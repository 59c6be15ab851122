import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { STARTER_GIFS_DIR } from '../modules/media/starter.ts';
import { gifStructure } from './gif-structure.ts';
import { gifDeclaring } from './test-images.ts';

describe('gifStructure', () => {
  it('reads the canvas and frame count of real gifs as sharp does', async () => {
    const squat = fs.readFileSync(path.join(STARTER_GIFS_DIR, 'Membros inferiores', 'Agachamento.gif'));
    const meta = await sharp(squat).metadata();
    expect(gifStructure(squat)).toEqual({ width: meta.width, height: meta.height, frames: meta.pages });
    const made = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#ff0000' } }).gif().toBuffer();
    expect(gifStructure(made)).toEqual({ width: 30, height: 20, frames: 1 });
  });

  it('reads what a crafted gif declares without decoding it', () => {
    expect(gifDeclaring(16383, 16383)).toHaveLength(43);
    expect(gifStructure(gifDeclaring(16383, 16383))).toEqual({ width: 16383, height: 16383, frames: 1 });
    expect(gifStructure(gifDeclaring(65535, 65535, 3))).toEqual({ width: 65535, height: 65535, frames: 3 });
  });

  it('grows the canvas to hold a frame placed beyond the logical screen', () => {
    const gif = gifDeclaring(1, 1);
    // The image descriptor starts after header (6), screen (7), palette (6) and the control extension (8).
    gif.writeUInt16LE(5000, 27 + 1);
    gif.writeUInt16LE(3000, 27 + 3);
    expect(gifStructure(gif)).toEqual({ width: 5001, height: 3001, frames: 1 });
  });

  it('refuses bytes that are not one complete gif', () => {
    const ok = gifDeclaring(2, 2);
    const cases: [string, Buffer][] = [
      ['HTML after the logical screen', Buffer.concat([ok.subarray(0, 19), Buffer.from('<html></html>')])],
      ['cut inside the image data', ok.subarray(0, ok.length - 3)],
      ['no trailer', ok.subarray(0, ok.length - 1)],
      ['HTML after the trailer', Buffer.concat([ok, Buffer.from('<script>alert(1)</script>')])],
      ['no frame', Buffer.concat([ok.subarray(0, 19), Buffer.from([0x3b])])],
      ['a bad signature', Buffer.concat([Buffer.from('GIF90a'), ok.subarray(6)])],
      ['only a header', ok.subarray(0, 10)],
    ];
    for (const [label, bytes] of cases) expect(gifStructure(bytes), label).toBeNull();
    expect(gifStructure(Buffer.concat([ok, Buffer.alloc(4)])), 'zero padding after the trailer').toEqual({ width: 2, height: 2, frames: 1 });
  });
});
