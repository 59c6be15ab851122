import type { OutputBundle, OutputChunk } from 'rollup';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, firstLoadChunks } from '../compileHints.ts';

const chunk = (fileName: string, name: string, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, name, imports, isEntry, code: `/* ${name} */` }) as unknown as OutputChunk;

/** entry -> vendor, app; app -> vendor; first-ui (lazy, named) -> shared; Editor (lazy) -> editor-lib. */
function bundle(): OutputBundle {
  const files = [
    chunk('assets/index.js', 'index', ['assets/vendor.js', 'assets/app.js'], true),
    chunk('assets/vendor.js', 'vendor'),
    chunk('assets/app.js', 'app', ['assets/vendor.js']),
    chunk('assets/first-ui.js', 'first-ui', ['assets/shared.js']),
    chunk('assets/shared.js', 'shared'),
    chunk('assets/Editor.js', 'Editor', ['assets/editor-lib.js', 'assets/vendor.js']),
    chunk('assets/editor-lib.js', 'editor-lib'),
    { type: 'asset', fileName: 'assets/app.css', name: 'app.css', source: 'a{}' },
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file])) as unknown as OutputBundle;
}

describe('compile hints on the first load (build step)', () => {
  it('finds the entry, what it imports statically, and the named first-screen chunks with their imports', () => {
    const names = firstLoadChunks(bundle(), ['first-ui'])
      .map((c) => c.name)
      .sort();
    expect(names).toEqual(['app', 'first-ui', 'index', 'shared', 'vendor']);
  });

  it('starts those files with the hint once, and leaves the lazy pages and the assets as they were', () => {
    const files = bundle();
    const plugin = compileHints(['first-ui']);
    const generate = plugin.generateBundle as (options: unknown, bundle: OutputBundle) => void;
    generate.call({}, {}, files);
    generate.call({}, {}, files); // a second pass adds nothing
    const code = (file: string) => (files[file] as OutputChunk).code;
    expect(code('assets/vendor.js')).toBe(`${COMPILE_HINT}/* vendor */`);
    expect(code('assets/shared.js')).toBe(`${COMPILE_HINT}/* shared */`);
    expect(code('assets/Editor.js')).toBe('/* Editor */');
    expect(code('assets/editor-lib.js')).toBe('/* editor-lib */');
    expect(files['assets/app.css']).toMatchObject({ type: 'asset', source: 'a{}' });
  });
});
