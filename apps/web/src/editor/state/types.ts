import type { SceneDocument, SceneObject } from '@prancheta/shared/scene/index.ts';
import type { History } from './history.ts';

/** Drawing tools: select/move, and the line family drawn by dragging on the canvas. */
export const TOOLS = ['select', 'line', 'dashed', 'curve', 'freehand', 'arrow', 'adash'] as const;
export type ToolName = (typeof TOOLS)[number];

/** Style applied to new lines, arrows and shapes. */
export interface DrawStyle {
  stroke: string;
  strokeWidth: number;
}

/** Everything the editor knows. `doc` is the truth; Konva only draws it. */
export interface EditorState {
  doc: SceneDocument;
  selection: string[];
  tool: ToolName;
  history: History;
  clipboard: SceneObject[];
  style: DrawStyle;
  /** Number of committed changes since the last save (0 = nothing to lose). */
  changes: number;
  /**
   * Drawing together: undo and redo of this person's own edits (a Yjs undo manager), used instead
   * of `history` while set.
   */
  shared?: SharedHistory;
}

/** This person's undo/redo while drawing together (editor/coedit). */
export interface SharedHistory {
  canUndo: boolean;
  canRedo: boolean;
  undo(): void;
  redo(): void;
}

/** What an action returns: the next document and/or selection; `commit` puts the change in history. */
export interface ActionResult {
  doc?: SceneDocument;
  selection?: string[];
  clipboard?: SceneObject[];
  tool?: ToolName;
  history?: History;
  commit: boolean;
  /**
   * Consecutive committed results with the same key form one history step (dragging a slider,
   * typing a shirt name): only the first records the previous document.
   */
  mergeKey?: string;
  /**
   * The same edit for the whole animated document (videos): a mirror or a colour swap applies to
   * every frame's overrides, not only to the frame shown. The frame controller runs it instead of
   * writing the frame's edit back.
   */
  animate?: (animated: SceneDocument) => SceneDocument;
}
