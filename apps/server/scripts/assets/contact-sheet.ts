import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Renders a contact sheet of generated artwork (for looking at it while drawing):
 * node --import tsx apps/server/scripts/assets/contact-sheet.ts <out.png> <dir-or-glob-prefix> [cellPx]
 */
async function main(): Promise<void> {
  const [out, root, cellArg] = process.argv.slice(2);
  if (!out || !root) throw new Error('usage: contact-sheet.ts out.png dir [cell]');
  const cell = Number(cellArg ?? 320);
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(svg|png)$/.test(e.name)) files.push(p);
    }
  };
  walk(root);
  const cols = Math.min(files.length, Math.max(1, Math.floor(1900 / (cell + 8))));
  const rows = Math.ceil(files.length / cols);
  const tiles = await Promise.all(
    files.map(async (f, i) => ({
      input: await sharp(f, { density: 144 }).resize(cell, cell, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer(),
      left: (i % cols) * (cell + 8) + 4,
      top: Math.floor(i / cols) * (cell + 8) + 4,
    })),
  );
  await sharp({ create: { width: cols * (cell + 8), height: rows * (cell + 8), channels: 4, background: '#8a8f98' } }).composite(tiles).png().toFile(out);
  console.log(files.length, 'files ->', out);
}

await main();
