import type { ToolName } from '../state/types.ts';
import type { EditorAction } from './types.ts';
import { mod } from './types.ts';

function tool(name: ToolName, key: string, shift = false): EditorAction {
  return {
    name: `tool-${name}`,
    labelKey: `editor.tool.${name}`,
    keys: shift ? ['Shift', key.toUpperCase()] : [key.toUpperCase()],
    keyTest: (e) => !mod(e) && !e.altKey && e.shiftKey === shift && e.key.toLowerCase() === key,
    perform: () => ({ tool: name, selection: name === 'select' ? undefined : [], commit: false }),
  };
}

/** One action per drawing tool, with single-letter shortcuts. */
export const toolActions: EditorAction[] = [
  tool('select', 'v'),
  tool('line', 'l'),
  tool('dashed', 'd'),
  tool('curve', 'c'),
  tool('freehand', 'f'),
  tool('arrow', 'a'),
  tool('adash', 'a', true),
];
