import { el, path } from '../svg.ts';
import { box, fill, line, mirrorX, planks, strokes } from './lines.ts';
import type { SportDrawing, SportViews } from './view.ts';
import { fit43 } from './view.ts';

const L = 28;
const Wd = 15;
const C = Wd / 2;
const WOOD: [string, string] = ['#e0b47c', '#cd9a5e'];
const SURROUND_WOOD: [string, string] = ['#8e5c31', '#82532b'];
const PAINT = '#1f4e8c';
/** Centre of the basket: 1.575 m from the inner edge of the end line. */
const BX = 1.575;

/** FIBA end: key 4.9 x 5.8 m, free-throw circle 1.8 m, 3-point line 6.75 m (0.9 m from the sidelines), no-charge arc 1.25 m. */
function endMarkings(lw: number): string {
  const dx = Math.sqrt(6.75 ** 2 - (C - 0.9) ** 2);
  const three = path().M(0, 0.9).L(BX + dx, 0.9).A(6.75, 6.75, 0, 0, 1, BX + dx, Wd - 0.9).L(0, Wd - 0.9);
  const ftOuter = path().M(5.8, C - 1.8).A(1.8, 1.8, 0, 0, 1, 5.8, C + 1.8);
  const ftInner = path().M(5.8, C - 1.8).A(1.8, 1.8, 0, 0, 0, 5.8, C + 1.8);
  const noCharge = path().M(1.2, C - 1.25).L(BX, C - 1.25).A(1.25, 1.25, 0, 0, 1, BX, C + 1.25).L(1.2, C + 1.25);
  const key = { x: 0, y: C - 2.45, w: 5.8, h: 4.9 };
  // Lane-space marks along the key: 1.75 m from the end line, a 0.4 m neutral block, then 0.85 m spaces.
  const marks = [1.75, 2.15 + 0.85, 2.15 + 0.85 * 2]
    .map((x) => line(x, C - 2.45, x, C - 2.45 - 0.1) + line(x, C + 2.45, x, C + 2.45 + 0.1))
    .join('');
  return (
    fill(key, PAINT) +
    el('rect', { x: 1.75, y: C - 2.45 - 0.1, width: 0.4, height: 0.1, fill: '#f7f7f2' }) +
    el('rect', { x: 1.75, y: C + 2.45, width: 0.4, height: 0.1, fill: '#f7f7f2' }) +
    strokes(
      lw,
      box(key),
      el('path', { d: three.toString() }),
      el('path', { d: ftOuter.toString() }),
      el('path', { d: ftInner.toString(), 'stroke-dasharray': `${0.3} ${0.3}` }),
      el('path', { d: noCharge.toString() }),
      marks,
      // Throw-in line mark, 8.325 m from the end line, outside the court.
      line(8.325, Wd, 8.325, Wd + 0.15),
    )
  );
}

function hoop(lw: number): string {
  return (
    el('rect', { x: 1.2 - 0.05, y: C - 0.9, width: 0.1, height: 1.8, fill: '#f4f6f8', stroke: '#3b3f45', 'stroke-width': lw * 0.5 }) +
    el('rect', { x: 1.2, y: C - 0.06, width: BX - 0.225 - 1.2, height: 0.12, fill: '#3b3f45' }) +
    el('circle', { cx: BX, cy: C, r: 0.225, fill: '#ffffff', 'fill-opacity': 0.25, stroke: '#e8590c', 'stroke-width': Math.max(0.05, lw * 0.9) })
  );
}

/** FIBA basketball court, 28 x 15 m, on a hardwood floor. */
export const basketball: SportDrawing = {
  length: L,
  width: Wd,
  lineWidth: 0.05,
  surface(extent) {
    return planks(extent, 0.25, SURROUND_WOOD, 11) + planks({ x: 0, y: 0, w: L, h: Wd }, 0.25, WOOD, 5);
  },
  playSurface(extent) {
    return planks(extent, 0.25, WOOD, 5);
  },
  markings(lw) {
    return (
      el('circle', { cx: L / 2, cy: C, r: 1.8, fill: PAINT }) +
      strokes(lw, box({ x: 0, y: 0, w: L, h: Wd }), line(L / 2, -0.15, L / 2, Wd + 0.15), el('circle', { cx: L / 2, cy: C, r: 1.8 })) +
      mirrorX(L, endMarkings(lw))
    );
  },
  fixtures(lw) {
    return mirrorX(L, hoop(lw));
  },
};

/** Views of the basketball court. */
export const basketballViews: SportViews = {
  full: { region: fit43({ x: -2, y: -2, w: L + 4, h: Wd + 4 }), rotate: false, kind: 'lines' },
  half: { region: fit43({ x: -1.2, y: -1.5, w: L / 2 + 1.6, h: Wd + 3 }, true), rotate: true, clip: { x: -5, y: -5, w: L / 2 + 5 + 0.05, h: Wd + 10 }, kind: 'lines' },
  training: { region: fit43({ x: 0, y: 0, w: 20, h: 15 }), rotate: false, kind: 'grid', grid: { rect: { x: 1, y: 0.75, w: 18, h: 13.5 }, step: 1.5 } },
  blank: { region: fit43({ x: 0, y: 0, w: 20, h: 15 }), rotate: false, kind: 'blank' },
};
