import { LIMITS } from '@prancheta/shared';
import { copiesOf, moveObjects, objectsById, removeObjects, restack } from '../state/docOps.ts';
import type { EditorState } from '../state/types.ts';
import type { EditorAction } from './types.ts';
import { mod } from './types.ts';

const hasSelection = (s: EditorState) => s.selection.length > 0;

/** Delete the selected objects (Delete or Backspace). */
export const deleteAction: EditorAction = {
  name: 'delete',
  labelKey: 'editor.delete',
  keys: ['Delete'],
  keyTest: (e) => e.key === 'Delete' || e.key === 'Backspace',
  predicate: hasSelection,
  perform: (s) => (s.selection.length ? { doc: removeObjects(s.doc, s.selection), selection: [], commit: true } : null),
};

/** Copy the selection to the editor clipboard. */
export const copyAction: EditorAction = {
  name: 'copy',
  labelKey: 'editor.copy',
  keys: ['Ctrl', 'C'],
  keyTest: (e) => mod(e) && e.key.toLowerCase() === 'c',
  predicate: hasSelection,
  perform: (s) => (s.selection.length ? { clipboard: objectsById(s.doc, s.selection), commit: false } : null),
};

/** Paste the clipboard 10 px below-right of the copied objects and select the copies. */
export const pasteAction: EditorAction = {
  name: 'paste',
  labelKey: 'editor.paste',
  keys: ['Ctrl', 'V'],
  keyTest: (e) => mod(e) && e.key.toLowerCase() === 'v',
  predicate: (s) => s.clipboard.length > 0,
  perform: (s) => {
    if (!s.clipboard.length) return null;
    const copies = copiesOf(s.clipboard);
    // The next paste lands another 10 px further, like the copies of the copies.
    return { doc: { ...s.doc, objects: [...s.doc.objects, ...copies] }, selection: copies.map((o) => o.id), clipboard: copies, commit: true };
  },
};

/** Duplicate the selection in one step (copy + paste). */
export const duplicateAction: EditorAction = {
  name: 'duplicate',
  labelKey: 'editor.duplicate',
  keys: ['Ctrl', 'D'],
  keyTest: (e) => mod(e) && e.key.toLowerCase() === 'd',
  predicate: hasSelection,
  perform: (s) => {
    if (!s.selection.length) return null;
    const copies = copiesOf(objectsById(s.doc, s.selection));
    return { doc: { ...s.doc, objects: [...s.doc.objects, ...copies] }, selection: copies.map((o) => o.id), commit: true };
  },
};

/** Bring the selection one step forward. */
export const forwardAction: EditorAction = {
  name: 'bringForward',
  labelKey: 'editor.bring-forward',
  keys: ['Ctrl', ']'],
  keyTest: (e) => mod(e) && e.key === ']',
  predicate: hasSelection,
  perform: (s) => (s.selection.length ? { doc: restack(s.doc, s.selection, 1), commit: true } : null),
};

/** Send the selection one step back. */
export const backwardAction: EditorAction = {
  name: 'sendBackward',
  labelKey: 'editor.send-backward',
  keys: ['Ctrl', '['],
  keyTest: (e) => mod(e) && e.key === '[',
  predicate: hasSelection,
  perform: (s) => (s.selection.length ? { doc: restack(s.doc, s.selection, -1), commit: true } : null),
};

/** Select every object. */
export const selectAllAction: EditorAction = {
  name: 'selectAll',
  labelKey: 'editor.select-all',
  keys: ['Ctrl', 'A'],
  keyTest: (e) => mod(e) && e.key.toLowerCase() === 'a',
  perform: (s) => ({ selection: s.doc.objects.map((o) => o.id), tool: 'select', commit: false }),
};

/** Clear the selection and go back to the select tool. */
export const escapeAction: EditorAction = {
  name: 'deselect',
  labelKey: 'editor.deselect',
  keys: ['Esc'],
  keyTest: (e) => e.key === 'Escape',
  perform: () => ({ selection: [], tool: 'select', commit: false }),
};

/**
 * Select the next (N) or previous (Shift+N) object in drawing order, wrapping around: with the
 * arrow keys, Delete and the clipboard, the whole drawing can be edited without a pointer.
 */
function cycle(name: string, labelKey: string, shift: boolean, step: 1 | -1): EditorAction {
  return {
    name,
    labelKey,
    keys: shift ? ['Shift', 'N'] : ['N'],
    keyTest: (e) => !mod(e) && !e.altKey && e.shiftKey === shift && e.key.toLowerCase() === 'n',
    predicate: (s) => s.doc.objects.length > 0,
    perform: (s) => {
      const objects = s.doc.objects;
      if (!objects.length) return null;
      const current = objects.findIndex((o) => o.id === s.selection[s.selection.length - 1]);
      const next = current < 0 ? (step > 0 ? 0 : objects.length - 1) : (current + step + objects.length) % objects.length;
      return { selection: [objects[next]!.id], tool: 'select', commit: false };
    },
  };
}

/** Keyboard selection of single objects. */
export const selectNextAction = cycle('selectNext', 'a11y.select-next', false, 1);
export const selectPreviousAction = cycle('selectPrevious', 'a11y.select-previous', true, -1);

function nudge(name: string, key: string, labelKey: string, dx: number, dy: number): EditorAction {
  return {
    name,
    labelKey,
    keys: [key.replace('Arrow', '').replace('Left', '←').replace('Right', '→').replace('Up', '↑').replace('Down', '↓')],
    keyTest: (e) => e.key === key && !mod(e),
    predicate: hasSelection,
    perform: (s) => (s.selection.length ? { doc: moveObjects(s.doc, s.selection, dx, dy), commit: true } : null),
  };
}

const step = LIMITS.arrowKeyStep;
/** Arrow keys move the selection 10 px (seed §9). */
export const nudgeActions: EditorAction[] = [
  nudge('moveLeft', 'ArrowLeft', 'editor.move-left', -step, 0),
  nudge('moveRight', 'ArrowRight', 'editor.move-right', step, 0),
  nudge('moveUp', 'ArrowUp', 'editor.move-up', 0, -step),
  nudge('moveDown', 'ArrowDown', 'editor.move-down', 0, step),
];
