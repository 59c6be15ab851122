import { createArrow, createCurve, createFreehand, createLine, round } from '@prancheta/shared/scene/index.ts';
import type { SceneObject } from '@prancheta/shared/scene/index.ts';
import type { DrawStyle, ToolName } from '../state/types.ts';

/** A stroke being drawn: the tool and the absolute points so far. */
export interface DrawingGesture {
  tool: Exclude<ToolName, 'select'>;
  points: number[];
}

/** Shortest drag that counts as a line (shorter gestures are treated as clicks and dropped). */
export const MIN_STROKE = 6;

/** Adds a pointer position to a gesture: free-hand keeps every point (thinned), others keep start and end. */
export function extendGesture(g: DrawingGesture, x: number, y: number): DrawingGesture {
  if (g.tool === 'freehand') {
    const lx = g.points[g.points.length - 2]!;
    const ly = g.points[g.points.length - 1]!;
    if (Math.hypot(x - lx, y - ly) < 3) return g;
    return { ...g, points: [...g.points, round(x), round(y)] };
  }
  return { ...g, points: [g.points[0]!, g.points[1]!, round(x), round(y)] };
}

/** The object a finished gesture makes, styled with the current stroke, or null when too short. */
export function finishGesture(g: DrawingGesture, style: DrawStyle): SceneObject | null {
  const [x1, y1] = g.points;
  const x2 = g.points[g.points.length - 2]!;
  const y2 = g.points[g.points.length - 1]!;
  if (g.points.length < 4) return null;
  let extent = 0;
  for (let i = 2; i < g.points.length; i += 2) extent = Math.max(extent, Math.hypot(g.points[i]! - x1!, g.points[i + 1]! - y1!));
  if (extent < MIN_STROKE) return null;
  const styled = <T extends SceneObject>(o: T): T => ({ ...o, stroke: style.stroke, strokeWidth: style.strokeWidth, ...(o.type === 'arrow' ? { fill: style.stroke } : {}) });
  switch (g.tool) {
    case 'line':
      return styled(createLine(x1!, y1!, x2, y2, 'straight'));
    case 'dashed':
      return styled(createLine(x1!, y1!, x2, y2, 'dashed'));
    case 'arrow':
      return styled(createArrow(x1!, y1!, x2, y2, 'plain'));
    case 'adash':
      return styled(createArrow(x1!, y1!, x2, y2, 'dashed'));
    case 'curve':
      return styled(createCurve(x1!, y1!, x2, y2));
    case 'freehand':
      return styled(createFreehand(g.points));
  }
}
