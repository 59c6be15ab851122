/**
 * A stick figure posed by joint angles (forward kinematics) and drawn as SVG. Angles are in degrees,
 * absolute, measured from "pointing down" and turning towards the way the figure faces (+x):
 * 0 = down, 90 = forward, 180 = up, -90 = backward. The torso angle is its lean from upright
 * (0 = upright, 90 = lying face down with the head forward, -90 = lying on the back, head behind).
 */

/** One limb: the absolute angle of its upper and lower segment. */
export interface Limb {
  upper: number;
  lower: number;
}

/** A full pose. `near` limbs are drawn dark, `far` limbs light (side view); in front view both are dark. */
export interface Pose {
  torso: number;
  legNear: Limb;
  legFar: Limb;
  armNear: Limb;
  armFar: Limb;
  /** Head tilt added to the torso angle (looking up/down). */
  head?: number;
  /** Extra foot angle (tiptoe: the toe points further down), degrees. */
  foot?: number;
  /** Height above the floor (jumps), in pixels. */
  lift?: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Segment lengths in pixels for a 240 x 240 canvas. */
export const BODY = { torso: 62, neck: 10, head: 13, thigh: 46, shin: 44, foot: 13, upperArm: 34, forearm: 32, shoulderDrop: 4 } as const;

function dir(angle: number): Point {
  const r = (angle * Math.PI) / 180;
  return { x: Math.sin(r), y: Math.cos(r) };
}

function add(p: Point, angle: number, length: number): Point {
  const d = dir(angle);
  return { x: p.x + d.x * length, y: p.y + d.y * length };
}

/** Joint positions of a pose with the hip at the origin (before grounding). */
export interface Joints {
  /** Centre of the hips (the torso starts here). */
  pelvis: Point;
  hip: Point;
  neck: Point;
  head: Point;
  shoulder: Point;
  kneeNear: Point;
  ankleNear: Point;
  toeNear: Point;
  kneeFar: Point;
  ankleFar: Point;
  toeFar: Point;
  elbowNear: Point;
  wristNear: Point;
  elbowFar: Point;
  wristFar: Point;
  /** Hips and shoulders are spread sideways in front view. */
  hipFar: Point;
  shoulderFar: Point;
}

/** Computes the joints of a pose; front view spreads hips and shoulders and mirrors the far limbs. */
export function joints(pose: Pose, view: 'side' | 'front'): Joints {
  const hip = { x: 0, y: 0 };
  const neck = add(hip, 180 - pose.torso, BODY.torso);
  const head = add(neck, 180 - pose.torso - (pose.head ?? 0), BODY.neck + BODY.head);
  const shoulder = add(neck, -pose.torso, BODY.shoulderDrop);
  const spread = view === 'front' ? { hip: 9, shoulder: 16 } : { hip: 0, shoulder: 0 };
  const hipNear = { x: hip.x + spread.hip, y: hip.y };
  const hipFar = { x: hip.x - spread.hip, y: hip.y };
  const shoulderNear = { x: shoulder.x + spread.shoulder, y: shoulder.y };
  const shoulderFar = { x: shoulder.x - spread.shoulder, y: shoulder.y };
  const mirror = view === 'front' ? -1 : 1;
  const leg = (from: Point, limb: Limb, m: number) => {
    const knee = add(from, m * limb.upper, BODY.thigh);
    const ankle = add(knee, m * limb.lower, BODY.shin);
    const toe = view === 'front' ? add(ankle, m * 70, BODY.foot * 0.7) : add(ankle, limb.lower + 90 + (pose.foot ?? 0), BODY.foot);
    return { knee, ankle, toe };
  };
  const arm = (from: Point, limb: Limb, m: number) => {
    const elbow = add(from, m * limb.upper, BODY.upperArm);
    const wrist = add(elbow, m * limb.lower, BODY.forearm);
    return { elbow, wrist };
  };
  const ln = leg(hipNear, pose.legNear, 1);
  const lf = leg(hipFar, pose.legFar, mirror);
  const an = arm(shoulderNear, pose.armNear, 1);
  const af = arm(shoulderFar, pose.armFar, mirror);
  return {
    pelvis: hip,
    hip: hipNear,
    neck,
    head,
    shoulder: shoulderNear,
    kneeNear: ln.knee,
    ankleNear: ln.ankle,
    toeNear: ln.toe,
    kneeFar: lf.knee,
    ankleFar: lf.ankle,
    toeFar: lf.toe,
    elbowNear: an.elbow,
    wristNear: an.wrist,
    elbowFar: af.elbow,
    wristFar: af.wrist,
    hipFar,
    shoulderFar,
  };
}

/** Lowest point of the figure (largest y), used to stand it on the floor. */
export function lowest(j: Joints): number {
  const ys = [j.ankleNear.y, j.ankleFar.y, j.toeNear.y, j.toeFar.y, j.wristNear.y, j.wristFar.y, j.kneeNear.y, j.kneeFar.y, j.hip.y + 7, j.head.y + BODY.head, j.elbowNear.y, j.elbowFar.y, j.shoulder.y + 7];
  return Math.max(...ys);
}

/** Every drawn point, for the bounding box that centres an exercise on the canvas. */
export function allPoints(j: Joints): Point[] {
  return Object.values(j);
}

/** Moves every joint by (dx, dy). */
export function shift(j: Joints, dx: number, dy: number): Joints {
  const out = {} as Record<keyof Joints, Point>;
  for (const [k, p] of Object.entries(j) as [keyof Joints, Point][]) out[k] = { x: p.x + dx, y: p.y + dy };
  return out;
}

/** Linear blend of two poses (angles and lift). */
export function blend(a: Pose, b: Pose, t: number): Pose {
  const n = (x: number, y: number) => x + (y - x) * t;
  const limb = (x: Limb, y: Limb): Limb => ({ upper: n(x.upper, y.upper), lower: n(x.lower, y.lower) });
  return {
    torso: n(a.torso, b.torso),
    legNear: limb(a.legNear, b.legNear),
    legFar: limb(a.legFar, b.legFar),
    armNear: limb(a.armNear, b.armNear),
    armFar: limb(a.armFar, b.armFar),
    head: n(a.head ?? 0, b.head ?? 0),
    foot: n(a.foot ?? 0, b.foot ?? 0),
    lift: n(a.lift ?? 0, b.lift ?? 0),
  };
}

export const COLOURS = {
  background: '#ffffff',
  floor: '#cbd5e1',
  body: '#1e3a8a',
  far: '#7b8fc0',
  accent: '#f97316',
  prop: '#64748b',
} as const;

const f = (n: number) => n.toFixed(1);

function line(a: Point, b: Point, colour: string, width: number): string {
  return `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"/>`;
}

function path(points: Point[], colour: string, width: number): string {
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${f(p.x)} ${f(p.y)}`).join(' ');
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** What an exercise holds in its hands. */
export type Held = 'none' | 'dumbbells' | 'barbell';

/** SVG of the figure (far limbs first, then the torso and near limbs, then the head). */
export function figureSvg(j: Joints, view: 'side' | 'front', held: Held): string {
  const farColour = view === 'front' ? COLOURS.body : COLOURS.far;
  const parts: string[] = [];
  const dumbbell = (p: Point, colour: string) =>
    `<rect x="${f(p.x - 9)}" y="${f(p.y - 4)}" width="18" height="8" rx="3" fill="${colour}"/>`;
  parts.push(path([j.hipFar, j.kneeFar, j.ankleFar, j.toeFar], farColour, 9));
  parts.push(path([j.shoulderFar, j.elbowFar, j.wristFar], farColour, 8));
  if (held === 'dumbbells') parts.push(dumbbell(j.wristFar, view === 'front' ? COLOURS.accent : '#fdba74'));
  if (view === 'front') parts.push(line(j.hipFar, j.hip, COLOURS.body, 11), line(j.shoulderFar, j.shoulder, COLOURS.body, 10));
  parts.push(line(j.pelvis, j.neck, COLOURS.body, 12));
  parts.push(path([j.hip, j.kneeNear, j.ankleNear, j.toeNear], COLOURS.body, 10));
  parts.push(path([j.shoulder, j.elbowNear, j.wristNear], COLOURS.body, 9));
  if (held === 'dumbbells') parts.push(dumbbell(j.wristNear, COLOURS.accent));
  if (held === 'barbell') {
    parts.push(line({ x: j.wristNear.x, y: j.wristNear.y - 1 }, { x: j.wristNear.x, y: j.wristNear.y + 1 }, COLOURS.prop, 6));
    parts.push(`<circle cx="${f(j.wristNear.x)}" cy="${f(j.wristNear.y)}" r="14" fill="${COLOURS.accent}"/>`);
  }
  parts.push(`<circle cx="${f(j.head.x)}" cy="${f(j.head.y)}" r="${BODY.head}" fill="${COLOURS.body}"/>`);
  return parts.join('');
}
