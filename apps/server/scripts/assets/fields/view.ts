import { LIMITS } from '@prancheta/shared';
import { el, n, svgDoc } from '../svg.ts';

/** A rectangle in sport coordinates (metres). x runs along the field's length, y across it. */
export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** How one sport draws itself, in metres, with x along the length. */
export interface SportDrawing {
  /** Court or pitch size without surroundings. */
  length: number;
  width: number;
  /** Surroundings plus playing surface, covering at least `extent`. */
  surface(extent: Rect): string;
  /** Only the playing surface texture, covering `extent` (training and blank views). */
  playSurface(extent: Rect): string;
  /** Line markings; lw is the drawn line width in metres. */
  markings(lw: number): string;
  /** Goals, baskets or net drawn above the lines. */
  fixtures(lw: number): string;
  /** Real line width in metres (drawn no thinner than about 3 px). */
  lineWidth: number;
}

/** One field picture: which part of the sport to show, whether it is turned (length running down). */
export interface ViewSpec {
  region: Rect;
  rotate: boolean;
  /** Markings and fixtures are clipped to this rect (half views). */
  clip?: Rect;
  kind: 'lines' | 'grid' | 'blank';
  grid?: { rect: Rect; step: number };
}

const W = LIMITS.canvas.width;
const H = LIMITS.canvas.height;

/** Grows the smaller side of a rect (around its centre) so that, drawn turned or not, it is 4:3. */
export function fit43(r: Rect, rotate = false): Rect {
  const target = rotate ? H / W : W / H; // width/height in sport coordinates
  if (r.w / r.h < target) {
    const w = r.h * target;
    return { x: r.x - (w - r.w) / 2, y: r.y, w, h: r.h };
  }
  const h = r.w / target;
  return { x: r.x, y: r.y - (h - r.h) / 2, w: r.w, h };
}

/** Fits a view onto the 1280x960 canvas: scale, the group transform, and the canvas in sport coordinates. */
function placement(spec: ViewSpec): { s: number; transform: string; extent: Rect } {
  const { region, rotate } = spec;
  const cw = rotate ? region.h : region.w;
  const ch = rotate ? region.w : region.h;
  const s = Math.min(W / cw, H / ch);
  const ox = (W - cw * s) / 2;
  const oy = (H - ch * s) / 2;
  const pad = 1;
  if (!rotate) {
    const transform = `translate(${n(ox)} ${n(oy)}) scale(${n(s)}) translate(${n(-region.x)} ${n(-region.y)})`;
    return { s, transform, extent: { x: region.x - ox / s - pad, y: region.y - oy / s - pad, w: W / s + 2 * pad, h: H / s + 2 * pad } };
  }
  // Turned: canvas x follows sport y, canvas y follows sport x (the field is symmetric, so a mirror is fine).
  const transform = `translate(${n(ox)} ${n(oy)}) matrix(0 ${n(s)} ${n(s)} 0 0 0) translate(${n(-region.x)} ${n(-region.y)})`;
  return { s, transform, extent: { x: region.x - oy / s - pad, y: region.y - ox / s - pad, w: H / s + 2 * pad, h: W / s + 2 * pad } };
}

/** Film grain and a soft vignette over the whole canvas, so flat colours read as a real surface. */
function finish(grain: number): string {
  const defs = el(
    'defs',
    {},
    el(
      'filter',
      { id: 'grain', x: 0, y: 0, width: '100%', height: '100%', 'color-interpolation-filters': 'sRGB' },
      el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.9, numOctaves: 2, seed: 7, result: 'noise' }),
      el('feColorMatrix', { in: 'noise', type: 'matrix', values: `0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 ${n(grain * 2)} ${n(-grain * 0.9)}` }),
    ),
    el(
      'radialGradient',
      { id: 'vignette', cx: '50%', cy: '50%', r: '75%' },
      el('stop', { offset: '60%', 'stop-color': '#000', 'stop-opacity': 0 }),
      el('stop', { offset: '100%', 'stop-color': '#000', 'stop-opacity': 0.22 }),
    ),
  );
  return defs + el('rect', { width: W, height: H, filter: 'url(#grain)', opacity: 1 }) + el('rect', { width: W, height: H, fill: 'url(#vignette)' });
}

/** A faint coaching grid with a solid border and small corner marks. */
function grid(rect: Rect, step: number, lw: number): string {
  let lines = '';
  for (let x = rect.x + step; x < rect.x + rect.w - 1e-6; x += step) lines += `M${n(x)} ${n(rect.y)}V${n(rect.y + rect.h)}`;
  for (let y = rect.y + step; y < rect.y + rect.h - 1e-6; y += step) lines += `M${n(rect.x)} ${n(y)}H${n(rect.x + rect.w)}`;
  const dots: string[] = [];
  for (let x = rect.x; x <= rect.x + rect.w + 1e-6; x += step) {
    for (let y = rect.y; y <= rect.y + rect.h + 1e-6; y += step) dots.push(el('circle', { cx: x, cy: y, r: lw * 1.1 }));
  }
  return (
    el('path', { d: lines, fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.32, 'stroke-width': lw * 0.7, 'stroke-dasharray': `${n(lw * 3)} ${n(lw * 3)}` }) +
    el('rect', { x: rect.x, y: rect.y, width: rect.w, height: rect.h, fill: 'none', stroke: '#ffffff', 'stroke-width': lw }) +
    el('g', { fill: '#ffffff', 'fill-opacity': 0.85 }, ...dots)
  );
}

/** Renders one field view as a complete 1280x960 SVG document. */
export function renderField(sport: SportDrawing, spec: ViewSpec, grain = 0.05): string {
  const { s, transform, extent } = placement(spec);
  const lw = Math.max(sport.lineWidth, 3 / s);
  let content: string;
  if (spec.kind === 'lines') {
    const lines = sport.markings(lw) + sport.fixtures(lw);
    const clipped = spec.clip
      ? el('defs', {}, el('clipPath', { id: 'view-clip' }, el('rect', { x: spec.clip.x, y: spec.clip.y, width: spec.clip.w, height: spec.clip.h }))) +
        el('g', { 'clip-path': 'url(#view-clip)' }, lines)
      : lines;
    content = sport.surface(extent) + clipped;
  } else {
    content = sport.playSurface(extent) + (spec.kind === 'grid' && spec.grid ? grid(spec.grid.rect, spec.grid.step, lw) : '');
  }
  return svgDoc(W, H, el('rect', { width: W, height: H, fill: '#000' }) + el('g', { transform }, content) + finish(grain));
}

/** The standard four views of a sport: full, half (turned, goal at the top), training grid, blank. */
export interface SportViews {
  full: ViewSpec;
  half: ViewSpec;
  training: ViewSpec;
  blank: ViewSpec;
}
