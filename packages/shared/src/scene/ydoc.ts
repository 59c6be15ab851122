import * as Y from 'yjs';
import { LIMITS } from '../limits.ts';
import { MAX_SCENE_OBJECTS, SCENE_VERSION } from './document.ts';
import type { SceneDocument } from './document.ts';
import { sceneObject } from './objects.ts';
import type { SceneObject } from './objects.ts';

/*
 * The scene document as Yjs types, for drawing together (co-editing):
 * - `settings` (Y.Map): sport_id, backgroundImage, frames;
 * - `objects` (Y.Map of Y.Map): one map per object, keyed by the object's id, one entry per field,
 *   so two people changing different fields of one object (one moves it, the other renames it)
 *   both keep their change. The animation of videos is split the same way: `anim.start`,
 *   `anim.hide` and one `anim.frames.<n>` entry per frame override, so two people moving one
 *   player in different frames both keep their move (a whole `anim` entry, as first stored, is
 *   still read, and replaced by the split entries at the next write of that object);
 * - `order` (Y.Array of ids): the paint order.
 * Not imported by the shared index: only the code that co-edits loads yjs.
 */

type Json = unknown;

/** The three shared types of a scene in a Y document. */
export function sceneTypes(doc: Y.Doc): { settings: Y.Map<Json>; objects: Y.Map<Y.Map<Json>>; order: Y.Array<string> } {
  return { settings: doc.getMap('settings'), objects: doc.getMap('objects') as Y.Map<Y.Map<Json>>, order: doc.getArray('order') };
}

/** Deep equality of JSON values (object fields in any order). */
function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as Json[];
    return a.length === bb.length && a.every((v, i) => sameJson(v, bb[i]));
  }
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  return ka.length === kb.length && ka.every((k) => sameJson((a as Record<string, Json>)[k], (b as Record<string, Json>)[k]));
}

const ANIM_START = 'anim.start';
const ANIM_HIDE = 'anim.hide';
const ANIM_FRAME = 'anim.frames.';

/** An object as the entries of its Y map: every field but `anim`, whose parts get an entry each. */
function objectEntries(object: SceneObject): Map<string, Json> {
  const entries = new Map<string, Json>();
  for (const [k, v] of Object.entries(object)) if (v !== undefined && k !== 'anim') entries.set(k, v);
  entries.set(ANIM_START, object.anim.start);
  entries.set(ANIM_HIDE, object.anim.hide);
  for (const [frame, override] of Object.entries(object.anim.frames)) entries.set(`${ANIM_FRAME}${frame}`, override);
  return entries;
}

/** The plain object of a Y map's entries (the inverse of objectEntries, also reading a whole `anim`). */
function objectOfEntries(json: Record<string, Json>): Record<string, Json> {
  const object: Record<string, Json> = {};
  const whole = json.anim;
  const anim: Record<string, Json> = whole && typeof whole === 'object' && !Array.isArray(whole) ? { ...(whole as Record<string, Json>) } : {};
  const wholeFrames = anim.frames;
  const frames: Record<string, Json> = wholeFrames && typeof wholeFrames === 'object' && !Array.isArray(wholeFrames) ? { ...(wholeFrames as Record<string, Json>) } : {};
  for (const [k, v] of Object.entries(json)) {
    if (k === 'anim') continue;
    if (k === ANIM_START) anim.start = v;
    else if (k === ANIM_HIDE) anim.hide = v;
    else if (k.startsWith(ANIM_FRAME)) frames[k.slice(ANIM_FRAME.length)] = v;
    else object[k] = v;
  }
  object.anim = { ...anim, frames };
  return object;
}

/** True when the Y document holds no scene yet (a room that was never written). */
export function isSceneYEmpty(doc: Y.Doc): boolean {
  const { settings, objects, order } = sceneTypes(doc);
  return settings.size === 0 && objects.size === 0 && order.length === 0;
}

/**
 * Writes the differences between the Y document and `scene` into the document, in one transaction
 * with `origin` (the undo manager of this person tracks that origin only). Unchanged fields are not
 * written, so a concurrent change of another field by someone else is kept.
 */
