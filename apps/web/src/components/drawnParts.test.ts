import { describe, expect, it } from 'vitest';
import { drawnPart, keepDrawnParts } from './drawnParts.tsx';

/** A page's #root as keepDrawnParts reads it: the elements marked with data-drawn-part. */
function rootWith(...names: string[]): ParentNode {
  const elements = names.map((name) => ({ dataset: { drawnPart: name }, name }));
  return { querySelectorAll: (selector: string) => (selector === '[data-drawn-part]' ? elements : []) } as unknown as ParentNode;
}

describe('drawn parts', () => {
  it('gives back a kept part for the address it was drawn for, never for another, nor after leaving it', () => {
    keepDrawnParts(rootWith('sheet-form', ''), '/fitnes/7');
    expect(drawnPart('sheet-form', '/fitnes/7')).toMatchObject({ name: 'sheet-form' });
    // Asked for again on the same address (React's strict mode renders twice): the same part.
    expect(drawnPart('sheet-form', '/fitnes/7')).toMatchObject({ name: 'sheet-form' });
    expect(drawnPart('other', '/fitnes/7')).toBeNull();
    // Another record: nothing, and nothing from then on, even back at the first address.
    expect(drawnPart('sheet-form', '/fitnes/8')).toBeNull();
    expect(drawnPart('sheet-form', '/fitnes/7')).toBeNull();
  });

  it('keeps nothing from a page without drawn parts', () => {
    keepDrawnParts(rootWith('sheet-form'), '/fitnes/7');
    keepDrawnParts(rootWith(), '/fitnes/7');
    expect(drawnPart('sheet-form', '/fitnes/7')).toBeNull();
  });
});
