import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));
const modules = path.resolve(src, '../../../node_modules');
const coreEsm = path.join(modules, '@mantine/core/esm');
/** Packages built on @mantine/core whose components the app renders. */
const MANTINE_BASED = ['@mantine/notifications', '@mantine/modals', '@mantine/dates', '@mantine/dropzone', '@mantine/tiptap', 'mantine-datatable'];

function filesUnder(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** Names imported (as values) from @mantine/core by the given files. */
function importedFromCore(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/import\s*(type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g)) {
      if (m[1]) continue;
      for (const part of m[2]!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/** Each @mantine/core folder (a component or a shared util) with what it exports and the folders it imports. */
function coreFolders(): Map<string, { exports: Set<string>; uses: Set<string> }> {
  const folders = new Map<string, { exports: Set<string>; uses: Set<string> }>();
  for (const kind of ['components', 'utils']) {
    for (const name of fs.readdirSync(path.join(coreEsm, kind))) {
      const dir = path.join(coreEsm, kind, name);
      if (!fs.statSync(dir).isDirectory()) continue;
      const folder = { exports: new Set<string>(), uses: new Set<string>() };
      for (const file of filesUnder(dir, /\.mjs$/)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(/export\s*\{([^}]*)\}/g)) for (const part of m[1]!.split(',')) folder.exports.add(part.trim().split(/\s+as\s+/).pop()!);
        for (const m of text.matchAll(/from\s*'(?:\.\.\/)+(?:components\/|utils\/)?([A-Za-z]+)\//g)) folder.uses.add(m[1]!);
      }
      folders.set(name, folder);
    }
  }
  return folders;
}

describe('Mantine styles', () => {
  it('imports the stylesheet of every Mantine component the app uses and of those they are built from', () => {
    const folders = coreFolders();
    const used = importedFromCore([
      ...filesUnder(src, /\.tsx?$/),
      ...MANTINE_BASED.flatMap((pkg) => {
        const dir = path.join(modules, pkg);
        return fs.existsSync(dir) ? filesUnder(dir, /\.(mjs|js)$/) : [];
      }),
    ]);
    const needed = new Set<string>();
    for (const [name, folder] of folders) if ([...used].some((u) => folder.exports.has(u))) needed.add(name);
    const queue = [...needed];
    while (queue.length) {
      for (const dep of folders.get(queue.pop()!)?.uses ?? []) {
        if (folders.has(dep) && !needed.has(dep)) {
          needed.add(dep);
          queue.push(dep);
        }
      }
    }
    const styles = new Set(fs.readdirSync(path.join(modules, '@mantine/core/styles')).map((f) => f.replace(/\.css$/, '')));
    const imported = new Set([...fs.readFileSync(path.join(src, 'mantine-styles.ts'), 'utf8').matchAll(/@mantine\/core\/styles\/([A-Za-z-]+)\.css/g)].map((m) => m[1]!));
    const missing = [...needed].filter((name) => styles.has(name) && !imported.has(name)).sort();
    expect(missing).toEqual([]);
    for (const base of ['baseline', 'default-css-variables', 'global']) expect(imported).toContain(base);
    // Not the whole library: that is what this file replaces.
    expect(imported.size).toBeLessThan([...styles].filter((name) => !name.includes('.layer')).length);
  });
});
