import type { FileEntry } from '@prancheta/shared';
import { useState } from 'react';

/** Folder stack and selection of a media screen; the selection is cleared on every navigation (seed 001 §4). */
export function useFolderNav() {
  const [stack, setStack] = useState<string[]>([]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const clear = () => setSelected(new Set());
  return {
    stack,
    path: stack.join('/'),
    selected,
    open(entry: FileEntry) {
      setStack(entry.path.split('/'));
      clear();
    },
    go(level: number) {
      setStack((s) => s.slice(0, level));
      clear();
    },
    toggle(entry: FileEntry) {
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(entry.path)) next.delete(entry.path);
        else next.add(entry.path);
        return next;
      });
    },
    /** Selects only this entry (single-choice pickers). */
    only(entry: FileEntry) {
      setSelected(new Set([entry.path]));
    },
    clear,
  };
}
