import { el, mix, n, seededRandom } from '../svg.ts';
import type { Rect } from './view.ts';

/** Colour of painted lines on every surface. */
export const LINE = '#f7f7f2';

/** A group of white stroked shapes. */
export function strokes(lw: number, ...children: string[]): string {
  return el('g', { fill: 'none', stroke: LINE, 'stroke-width': lw, 'stroke-linejoin': 'miter' }, ...children);
}

/** A filled white spot (penalty mark, centre spot). */
export function spot(x: number, y: number, r: number): string {
  return el('circle', { cx: x, cy: y, r, fill: LINE });
}

/** A rectangle outline. */
export function box(r: Rect): string {
  return el('rect', { x: r.x, y: r.y, width: r.w, height: r.h });
}

/** A straight line. */
export function line(x1: number, y1: number, x2: number, y2: number, extra: Record<string, string | number> = {}): string {
  return el('line', { x1, y1, x2, y2, ...extra });
}

/** A mirrored copy of markings drawn for the left end (x from 0) onto the right end of a field of length L. */
export function mirrorX(length: number, content: string): string {
  return content + el('g', { transform: `matrix(-1 0 0 1 ${n(length)} 0)` }, content);
}

/** Alternating bands across the length (mowing stripes), covering extent: a base colour plus every other band. */
export function bands(extent: Rect, origin: number, size: number, colours: [string, string]): string {
  const first = Math.floor((extent.x - origin) / size);
  const last = Math.ceil((extent.x + extent.w - origin) / size);
  let out = el('rect', { x: extent.x, y: extent.y, width: extent.w, height: extent.h, fill: colours[0] });
  for (let i = first; i < last; i += 1) {
    if (((i % 2) + 2) % 2 === 0) continue;
    out += el('rect', { x: origin + i * size, y: extent.y, width: size, height: extent.h, fill: colours[1] });
  }
  return out;
}

/** A plain fill over a rect. */
export function fill(r: Rect, colour: string, extra: Record<string, string | number> = {}): string {
  return el('rect', { x: r.x, y: r.y, width: r.w, height: r.h, fill: colour, ...extra });
}

/**
 * Wooden floor: planks running along the length with seeded tone variation, covering extent.
 * plank is the plank width in metres; tones are light/dark ends of the wood colour.
 */
export function planks(extent: Rect, plank: number, tones: [string, string], seed: number): string {
  const rnd = seededRandom(seed);
  let out = fill(extent, mix(tones[0], tones[1], 0.5));
  const rows = Math.ceil(extent.h / plank);
  for (let r = 0; r < rows; r += 1) {
    let x = extent.x - rnd() * 3;
    while (x < extent.x + extent.w) {
      const len = 2.2 + rnd() * 2.6;
      out += el('rect', { x, y: extent.y + r * plank, width: len, height: plank, fill: mix(tones[0], tones[1], rnd()) });
      x += len;
    }
  }
  // Joints between rows: a faint darker line gives the floor its grain.
  let joints = '';
  for (let r = 1; r < rows; r += 1) joints += `M${n(extent.x)} ${n(extent.y + r * plank)}h${n(extent.w)}`;
  const id = `planks-${seed}`;
  return (
    el('defs', {}, el('clipPath', { id }, el('rect', { x: extent.x, y: extent.y, width: extent.w, height: extent.h }))) +
    el('g', { 'clip-path': `url(#${id})` }, out, el('path', { d: joints, stroke: '#3a2410', 'stroke-opacity': 0.12, 'stroke-width': plank * 0.06, fill: 'none' }))
  );
}

/** A goal seen from above: net box behind the line with a mesh, posts and crossbar. */
export function goalTopView(opts: { x: number; yc: number; width: number; depth: number; lw: number; post?: string; id: string }): string {
  const { x, yc, width, depth, lw, id } = opts;
  const y0 = yc - width / 2;
  const mesh = depth / 6;
  const defs = el(
    'defs',
    {},
    el(
      'pattern',
      { id, width: mesh, height: mesh, patternUnits: 'userSpaceOnUse', patternTransform: 'rotate(45)' },
      el('path', { d: `M0 0H${n(mesh)}M0 0V${n(mesh)}`, stroke: '#ffffff', 'stroke-opacity': 0.55, 'stroke-width': lw * 0.35, fill: 'none' }),
    ),
  );
  const post = opts.post ?? '#ffffff';
  return (
    defs +
    el('rect', { x: x - depth, y: y0, width: depth, height: width, fill: '#000000', 'fill-opacity': 0.18 }) +
    el('rect', { x: x - depth, y: y0, width: depth, height: width, fill: `url(#${id})` }) +
    el('path', { d: `M${n(x)} ${n(y0)}L${n(x - depth)} ${n(y0 + depth * 0.25)}V${n(y0 + width - depth * 0.25)}L${n(x)} ${n(y0 + width)}`, fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.8, 'stroke-width': lw * 0.6 }) +
    el('line', { x1: x, y1: y0, x2: x, y2: y0 + width, stroke: post, 'stroke-width': lw * 1.9, 'stroke-linecap': 'round' }) +
    el('circle', { cx: x, cy: y0, r: lw * 1.3, fill: post }) +
    el('circle', { cx: x, cy: y0 + width, r: lw * 1.3, fill: post })
  );
}
