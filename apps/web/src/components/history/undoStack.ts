/**
 * Undo/redo as two stacks of immutable states around a present the caller keeps. `past` holds at
 * most `limit` states, so after limit + 1 changes undo reaches back exactly `limit` steps. The board
 * and the editor both keep their history this way: one entry per user gesture.
 */
export interface UndoStack<T> {
  readonly past: readonly T[];
  readonly future: readonly T[];
  readonly limit: number;
}

/** One step of undo or redo: the state to show and the stacks after it. */
export interface UndoStep<T> {
  state: T;
  stack: UndoStack<T>;
}

/** Empty stacks keeping at most `limit` undo steps. */
export function createUndoStack<T>(limit: number): UndoStack<T> {
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`undo limit must be a positive integer, got ${limit}`);
  return { past: [], future: [], limit };
}

/** Records `previous` before a change: drops the oldest entry past the limit and clears redo. */
export function record<T>(stack: UndoStack<T>, previous: T): UndoStack<T> {
  return { ...stack, past: [...stack.past, previous].slice(-stack.limit), future: [] };
}

export function canUndo<T>(stack: UndoStack<T>): boolean {
  return stack.past.length > 0;
}

export function canRedo<T>(stack: UndoStack<T>): boolean {
  return stack.future.length > 0;
}

/** Steps back from `present`, or null when there is nothing to undo. */
export function undo<T>(stack: UndoStack<T>, present: T): UndoStep<T> | null {
  if (!canUndo(stack)) return null;
  return { state: stack.past[stack.past.length - 1]!, stack: { ...stack, past: stack.past.slice(0, -1), future: [present, ...stack.future] } };
}

/** Steps forward again from `present`, or null when there is nothing to redo. */
export function redo<T>(stack: UndoStack<T>, present: T): UndoStep<T> | null {
  if (!canRedo(stack)) return null;
  return { state: stack.future[0]!, stack: { ...stack, past: [...stack.past, present].slice(-stack.limit), future: stack.future.slice(1) } };
}
