import { LIMITS } from '@prancheta/shared';

/** What placement needs of an object already on the canvas: its centre and size (lines have points). */
export interface Occupant {
  x: number;
  y: number;
  width: number;
  height: number;
  points?: readonly number[];
}

/**
 * Where a click-placed object of `size` (its larger side, internal px) goes: the first free spot of a
 * grid walked ring by ring outward from the field's centre, so new objects sit side by side instead of
 * piling up. A spot is free when no sprite, text or shape is centred within one grid step of it (lines
 * and arrows do not count: objects may stand on them). When the field is full, cascade from the centre.
 */
export function freeSpot(objects: readonly Occupant[], size: number, placedBefore = 0): { x: number; y: number } {
  const { width, height } = LIMITS.canvas;
  const cx = width / 2;
  const cy = height / 2;
  const step = Math.max(40, Math.round(size * 1.25));
  const margin = size / 2 + 8;
  const solid = objects.filter((o) => !o.points);
  const free = (x: number, y: number) => solid.every((o) => Math.abs(o.x - x) >= step * 0.9 || Math.abs(o.y - y) >= step * 0.9);
  const inside = (x: number, y: number) => x >= margin && x <= width - margin && y >= margin && y <= height - margin;
  const rings = Math.ceil(Math.max(width, height) / step);
  for (let r = 0; r <= rings; r++) {
    for (const [dx, dy] of ring(r)) {
      const x = cx + dx * step;
      const y = cy + dy * step;
      if (inside(x, y) && free(x, y)) return { x, y };
    }
  }
  const n = placedBefore % 10;
  return { x: cx + n * 20, y: cy + n * 20 };
}

/** Grid offsets at Chebyshev distance r, the same row first (left to right), then rows above and below. */
function ring(r: number): [number, number][] {
  if (r === 0) return [[0, 0]];
  const out: [number, number][] = [];
  for (let dy = 0; dy <= r; dy++) {
    for (const sy of dy === 0 ? [0] : [-dy, dy]) {
      const xs = Math.abs(sy) === r ? range(-r, r) : [-r, r];
      for (const dx of xs.sort((a, b) => Math.abs(a) - Math.abs(b) || b - a)) out.push([dx, sy]);
    }
  }
  return out;
}

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a + 1 }, (_, i) => a + i);
}
