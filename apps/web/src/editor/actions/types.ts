import type { ActionResult, EditorState } from '../state/types.ts';

/** Keyboard facts an action's keyTest looks at (a KeyboardEvent satisfies it). */
export interface KeyInput {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/**
 * A user command. Toolbar buttons, keyboard shortcuts, the shortcuts dialog and tests all go
 * through `perform`, which returns the next state (or null when nothing changes).
 */
export interface EditorAction {
  name: string;
  /** i18n key of the label (shortcuts dialog, tooltips). */
  labelKey: string;
  /** Keys as shown in the shortcuts dialog, e.g. ['Ctrl', 'Z']. */
  keys?: string[];
  keyTest?: (e: KeyInput) => boolean;
  /** Whether the action can run now (buttons are disabled otherwise). */
  predicate?: (s: EditorState) => boolean;
  perform: (s: EditorState) => ActionResult | null;
}

/** Ctrl on Windows/Linux, Cmd on macOS. */
export function mod(e: KeyInput): boolean {
  return e.ctrlKey || e.metaKey;
}
