import { LIMITS } from '../limits.ts';
import type { TeamColour } from '../limits.ts';
import type {
  Animation,
  ArrowObject,
  CurveObject,
  FreehandObject,
  GoalkeeperObject,
  ImageObject,
  ItemObject,
  LineObject,
  PlayerObject,
  SceneObject,
  ShapeObject,
  ShirtObject,
  TextObject,
} from './objects.ts';

let counter = 0;

/** A short id unique within a scene (and, in practice, across scenes); works without crypto.randomUUID. */
export function newObjectId(): string {
  counter = (counter + 1) % 1_679_616;
  return `${Date.now().toString(36)}${counter.toString(36).padStart(4, '0')}${Math.floor(Math.random() * 1_679_616).toString(36)}`;
}

/** A fresh animation field: shown from frame 1, never hidden, no overrides. */
export function defaultAnimation(): Animation {
  return { frames: {}, start: 1, hide: null };
}

function common(x: number, y: number, width: number, height: number) {
  return {
    id: newObjectId(),
    x,
    y,
    width,
    height,
    scaleX: 1,
    scaleY: 1,
    rotation: 0,
    fill: 'transparent',
    stroke: LIMITS.line.defaultColor,
    strokeWidth: LIMITS.line.defaultWidth,
    visible: true,
    label: '',
    anim: defaultAnimation(),
  };
}

/** Fits natural image dimensions into the sprite box (max side 129.12, seed §9). */
export function fitSprite(naturalWidth: number, naturalHeight: number, maxSide: number = LIMITS.spriteMaxSide): { width: number; height: number } {
  if (naturalWidth <= 0 || naturalHeight <= 0) return { width: maxSide, height: maxSide };
  const factor = maxSide / Math.max(naturalWidth, naturalHeight);
  return { width: round(naturalWidth * factor), height: round(naturalHeight * factor) };
}

/** Rounds to 2 decimals: keeps drafts small without visible loss. */
export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** A player of one team colour, 55x55 centred on (x, y). */
export function createPlayer(team: TeamColour, src: string, x: number, y: number): PlayerObject {
  return { ...common(x, y, LIMITS.playerSize, LIMITS.playerSize), type: 'player', team, src, label: team };
}

/** A goalkeeper sprite, 55x55 centred on (x, y). */
export function createGoalkeeper(src: string, x: number, y: number): GoalkeeperObject {
  return { ...common(x, y, LIMITS.playerSize, LIMITS.playerSize), type: 'goalkeeper', src };
}

/** An item (ball, cone, goal...) in proportion to the players (LIMITS.itemScale), never beyond the sprite box. */
export function createItem(src: string, x: number, y: number, naturalWidth: number = LIMITS.spriteMaxSide, naturalHeight: number = LIMITS.spriteMaxSide): ItemObject {
  const longest = Math.max(naturalWidth, naturalHeight) * LIMITS.itemScale;
  const { width, height } = fitSprite(naturalWidth, naturalHeight, Math.min(LIMITS.spriteMaxSide, longest));
  return { ...common(x, y, width, height), type: 'item', src };
}

/** A team shirt with number (max 3 characters) and name, fonts 12 and 9 by default. */
export function createShirt(src: string, x: number, y: number, number = '', name = ''): ShirtObject {
  const { width, height } = fitSprite(1, 1, 90);
  return {
    ...common(x, y, width, height),
    type: 'shirt',
    src,
    number: number.slice(0, LIMITS.shirt.numberMaxChars),
    name,
    numberFontSize: LIMITS.shirt.numberFont,
    nameFontSize: LIMITS.shirt.nameFont,
    textColour: '#ffffff',
  };
}

/** A personal uploaded image fitted to the sprite box. */
export function createImage(src: string, imageId: number | null, x: number, y: number, naturalWidth: number, naturalHeight: number): ImageObject {
  const { width, height } = fitSprite(naturalWidth, naturalHeight);
  return { ...common(x, y, width, height), type: 'image', src, imageId };
}

