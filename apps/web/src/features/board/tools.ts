import type { DrawMode } from './model.ts';

/** The board tools: move markers only, one of the drawing modes, or the eraser. */
export type Tool = 'move' | DrawMode | 'eraser';

/** Eraser reach around the finger or cursor, in board pixels. */
export const ERASER_TOLERANCE = 14;

/** Free-hand points closer than this (board pixels) to the previous one are skipped. */
export const MIN_POINT_GAP = 2;

let seq = 0;
/** A short unique id for strokes and markers. */
export function newId(prefix: string): string {
  seq += 1;
  return `${prefix}${Date.now().toString(36)}${seq.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
