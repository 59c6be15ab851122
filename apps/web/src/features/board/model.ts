import { LIMITS } from '@prancheta/shared';

/** Drawing modes of the board (seed 000 §4). */
export const DRAW_MODES = ['free', 'line', 'dash', 'arrow', 'adash'] as const;
export type DrawMode = (typeof DRAW_MODES)[number];

/** One finished stroke: flat [x0, y0, x1, y1, ...] points in board coordinates (1280x960). */
export interface Stroke {
  readonly id: string;
  readonly mode: DrawMode;
  readonly points: readonly number[];
  readonly color: string;
  readonly width: number;
}

/** What a marker shows: a numbered team disc or one of the 19 board icons. */
export type MarkerFace = { readonly kind: 'number'; readonly number: number } | { readonly kind: 'icon'; readonly icon: number };

/** A team-colour marker (seed 000 §3: background, number, color, scale), positioned by its centre. */
export interface Marker {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly scale: number;
  readonly background: string;
  readonly color: string;
  readonly face: MarkerFace;
}

/** The whole board content. Immutable: every change returns a new document sharing unchanged parts. */
export interface BoardDoc {
  readonly strokes: readonly Stroke[];
  readonly markers: readonly Marker[];
}

/** An empty board. */
export const EMPTY_BOARD: BoardDoc = { strokes: [], markers: [] };

/** Marker diameter in board pixels at scale 1. */
export const MARKER_BASE_SIZE = 120;

/** Path of a board icon (1..19) under the elements root. */
export function boardIconPath(icon: number): string {
  return `board/icons/${icon}.png`;
}

export function addStroke(doc: BoardDoc, stroke: Stroke): BoardDoc {
  return { ...doc, strokes: [...doc.strokes, stroke] };
}

export function removeStrokes(doc: BoardDoc, ids: ReadonlySet<string>): BoardDoc {
  if (ids.size === 0) return doc;
  return { ...doc, strokes: doc.strokes.filter((s) => !ids.has(s.id)) };
}

export function addMarkers(doc: BoardDoc, markers: readonly Marker[]): BoardDoc {
  return { ...doc, markers: [...doc.markers, ...markers] };
}

export function removeMarkers(doc: BoardDoc, ids: ReadonlySet<string>): BoardDoc {
  if (ids.size === 0) return doc;
  return { ...doc, markers: doc.markers.filter((m) => !ids.has(m.id)) };
}

/** Moves one marker, clamped to the board so it can never be lost off-screen. */
export function moveMarker(doc: BoardDoc, id: string, x: number, y: number): BoardDoc {
  const cx = clamp(x, 0, LIMITS.canvas.width);
  const cy = clamp(y, 0, LIMITS.canvas.height);
  return { ...doc, markers: doc.markers.map((m) => (m.id === id ? { ...m, x: cx, y: cy } : m)) };
}

function clamp(v: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, v));
}

/** Result of validating the marker number typed by the coach. */
export type NumberCheck = { ok: true; value: number } | { ok: false; error: 'required' | 'range' };

/** Board number rule (seed 000 §5): required, an integer from 0 to 100. */
export function parseMarkerNumber(input: string): NumberCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  if (!/^\d+$/.test(text)) return { ok: false, error: 'range' };
  const value = Number(text);
  if (value < LIMITS.board.numberMin || value > LIMITS.board.numberMax) return { ok: false, error: 'range' };
  return { ok: true, value };
}

/** Marker scale rule: at least 0.02, rounded to the 0.01 step; anything unreadable becomes the default. */
export function normaliseScale(scale: number): number {
  if (!Number.isFinite(scale)) return LIMITS.board.markerScale;
  const stepped = Math.round(scale / LIMITS.board.markerScaleStep) * LIMITS.board.markerScaleStep;
  return Math.max(LIMITS.board.markerScaleMin, Number(stepped.toFixed(2)));
}

/** Line width rule: integer 1 to 10. */
export function normaliseLineWidth(width: number): number {
  if (!Number.isFinite(width)) return LIMITS.line.defaultWidth;
  return clamp(Math.round(width), LIMITS.board.lineMin, LIMITS.board.lineMax);
}

/** Which half of the field a team lines up on. */
export type Side = 'left' | 'right';

/** Line-up spots (fractions of the board) of shirt numbers 1 to 11 on the left half: a 4-4-2. */
const FORMATION: Readonly<Record<number, readonly [number, number]>> = {
  1: [0.06, 0.5],
  2: [0.2, 0.15],
  3: [0.18, 0.38],
  4: [0.18, 0.62],
  5: [0.2, 0.85],
  6: [0.32, 0.38],
  7: [0.34, 0.15],
  8: [0.32, 0.62],
  9: [0.44, 0.4],
  10: [0.44, 0.6],
  11: [0.34, 0.85],
};

/** Where the quick-pick puts a number: its formation spot for 1..11, the centre line otherwise. */
export function formationSpot(number: number, side: Side): { x: number; y: number } {
  const [fx, fy] = FORMATION[number] ?? [0.5, 0.5];
  const x = side === 'left' ? fx : 1 - fx;
  return { x: Math.round(x * LIMITS.canvas.width), y: Math.round(fy * LIMITS.canvas.height) };
}

/** The side a team should take: its own side if already on the board, else opposite the other teams. */
export function sideFor(doc: BoardDoc, background: string): Side {
  const mine = doc.markers.filter((m) => m.background === background && m.face.kind === 'number');
  const pool = mine.length > 0 ? mine : doc.markers.filter((m) => m.face.kind === 'number');
  if (pool.length === 0) return 'left';
  const meanX = pool.reduce((sum, m) => sum + m.x, 0) / pool.length;
  const onLeft = meanX < LIMITS.canvas.width / 2;
  if (mine.length > 0) return onLeft ? 'left' : 'right';
  return onLeft ? 'right' : 'left';
}

/** Squared distance from point p to segment ab. */
function segmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : clamp(((px - ax) * dx + (py - ay) * dy) / len2, 0, 1);
  const cx = ax + t * dx - px;
  const cy = ay + t * dy - py;
  return cx * cx + cy * cy;
}

/** Whether point (x, y) touches the stroke, with `tolerance` board pixels around its width. */
export function strokeHit(stroke: Stroke, x: number, y: number, tolerance: number): boolean {
  const reach = stroke.width / 2 + tolerance;
  const reach2 = reach * reach;
  const p = stroke.points;
  if (p.length === 2) return segmentDistance2(x, y, p[0]!, p[1]!, p[0]!, p[1]!) <= reach2;
  for (let i = 0; i + 3 < p.length; i += 2) {
    if (segmentDistance2(x, y, p[i]!, p[i + 1]!, p[i + 2]!, p[i + 3]!) <= reach2) return true;
  }
  return false;
}

/** Ids of the strokes under (x, y), topmost last. */
export function strokesAt(doc: BoardDoc, x: number, y: number, tolerance: number): string[] {
  return doc.strokes.filter((s) => strokeHit(s, x, y, tolerance)).map((s) => s.id);
}

/** Ids of the markers whose disc contains (x, y). */
export function markersAt(doc: BoardDoc, x: number, y: number): string[] {
  return doc.markers
    .filter((m) => {
      const r = (MARKER_BASE_SIZE * m.scale) / 2;
      return (m.x - x) ** 2 + (m.y - y) ** 2 <= r * r;
    })
    .map((m) => m.id);
}
