import { useCallback, useMemo, useState } from 'react';
import { canRedo, canReset, canUndo, commit, createHistory, redo, reset, undo } from './history.ts';
import { EMPTY_BOARD } from './model.ts';
import type { BoardDoc } from './model.ts';

/** The board document with its 100-step history, as React state plus stable commands. */
export function useBoardHistory(initial: BoardDoc = EMPTY_BOARD) {
  const [history, setHistory] = useState(() => createHistory(initial));
  const apply = useCallback((next: BoardDoc) => setHistory((h) => commit(h, next)), []);
  const doUndo = useCallback(() => setHistory(undo), []);
  const doRedo = useCallback(() => setHistory(redo), []);
  const doReset = useCallback(() => setHistory(reset), []);
  const controls = useMemo(
    () => ({ canUndo: canUndo(history), canRedo: canRedo(history), canReset: canReset(history), undo: doUndo, redo: doRedo, reset: doReset }),
    [history, doUndo, doRedo, doReset],
  );
  return { doc: history.present, apply, controls };
}
