import { LIMITS } from '../limits.ts';
import { objectAtFrame } from './defaults.ts';
import type { SceneDocument } from './document.ts';
import type { FrameOverride, SceneObject } from './objects.ts';

/**
 * Frame operations and interpolation of animated videos (seed 000 §4). Frames are 1-based; an
 * object stores per-frame overrides ({x, y, visible}) that carry forward until the next override,
 * the frame it appears from (`start`) and the frame from which it is hidden (`hide`). Every
 * function here is pure and returns new documents/objects, sharing what did not change.
 */

/** Time of one frame at speed 1, in ms. The move from one frame to the next lasts 2.2 frame times. */
export const FRAME_TIME_MS = 500;

/** The current frame clamped to 1..frames. */
export function clampFrame(doc: SceneDocument, frame: number): number {
  return Math.min(Math.max(1, Math.trunc(frame) || 1), doc.frames);
}

/** Next frame: forward by one, or `atLast` (the 'add-frame' alert) when already at the last frame. */
export function nextFrame(doc: SceneDocument, frame: number): { frame: number; atLast: boolean } {
  const f = clampFrame(doc, frame);
  return f >= doc.frames ? { frame: f, atLast: true } : { frame: f + 1, atLast: false };
}

/** Previous frame, never below 1. */
export function previousFrame(doc: SceneDocument, frame: number): number {
  return Math.max(1, clampFrame(doc, frame) - 1);
}

/** Adds a frame at the end; objects keep the positions they have in the last frame (overrides carry forward). */
export function addFrame(doc: SceneDocument): SceneDocument {
  return { ...doc, frames: doc.frames + 1 };
}

function withOverride(o: SceneObject, frame: number, override: FrameOverride | null): SceneObject {
  const frames = { ...o.anim.frames };
  if (override) frames[String(frame)] = override;
  else delete frames[String(frame)];
  return { ...o, anim: { ...o.anim, frames } };
}

/**
 * Pins frame `frame` of `o` to what it shows now (an explicit override), so an edit of the frame
 * before it does not carry into it. No-op past the last frame or when already pinned.
 */
function pin(o: SceneObject, frame: number, frames: number): SceneObject {
  if (frame > frames || frame < 2 || o.anim.frames[String(frame)]) return o;
  return withOverride(o, frame, carried(o, frame));
}

/** Position and visible flag an object carries at a frame, ignoring start/hide. */
function carried(o: SceneObject, frame: number): FrameOverride {
  const s = objectAtFrame({ ...o, anim: { ...o.anim, start: 1, hide: null } }, frame);
  return { x: s.x, y: s.y, visible: s.visible };
}

/** Folds an override of frame 1 into the base position (frame 1 is the base). */
function normalise(o: SceneObject): SceneObject {
  const first = o.anim.frames['1'];
  if (!first) return o;
  const rest = { ...o.anim.frames };
  delete rest['1'];
  return { ...o, x: first.x, y: first.y, visible: first.visible, anim: { ...o.anim, frames: rest } };
}

/**
 * Deletes frame `frame`. Refused (null) when it is the only frame. Later frames move down by one
 * and look exactly as before; objects that existed only in the deleted last frame go with it.
 */
export function deleteFrame(doc: SceneDocument, frame: number): SceneDocument | null {
  if (doc.frames <= 1) return null;
  const k = clampFrame(doc, frame);
  const objects: SceneObject[] = [];
  for (const original of doc.objects) {
    if (original.anim.start === k && k === doc.frames) continue;
    // Keep frame k+1 as it was before its predecessor disappears (captions never move: nothing to pin).
    let o = original.type === 'caption' ? original : pin(original, k + 1, doc.frames);
    const frames: Record<string, FrameOverride> = {};
    for (const [key, value] of Object.entries(o.anim.frames)) {
      const f = Number(key);
      if (f < k) frames[key] = value;
      else if (f > k) frames[String(f - 1)] = value;
    }
    const start = o.anim.start > k ? o.anim.start - 1 : o.anim.start;
    const hide = o.anim.hide === null ? null : o.anim.hide > k ? o.anim.hide - 1 : o.anim.hide;
    // A caption whose every frame was deleted goes with them.
    if (o.type === 'caption' && hide !== null && hide <= start) continue;
    o = normalise({ ...o, anim: { frames, start, hide } });
    objects.push(o);
  }
  return { ...doc, frames: doc.frames - 1, objects };
}

