import { useEffect, useRef, useState } from 'react';
import { markerKey } from './markerKeys.ts';
import type { BoardDoc } from './model.ts';

/** Key presses meant for a field, a slider or a menu, not for the board. */
function forAControl(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role=slider], [role=dialog], [role=menu], [role=listbox], [role=tablist]') !== null;
}

/**
 * The board's markers by keyboard (see markerKey): answers the selected marker's id; each move or
 * removal is one undo step through `apply`.
 */
export function useMarkerKeys(doc: BoardDoc, apply: (next: BoardDoc) => void, rotated: boolean): string | null {
  const [selected, setSelected] = useState<string | null>(null);
  const latest = useRef({ doc, selected, apply, rotated });
  useEffect(() => {
    latest.current = { doc, selected, apply, rotated };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || forAControl(e.target)) return;
      const now = latest.current;
      const result = markerKey(now.doc, now.selected, e, now.rotated);
      if (!result) return;
      e.preventDefault();
      if (result.doc) now.apply(result.doc);
      setSelected(result.selected);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  // A marker removed by undo, the eraser or a reset is no longer selected.
  return selected !== null && doc.markers.some((m) => m.id === selected) ? selected : null;
}
