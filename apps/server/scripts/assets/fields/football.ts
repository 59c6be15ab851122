import { el, n, path } from '../svg.ts';
import { bands, box, goalTopView, line, mirrorX, spot, strokes } from './lines.ts';
import type { SportDrawing, SportViews } from './view.ts';
import { fit43 } from './view.ts';

const L = 105;
const Wd = 68;
const C = Wd / 2;
const GRASS: [string, string] = ['#3f8f3a', '#37822f'];

/** Markings of one end (goal line at x = 0), FIFA Laws of the Game dimensions. */
function endMarkings(lw: number): string {
  const penaltyHalf = 7.32 / 2 + 16.5;
  const goalAreaHalf = 7.32 / 2 + 5.5;
  const cos = (16.5 - 11) / 9.15;
  const sin = Math.sqrt(1 - cos * cos);
  const arc = path().M(16.5, C - 9.15 * sin).A(9.15, 9.15, 0, 0, 1, 16.5, C + 9.15 * sin);
  return (
    strokes(lw, box({ x: 0, y: C - penaltyHalf, w: 16.5, h: penaltyHalf * 2 }), box({ x: 0, y: C - goalAreaHalf, w: 5.5, h: goalAreaHalf * 2 }), el('path', { d: arc.toString() })) +
    spot(11, C, Math.max(0.2, lw * 1.2))
  );
}

function corners(lw: number): string {
  const r = 1;
  const d = path()
    .M(r, 0).A(r, r, 0, 0, 1, 0, r)
    .M(0, Wd - r).A(r, r, 0, 0, 1, r, Wd)
    .M(L - r, Wd).A(r, r, 0, 0, 1, L, Wd - r)
    .M(L, r).A(r, r, 0, 0, 1, L - r, 0);
  const flags = [[0, 0], [0, Wd], [L, 0], [L, Wd]]
    .map(([x, y]) => el('circle', { cx: x, cy: y, r: lw * 1.6, fill: '#ffd23f', stroke: '#a07800', 'stroke-width': lw * 0.4 }))
    .join('');
  return strokes(lw, el('path', { d: d.toString() })) + flags;
}

/** FIFA football pitch, 105 x 68 m. */
export const football: SportDrawing = {
  length: L,
  width: Wd,
  lineWidth: 0.12,
  surface(extent) {
    const outside = `M${n(extent.x)} ${n(extent.y)}h${n(extent.w)}v${n(extent.h)}h${n(-extent.w)}Z M0 0V${Wd}H${L}V0Z`;
    return bands(extent, 0, L / 20, GRASS) + el('path', { d: outside, fill: '#0b2a0b', 'fill-opacity': 0.16, 'fill-rule': 'evenodd' });
  },
  playSurface(extent) {
    return bands(extent, 0, 5, GRASS);
  },
  markings(lw) {
    return (
      strokes(lw, box({ x: 0, y: 0, w: L, h: Wd }), line(L / 2, 0, L / 2, Wd), el('circle', { cx: L / 2, cy: C, r: 9.15 })) +
      spot(L / 2, C, Math.max(0.2, lw * 1.2)) +
      mirrorX(L, endMarkings(lw)) +
      corners(lw)
    );
  },
  fixtures(lw) {
    return mirrorX(L, goalTopView({ x: 0, yc: C, width: 7.32, depth: 2, lw, id: 'football-net' }));
  },
};

/** Views of the football pitch. */
export const footballViews: SportViews = {
  full: { region: fit43({ x: -5, y: -5, w: L + 10, h: Wd + 10 }), rotate: false, kind: 'lines' },
  half: { region: fit43({ x: -4, y: -4, w: L / 2 + 5.5, h: Wd + 8 }, true), rotate: true, clip: { x: -10, y: -10, w: L / 2 + 10 + 0.2, h: Wd + 20 }, kind: 'lines' },
  training: { region: fit43({ x: 0, y: 0, w: 44, h: 33 }), rotate: false, kind: 'grid', grid: { rect: { x: 2, y: 1.5, w: 40, h: 30 }, step: 5 } },
  blank: { region: fit43({ x: 0, y: 0, w: 44, h: 33 }), rotate: false, kind: 'blank' },
};
