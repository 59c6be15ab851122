import { LIMITS } from '@prancheta/shared';
import { createArrow, createFreehand, createItem, createLine, createShape, createText, emptyScene, round } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument, SceneObject } from '@prancheta/shared/scene/index.ts';
import { MARKER_BASE_SIZE } from './model.ts';
import type { BoardDoc, Marker, Stroke } from './model.ts';

/** Path of a board icon (1..19) under the elements root (the same file the board draws). */
export function boardIconSrc(icon: number): string {
  return `board/icons/${icon}.png`;
}

/** The editor's line width for a board line (the editor draws lines of 3 to 20 pixels). */
function sceneWidth(width: number): number {
  return Math.min(LIMITS.line.max, Math.max(LIMITS.line.min, Math.round(width)));
}

/** A board stroke as an editor object: free-hand, straight or dashed line, plain or dashed arrow. */
export function strokeToObject(s: Stroke): SceneObject {
  const p = s.points;
  const styled = <T extends SceneObject>(o: T): T => ({ ...o, stroke: s.color, strokeWidth: sceneWidth(s.width) });
  const last = p.length - 2;
  switch (s.mode) {
    case 'free':
      return styled(createFreehand([...p]));
    case 'line':
    case 'dash':
      return styled(createLine(p[0]!, p[1]!, p[last]!, p[last + 1]!, s.mode === 'dash' ? 'dashed' : 'straight'));
    case 'arrow':
    case 'adash':
      return { ...styled(createArrow(p[0]!, p[1]!, p[last]!, p[last + 1]!, s.mode === 'adash' ? 'dashed' : 'plain')), fill: s.color };
  }
}

/**
 * A board marker as editor objects: a numbered disc becomes a filled circle and its number (two
 * objects the coach can move, recolour or retype); an icon becomes the same picture as an item.
 */
export function markerToObjects(m: Marker): SceneObject[] {
  const size = round(MARKER_BASE_SIZE * m.scale);
  if (m.face.kind === 'icon') return [{ ...createItem(boardIconSrc(m.face.icon), m.x, m.y), width: size, height: size }];
  const disc: SceneObject = { ...createShape(m.x, m.y, size, size, 'ellipse'), fill: m.background, stroke: m.color, strokeWidth: LIMITS.line.min };
  const text = String(m.face.number);
  const font = Math.max(LIMITS.text.minSize, Math.round(size * (text.length > 2 ? 0.36 : 0.46)));
  return [disc, { ...createText(text, m.x, m.y, font, m.color), width: size, height: round(font * 1.2) }];
}

/**
 * The board as an editor scene: the field as the background, then (optionally) a formation's own
 * objects the board was drawn over, then every stroke and marker in the board's paint order
 * (strokes below markers, as the board draws them).
 */
export function boardToScene(doc: BoardDoc, base: { sportId: number | null; background: string; objects?: readonly SceneObject[] }): SceneDocument {
  const scene = emptyScene(base.sportId, base.background);
  const objects: SceneObject[] = [...(base.objects ?? [])];
  for (const s of doc.strokes) if (s.points.length >= 4) objects.push(strokeToObject(s));
  for (const m of doc.markers) objects.push(...markerToObjects(m));
  return { ...scene, objects };
}
