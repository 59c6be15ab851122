import { describe, expect, it } from 'vitest';
import { markerKey } from './markerKeys.ts';
import type { BoardDoc, Marker } from './model.ts';

const marker = (id: string, x: number, y: number): Marker => ({ id, x, y, scale: 1, background: '#1971c2', color: '#ffffff', face: { kind: 'number', number: 1 } });
const doc: BoardDoc = { strokes: [], markers: [marker('a', 100, 100), marker('b', 640, 480)] };
const key = (k: string, extra: Partial<{ shiftKey: boolean; ctrlKey: boolean }> = {}) => ({ key: k, shiftKey: false, ctrlKey: false, metaKey: false, altKey: false, ...extra });

describe('board markers by keyboard', () => {
  it('N and Shift+N select the markers one by one, wrapping around', () => {
    expect(markerKey(doc, null, key('n'), false)).toEqual({ selected: 'a' });
    expect(markerKey(doc, 'a', key('n'), false)).toEqual({ selected: 'b' });
    expect(markerKey(doc, 'b', key('n'), false)).toEqual({ selected: 'a' });
    expect(markerKey(doc, 'a', key('N', { shiftKey: true }), false)).toEqual({ selected: 'b' });
    expect(markerKey({ strokes: [], markers: [] }, null, key('n'), false)).toBeNull();
  });

  it('the arrow keys move the selected marker 10 px (50 with Shift), as seen on screen, clamped to the board', () => {
    expect(markerKey(doc, 'a', key('ArrowRight'), false)?.doc?.markers[0]).toMatchObject({ x: 110, y: 100 });
    expect(markerKey(doc, 'a', key('ArrowDown', { shiftKey: true }), false)?.doc?.markers[0]).toMatchObject({ x: 100, y: 150 });
    // The field turned a quarter clockwise (portrait): screen right is the board's up, screen down its right.
    expect(markerKey(doc, 'b', key('ArrowRight'), true)?.doc?.markers[1]).toMatchObject({ x: 640, y: 470 });
    expect(markerKey(doc, 'b', key('ArrowDown'), true)?.doc?.markers[1]).toMatchObject({ x: 650, y: 480 });
    const edge = { strokes: [], markers: [marker('e', 5, 5)] };
    expect(markerKey(edge, 'e', key('ArrowLeft', { shiftKey: true }), false)?.doc?.markers[0]).toMatchObject({ x: 0, y: 5 });
  });

  it('Delete removes the selected marker, Escape lets go; nothing happens without a selection or with Ctrl', () => {
    expect(markerKey(doc, 'a', key('Delete'), false)).toEqual({ doc: { strokes: [], markers: [doc.markers[1]] }, selected: null });
    expect(markerKey(doc, 'a', key('Escape'), false)).toEqual({ selected: null });
    expect(markerKey(doc, null, key('ArrowLeft'), false)).toBeNull();
    expect(markerKey(doc, 'a', key('z', { ctrlKey: true }), false)).toBeNull();
    expect(markerKey(doc, 'a', key('x'), false)).toBeNull();
  });
});
