import { canRedo, canUndo, redo, undo } from '../state/history.ts';
import type { EditorAction } from './types.ts';
import { mod } from './types.ts';

/** Undo the last gesture. */
export const undoAction: EditorAction = {
  name: 'undo',
  labelKey: 'editor.undo',
  keys: ['Ctrl', 'Z'],
  keyTest: (e) => mod(e) && !e.shiftKey && e.key.toLowerCase() === 'z',
  predicate: (s) => (s.shared ? s.shared.canUndo : canUndo(s.history)),
  perform: (s) => {
    // Drawing together: only this person's edits are undone; the document comes back from Yjs.
    if (s.shared) {
      s.shared.undo();
      return null;
    }
    const step = undo(s.history, s.doc);
    return step ? { doc: step.state, history: step.stack, commit: false } : null;
  },
};

/** Redo the last undone gesture. */
export const redoAction: EditorAction = {
  name: 'redo',
  labelKey: 'editor.redo',
  keys: ['Ctrl', 'Y'],
  keyTest: (e) => mod(e) && (e.key.toLowerCase() === 'y' || (e.shiftKey && e.key.toLowerCase() === 'z')),
  predicate: (s) => (s.shared ? s.shared.canRedo : canRedo(s.history)),
  perform: (s) => {
    if (s.shared) {
      s.shared.redo();
      return null;
    }
    const step = redo(s.history, s.doc);
    return step ? { doc: step.state, history: step.stack, commit: false } : null;
  },
};
