import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { frameAtTime } from './animation.ts';
import { newObjectId, round } from './defaults.ts';
import type { SceneDocument } from './document.ts';
import { captionObject } from './objects.ts';
import type { CaptionObject, SceneObject } from './objects.ts';

/**
 * Captions of videos. A caption is an ordinary scene object (type 'caption') whose frame
 * range lives in the animation field every object has: it shows from frame `anim.start` up to and
 * including frame `anim.hide - 1`. It has no per-frame overrides (it never moves) and is cut in and
 * out at frame boundaries: during the move from frame k to k + 1 it shows exactly when it shows at
 * frame k. The editor, the player, the frame-exact export (and so the saved video the share page
 * plays) all decide visibility through these functions.
 */

/** An inclusive range of frames, 1-based. */
export interface FrameRange {
  from: number;
  to: number;
}

/** True for caption objects. */
export function isCaption(o: SceneObject): o is CaptionObject {
  return o.type === 'caption';
}

/** The captions of a document, in paint order. */
export function captionsOf(doc: SceneDocument): CaptionObject[] {
  return doc.objects.filter(isCaption);
}

/** The frames a caption shows in, clamped to the document's `frames`. */
export function captionRange(o: SceneObject, frames: number): FrameRange {
  const from = Math.min(Math.max(1, o.anim.start), frames);
  const to = o.anim.hide === null ? frames : Math.min(frames, o.anim.hide - 1);
  return { from, to: Math.max(from, to) };
}

/** Whether `from..to` is a usable range of a video of `frames` frames. */
export function validCaptionRange(range: FrameRange, frames: number): boolean {
  const { from, to } = range;
  return Number.isInteger(from) && Number.isInteger(to) && from >= 1 && to >= from && to <= frames;
}

/** The caption shown during `from..to` only (hide is stored explicitly, so adding frames later does not extend it). */
export function withCaptionRange<T extends SceneObject>(o: T, range: FrameRange): T {
  return { ...o, anim: { frames: {}, start: Math.max(1, Math.trunc(range.from)), hide: Math.max(1, Math.trunc(range.to)) + 1 } };
}

/** Whether a caption (or any object, ignoring per-frame overrides) shows at frame `frame`. */
export function captionShownAt(o: SceneObject, frame: number): boolean {
  return o.visible && frame >= o.anim.start && (o.anim.hide === null || frame < o.anim.hide);
}

/** Whether a caption shows at instant `timeMs` of an animation of `frames` frames played at `speed`. */
export function captionShownAtTime(o: SceneObject, frames: number, timeMs: number, speed: number): boolean {
  return captionShownAt(o, frameAtTime(frames, timeMs, speed).frame);
}

/** What the caption dialog edits. */
export interface CaptionFields {
  text: string;
  fontSize: number;
  fill: string;
  background: string;
}

/** Padding of the box around the text, as a share of the font size. */
export const CAPTION_PADDING = 0.35;

/** Box of a caption around text measured at `textWidth` x `textHeight`. */
export function captionBox(textWidth: number, textHeight: number, fontSize: number): { width: number; height: number } {
  const pad = fontSize * CAPTION_PADDING;
  return { width: round(textWidth + pad * 2), height: round(textHeight + pad * 2) };
}

/**
 * A new caption centred on (x, y) (default: low centre of the field) shown during `range`. The box
 * is estimated from the text length; the web editor passes the measured size of the text.
 */
export function createCaption(fields: CaptionFields, range: FrameRange, at: { x?: number; y?: number } = {}, measured?: { width: number; height: number }): CaptionObject {
  const text = fields.text.trim();
  const fontSize = Math.min(LIMITS.caption.maxSize, Math.max(LIMITS.caption.minSize, fields.fontSize));
  const lines = text.split('\n');
  const textSize = measured ?? { width: Math.max(...lines.map((l) => l.length)) * fontSize * 0.6, height: lines.length * fontSize };
  const box = captionBox(textSize.width, textSize.height, fontSize);
  const caption: CaptionObject = {
    id: newObjectId(),
    type: 'caption',
    x: at.x ?? LIMITS.canvas.width / 2,
    y: at.y ?? round(LIMITS.canvas.height * 0.85),
    ...box,
    scaleX: 1,
    scaleY: 1,
    rotation: 0,
    fill: fields.fill,
    stroke: 'transparent',
    strokeWidth: LIMITS.line.defaultWidth,
    visible: true,
    label: '',
    anim: { frames: {}, start: 1, hide: null },
    text,
    fontSize,
    background: fields.background,
  };
  return withCaptionRange(caption, range);
}

/**
 * The caption dialog's form for a video of `frames` frames: the text rule of the scene schema (what
 * the server enforces), the font size and the frame range. Messages are i18n keys.
 */
export function captionForm(frames: number) {
  const frame = z.number({ message: 'validation.required' }).int().min(1, { message: 'validation.min' }).max(frames, { message: 'captions.range-max' });
  return z
    .object({
      text: captionObject.shape.text,
      fontSize: z.number({ message: 'validation.required' }).min(LIMITS.caption.minSize, { message: 'validation.min' }).max(LIMITS.caption.maxSize, { message: 'captions.size-max' }),
      from: frame,
      to: frame,
    })
    .refine((v) => v.to >= v.from, { message: 'captions.range-order', path: ['to'] });
}
