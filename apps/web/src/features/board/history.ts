import { LIMITS } from '@prancheta/shared';
import * as stack from '../../components/history/index.ts';
import type { UndoStack } from '../../components/history/index.ts';

/**
 * The board's history: the shared bounded undo stack plus the present document and the one a reset
 * returns to. One entry per user gesture.
 */
export interface History<T> {
  readonly initial: T;
  readonly present: T;
  readonly steps: UndoStack<T>;
}

/** A fresh history whose present (and reset target) is `initial`. Board default cap: 100. */
export function createHistory<T>(initial: T, cap: number = LIMITS.undo.board): History<T> {
  return { initial, present: initial, steps: stack.createUndoStack<T>(cap) };
}

/** Records `next` as a new step (dropping the oldest beyond the cap); a no-op change records nothing. */
export function commit<T>(h: History<T>, next: T): History<T> {
  if (next === h.present) return h;
  return { ...h, present: next, steps: stack.record(h.steps, h.present) };
}

export function canUndo<T>(h: History<T>): boolean {
  return stack.canUndo(h.steps);
}

export function canRedo<T>(h: History<T>): boolean {
  return stack.canRedo(h.steps);
}

/** Whether reset would change anything. */
export function canReset<T>(h: History<T>): boolean {
  return h.present !== h.initial;
}

export function undo<T>(h: History<T>): History<T> {
  const step = stack.undo(h.steps, h.present);
  return step ? { ...h, present: step.state, steps: step.stack } : h;
}

export function redo<T>(h: History<T>): History<T> {
  const step = stack.redo(h.steps, h.present);
  return step ? { ...h, present: step.state, steps: step.stack } : h;
}

/** Back to the initial state, as one undoable step (a mistaken reset at half-time can be undone). */
export function reset<T>(h: History<T>): History<T> {
  if (!canReset(h)) return h;
  return commit(h, h.initial);
}
