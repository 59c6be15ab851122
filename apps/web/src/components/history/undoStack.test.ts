import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, createUndoStack, record, redo, undo } from './undoStack.ts';
import type { UndoStack } from './undoStack.ts';

/** Applies `next` after `present` as one recorded step. */
function push(stack: UndoStack<number>, present: number, next: number): [UndoStack<number>, number] {
  return [record(stack, present), next];
}

describe('undo stack', () => {
  it('starts with nothing to undo or redo', () => {
    const stack = createUndoStack<number>(5);
    expect([canUndo(stack), canRedo(stack)]).toEqual([false, false]);
    expect(undo(stack, 0)).toBeNull();
    expect(redo(stack, 0)).toBeNull();
  });

  it('undoes and redoes one recorded step at a time, in order', () => {
    let [stack, present] = push(createUndoStack<number>(5), 0, 1);
    [stack, present] = push(stack, present, 2);
    const back = undo(stack, present)!;
    expect(back.state).toBe(1);
    expect([canUndo(back.stack), canRedo(back.stack)]).toEqual([true, true]);
    const start = undo(back.stack, back.state)!;
    expect(start.state).toBe(0);
    expect(canUndo(start.stack)).toBe(false);
    const again = redo(start.stack, start.state)!;
    expect(again.state).toBe(1);
    const last = redo(again.stack, again.state)!;
    expect(last.state).toBe(2);
    expect(canRedo(last.stack)).toBe(false);
    expect(redo(last.stack, last.state)).toBeNull();
  });

  it('a new step after an undo drops the redo branch', () => {
    let [stack, present] = push(createUndoStack<number>(5), 0, 1);
    [stack, present] = push(stack, present, 2);
    const back = undo(stack, present)!;
    const [after, shown] = push(back.stack, back.state, 3);
    expect(shown).toBe(3);
    expect(canRedo(after)).toBe(false);
    expect(after.past).toEqual([0, 1]);
  });

  it('keeps only the last `limit` steps: after limit + 1 changes undo reaches back exactly limit steps', () => {
    let stack = createUndoStack<number>(3);
    let present = 0;
    for (let n = 1; n <= 4; n++) [stack, present] = push(stack, present, n);
    expect(stack.past).toEqual([1, 2, 3]);
    const seen: number[] = [];
    let step = undo(stack, present);
    while (step) {
      seen.push(step.state);
      [stack, present] = [step.stack, step.state];
      step = undo(stack, present);
    }
    expect(seen).toEqual([3, 2, 1]);
    for (let n = 0; n < 3; n++) {
      const forward = redo(stack, present)!;
      [stack, present] = [forward.stack, forward.state];
    }
    expect(present).toBe(4);
    expect(stack.past).toHaveLength(3);
  });

  it('leaves the stacks it was given unchanged', () => {
    const empty = createUndoStack<number>(2);
    const one = record(empty, 0);
    record(one, 1);
    undo(one, 1);
    expect(empty.past).toEqual([]);
    expect(one).toEqual({ past: [0], future: [], limit: 2 });
  });
});
