import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandMark } from './BrandMark.tsx';

/** The shapes of an SVG's markup, each as its tag and sorted attributes (sizes and styling left out). */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(rect|line|circle|path)\b([^>]*?)\/?>/g)].map(([, tag, attrs]) => {
    const pairs = [...attrs!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`);
    return `${tag} ${pairs.sort().join(' ')}`;
  });
}

const asset = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

describe('BrandMark', () => {
  const drawn = renderToStaticMarkup(createElement(BrandMark, { size: 30 }));

  it('draws the same shapes as the favicon file, at the asked size, hidden from screen readers', () => {
    expect(shapes(drawn)).toEqual(shapes(asset('../../public/favicon.svg')));
    expect(shapes(drawn).length).toBeGreaterThan(3);
    expect(drawn).toMatch(/^<svg width="30" height="30" viewBox="0 0 64 64" aria-hidden="true"/);
  });

  it('is the mark of the loading screen in index.html too', () => {
    const boot = /<div class="prancheta-boot"[^>]*>([\s\S]*?)<\/div>/.exec(asset('../../index.html'))?.[1] ?? '';
    expect(shapes(boot)).toEqual(shapes(drawn));
  });
});
