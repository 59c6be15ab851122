import type { SportSlug } from '../../../src/modules/sports/layout.ts';
import { el, n, shade, svgDoc, tint } from '../svg.ts';
import { ballArt, nextId, resetIds } from './balls.ts';

/** Colours of one kit. */
export interface Kit {
  shirt: string;
  /** Collar and sleeve trim. */
  trim: string;
  shorts: string;
  skin: string;
  hair: string;
  /** Goalkeeper gloves, when any. */
  gloves?: string;
}

/** The five team colours (seed: AMARELA, AZUL, VERDE, VERMELHA, PRETA). */
export const TEAM_KITS = {
  AMARELA: { shirt: '#f7c918', trim: '#1c7c3c', shorts: '#1f4fa3', skin: '#c68a5e', hair: '#2b1d14' },
  AZUL: { shirt: '#1f5fd1', trim: '#ffffff', shorts: '#ffffff', skin: '#e0ac83', hair: '#4a3221' },
  VERDE: { shirt: '#1e9e50', trim: '#ffffff', shorts: '#14532d', skin: '#8d5a3b', hair: '#1b120c' },
  VERMELHA: { shirt: '#d92b2b', trim: '#ffffff', shorts: '#1b1b1b', skin: '#f0c29b', hair: '#6b3e1f' },
  PRETA: { shirt: '#24262b', trim: '#e9ecef', shorts: '#24262b', skin: '#a8714b', hair: '#0f0f0f' },
} as const satisfies Record<string, Kit>;

/** Goalkeeper kits: colours no outfield team wears, with big gloves. */
export const GOALKEEPER_KIT_COLOURS: Record<string, Kit> = {
  laranja: { shirt: '#ff7a1a', trim: '#1b1b1b', shorts: '#1b1b1b', skin: '#d9a07a', hair: '#2b1d14', gloves: '#f8f9fa' },
  rosa: { shirt: '#d6338f', trim: '#ffffff', shorts: '#3b1f4a', skin: '#b57a52', hair: '#1b120c', gloves: '#ffd43b' },
  ciano: { shirt: '#15aabf', trim: '#0b3d4a', shorts: '#0b3d4a', skin: '#f0c29b', hair: '#8a5a2b', gloves: '#ff922b' },
  cinza: { shirt: '#868e96', trim: '#212529', shorts: '#212529', skin: '#8d5a3b', hair: '#111111', gloves: '#94d82d' },
};

type Pt = [number, number];

/** Where the limbs go in one pose (viewBox 100 x 100, player facing up). */
interface PoseShape {
  /** Rotation of the whole torso in degrees. */
  turn: number;
  /** Hands (arm ends) and feet positions. */
  hands: [Pt, Pt];
  feet: [Pt, Pt];
  /** A leg drawn extended from the hip (kicking/passing). */
  kick?: Pt;
}

const POSES: Record<string, PoseShape> = {
  standing: { turn: 0, hands: [[19, 60], [81, 60]], feet: [[41, 36], [59, 36]] },
  running: { turn: -10, hands: [[24, 38], [78, 74]], feet: [[42, 80], [60, 22]] },
  passing: { turn: 8, hands: [[15, 48], [84, 66]], feet: [[40, 40], [62, 40]], kick: [70, 15] },
  ballFoot: { turn: 0, hands: [[19, 58], [81, 58]], feet: [[40, 38], [58, 34]] },
  ballHand: { turn: 0, hands: [[34, 28], [66, 28]], feet: [[41, 40], [59, 40]] },
  keeperReady: { turn: 0, hands: [[8, 40], [92, 40]], feet: [[36, 40], [64, 40]] },
};

