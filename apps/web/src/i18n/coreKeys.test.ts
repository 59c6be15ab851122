// The first screens render with the core translations only (translationParts.ts): every key their
// code names must be a core key, or the screen would show the key itself. Follows the static
// imports from the entry and the first screens (lazy parts wait for all the keys: lazyPart.ts) and
// reads every quoted 'area.key' string that is a key of the pt-br tree.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORE_KEYS, isCoreKey, splitTree } from '../../translationParts.ts';
import type { Tree } from '../../translationParts.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const shared = path.resolve(src, '../../../packages/shared/src');
const FIRST = ['main.tsx', 'features/auth/AuthPage.tsx', 'features/layout/AppLayout.tsx', 'features/home/HomePage.tsx', 'features/notfound/NotFoundPage.tsx', 'app/Overlays.tsx', 'pwa/OfflineStatus.tsx'];
const tree = JSON.parse(fs.readFileSync(path.join(shared, 'i18n/pt-br.json'), 'utf8')) as Tree;

/** The source files the first screens import statically (type-only imports left out). */
function closure(): string[] {
  const seen = new Set<string>();
  const todo = FIRST.map((f) => path.join(src, f));
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/^import\s+(?!type\b)[^'"]*?from\s*['"](\.[^'"]+|@prancheta\/shared\/[^'"]+)['"]/gm)) {
      const spec = m[1]!;
      const base = spec.startsWith('@prancheta/shared/') ? path.join(shared, spec.slice('@prancheta/shared/'.length)) : path.resolve(path.dirname(file), spec);
      const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((c) => /\.tsx?$/.test(c) && fs.existsSync(c) && fs.statSync(c).isFile());
      if (found) todo.push(found);
    }
  }
  return [...seen];
}

/** Whether `key` (or, for a template's fixed start, a key under it) is in the tree. */
function inTree(key: string): boolean {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return false;
    node = node[part] ?? node[`${part}_other`];
  }
  return node !== undefined;
}

describe('core translations', () => {
  it('hold every key the first screens name', () => {
    const files = closure();
    expect(files.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const file of files) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/['"`]([a-z][a-z0-9-]*(?:\.[a-zA-Z0-9_-]+)+)(\.\$\{|['"`])/g)) {
        const key = m[1]!.replace(/_(one|other|zero|few|many)$/, '');
        if (inTree(key) && !isCoreKey(key)) missing.push(`${key} (${path.relative(src, file)})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('split each language into two parts that together are the whole tree', () => {
    const { core, rest } = splitTree(tree);
    expect(JSON.stringify(core).length).toBeLessThan(JSON.stringify(tree).length / 4);
    const leaves = (t: Tree, prefix = ''): string[] => Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : leaves(v, `${prefix}${k}.`)));
    expect([...leaves(core), ...leaves(rest)].sort()).toEqual(leaves(tree).sort());
    expect(leaves(core).every((k) => isCoreKey(k))).toBe(true);
    expect(leaves(rest).some((k) => isCoreKey(k))).toBe(false);
    for (const key of CORE_KEYS) expect(inTree(key), key).toBe(true);
  });
});
