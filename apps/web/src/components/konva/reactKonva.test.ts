import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.resolve(here, '../..');
/** Konva's core classes (konva/lib/Core.js registers them): no shape module to import. */
const CORE = new Set(['Stage', 'Layer', 'FastLayer', 'Group', 'Shape']);

/** Every source file of the app (tests left out). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("react-konva's shapes", () => {
  it('registers every Konva shape the app renders through react-konva', () => {
    const used = new Set<string>();
    for (const file of sources(src)) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-konva'/g)) {
        for (const part of m[1]!.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          if (/^[A-Z]/.test(name) && !CORE.has(name)) used.add(name);
        }
      }
    }
    expect([...used]).toEqual(expect.arrayContaining(['Arrow', 'Circle', 'Image', 'Line', 'Rect']));
    const registered = [...fs.readFileSync(path.join(here, 'reactKonva.ts'), 'utf8').matchAll(/import 'konva\/lib\/shapes\/(\w+)\.js';/g)].map((m) => m[1]);
    const missing = [...used].filter((name) => !registered.includes(name));
    expect(missing, 'shapes rendered but not registered in reactKonva.ts').toEqual([]);
  });

  it('resolves react-konva to it in the build', () => {
    const config = fs.readFileSync(path.resolve(src, '../vite.config.ts'), 'utf8');
    expect(config).toMatch(/find: \/\^react-konva\$\/, replacement: path\.join\(here, 'src\/components\/konva\/reactKonva\.ts'\)/);
  });
});
