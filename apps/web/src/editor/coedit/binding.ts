import { isSceneYEmpty, sceneToY, sceneTypes, yToScene } from '@prancheta/shared/scene/ydoc.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import * as Y from 'yjs';
import type { EditorStore } from '../state/store.ts';

/** The whole document an editor draws (the image, or every frame of a video), as the binding sees it. */
interface BoundDocument {
  /** The document as it is now. */
  get(): SceneDocument;
  /** Shows a document changed elsewhere, outside the history. */
  put(doc: SceneDocument): void;
  /** Follows the changes made here; answers the function that stops following. */
  onLocal(listener: (doc: SceneDocument) => void): () => void;
}

/** A video's animated document (the frame controller of video mode). */
export interface AnimatedDocument {
  document(): SceneDocument;
  replace(doc: SceneDocument): void;
  onDocument(listener: (doc: SceneDocument) => void): () => void;
}

/**
 * Binds a drawing to a Y document while drawing together:
 * - every change of the drawing made here (a gesture, a drag in progress, a frame added) is written
 *   into Y with this person's origin, only the fields that changed;
 * - every update from elsewhere (the others, the server, an undo) is read back into the drawing
 *   without entering its history;
 * - undo/redo become a Y.UndoManager that tracks this person's origin only, so undo never takes
 *   back what someone else drew.
 * When the Y document is still empty (the first to open the shared formation), it is seeded from
 * the drawing the editor opened. Answers the function that unbinds.
 */
function bind(target: BoundDocument, store: EditorStore, doc: Y.Doc): () => void {
  const local = { coedit: 'local' };
  const { settings, objects, order } = sceneTypes(doc);
  if (isSceneYEmpty(doc)) sceneToY(doc, target.get(), 'seed');

  let applying = false;
  const fromY = () => {
    const next = yToScene(doc, target.get());
    applying = true;
    try {
      target.put(next);
    } finally {
      applying = false;
    }
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

  const stopLocal = target.onLocal((next) => {
    if (!applying) sceneToY(doc, next, local);
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
    stopLocal();
    doc.off('update', onUpdate);
    undo.destroy();
    store.set({ shared: undefined });
  };
}

/** Binds an image formation: the editor store's document. */
export function bindStore(store: EditorStore, doc: Y.Doc): () => void {
  let lastDoc = store.getState().doc;
  return bind(
    {
      get: () => store.getState().doc,
      put: (next) => {
        store.apply({ doc: next, commit: false });
        lastDoc = store.getState().doc;
      },
      onLocal: (listener) =>
        store.subscribe(() => {
          const s = store.getState();
          if (s.doc === lastDoc) return;
          lastDoc = s.doc;
          listener(s.doc);
        }),
    },
    store,
    doc,
  );
}

/**
 * Binds a video: its animated document, every frame (the store shows one frame of it; the frame
 * controller turns that frame's edits into the animation and shows the others' changes).
 */
export function bindFrames(animated: AnimatedDocument, store: EditorStore, doc: Y.Doc): () => void {
  return bind({ get: () => animated.document(), put: (next) => animated.replace(next), onLocal: (listener) => animated.onDocument(listener) }, store, doc);
}
