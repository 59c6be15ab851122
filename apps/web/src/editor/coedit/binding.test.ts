import { createPlayer, createText, emptyScene } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument } from '@prancheta/shared/scene/index.ts';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { EditorStore, initialState } from '../state/store.ts';
import { FrameController } from '../video/frameController.ts';
import { bindFrames } from './binding.ts';

/** Two Y documents that exchange their updates both ways at once (two people online). */
function pair(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b, u, 'remote'));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a, u, 'remote'));
  return [a, b];
}

/** A video editor as VideoWorkspace sets it up: a store showing one frame and its frame controller. */
function videoEditor(doc: SceneDocument) {
  const store = new EditorStore(initialState());
  const controller = new FrameController(store, doc);
  store.set({ doc: controller.initialView() });
  controller.attach();
  return { store, controller };
}

/** Moves an object in the frame the editor shows, as a drag does (one committed gesture). */
function moveInView(store: EditorStore, id: string, x: number, y: number): void {
  const { doc } = store.getState();
  store.apply({ doc: { ...doc, objects: doc.objects.map((o) => (o.id === id ? { ...o, x, y } : o)) }, commit: true });
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('drawing a video together (bindFrames)', () => {
  it('sends frames and per-frame moves both ways, shows them in the frame each one edits, and undoes only one’s own', async () => {
    const player = createPlayer('AZUL', 'futebol/jogadores/azul.svg', 100, 100);
    const start = { ...emptyScene(1, 'futebol/campos/1.svg'), objects: [player] };
    const [ya, yb] = pair();
    const a = videoEditor(start);
    const b = videoEditor(start);
    const unbindA = bindFrames(a.controller, a.store, ya);
    const unbindB = bindFrames(b.controller, b.store, yb);
    await flush();

    // A adds a frame and moves the player there; B, on frame 1, gets the frame and the move.
    a.controller.add();
    moveInView(a.store, player.id, 400, 300);
    await flush();
    expect(b.controller.document().frames).toBe(2);
    expect(b.controller.getSnapshot().frame).toBe(1);
    expect(b.controller.document().objects[0]!.anim.frames['2']).toMatchObject({ x: 400, y: 300 });
    expect(b.store.getState().doc.objects[0]).toMatchObject({ x: 100, y: 100 });

    // B moves it in frame 1 and adds a text: A keeps its frame 2 move and shows it in frame 2.
    moveInView(b.store, player.id, 50, 60);
    const view = b.store.getState().doc;
    b.store.apply({ doc: { ...view, objects: [...view.objects, createText('B', 10, 10)] }, commit: true });
    await flush();
    expect(a.controller.document().objects[0]).toMatchObject({ x: 50, y: 60 });
    expect(a.controller.document().objects[0]!.anim.frames['2']).toMatchObject({ x: 400, y: 300 });
    expect(a.store.getState().doc.objects.map((o) => o.type)).toEqual(['player', 'text']);
    expect(a.store.getState().doc.objects[0]).toMatchObject({ x: 400, y: 300 });

    // B's undo (drawing together's, not the frame's history) takes back B's own last edits only:
    // the text goes, A's frame and frame-2 move stay.
    const shared = b.store.getState().shared!;
    expect(shared.canUndo).toBe(true);
    shared.undo();
    await flush();
    expect(a.controller.document().objects.map((o) => o.type)).toEqual(['player']);
    expect(a.controller.document().objects[0]!.anim.frames['2']).toMatchObject({ x: 400, y: 300 });
    expect(JSON.stringify(a.controller.document())).toBe(JSON.stringify(b.controller.document()));

    unbindA();
    unbindB();
    expect(a.store.getState().shared).toBeUndefined();
  });

  it('holds others’ changes while the preview plays and shows them once it stops', async () => {
    const start = { ...emptyScene(1, 'futebol/campos/1.svg'), objects: [createPlayer('AZUL', 'futebol/jogadores/azul.svg', 100, 100)] };
    const [ya, yb] = pair();
    const a = videoEditor(start);
    const b = videoEditor(start);
    bindFrames(a.controller, a.store, ya);
    bindFrames(b.controller, b.store, yb);
    await flush();
    b.controller.setPlaying(true);
    a.controller.add();
    await flush();
    expect(b.controller.document().frames).toBe(1);
    b.controller.setPlaying(false);
    expect(b.controller.document().frames).toBe(2);
  });
});
