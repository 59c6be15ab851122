/** A rectangle in canvas coordinates. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box spanned by two corners in any order. */
export function boxFromCorners(x1: number, y1: number, x2: number, y2: number): Box {
  return { x: Math.min(x1, x2), y: Math.min(y1, y2), width: Math.abs(x2 - x1), height: Math.abs(y2 - y1) };
}

/** Whether two boxes overlap. */
export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
