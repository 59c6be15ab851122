import { LIMITS } from '@prancheta/shared';
import type { TeamColour } from '@prancheta/shared';
import { fieldFrame, placeSpots } from '@prancheta/shared/presets/index.ts';
import type { PresetSide, PresetSpot } from '@prancheta/shared/presets/index.ts';
import type { MirrorAxis } from '@prancheta/shared/scene/index.ts';
import type { BoardDoc, Marker } from './model.ts';
import { newId } from './tools.ts';

/** Mirrors the whole board left <-> right or top <-> bottom: markers and every stroke point (numbers stay readable). */
export function mirrorBoard(doc: BoardDoc, axis: MirrorAxis): BoardDoc {
  const h = axis === 'horizontal';
  const size = h ? LIMITS.canvas.width : LIMITS.canvas.height;
  const flip = (v: number) => Math.round((size - v) * 100) / 100;
  return {
    strokes: doc.strokes.map((s) => ({ ...s, points: s.points.map((v, i) => (i % 2 === (h ? 0 : 1) ? flip(v) : v)) })),
    markers: doc.markers.map((m) => (h ? { ...m, x: flip(m.x) } : { ...m, y: flip(m.y) })),
  };
}

const colourKey = (m: Marker) => `${m.background}|${m.color}`;

/** The two team colours (disc and number colour) of the most numbered markers, or null with fewer than two teams. */
export function boardTeams(doc: BoardDoc): [string, string] | null {
  const counts = new Map<string, number>();
  for (const m of doc.markers) if (m.face.kind === 'number') counts.set(colourKey(m), (counts.get(colourKey(m)) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([k]) => k);
  return ranked.length >= 2 ? [ranked[0]!, ranked[1]!] : null;
}

/** Exchanges the colours of the two teams on the board (every marker of either colour pair). */
export function swapBoardTeams(doc: BoardDoc): BoardDoc {
  const pair = boardTeams(doc);
  if (!pair) return doc;
  const split = (k: string) => {
    const [background, color] = k.split('|') as [string, string];
    return { background, color };
  };
  const [a, b] = pair;
  return {
    ...doc,
    markers: doc.markers.map((m) => {
      const k = colourKey(m);
      return k === a ? { ...m, ...split(b) } : k === b ? { ...m, ...split(a) } : m;
    }),
  };
}

/** A whole team of numbered markers (1..n) in a preset's positions on the field shown. */
export function presetMarkers(spots: readonly PresetSpot[], fieldPath: string | null, side: PresetSide, colours: { background: string; color: string }, scale: number): Marker[] {
  return placeSpots(spots, fieldFrame(fieldPath), side).map((s) => ({ id: newId('m'), x: s.x, y: s.y, scale, ...colours, face: { kind: 'number', number: s.number } }));
}

/** Team colours of a team name, for markers. */
export type TeamColours = Record<TeamColour, { background: string; color: string }>;
