import { LIMITS } from '@prancheta/shared';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import { createUndoStack } from '../../components/history/index.ts';
import type { UndoStack } from '../../components/history/index.ts';

export { canRedo, canUndo, record, redo, undo } from '../../components/history/index.ts';

/**
 * The editor's undo/redo: the shared bounded stack of whole documents. Documents are immutable and
 * share unchanged objects, so keeping 20 of them costs little. One entry per user gesture.
 */
export type History = UndoStack<SceneDocument>;

/** An empty history (default limit 20, seed §9). */
export function createHistory(limit: number = LIMITS.undo.default): History {
  return createUndoStack<SceneDocument>(limit);
}
