export { canRedo, canUndo, createUndoStack, record, redo, undo } from './undoStack.ts';
export type { UndoStack, UndoStep } from './undoStack.ts';
