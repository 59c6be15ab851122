// Build step: Konva's grapheme segmenter made when first used. Konva's Text shape
// (konva/lib/shapes/Text.js) builds an `Intl.Segmenter` at import, which loads the browser's
// grapheme-break rules before a canvas page can draw: Konva's file evaluated in 62.7 ms with it and
// 28.8 ms without in headless Chromium, unthrottled (medians of 15 cold loads each; docs/benchmarks.md).
// Konva only segments a text to space its letters, wrap it by character or cut it with an
// ellipsis, which a marker's number never needs: here it is made on the first such call instead.
import type { Plugin } from 'vite';

const MODULE = /\/konva\/lib\/shapes\/Text\.js$/;
const EAGER = `const segmenter = typeof Intl !== 'undefined' && Intl.Segmenter
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;`;
const USE = `export function stringToArray(string) {
    if (!segmenter) {`;

/** The module's code with the segmenter made on the first call of `stringToArray`, once. */
export function lazySegmenter(code: string): string {
  if (!code.includes(EAGER) || !code.includes(USE) || code.split(/\bsegmenter\b/).length !== 4) throw new Error('konva/lib/shapes/Text.js changed: update konvaLazySegmenter.ts');
  return code
    .replace(
      EAGER,
      `let graphemeSegmenter;
const madeSegmenter = () => (graphemeSegmenter ??= { value: typeof Intl !== 'undefined' && Intl.Segmenter ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null }).value;`,
    )
    .replace(
      USE,
      `export function stringToArray(string) {
    const segmenter = madeSegmenter();
    if (!segmenter) {`,
    );
}

export function konvaLazySegmenter(): Plugin {
  return {
    name: 'prancheta-konva-lazy-segmenter',
    enforce: 'pre',
    transform(code, id) {
      return MODULE.test(id.split('?')[0]!) ? lazySegmenter(code) : undefined;
    },
  };
}
