import type { PresetSpot } from './catalogue.ts';
import type { FieldFrame } from './field.ts';

/** Which end the team defends: 'left' is the field's first end (the left goal, or the top of a half view), 'right' the mirror. */
export type PresetSide = 'left' | 'right';

/** A placed spot on the canvas, numbered 1..n in preset order. */
export interface PlacedSpot {
  x: number;
  y: number;
  role: PresetSpot['role'];
  number: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** The position u along the field of a depth for the first team (before mirroring). */
function alongOf(frame: FieldFrame, depth: number): number {
  return frame.ownEnd === 0 ? depth / 2 : 1 - depth / 2;
}

/** Mirrors u within the part of the field the picture shows. */
function mirrorAlong(frame: FieldFrame, u: number): number {
  return frame.visible[0] + frame.visible[1] - u;
}

/** Canvas positions of a preset's spots on a field, for the team defending `side`. */
export function placeSpots(spots: readonly PresetSpot[], frame: FieldFrame, side: PresetSide): PlacedSpot[] {
  return spots.map((spot, i) => {
    const first = alongOf(frame, spot.depth);
    const u = side === 'left' ? first : mirrorAlong(frame, first);
    const v = spot.lateral;
    return {
      x: round(frame.origin.x + u * frame.along.x + v * frame.across.x),
      y: round(frame.origin.y + u * frame.along.y + v * frame.across.y),
      role: spot.role,
      number: i + 1,
    };
  });
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/**
 * The spots of players standing on a field (canvas points), normalised for saving as a personal
 * preset: a team standing on the second end is mirrored to the first, so the preset can be placed
 * on either side of any field later. Order is kept (spot i wears number i + 1).
 */
export function spotsFromPlayers(players: readonly { x: number; y: number; role: PresetSpot['role'] }[], frame: FieldFrame): PresetSpot[] {
  const { along, across, origin } = frame;
  const det = along.x * across.y - along.y * across.x;
  if (det === 0 || players.length === 0) return [];
  const uv = players.map((p) => {
    const dx = p.x - origin.x;
    const dy = p.y - origin.y;
    return { u: (dx * across.y - dy * across.x) / det, v: (along.x * dy - along.y * dx) / det, role: p.role };
  });
  const mid = (frame.visible[0] + frame.visible[1]) / 2;
  const meanU = uv.reduce((sum, p) => sum + p.u, 0) / uv.length;
  // The first team stands nearer its own end: u below the middle when that end is u = 0.
  const onFirstSide = frame.ownEnd === 0 ? meanU <= mid : meanU >= mid;
  return uv.map(({ u, v, role }) => {
    const first = onFirstSide ? u : mirrorAlong(frame, u);
    const depth = frame.ownEnd === 0 ? first * 2 : (1 - first) * 2;
    return { depth: Math.round(clamp(depth, 0, 2) * 1000) / 1000, lateral: Math.round(clamp(v, 0, 1) * 1000) / 1000, role };
  });
}
