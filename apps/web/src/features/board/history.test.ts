import { describe, expect, it } from 'vitest';
import { canRedo, canReset, canUndo, commit, createHistory, redo, reset, undo } from './history.ts';
import { addStroke, EMPTY_BOARD } from './model.ts';
import type { BoardDoc, Stroke } from './model.ts';

const stroke = (n: number): Stroke => ({ id: `s${n}`, mode: 'free', points: [n, n, n + 5, n + 5], color: '#ff0000', width: 3 });
const draw = (h: ReturnType<typeof createHistory<BoardDoc>>, n: number) => commit(h, addStroke(h.present, stroke(n)));

describe('board history', () => {
  it('starts with undo, redo and reset disabled', () => {
    const h = createHistory(EMPTY_BOARD);
    expect([canUndo(h), canRedo(h), canReset(h)]).toEqual([false, false, false]);
  });

  it('undoes and redoes one step per commit', () => {
    let h = createHistory(EMPTY_BOARD);
    h = draw(h, 1);
    h = draw(h, 2);
    h = undo(h);
    expect(h.present.strokes.map((s) => s.id)).toEqual(['s1']);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present.strokes.map((s) => s.id)).toEqual(['s1', 's2']);
    expect(canRedo(h)).toBe(false);
  });

  it('after 101 strokes undo reaches back only 100 steps', () => {
    let h = createHistory(EMPTY_BOARD);
    for (let i = 1; i <= 101; i++) h = draw(h, i);
    let undos = 0;
    while (canUndo(h)) {
      h = undo(h);
      undos++;
    }
    expect(undos).toBe(100);
    expect(h.present.strokes.map((s) => s.id)).toEqual(['s1']);
    for (let i = 0; i < 100; i++) h = redo(h);
    expect(h.present.strokes).toHaveLength(101);
    expect(canRedo(h)).toBe(false);
  });

  it('a new change after undo drops the redo branch', () => {
    let h = draw(draw(createHistory(EMPTY_BOARD), 1), 2);
    h = undo(h);
    h = draw(h, 3);
    expect(canRedo(h)).toBe(false);
    expect(h.present.strokes.map((s) => s.id)).toEqual(['s1', 's3']);
  });

  it('reset returns to the initial state and can itself be undone', () => {
    const initial: BoardDoc = addStroke(EMPTY_BOARD, stroke(0));
    let h = draw(draw(createHistory(initial), 1), 2);
    h = reset(h);
    expect(h.present).toBe(initial);
    expect(canReset(h)).toBe(false);
    h = undo(h);
    expect(h.present.strokes).toHaveLength(3);
  });

  it('committing the same document records nothing', () => {
    const h = createHistory(EMPTY_BOARD);
    expect(commit(h, h.present)).toBe(h);
  });
});
