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

/** The Konva shape classes a file registers by importing their modules for their side effect. */
function registeredIn(text: string): string[] {
  return [...text.matchAll(/import 'konva\/lib\/shapes\/(\w+)\.js';/g)].map((m) => m[1]!);
}

describe("react-konva's shapes", () => {
  it('registers every Konva shape the app renders through react-konva', () => {
    const shared = registeredIn(fs.readFileSync(path.join(here, 'konvaShapes.ts'), 'utf8'));
    const used = new Set<string>();
    const missing: string[] = [];
    for (const file of sources(src)) {
      const text = fs.readFileSync(file, 'utf8');
      const own = registeredIn(text);
      for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-konva'/g)) {
        for (const part of m[1]!.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          if (!/^[A-Z]/.test(name) || CORE.has(name)) continue;
          used.add(name);
          if (!shared.includes(name) && !own.includes(name)) missing.push(`${name} in ${path.relative(src, file)}`);
        }
      }
    }
    expect([...used]).toEqual(expect.arrayContaining(['Arrow', 'Circle', 'Image', 'Line', 'Rect', 'Transformer']));
    expect(missing, 'shapes rendered but registered neither in konvaShapes.ts nor in the file').toEqual([]);
  });

  it('leaves the editor-only Transformer out of the shapes every canvas loads', () => {
    expect(registeredIn(fs.readFileSync(path.join(here, 'konvaShapes.ts'), 'utf8'))).not.toContain('Transformer');
  });

  it('has react-konva import them', () => {
    expect(fs.readFileSync(path.join(here, 'reactKonva.ts'), 'utf8')).toMatch(/^import '\.\/konvaShapes\.ts';$/m);
  });

  it('resolves react-konva to it in the build', () => {
    const config = fs.readFileSync(path.resolve(src, '../vite.config.ts'), 'utf8');
    expect(config).toMatch(/find: \/\^react-konva\$\/, replacement: path\.join\(here, 'src\/components\/konva\/reactKonva\.ts'\)/);
  });
});