/**
 * Moves an object in one frame only: the frame gets an override (frame 1 is the base position)
 * and the next frame is pinned so it keeps its own position.
 */
export function moveAtFrame(o: SceneObject, frame: number, frames: number, x: number, y: number): SceneObject {
  const next = pin(o, frame + 1, frames);
  if (frame <= 1 && !next.anim.frames['1']) return { ...next, x, y };
  // Nothing recorded before or after: the object is where its base says in every frame it shows.
  if (!Object.keys(next.anim.frames).length && frame <= next.anim.start) return { ...next, x, y };
  return withOverride(next, frame, { ...carried(next, frame), x, y });
}

/** Hides an object from `frame` on (records the frame from which it is hidden). */
export function hideFrom(o: SceneObject, frame: number): SceneObject {
  return { ...o, anim: { ...o.anim, hide: Math.max(1, frame) } };
}

/** Shows a hidden object again from `frame` on (and from `frame` when it appeared later). */
export function showFrom(o: SceneObject, frame: number): SceneObject {
  const hide = o.anim.hide !== null && o.anim.hide <= frame ? null : o.anim.hide;
  return { ...o, anim: { ...o.anim, start: Math.min(o.anim.start, Math.max(1, frame)), hide } };
}

/** A new object placed while frame `frame` is shown: it appears from that frame. */
export function appearFrom(o: SceneObject, frame: number): SceneObject {
  return { ...o, anim: { frames: {}, start: Math.max(1, frame), hide: null } };
}

/** Whether the object is shown at `frame` (after start, hide and overrides). */
export function visibleAt(o: SceneObject, frame: number): boolean {
  return objectAtFrame(o, frame).visible;
}

/**
 * The document as it looks at `frame`: each object's x/y/visible replaced by its state there.
 * The editor edits this flat view; applyFrameEdit writes the edits back into the animation.
 */
export function projectFrame(doc: SceneDocument, frame: number): SceneDocument {
  const f = clampFrame(doc, frame);
  return {
    ...doc,
    objects: doc.objects.map((o) => {
      const s = objectAtFrame(o, f);
      return s.x === o.x && s.y === o.y && s.visible === o.visible ? o : { ...o, x: s.x, y: s.y, visible: s.visible };
    }),
  };
}

/**
 * Writes an edit of the flat view of `frame` (`before` -> `after`) back into the animated
 * document: moves become overrides of that frame, hiding records the frame, new objects appear
 * from that frame, removed objects are removed from every frame, other properties (size, colour,
 * text, paint order) apply to all frames.
 */
export function applyFrameEdit(animated: SceneDocument, frame: number, before: SceneDocument, after: SceneDocument): SceneDocument {
  const f = clampFrame(animated, frame);
  const seen = new Map(before.objects.map((o) => [o.id, o]));
  const truth = new Map(animated.objects.map((o) => [o.id, o]));
  const objects = after.objects.map((edited) => {
    const original = truth.get(edited.id);
    const previous = seen.get(edited.id);
    if (edited.type === 'caption') return captionEdit(edited, original, previous, f);
    if (!original || !previous) return appearFrom(edited, f);
    if (edited === previous) return original;
    let next = { ...edited, x: original.x, y: original.y, visible: original.visible, anim: original.anim } as SceneObject;
    if (edited.x !== previous.x || edited.y !== previous.y) next = moveAtFrame(next, f, animated.frames, edited.x, edited.y);
    if (edited.visible !== previous.visible) next = edited.visible ? showFrom(next, f) : hideFrom(next, f);
    return next;
  });
  return { ...animated, objects };
}

/**
 * An edit of a caption in the flat view of frame `f`: captions keep one position for every frame
 * (a move applies to all frames) and their frame range is edited directly (the caption dialog, undo);
 * hiding or showing one in the view ends or extends its range at that frame.
 */
