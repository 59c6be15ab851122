import { z } from 'zod';
import { LIMITS, TEAM_COLOURS } from '../limits.ts';

/** A colour as #rgb, #rrggbb or #rrggbbaa, or 'transparent' (no fill). */
export const sceneColour = z.union([z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, { message: 'validation.colour' }), z.literal('transparent')]);

/** Coordinates may fall a little outside the 1280x960 canvas (objects dragged half out), never absurdly. */
const coordinate = z.number().min(-10_000).max(10_000);
const size = z.number().min(0).max(10_000);
const scale = z.number().min(0.01).max(100);
const frameIndex = z.number().int().min(1).max(10_000);

/** Flat list of points [x0, y0, x1, y1, ...] relative to the object's x/y. */
export const pointList = z.array(coordinate).max(20_000).refine((p) => p.length % 2 === 0, { message: 'validation.invalid' });

/** One frame's override of an object: where it is and whether it shows. */
export const frameOverride = z.object({ x: coordinate, y: coordinate, visible: z.boolean() });
export type FrameOverride = z.infer<typeof frameOverride>;

/**
 * Per-frame animation of an object (videos): overrides keyed by frame number (1-based, as a string
 * key so the JSON stays an object), the frame it appears from and the frame from which it is hidden.
 */
export const animation = z.object({
  frames: z.record(z.string().regex(/^\d+$/), frameOverride).default({}),
  start: frameIndex.default(1),
  hide: frameIndex.nullable().default(null),
});
export type Animation = z.infer<typeof animation>;

/** Objects a line's ends are attached to (an arrow from one player to another), by object id. */
export const links = z.object({ start: z.string().max(64).nullable().default(null), end: z.string().max(64).nullable().default(null) });

/**
 * Fields every object has. For box objects (sprites, text, shapes, images) x/y is the centre of the
 * box and rotation turns around it; for line objects x/y is the origin its points are relative to.
 */
const base = {
  id: z.string().min(1).max(64),
  x: coordinate,
  y: coordinate,
  width: size,
  height: size,
  scaleX: scale.default(1),
  scaleY: scale.default(1),
  rotation: z.number().min(-3600).max(3600).default(0),
  fill: sceneColour.default('transparent'),
  stroke: sceneColour.default(LIMITS.line.defaultColor),
  strokeWidth: z.number().min(LIMITS.line.min).max(LIMITS.line.max).default(LIMITS.line.defaultWidth),
  visible: z.boolean().default(true),
  label: z.string().max(80).default(''),
  anim: animation.default({ frames: {}, start: 1, hide: null }),
};

/** A path under the elements root (GET /api/elements?path=) or an /api URL of a personal image. */
const source = z.string().min(1).max(500);

export const playerObject = z.object({ ...base, type: z.literal('player'), team: z.enum(TEAM_COLOURS), src: source });
export const goalkeeperObject = z.object({ ...base, type: z.literal('goalkeeper'), src: source });
export const itemObject = z.object({ ...base, type: z.literal('item'), src: source });
export const shirtObject = z.object({
  ...base,
  type: z.literal('shirt'),
  src: source,
  number: z.string().max(LIMITS.shirt.numberMaxChars, { message: 'validation.max' }).default(''),
  name: z.string().max(30).default(''),
  numberFontSize: z.number().min(LIMITS.shirt.minFont).max(200).default(LIMITS.shirt.numberFont),
  nameFontSize: z.number().min(LIMITS.shirt.minFont).max(200).default(LIMITS.shirt.nameFont),
  textColour: sceneColour.default('#ffffff'),
});
export const imageObject = z.object({ ...base, type: z.literal('image'), src: source, imageId: z.number().int().positive().nullable().default(null) });
export const textObject = z.object({
  ...base,
  type: z.literal('text'),
  text: z.string().min(1).max(LIMITS.textAreaMax),
  fontSize: z.number().min(LIMITS.text.minSize).max(400).default(LIMITS.text.defaultSize),
  fontStyle: z.enum(['normal', 'bold', 'italic', 'italic bold']).default('bold'),
  fontFamily: z.string().max(60).default('Inter, Arial, sans-serif'),
  align: z.enum(['left', 'center', 'right']).default('center'),
});
/**
 * A caption of a video: text on a box at a position of the field, shown during the frames
 * anim.start .. anim.hide - 1 (see captions.ts), never moving between frames and never fading: it is
 * cut in and out at frame boundaries. `fill` is the text colour, `background` the box behind it.
 */