export function sceneToY(doc: Y.Doc, scene: SceneDocument, origin: unknown = null): void {
  const { settings, objects, order } = sceneTypes(doc);
  doc.transact(() => {
    for (const key of ['sport_id', 'backgroundImage', 'frames'] as const) {
      if (!sameJson(settings.get(key), scene[key])) settings.set(key, scene[key]);
    }
    const wanted = new Set(scene.objects.map((o) => o.id));
    for (const id of [...objects.keys()]) if (!wanted.has(id)) objects.delete(id);
    for (const object of scene.objects) {
      const entries = objectEntries(object);
      let map = objects.get(object.id);
      if (!map) {
        map = new Y.Map<Json>();
        for (const [k, v] of entries) map.set(k, v);
        objects.set(object.id, map);
        continue;
      }
      for (const k of [...map.keys()]) if (!entries.has(k)) map.delete(k);
      for (const [k, v] of entries) if (!sameJson(map.get(k), v)) map.set(k, v);
    }
    writeOrder(
      order,
      scene.objects.map((o) => o.id),
    );
  }, origin);
}

/** Makes the order array equal to `target`, touching only the ids that moved, appeared or left. */
function writeOrder(order: Y.Array<string>, target: string[]): void {
  const wanted = new Set(target);
  // Ids that left, and the second copy of an id inserted twice by two people at once.
  const seen = new Set<string>();
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order.get(i);
    if (!wanted.has(id) || seen.has(id)) order.delete(i, 1);
    else seen.add(id);
  }
  const current = order.toArray();
  for (let i = 0; i < target.length; i++) {
    const id = target[i]!;
    if (current[i] === id) continue;
    const at = current.indexOf(id, i + 1);
    if (at >= 0) {
      order.delete(at, 1);
      current.splice(at, 1);
    }
    order.insert(i, [id]);
    current.splice(i, 0, id);
  }
}

/** Parses one object map; null when it does not make a valid scene object (a peer sent junk). */
function parseObject(map: Y.Map<Json>): SceneObject | null {
  const parsed = sceneObject.safeParse(objectOfEntries(map.toJSON() as Record<string, Json>));
  return parsed.success ? parsed.data : null;
}

/**
 * Reads the scene back from the Y document, as the plain document the editor renders. Objects are
 * validated against the scene schema (an invalid one is left out); objects missing from the order
 * (an insert whose order entry is still on its way) are drawn on top. `previous` lets unchanged
 * objects keep their identity, so the editor redraws only what changed.
 */
export function yToScene(doc: Y.Doc, previous?: SceneDocument): SceneDocument {
  const { settings, objects, order } = sceneTypes(doc);
  const before = new Map((previous?.objects ?? []).map((o) => [o.id, o]));
  const ids: string[] = [];
  const seen = new Set<string>();
  for (const id of order.toArray()) {
    if (!seen.has(id) && objects.has(id)) {
      ids.push(id);
      seen.add(id);
    }
  }
  for (const id of [...objects.keys()].sort()) if (!seen.has(id)) ids.push(id);
  const list: SceneObject[] = [];
  for (const id of ids.slice(0, MAX_SCENE_OBJECTS)) {
    const parsed = parseObject(objects.get(id)!);
    if (!parsed) continue;
    const old = before.get(id);
    list.push(old && sameJson(old, parsed) ? old : parsed);
  }
  const sport = settings.get('sport_id');
  const background = settings.get('backgroundImage');
  const frames = settings.get('frames');
  return {
    version: SCENE_VERSION,
    sport_id: typeof sport === 'number' && Number.isInteger(sport) && sport > 0 ? sport : (previous?.sport_id ?? null),
    backgroundImage: typeof background === 'string' && background.length <= 500 ? background : (previous?.backgroundImage ?? ''),
    width: LIMITS.canvas.width,
    height: LIMITS.canvas.height,
    frames: typeof frames === 'number' && Number.isInteger(frames) && frames >= 1 && frames <= 1000 ? frames : 1,
    objects: list,
  };
}
