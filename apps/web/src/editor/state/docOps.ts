import { LIMITS } from '@prancheta/shared';
import { duplicateObject } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument, SceneObject } from '@prancheta/shared/scene/index.ts';

/** Pure document edits. Each returns a new document and shares unchanged objects. */

/** Adds objects on top. */
export function addObjects(doc: SceneDocument, objects: SceneObject[]): SceneDocument {
  return { ...doc, objects: [...doc.objects, ...objects] };
}

/** Applies a patch to each listed object. */
export function updateObjects(doc: SceneDocument, patches: Record<string, Partial<SceneObject>>): SceneDocument {
  return { ...doc, objects: doc.objects.map((o) => (patches[o.id] ? ({ ...o, ...patches[o.id] } as SceneObject) : o)) };
}

/** Removes the listed objects. */
export function removeObjects(doc: SceneDocument, ids: readonly string[]): SceneDocument {
  const set = new Set(ids);
  return { ...doc, objects: doc.objects.filter((o) => !set.has(o.id)) };
}

/** Moves the listed objects by (dx, dy). */
export function moveObjects(doc: SceneDocument, ids: readonly string[], dx: number, dy: number): SceneDocument {
  const set = new Set(ids);
  return { ...doc, objects: doc.objects.map((o) => (set.has(o.id) ? { ...o, x: o.x + dx, y: o.y + dy } : o)) };
}

/** Moves the listed objects one step up (+1) or down (-1) the paint order, keeping their relative order. */
export function restack(doc: SceneDocument, ids: readonly string[], direction: 1 | -1): SceneDocument {
  const set = new Set(ids);
  const objects = [...doc.objects];
  const indices = objects.map((o, i) => (set.has(o.id) ? i : -1)).filter((i) => i >= 0);
  const ordered = direction === 1 ? indices.reverse() : indices;
  for (const i of ordered) {
    const j = i + direction;
    if (j < 0 || j >= objects.length || set.has(objects[j]!.id)) continue;
    [objects[i], objects[j]] = [objects[j]!, objects[i]!];
  }
  return { ...doc, objects };
}

/** Copies of the given objects, offset by the copy offset (10 px) times `times`. */
export function copiesOf(objects: readonly SceneObject[], times = 1): SceneObject[] {
  return objects.map((o) => duplicateObject(o, LIMITS.copyOffset * times));
}

/** The objects of the document with the given ids, in paint order. */
export function objectsById(doc: SceneDocument, ids: readonly string[]): SceneObject[] {
  const set = new Set(ids);
  return doc.objects.filter((o) => set.has(o.id));
}
