import { el, n, path } from '../svg.ts';
import { box, fill, goalTopView, line, mirrorX, spot, strokes } from './lines.ts';
import type { SportDrawing, SportViews } from './view.ts';
import { fit43 } from './view.ts';

const L = 40;
const Wd = 20;
const C = Wd / 2;
const COURT = '#2f8a5c';
const SURROUND = '#c8643a';

/** FIFA futsal: 6 m penalty area (quarter circles on the posts joined by a 3.16 m line), 6 m and 10 m marks. */
function endMarkings(lw: number): string {
  const post = 3.16 / 2;
  const area = path().M(0, C - post - 6).A(6, 6, 0, 0, 1, 6, C - post).L(6, C + post).A(6, 6, 0, 0, 1, 0, C + post + 6);
  const r = Math.max(0.1, lw * 1.2);
  return (
    strokes(lw, el('path', { d: area.toString() })) +
    spot(6, C, r) +
    spot(10, C, r) +
    // Marks 5 m either side of the 10 m mark (distance for the second penalty).
    spot(10, C - 5, r * 0.8) +
    spot(10, C + 5, r * 0.8) +
    // Substitution zones: 5 m long, starting 5 m from the halfway line, marks 80 cm across the touchline.
    strokes(lw, line(L / 2 - 5, Wd - 0.4, L / 2 - 5, Wd + 0.4), line(L / 2 - 10, Wd - 0.4, L / 2 - 10, Wd + 0.4))
  );
}

/** FIFA futsal court, 40 x 20 m. */
export const futsal: SportDrawing = {
  length: L,
  width: Wd,
  lineWidth: 0.08,
  surface(extent) {
    return fill(extent, SURROUND) + fill({ x: 0, y: 0, w: L, h: Wd }, COURT);
  },
  playSurface(extent) {
    return fill(extent, COURT);
  },
  markings(lw) {
    const corner = (cx: number, cy: number, sx: number, sy: number) =>
      `M${n(cx + sx * 0.25)} ${n(cy)}A0.25 0.25 0 0 ${sx * sy > 0 ? 1 : 0} ${n(cx)} ${n(cy + sy * 0.25)}`;
    return (
      strokes(
        lw,
        box({ x: 0, y: 0, w: L, h: Wd }),
        line(L / 2, 0, L / 2, Wd),
        el('circle', { cx: L / 2, cy: C, r: 3 }),
        el('path', { d: corner(0, 0, 1, 1) + corner(0, Wd, 1, -1) + corner(L, 0, -1, 1) + corner(L, Wd, -1, -1) }),
      ) +
      spot(L / 2, C, Math.max(0.1, lw * 1.2)) +
      mirrorX(L, endMarkings(lw))
    );
  },
  fixtures(lw) {
    return mirrorX(L, goalTopView({ x: 0, yc: C, width: 3, depth: 1, lw, id: 'futsal-net' }));
  },
};

/** Views of the futsal court. */
export const futsalViews: SportViews = {
  full: { region: fit43({ x: -2.5, y: -2.5, w: L + 5, h: Wd + 5 }), rotate: false, kind: 'lines' },
  half: { region: fit43({ x: -2, y: -2, w: L / 2 + 3, h: Wd + 4 }, true), rotate: true, clip: { x: -5, y: -5, w: L / 2 + 5 + 0.1, h: Wd + 10 }, kind: 'lines' },
  training: { region: fit43({ x: 0, y: 0, w: 26, h: 19.5 }), rotate: false, kind: 'grid', grid: { rect: { x: 1, y: 0.75, w: 24, h: 18 }, step: 2 } },
  blank: { region: fit43({ x: 0, y: 0, w: 26, h: 19.5 }), rotate: false, kind: 'blank' },
};
