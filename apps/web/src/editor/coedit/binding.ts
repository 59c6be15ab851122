import { isSceneYEmpty, sceneToY, sceneTypes, yToScene } from '@prancheta/shared/scene/ydoc.ts';
import * as Y from 'yjs';
import type { EditorStore } from '../state/store.ts';

/**
 * Binds the editor's store to a Y document while drawing together:
 * - every document the store takes (a gesture, a drag in progress) is written into Y with this
 *   person's origin, only the fields that changed;
 * - every update from elsewhere (the others, the server, an undo) is read back into the store
 *   without entering its history;
 * - undo/redo become a Y.UndoManager that tracks this person's origin only, so undo never takes
 *   back what someone else drew.
 * When the Y document is still empty (the first to open the shared formation), it is seeded from
 * the drawing the editor opened. Answers the function that unbinds.
 */
export function bindStore(store: EditorStore, doc: Y.Doc): () => void {
  const local = { coedit: 'local' };
  const { settings, objects, order } = sceneTypes(doc);
  if (isSceneYEmpty(doc)) sceneToY(doc, store.getState().doc, 'seed');

  let applying = false;
  let lastDoc = store.getState().doc;
  const fromY = () => {
    const current = store.getState().doc;
    const next = yToScene(doc, current);
    applying = true;
    try {
      store.apply({ doc: next, commit: false });
    } finally {
      applying = false;
    }
    lastDoc = store.getState().doc;
  };
  fromY();

  let queued = false;
  const onUpdate = (_update: Uint8Array, origin: unknown) => {
    if (origin === local || queued) return;
    // Several updates of one burst are read back once.
    queued = true;
    queueMicrotask(() => {
      queued = false;
      fromY();
    });
  };
  doc.on('update', onUpdate);

  const unsubscribe = store.subscribe(() => {
    const s = store.getState();
    if (applying || s.doc === lastDoc) return;
    lastDoc = s.doc;
    sceneToY(doc, s.doc, local);
  });

  const undo = new Y.UndoManager([settings, objects, order], { trackedOrigins: new Set([local]), captureTimeout: 400 });
  const publish = () =>
    store.set({
      shared: { canUndo: undo.canUndo(), canRedo: undo.canRedo(), undo: () => undo.undo(), redo: () => undo.redo() },
    });
  undo.on('stack-item-added', publish);
  undo.on('stack-item-popped', publish);
  undo.on('stack-cleared', publish);
  publish();

  return () => {
    unsubscribe();
    doc.off('update', onUpdate);
    undo.destroy();
    store.set({ shared: undefined });
  };
}
