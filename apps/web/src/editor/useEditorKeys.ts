import { useEffect } from 'react';
import { actionForKey } from './actions/registry.ts';
import type { EditorStore } from './state/store.ts';

function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Routes key presses to the registered actions (not while typing in a field or a dialog is open). */
export function useEditorKeys(store: EditorStore, options: { enabled: boolean; onHelp: () => void }): void {
  const { enabled, onHelp } = options;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (typing(e.target) || e.defaultPrevented) return;
      if (e.key === '?') {
        e.preventDefault();
        onHelp();
        return;
      }
      const action = actionForKey(e);
      if (!action) return;
      const state = store.getState();
      if (action.predicate && !action.predicate(state)) return;
      e.preventDefault();
      store.apply(action.perform(state));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store, enabled, onHelp]);
}
