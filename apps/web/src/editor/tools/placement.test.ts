import { LIMITS } from '@prancheta/shared';
import { describe, expect, it } from 'vitest';
import { freeSpot } from './placement.ts';
import type { Occupant } from './placement.ts';

const centre = { x: LIMITS.canvas.width / 2, y: LIMITS.canvas.height / 2 };
const at = (x: number, y: number, size = 55): Occupant => ({ x, y, width: size, height: size });

describe('click placement', () => {
  it('uses the centre of an empty field', () => {
    expect(freeSpot([], 55)).toEqual(centre);
  });

  it('puts each new object beside the others instead of on top of them', () => {
    const placed: Occupant[] = [];
    for (let i = 0; i < 30; i++) {
      const spot = freeSpot(placed, 55, i);
      for (const o of placed) expect(Math.hypot(o.x - spot.x, o.y - spot.y)).toBeGreaterThanOrEqual(55);
      expect(spot.x).toBeGreaterThan(0);
      expect(spot.x).toBeLessThan(LIMITS.canvas.width);
      expect(spot.y).toBeGreaterThan(0);
      expect(spot.y).toBeLessThan(LIMITS.canvas.height);
      placed.push(at(spot.x, spot.y));
    }
    // The second object goes right next to the first, on the same row.
    expect(placed[1]!.y).toBe(centre.y);
    expect(Math.abs(placed[1]!.x - centre.x)).toBeLessThan(100);
  });

  it('ignores lines and arrows under the spot', () => {
    expect(freeSpot([{ x: centre.x, y: centre.y, width: 300, height: 10, points: [0, 0, 300, 0] }], 55)).toEqual(centre);
  });

  it('cascades from the centre when the field is full', () => {
    const full: Occupant[] = [];
    for (let x = 0; x <= LIMITS.canvas.width; x += 30) for (let y = 0; y <= LIMITS.canvas.height; y += 30) full.push(at(x, y));
    expect(freeSpot(full, 55, 3)).toEqual({ x: centre.x + 60, y: centre.y + 60 });
  });
});
