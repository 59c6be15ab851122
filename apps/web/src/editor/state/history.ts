import { LIMITS } from '@prancheta/shared';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';

/**
 * Undo/redo as a bounded stack of whole documents. Documents are immutable and share unchanged
 * objects, so keeping 20 of them costs little. One entry per user gesture.
 */
export interface History {
  past: SceneDocument[];
  future: SceneDocument[];
  limit: number;
}

/** An empty history (default limit 20, seed §9). */
export function createHistory(limit: number = LIMITS.undo.default): History {
  return { past: [], future: [], limit };
}

/** Records `previous` before a change; drops the oldest entry past the limit and clears redo. */
export function record(history: History, previous: SceneDocument): History {
  const past = [...history.past, previous];
  while (past.length > history.limit) past.shift();
  return { ...history, past, future: [] };
}

/** Steps back: the document to show and the new history, or null when nothing to undo. */
export function undo(history: History, present: SceneDocument): { doc: SceneDocument; history: History } | null {
  const doc = history.past[history.past.length - 1];
  if (!doc) return null;
  return { doc, history: { ...history, past: history.past.slice(0, -1), future: [present, ...history.future] } };
}

/** Steps forward again, or null when nothing to redo. */
export function redo(history: History, present: SceneDocument): { doc: SceneDocument; history: History } | null {
  const doc = history.future[0];
  if (!doc) return null;
  return { doc, history: { ...history, past: [...history.past, present], future: history.future.slice(1) } };
}
