// Build step: the files of the first screens start with V8's explicit compile hint
// (`//# allFunctionsCalledOnLoad`). Without it V8 compiles a function lazily, on the main thread,
// the first time it runs; nearly every function of these files runs during the first render, so
// with the hint Chromium compiles them all on the background thread that already parses the file
// as it streams in, and the main thread only runs them. Browsers without the feature read a comment.
import type { OutputChunk } from 'rollup';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The chunks a first load runs: the entry, everything it imports statically, and the chunks named
 * in `firstNames` (the first screens' UI files, which the entry imports lazily) with their static imports.
 */
export function firstLoadChunks(bundle: Record<string, { type: string }>, firstNames: readonly string[]): OutputChunk[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const todo = chunks.filter((chunk) => chunk.isEntry || firstNames.includes(chunk.name));
  const seen = new Set<OutputChunk>();
  while (todo.length) {
    const chunk = todo.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) todo.push(imported);
    }
  }
  return [...seen];
}

/** Vite plugin: prepends the compile hint to the first load's chunks (after minification, which drops comments). */
export function compileHints(firstNames: readonly string[]): Plugin {
  return {
    name: 'prancheta-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of firstLoadChunks(bundle, firstNames)) if (!chunk.code.startsWith(COMPILE_HINT)) chunk.code = COMPILE_HINT + chunk.code;
    },
  };
}
