import { LIMITS } from '@prancheta/shared';

/**
 * A bounded undo/redo history of immutable documents. `past` holds at most `cap` states, so after
 * cap + 1 changes undo reaches back exactly `cap` steps. One entry per user gesture.
 */
export interface History<T> {
  readonly initial: T;
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  readonly cap: number;
}

/** A fresh history whose present (and reset target) is `initial`. Board default cap: 100. */
export function createHistory<T>(initial: T, cap: number = LIMITS.undo.board): History<T> {
  return { initial, past: [], present: initial, future: [], cap };
}

/** Records `next` as a new step (dropping the oldest beyond the cap); a no-op change records nothing. */
export function commit<T>(h: History<T>, next: T): History<T> {
  if (next === h.present) return h;
  const past = [...h.past, h.present];
  if (past.length > h.cap) past.splice(0, past.length - h.cap);
  return { ...h, past, present: next, future: [] };
}

export function canUndo<T>(h: History<T>): boolean {
  return h.past.length > 0;
}

export function canRedo<T>(h: History<T>): boolean {
  return h.future.length > 0;
}

/** Whether reset would change anything. */
export function canReset<T>(h: History<T>): boolean {
  return h.present !== h.initial;
}

export function undo<T>(h: History<T>): History<T> {
  if (!canUndo(h)) return h;
  const past = h.past.slice(0, -1);
  return { ...h, past, present: h.past[h.past.length - 1]!, future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (!canRedo(h)) return h;
  const [next, ...future] = h.future;
  return { ...h, past: [...h.past, h.present].slice(-h.cap), present: next!, future };
}

/** Back to the initial state, as one undoable step (a mistaken reset at half-time can be undone). */
export function reset<T>(h: History<T>): History<T> {
  if (!canReset(h)) return h;
  return commit(h, h.initial);
}