function limb(from: Pt, to: Pt, width: number, colour: string, outline: string): string {
  return el('line', { x1: from[0], y1: from[1], x2: to[0], y2: to[1], stroke: outline, 'stroke-width': width + 3, 'stroke-linecap': 'round' }) +
    el('line', { x1: from[0], y1: from[1], x2: to[0], y2: to[1], stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round' });
}

function boot(p: Pt, angle: number): string {
  return el('ellipse', { cx: p[0], cy: p[1], rx: 5.2, ry: 8, fill: '#1b1c1f', stroke: '#000', 'stroke-width': 1, transform: `rotate(${n(angle)} ${n(p[0])} ${n(p[1])})` });
}

/** A top-view figure (shoulders, arms, head) in a kit and pose; extra is drawn on top (a ball). */
function figure(kit: Kit, pose: PoseShape, extra = ''): string {
  const outline = shade(kit.shirt, 0.45);
  const grad = nextId('shirt');
  const [lh, rh] = pose.hands;
  const shoulderL: Pt = [29, 55];
  const shoulderR: Pt = [71, 55];
  const armColour = kit.skin;
  const glove = (p: Pt) => (kit.gloves ? el('circle', { cx: p[0], cy: p[1], r: 6.5, fill: kit.gloves, stroke: shade(kit.gloves, 0.4), 'stroke-width': 1.5 }) : el('circle', { cx: p[0], cy: p[1], r: 4.2, fill: kit.skin, stroke: shade(kit.skin, 0.35), 'stroke-width': 1.2 }));
  const legs = pose.kick
    ? limb([60, 56], [64, 40], 10, kit.shorts, shade(kit.shorts, 0.5)) + limb([64, 40], pose.kick, 7, kit.skin, shade(kit.skin, 0.4)) + boot(pose.kick, 20)
    : '';
  const body =
    el('defs', {}, el('linearGradient', { id: grad, x1: 0, y1: 0, x2: 0, y2: 1 }, el('stop', { offset: 0, 'stop-color': tint(kit.shirt, 0.18) }), el('stop', { offset: 1, 'stop-color': shade(kit.shirt, 0.12) }))) +
    boot(pose.feet[0], 0) +
    boot(pose.feet[1], 0) +
    legs +
    limb(shoulderL, lh, 8, armColour, shade(kit.skin, 0.35)) +
    limb(shoulderR, rh, 8, armColour, shade(kit.skin, 0.35)) +
    // Short sleeves in the shirt colour over the upper arm.
    limb(shoulderL, [shoulderL[0] + (lh[0] - shoulderL[0]) * 0.4, shoulderL[1] + (lh[1] - shoulderL[1]) * 0.4], 11, kit.shirt, outline) +
    limb(shoulderR, [shoulderR[0] + (rh[0] - shoulderR[0]) * 0.4, shoulderR[1] + (rh[1] - shoulderR[1]) * 0.4], 11, kit.shirt, outline) +
    glove(lh) +
    glove(rh) +
    el('rect', { x: 24, y: 42, width: 52, height: 26, rx: 13, fill: `url(#${grad})`, stroke: outline, 'stroke-width': 2.2 }) +
    el('path', { d: 'M40 45Q50 52 60 45', fill: 'none', stroke: kit.trim, 'stroke-width': 3, 'stroke-linecap': 'round' }) +
    el('circle', { cx: 38.8, cy: 54, r: 2.6, fill: kit.skin, stroke: shade(kit.skin, 0.4), 'stroke-width': 1 }) +
    el('circle', { cx: 61.2, cy: 54, r: 2.6, fill: kit.skin, stroke: shade(kit.skin, 0.4), 'stroke-width': 1 }) +
    el('circle', { cx: 50, cy: 53, r: 11.5, fill: kit.hair, stroke: shade(kit.hair, 0.5), 'stroke-width': 1.2 }) +
    el('path', { d: 'M41.5 46Q50 39.5 58.5 46Q50 44 41.5 46Z', fill: kit.skin }) +
    el('ellipse', { cx: 46.5, cy: 51, rx: 3.5, ry: 2.2, fill: '#ffffff', 'fill-opacity': 0.16 });
  return el('ellipse', { cx: 52, cy: 58, rx: 31, ry: 25, fill: '#000', 'fill-opacity': 0.16 }) + el('g', { transform: `rotate(${pose.turn} 50 55)` }, body) + extra;
}

/** Outfield figures are narrower than goalkeepers with arms spread, so they fill more of their square. */
const enlarge = (content: string) => el('g', { transform: 'translate(50 52) scale(1.12) translate(-50 -52)' }, content);

/** Player sprite size in pixels (the editor shows it at 55 x 55). */
const SIZE = 110;

/** An outfield player in a pose (standing, running, passing). */
export function playerSvg(kit: Kit, pose: 'standing' | 'running' | 'passing'): string {
  resetIds();
  return svgDoc(SIZE, SIZE, enlarge(figure(kit, POSES[pose]!)), { w: 100, h: 100 });
}

/** A player with the sport's ball: at the feet for football and futsal, in the hands otherwise. */
export function playerWithBallSvg(kit: Kit, slug: SportSlug): string {
  resetIds();
  const atFeet = slug === 'futebol' || slug === 'futsal';
  const ball = atFeet ? ballArt(slug, 50, 16, 8.5) : ballArt(slug, 50, 22, 11);
  return svgDoc(SIZE, SIZE, enlarge(figure(kit, atFeet ? POSES.ballFoot! : POSES.ballHand!, ball)), { w: 100, h: 100 });
}

/** A goalkeeper, ready (arms wide) or diving (stretched sideways). */
export function goalkeeperSvg(kit: Kit, pose: 'ready' | 'diving'): string {
  resetIds();
  if (pose === 'ready') return svgDoc(SIZE, SIZE, figure(kit, POSES.keeperReady!), { w: 100, h: 100 });
  const diving: PoseShape = { turn: 0, hands: [[38, 8], [60, 6]], feet: [[44, 88], [58, 92]] };
  return svgDoc(SIZE, SIZE, el('g', { transform: 'rotate(-62 50 52) translate(0 4) scale(1 0.92)' }, figure(kit, diving)), { w: 100, h: 100 });
}
