import { redoAction, undoAction } from './history.ts';
import {
  backwardAction,
  copyAction,
  deleteAction,
  duplicateAction,
  escapeAction,
  forwardAction,
  nudgeActions,
  pasteAction,
  selectAllAction,
  selectNextAction,
  selectPreviousAction,
} from './selection.ts';
import { toolActions } from './tools.ts';
import { mirrorHorizontalAction, mirrorVerticalAction, swapTeamsAction } from './transform.ts';
import type { EditorAction, KeyInput } from './types.ts';

/** Every editor command, in the order the shortcuts dialog lists them. */
export const ACTIONS: readonly EditorAction[] = [
  undoAction,
  redoAction,
  copyAction,
  pasteAction,
  duplicateAction,
  deleteAction,
  forwardAction,
  backwardAction,
  selectAllAction,
  selectNextAction,
  selectPreviousAction,
  escapeAction,
  mirrorHorizontalAction,
  mirrorVerticalAction,
  swapTeamsAction,
  ...nudgeActions,
  ...toolActions,
];

const byName = new Map(ACTIONS.map((a) => [a.name, a]));

/** The action registered under `name`. */
export function getAction(name: string): EditorAction {
  const action = byName.get(name);
  if (!action) throw new Error(`unknown editor action ${name}`);
  return action;
}

/** The first action whose keyTest matches the key press, if any. */
export function actionForKey(e: KeyInput): EditorAction | undefined {
  return ACTIONS.find((a) => a.keyTest?.(e));
}