function captionEdit(edited: SceneObject, original: SceneObject | undefined, previous: SceneObject | undefined, f: number): SceneObject {
  if (!original || !previous) return { ...edited, visible: true };
  if (edited === previous) return original;
  const next = { ...edited, visible: original.visible, anim: original.anim } as SceneObject;
  if (edited.anim !== previous.anim) return { ...next, anim: edited.anim };
  if (edited.visible !== previous.visible) return edited.visible ? showFrom(next, f) : hideFrom(next, f);
  return next;
}

/** Time of one frame at a speed (0.5..5), in ms. */
export function frameTimeMs(speed: number): number {
  return FRAME_TIME_MS / clampSpeed(speed);
}

/** The move from one frame to the next: 2.2 frame times (seed §9). */
export function frameStepMs(speed: number): number {
  return frameTimeMs(speed) * LIMITS.frameStepFactor;
}

/** Speed clamped to 0.5..5 (default 1 when not a number). */
export function clampSpeed(speed: number): number {
  if (!Number.isFinite(speed)) return LIMITS.previewSpeed.default;
  return Math.min(LIMITS.previewSpeed.max, Math.max(LIMITS.previewSpeed.min, speed));
}

/** Length of the whole animation: one step per frame change, then the last frame held one frame time. */
export function animationDurationMs(frames: number, speed: number): number {
  return Math.max(0, frames - 1) * frameStepMs(speed) + frameTimeMs(speed);
}

/** Where one object is drawn at an instant of the preview. */
export interface AnimatedState {
  id: string;
  x: number;
  y: number;
  visible: boolean;
  /** 0..1: objects that appear or disappear between two frames fade in or out. */
  opacity: number;
}

/** Per-object states of every frame, computed once per document so sampling is cheap. */
export interface Timeline {
  frames: number;
  /** `cut`: shown or hidden at frame boundaries, never moved or faded between frames (captions). */
  objects: Array<{ id: string; cut?: boolean; states: Array<{ x: number; y: number; visible: boolean }> }>;
}

/** Precomputes the state of every object at every frame. */
export function buildTimeline(doc: SceneDocument): Timeline {
  return {
    frames: doc.frames,
    objects: doc.objects.map((o) => ({ id: o.id, ...(o.type === 'caption' ? { cut: true } : {}), states: Array.from({ length: doc.frames }, (_, i) => objectAtFrame(o, i + 1)) })),
  };
}

/** Which frame transition an instant falls in: from frame `frame` towards `frame + 1`, `progress` 0..1. */
export function frameAtTime(frames: number, timeMs: number, speed: number): { frame: number; progress: number } {
  const step = frameStepMs(speed);
  if (frames <= 1 || timeMs <= 0) return { frame: 1, progress: 0 };
  const moving = (frames - 1) * step;
  if (timeMs >= moving) return { frame: frames, progress: 0 };
  const frame = Math.floor(timeMs / step) + 1;
  return { frame, progress: (timeMs - (frame - 1) * step) / step };
}

/** Samples a timeline: linear interpolation of positions between frames, fades for (dis)appearing objects. */
export function sampleTimeline(timeline: Timeline, timeMs: number, speed: number): AnimatedState[] {
  const { frame, progress } = frameAtTime(timeline.frames, timeMs, speed);
  return timeline.objects.map(({ id, cut, states }) => {
    const a = states[frame - 1]!;
    const b = states[Math.min(frame, timeline.frames - 1)]!;
    if (progress === 0 || a === b || cut) return { id, x: a.x, y: a.y, visible: a.visible, opacity: a.visible ? 1 : 0 };
    if (a.visible && b.visible) return { id, x: a.x + (b.x - a.x) * progress, y: a.y + (b.y - a.y) * progress, visible: true, opacity: 1 };
    if (a.visible) return { id, x: a.x, y: a.y, visible: true, opacity: 1 - progress };
    if (b.visible) return { id, x: b.x, y: b.y, visible: true, opacity: progress };
    return { id, x: a.x, y: a.y, visible: false, opacity: 0 };
  });
}

/** The pure (document, time) -> positions function the player draws: every object at `timeMs` of the preview. */
export function positionsAt(doc: SceneDocument, timeMs: number, speed: number): AnimatedState[] {
  return sampleTimeline(buildTimeline(doc), timeMs, speed);
}
