import { el } from '../svg.ts';
import { box, fill, line, strokes } from './lines.ts';
import type { SportDrawing, SportViews } from './view.ts';
import { fit43 } from './view.ts';

const L = 18;
const Wd = 9;
const COURT = '#e0793a';
const FREE_ZONE = '#2f7fb0';
const OUTER = '#245f85';
/** FIVB minimum free zone: 3 m on every side. */
const FREE = 3;

/** Dashed extension of an attack line beyond a sideline: five 15 cm marks, 20 cm apart. */
function extension(x: number, yFrom: number, dir: 1 | -1): string {
  let d = '';
  for (let i = 0; i < 5; i += 1) {
    const y = yFrom + dir * (0.2 + i * 0.35);
    d += line(x, y, x, y + dir * 0.15);
  }
  return d;
}

/** FIVB volleyball court, 18 x 9 m, attack lines 3 m from the centre line, 3 m free zone. */
export const volleyball: SportDrawing = {
  length: L,
  width: Wd,
  lineWidth: 0.05,
  surface(extent) {
    return fill(extent, OUTER) + fill({ x: -FREE, y: -FREE, w: L + 2 * FREE, h: Wd + 2 * FREE }, FREE_ZONE) + fill({ x: 0, y: 0, w: L, h: Wd }, COURT);
  },
  playSurface(extent) {
    return fill(extent, COURT);
  },
  markings(lw) {
    const serviceMarks = [0, Wd].flatMap((y) => [line(-0.2, y, -0.35, y), line(L + 0.2, y, L + 0.35, y)]).join('');
    return strokes(
      lw,
      box({ x: 0, y: 0, w: L, h: Wd }),
      line(L / 2, 0, L / 2, Wd),
      line(6, 0, 6, Wd),
      line(12, 0, 12, Wd),
      extension(6, 0, -1),
      extension(6, Wd, 1),
      extension(12, 0, -1),
      extension(12, Wd, 1),
      serviceMarks,
    );
  },
  fixtures(lw) {
    // The net seen from above: a band over the centre line, posts 1 m outside the sidelines, striped antennae.
    const antenna = (y: number) =>
      el('rect', { x: L / 2 - 0.05, y: y - 0.05, width: 0.1, height: 0.1, fill: '#e03131', stroke: '#ffffff', 'stroke-width': lw * 0.5 });
    return (
      el('rect', { x: L / 2 - 0.07, y: -1, width: 0.14, height: Wd + 2, fill: '#1b1b1b', 'fill-opacity': 0.85 }) +
      el('line', { x1: L / 2, y1: -1, x2: L / 2, y2: Wd + 1, stroke: '#ffffff', 'stroke-width': lw * 0.6 }) +
      el('circle', { cx: L / 2, cy: -1, r: 0.16, fill: '#d0d4da', stroke: '#222', 'stroke-width': lw * 0.5 }) +
      el('circle', { cx: L / 2, cy: Wd + 1, r: 0.16, fill: '#d0d4da', stroke: '#222', 'stroke-width': lw * 0.5 }) +
      antenna(0) +
      antenna(Wd)
    );
  },
};

/** Views of the volleyball court (the half shows one side with the net at the top). */
export const volleyballViews: SportViews = {
  full: { region: fit43({ x: -4, y: -3.5, w: L + 8, h: Wd + 7 }), rotate: false, kind: 'lines' },
  half: { region: fit43({ x: L / 2 - 1.4, y: -3.5, w: L / 2 + 1.4 + 4, h: Wd + 7 }, true), rotate: true, clip: { x: L / 2 - 1.3, y: -10, w: 30, h: 40 }, kind: 'lines' },
  training: { region: fit43({ x: 0, y: 0, w: 13.33, h: 10 }), rotate: false, kind: 'grid', grid: { rect: { x: 0.665, y: 0.5, w: 12, h: 9 }, step: 1.5 } },
  blank: { region: fit43({ x: 0, y: 0, w: 13.33, h: 10 }), rotate: false, kind: 'blank' },
};
