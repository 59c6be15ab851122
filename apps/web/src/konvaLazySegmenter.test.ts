import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lazySegmenter } from '../konvaLazySegmenter.ts';

// The module as installed (the workspace's packages are hoisted to the root's node_modules).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const file = path.join(root, 'node_modules/konva/lib/shapes/Text.js');

/** The module's top level: its code outside any braces (function bodies, classes, objects). */
function topLevel(code: string): string {
  let depth = 0;
  let out = '';
  for (const ch of code) {
    if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (depth === 0) out += ch;
  }
  return out;
}

describe("Konva's grapheme segmenter (build step)", () => {
  it('is made on the first call of stringToArray, not at import', () => {
    const source = fs.readFileSync(file, 'utf8');
    const lazy = lazySegmenter(source);
    // Installed as it is, Konva builds it at import; after the step only a function builds it.
    expect(source).toMatch(/^const segmenter = [^;]*new Intl\.Segmenter/m);
    expect(lazy).not.toMatch(/^const segmenter = /m);
    expect(lazy.match(/new Intl\.Segmenter\(/g)).toHaveLength(1);
    expect(lazy).toMatch(/^const madeSegmenter = \(\) => \(graphemeSegmenter \?\?= \{ value: [^\n]*new Intl\.Segmenter\(/m);
    expect(lazy).toMatch(/export function stringToArray\(string\) \{\n\s*const segmenter = madeSegmenter\(\);\n\s*if \(!segmenter\) \{/);
    expect(topLevel(lazy)).not.toContain('madeSegmenter()');
    // Nothing else of the module changes.
    expect(lazy.length - source.length).toBeLessThan(200);
    expect(lazy).toContain('export class Text extends Shape');
  });

  it('splits a string as Konva does, the segmenter made once on the first call', () => {
    const lazy = lazySegmenter(fs.readFileSync(file, 'utf8'));
    // The step's two pieces, run as the module runs them.
    const made = /^let graphemeSegmenter;\nconst madeSegmenter = [^\n]*\n/m.exec(lazy)![0];
    const split = /export function stringToArray\(string\) \{[\s\S]*?\n\}\n/.exec(lazy)![0].replace('export ', '');
    let built = 0;
    const CountingIntl = {
      Segmenter: class extends Intl.Segmenter {
        constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
          super(...args);
          built++;
        }
      },
    };
    const run = new Function('Intl', `${made}${split}return stringToArray;`) as (intl: unknown) => (s: string) => string[];
    const stringToArray = run(CountingIntl);
    expect(built).toBe(0);
    expect(stringToArray('10')).toEqual(['1', '0']);
    expect(stringToArray('🇧🇷é')).toEqual(['🇧🇷', 'é']);
    expect(built).toBe(1);
  });

  it('refuses a module it does not know instead of building it unchanged', () => {
    expect(() => lazySegmenter('export const x = 1;')).toThrow(/changed/);
  });
});
