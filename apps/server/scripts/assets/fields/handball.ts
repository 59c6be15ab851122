import { el, path } from '../svg.ts';
import { box, fill, goalTopView, line, mirrorX, strokes } from './lines.ts';
import type { SportDrawing, SportViews } from './view.ts';
import { fit43 } from './view.ts';

const L = 40;
const Wd = 20;
const C = Wd / 2;
const COURT = '#2d6fb4';
const AREA = '#f0a33a';
const SURROUND = '#1c4679';

/** The line at distance r from the goal: quarter circles around the posts joined by a 3 m straight line, ending at the sidelines. */
function areaPath(r: number): string {
  const post = 1.5;
  const reach = Math.min(r, C - post);
  const xEdge = Math.sqrt(Math.max(0, r * r - reach * reach));
  return path()
    .M(xEdge, C - post - reach)
    .A(r, r, 0, 0, 1, r, C - post)
    .L(r, C + post)
    .A(r, r, 0, 0, 1, xEdge, C + post + reach)
    .toString();
}

/** IHF end: 6 m goal area, dashed 9 m free-throw line, 7 m line, 4 m goalkeeper restraining line. */
function endMarkings(lw: number): string {
  return (
    el('path', { d: `${areaPath(6)}L0 ${C + 7.5}V${C - 7.5}Z`, fill: AREA }) +
    strokes(
      lw,
      el('path', { d: areaPath(6) }),
      el('path', { d: areaPath(9), 'stroke-dasharray': '0.15 0.15' }),
      line(7, C - 0.5, 7, C + 0.5),
      line(4, C - 0.075, 4, C + 0.075),
      // Substitution lines: 4.5 m from the centre line, 15 cm into and out of the court.
      line(L / 2 - 4.5, Wd - 0.15, L / 2 - 4.5, Wd + 0.15),
    )
  );
}

/** IHF handball court, 40 x 20 m. */
export const handball: SportDrawing = {
  length: L,
  width: Wd,
  lineWidth: 0.05,
  surface(extent) {
    return fill(extent, SURROUND) + fill({ x: 0, y: 0, w: L, h: Wd }, COURT);
  },
  playSurface(extent) {
    return fill(extent, COURT);
  },
  markings(lw) {
    return (
      mirrorX(L, endMarkings(lw)) +
      strokes(lw, box({ x: 0, y: 0, w: L, h: Wd }), line(L / 2, 0, L / 2, Wd), el('circle', { cx: L / 2, cy: C, r: 2 }))
    );
  },
  fixtures(lw) {
    return mirrorX(L, goalTopView({ x: 0, yc: C, width: 3, depth: 1, lw, id: 'handball-net', post: '#e03131' }));
  },
};

/** Views of the handball court. */
export const handballViews: SportViews = {
  full: { region: fit43({ x: -2.5, y: -2.5, w: L + 5, h: Wd + 5 }), rotate: false, kind: 'lines' },
  half: { region: fit43({ x: -2, y: -2, w: L / 2 + 3, h: Wd + 4 }, true), rotate: true, clip: { x: -5, y: -5, w: L / 2 + 5 + 0.05, h: Wd + 10 }, kind: 'lines' },
  training: { region: fit43({ x: 0, y: 0, w: 26, h: 19.5 }), rotate: false, kind: 'grid', grid: { rect: { x: 1, y: 0.75, w: 24, h: 18 }, step: 2 } },
  blank: { region: fit43({ x: 0, y: 0, w: 26, h: 19.5 }), rotate: false, kind: 'blank' },
};
