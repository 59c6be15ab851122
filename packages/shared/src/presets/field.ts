import { LIMITS } from '../limits.ts';
import type { PresetSport } from './catalogue.ts';
import { PRESET_SPORTS } from './catalogue.ts';

/**
 * Where the playing area of each generated field picture lies on the 1280x960 canvas. The numbers
 * are those of the field generator (apps/server/scripts/assets/fields/*.ts; a server test checks
 * they agree), so a preset lands on the lines of whichever field is shown.
 */

/** A rectangle in sport coordinates (metres): x along the length, y across. */
interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

interface SportField {
  length: number;
  width: number;
  full: Rect;
  half: Rect;
  /** The half view shows the own end at the top (goal sports) or the far end at the bottom (volleyball: the net at the top). */
  halfShows: 'first' | 'second';
  /** Training and blank views: the area drawn and the marked grid (used as a small pitch). */
  drill: { area: Rect; grid: Rect };
}

/** Field views drawn for every sport (the generator's FIELD_VIEWS). */
export const PRESET_FIELD_VIEWS = ['full', 'half', 'training', 'blank'] as const;
export type PresetFieldView = (typeof PRESET_FIELD_VIEWS)[number];

/** Field geometry per sport (metres), exported for the agreement test with the generator. */
export const PRESET_FIELDS: Record<PresetSport, SportField> = {
  futebol: { length: 105, width: 68, full: { x: -5, y: -5, w: 115, h: 78 }, half: { x: -4, y: -4, w: 105 / 2 + 5.5, h: 76 }, halfShows: 'first', drill: { area: { x: 0, y: 0, w: 44, h: 33 }, grid: { x: 2, y: 1.5, w: 40, h: 30 } } },
  futsal: { length: 40, width: 20, full: { x: -2.5, y: -2.5, w: 45, h: 25 }, half: { x: -2, y: -2, w: 23, h: 24 }, halfShows: 'first', drill: { area: { x: 0, y: 0, w: 26, h: 19.5 }, grid: { x: 1, y: 0.75, w: 24, h: 18 } } },
  basquete: { length: 28, width: 15, full: { x: -2, y: -2, w: 32, h: 19 }, half: { x: -1.2, y: -1.5, w: 15.6, h: 18 }, halfShows: 'first', drill: { area: { x: 0, y: 0, w: 20, h: 15 }, grid: { x: 1, y: 0.75, w: 18, h: 13.5 } } },
  handebol: { length: 40, width: 20, full: { x: -2.5, y: -2.5, w: 45, h: 25 }, half: { x: -2, y: -2, w: 23, h: 24 }, halfShows: 'first', drill: { area: { x: 0, y: 0, w: 26, h: 19.5 }, grid: { x: 1, y: 0.75, w: 24, h: 18 } } },
  volei: { length: 18, width: 9, full: { x: -4, y: -3.5, w: 26, h: 16 }, half: { x: 7.6, y: -3.5, w: 14.4, h: 16 }, halfShows: 'second', drill: { area: { x: 0, y: 0, w: 13.33, h: 10 }, grid: { x: 0.665, y: 0.5, w: 12, h: 9 } } },
};

const W = LIMITS.canvas.width;
const H = LIMITS.canvas.height;

/** Grows the smaller side of a rect around its centre so that, drawn turned or not, it is 4:3 (the generator's fit43). */
export function fit43(r: Rect, rotate = false): Rect {
  const target = rotate ? H / W : W / H;
  if (r.w / r.h < target) {
    const w = r.h * target;
    return { x: r.x - (w - r.w) / 2, y: r.y, w, h: r.h };
  }
  const h = r.w / target;
  return { x: r.x, y: r.y - (h - r.h) / 2, w: r.w, h };
}

/** Sport point -> canvas point for a region drawn turned (length down the canvas) or not. */
function projector(region: Rect, rotate: boolean): (sx: number, sy: number) => { x: number; y: number } {
  const cw = rotate ? region.h : region.w;
  const ch = rotate ? region.w : region.h;
  const s = Math.min(W / cw, H / ch);
  const ox = (W - cw * s) / 2;
  const oy = (H - ch * s) / 2;
  return rotate ? (sx, sy) => ({ x: ox + (sy - region.y) * s, y: oy + (sx - region.x) * s }) : (sx, sy) => ({ x: ox + (sx - region.x) * s, y: oy + (sy - region.y) * s });
}

interface Vec {
  x: number;
  y: number;
}

/**
 * A playing area on the canvas: point = origin + u * along + v * across, u along the whole length
 * (0 = the end the first team defends, 1 = the other end), v across. `visible` is the range of u
 * the picture shows (a half view shows one half); `ownEnd` is the u where the first team's own
 * goal line lies.
 */
export interface FieldFrame {
  origin: Vec;
  along: Vec;
  across: Vec;
  visible: [number, number];
  ownEnd: 0 | 1;
}

/** Any other background (a personal image, none): the canvas with a margin, as a whole pitch. */
const DEFAULT_FRAME: FieldFrame = { origin: { x: 60, y: 60 }, along: { x: W - 120, y: 0 }, across: { x: 0, y: H - 120 }, visible: [0, 1], ownEnd: 0 };

function frameOf(origin: Vec, end: Vec, side: Vec, visible: [number, number], ownEnd: 0 | 1): FieldFrame {
  return { origin, along: { x: end.x - origin.x, y: end.y - origin.y }, across: { x: side.x - origin.x, y: side.y - origin.y }, visible, ownEnd };
}

/** The playing area of a sport's field view on the canvas. */
export function fieldFrameFor(sport: PresetSport, view: PresetFieldView): FieldFrame {
  const f = PRESET_FIELDS[sport];
  if (view === 'full') {
    const p = projector(fit43(f.full), false);
    return frameOf(p(0, 0), p(f.length, 0), p(0, f.width), [0, 1], 0);
  }
  if (view === 'half') {
    const p = projector(fit43(f.half, true), true);
    const first = f.halfShows === 'first';
    return frameOf(p(0, 0), p(f.length, 0), p(0, f.width), first ? [0, 0.5] : [0.5, 1], first ? 0 : 1);
  }
  const p = projector(fit43(f.drill.area), false);
  const g = f.drill.grid;
  return frameOf(p(g.x, g.y), p(g.x + g.w, g.y), p(g.x, g.y + g.h), [0, 1], 0);
}

/** The field frame of a background path such as `campos/futebol/half.svg` (the default frame for anything else). */
export function fieldFrame(backgroundImage: string | null | undefined): FieldFrame {
  const m = /campos\/([a-z]+)\/([a-z]+)\.svg/.exec(backgroundImage ?? '');
  const sport = m?.[1] as PresetSport | undefined;
  const view = m?.[2] as PresetFieldView | undefined;
  if (!sport || !view || !PRESET_SPORTS.includes(sport) || !PRESET_FIELD_VIEWS.includes(view)) return DEFAULT_FRAME;
  return fieldFrameFor(sport, view);
}