/** A text, default size 25; the box is estimated and corrected by the renderer. */
export function createText(text: string, x: number, y: number, fontSize: number = LIMITS.text.defaultSize, colour = '#ffffff'): TextObject {
  const size = Math.max(LIMITS.text.minSize, fontSize);
  return {
    ...common(x, y, round(Math.max(1, text.length) * size * 0.6), round(size * 1.2)),
    type: 'text',
    text,
    fontSize: size,
    fontStyle: 'bold',
    fontFamily: 'Inter, Arial, sans-serif',
    align: 'center',
    fill: colour,
    stroke: 'transparent',
  };
}

function pathBox(points: number[]): { width: number; height: number } {
  const xs = points.filter((_, i) => i % 2 === 0);
  const ys = points.filter((_, i) => i % 2 === 1);
  return { width: round(Math.max(...xs) - Math.min(...xs)), height: round(Math.max(...ys) - Math.min(...ys)) };
}

/** A straight or dashed line from (x1, y1) to (x2, y2); origin at the first point. */
export function createLine(x1: number, y1: number, x2: number, y2: number, variant: LineObject['variant'] = 'straight'): LineObject {
  const points = [0, 0, round(x2 - x1), round(y2 - y1)];
  const { width, height } = pathBox(points);
  return { ...common(x1, y1, width, height), type: 'line', variant, points, links: { start: null, end: null } };
}

/** A plain or dashed arrow pointing from (x1, y1) to (x2, y2). */
export function createArrow(x1: number, y1: number, x2: number, y2: number, variant: ArrowObject['variant'] = 'plain'): ArrowObject {
  const points = [0, 0, round(x2 - x1), round(y2 - y1)];
  const { width, height } = pathBox(points);
  return { ...common(x1, y1, width, height), type: 'arrow', variant, points, fill: LIMITS.line.defaultColor, links: { start: null, end: null } };
}

/** An arced line from (x1, y1) to (x2, y2); the middle control point starts bent off the chord. */
export function createCurve(x1: number, y1: number, x2: number, y2: number, bend = 0.25): CurveObject {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const mx = dx / 2 - dy * bend;
  const my = dy / 2 + dx * bend;
  const points = [0, 0, round(mx), round(my), round(dx), round(dy)];
  const { width, height } = pathBox(points);
  return { ...common(x1, y1, width, height), type: 'curve', points, dashed: false, arrowHead: false, links: { start: null, end: null } };
}

/** A free-hand stroke through absolute points [x0, y0, x1, y1, ...]; origin at the first point. */
export function createFreehand(absolutePoints: number[]): FreehandObject {
  const x0 = absolutePoints[0] ?? 0;
  const y0 = absolutePoints[1] ?? 0;
  const points = absolutePoints.map((v, i) => round(v - (i % 2 === 0 ? x0 : y0)));
  const { width, height } = pathBox(points.length ? points : [0, 0]);
  return { ...common(x0, y0, width, height), type: 'freehand', points };
}

/** A rectangle (default) or ellipse centred on (x, y), stroke width 5. */
export function createShape(x: number, y: number, width = 160, height = 110, shape: ShapeObject['shape'] = LIMITS.shape.defaultShape): ShapeObject {
  return { ...common(x, y, width, height), type: 'shape', shape, strokeWidth: LIMITS.shape.defaultWidth };
}

/** Where an object is and whether it shows at a frame (1-based), after start/hide and overrides. */
export function objectAtFrame(o: SceneObject, frame: number): { x: number; y: number; visible: boolean } {
  if (frame < o.anim.start || (o.anim.hide !== null && frame >= o.anim.hide)) return { x: o.x, y: o.y, visible: false };
  let state = { x: o.x, y: o.y, visible: o.visible };
  for (let f = 1; f <= frame; f++) {
    const override = o.anim.frames[String(f)];
    if (override) state = { ...override };
  }
  return state;
}

/** A deep copy with a new id, moved by the copy offset (seed §9: 10 px). */
export function duplicateObject<T extends SceneObject>(o: T, offset: number = LIMITS.copyOffset): T {
  const copy = structuredClone(o);
  return { ...copy, id: newObjectId(), x: o.x + offset, y: o.y + offset };
}