export const captionObject = z.object({
  ...base,
  type: z.literal('caption'),
  text: z.string().trim().min(1, { message: 'captions.text-required' }).max(LIMITS.caption.maxChars, { message: 'captions.text-too-long' }),
  fontSize: z.number().min(LIMITS.caption.minSize).max(LIMITS.caption.maxSize).default(LIMITS.caption.defaultSize),
  background: sceneColour.default(LIMITS.caption.defaultBackground),
});
export const lineObject = z.object({ ...base, type: z.literal('line'), variant: z.enum(['straight', 'dashed']).default('straight'), points: pointList, links: links.default({ start: null, end: null }) });
export const arrowObject = z.object({ ...base, type: z.literal('arrow'), variant: z.enum(['plain', 'dashed']).default('plain'), points: pointList, links: links.default({ start: null, end: null }) });
/** An arced line through three control points [start, middle, end] the user can drag. */
export const curveObject = z.object({
  ...base,
  type: z.literal('curve'),
  points: z.array(coordinate).length(LIMITS.curveControlPoints * 2),
  dashed: z.boolean().default(false),
  arrowHead: z.boolean().default(false),
  links: links.default({ start: null, end: null }),
});
export const freehandObject = z.object({ ...base, type: z.literal('freehand'), points: pointList });
export const shapeObject = z.object({
  ...base,
  type: z.literal('shape'),
  shape: z.enum(['rect', 'ellipse']).default(LIMITS.shape.defaultShape),
  strokeWidth: z.number().min(LIMITS.line.min).max(LIMITS.line.max).default(LIMITS.shape.defaultWidth),
});

/** Any object of the scene, told apart by `type`. */
export const sceneObject = z.discriminatedUnion('type', [
  playerObject,
  goalkeeperObject,
  itemObject,
  shirtObject,
  imageObject,
  textObject,
  captionObject,
  lineObject,
  arrowObject,
  curveObject,
  freehandObject,
  shapeObject,
]);

export type PlayerObject = z.infer<typeof playerObject>;
export type GoalkeeperObject = z.infer<typeof goalkeeperObject>;
export type ItemObject = z.infer<typeof itemObject>;
export type ShirtObject = z.infer<typeof shirtObject>;
export type ImageObject = z.infer<typeof imageObject>;
export type TextObject = z.infer<typeof textObject>;
export type CaptionObject = z.infer<typeof captionObject>;
export type LineObject = z.infer<typeof lineObject>;
export type ArrowObject = z.infer<typeof arrowObject>;
export type CurveObject = z.infer<typeof curveObject>;
export type FreehandObject = z.infer<typeof freehandObject>;
export type ShapeObject = z.infer<typeof shapeObject>;
export type SceneObject = z.infer<typeof sceneObject>;
export type SceneObjectType = SceneObject['type'];
/** The sprite-like objects drawn from an image file. */
export type SpriteObject = PlayerObject | GoalkeeperObject | ItemObject | ShirtObject | ImageObject;
/** Objects drawn from a list of points. */
export type PathObject = LineObject | ArrowObject | CurveObject | FreehandObject;

/** Types whose geometry is a list of points rather than a box. */
export const PATH_TYPES: readonly SceneObjectType[] = ['line', 'arrow', 'curve', 'freehand'];

/** True for line, arrow, curve and freehand objects. */
export function isPathObject(o: SceneObject): o is PathObject {
  return PATH_TYPES.includes(o.type);
}
