import { describe, expect, it } from 'vitest';
import {
  addMarkers,
  addStroke,
  EMPTY_BOARD,
  formationSpot,
  markersAt,
  moveMarker,
  normaliseLineWidth,
  normaliseScale,
  parseMarkerNumber,
  removeStrokes,
  sideFor,
  strokesAt,
} from './model.ts';
import type { Marker } from './model.ts';

const marker = (id: string, x: number, background = '#2563eb'): Marker => ({ id, x, y: 480, scale: 0.5, background, color: '#ffffff', face: { kind: 'number', number: 7 } });

describe('board model', () => {
  it('accepts marker numbers 0 to 100 and refuses the rest', () => {
    expect(parseMarkerNumber('0')).toEqual({ ok: true, value: 0 });
    expect(parseMarkerNumber(' 100 ')).toEqual({ ok: true, value: 100 });
    expect(parseMarkerNumber('')).toEqual({ ok: false, error: 'required' });
    expect(parseMarkerNumber('101')).toEqual({ ok: false, error: 'range' });
    expect(parseMarkerNumber('-1')).toEqual({ ok: false, error: 'range' });
    expect(parseMarkerNumber('7.5')).toEqual({ ok: false, error: 'range' });
    expect(parseMarkerNumber('abc')).toEqual({ ok: false, error: 'range' });
  });

  it('keeps scale at or above 0.02 on the 0.01 step and line width within 1..10', () => {
    expect(normaliseScale(0.001)).toBe(0.02);
    expect(normaliseScale(0.555)).toBe(0.56);
    expect(normaliseScale(Number.NaN)).toBe(0.5);
    expect(normaliseLineWidth(0)).toBe(1);
    expect(normaliseLineWidth(42)).toBe(10);
    expect(normaliseLineWidth(4.4)).toBe(4);
  });

  it('finds strokes near a point and removes them', () => {
    const doc = addStroke(addStroke(EMPTY_BOARD, { id: 'a', mode: 'line', points: [0, 0, 100, 0], color: '#000', width: 4 }), {
      id: 'b',
      mode: 'free',
      points: [0, 200, 50, 250, 100, 200],
      color: '#000',
      width: 2,
    });
    expect(strokesAt(doc, 50, 3, 4)).toEqual(['a']);
    expect(strokesAt(doc, 50, 100, 4)).toEqual([]);
    expect(strokesAt(doc, 50, 248, 4)).toEqual(['b']);
    expect(removeStrokes(doc, new Set(['a'])).strokes.map((s) => s.id)).toEqual(['b']);
  });

  it('moves markers inside the board and hit-tests their disc', () => {
    let doc = addMarkers(EMPTY_BOARD, [marker('m', 100)]);
    doc = moveMarker(doc, 'm', 5000, -20);
    expect(doc.markers[0]).toMatchObject({ x: 1280, y: 0 });
    expect(markersAt(doc, 1270, 10)).toEqual(['m']);
    expect(markersAt(doc, 1200, 100)).toEqual([]);
  });

  it('lines a second team up on the other half, mirrored', () => {
    const doc = addMarkers(EMPTY_BOARD, [marker('a', 200, '#2563eb')]);
    expect(sideFor(doc, '#2563eb')).toBe('left');
    expect(sideFor(doc, '#dc2626')).toBe('right');
    const left = formationSpot(1, 'left');
    const right = formationSpot(1, 'right');
    expect(left.x + right.x).toBe(1280);
    expect(left.y).toBe(right.y);
  });
});
