import { createArrow, createPlayer, emptyScene, moveAtFrame } from '@prancheta/shared/scene/index.ts';
import { describe, expect, it } from 'vitest';
import { addObjects } from '../state/docOps.ts';
import { EditorStore, initialState } from '../state/store.ts';
import { FrameController } from '../video/frameController.ts';
import { getAction } from './registry.ts';

function run(store: EditorStore, name: string) {
  store.apply(getAction(name).perform(store.getState()));
}

const blue = () => createPlayer('AZUL', 'jogadores/azul/standing.svg', 100, 200);
const red = () => createPlayer('VERMELHA', 'jogadores/vermelha/standing.svg', 900, 300);

describe('mirror and swap actions', () => {
  it('mirror the whole drawing, or only the selection, as one undo step each', () => {
    const a = blue();
    const arrow = createArrow(200, 200, 300, 260);
    const store = new EditorStore(initialState(emptyScene(1, 'campos/futebol/full.svg')));
    store.apply({ doc: addObjects(store.getState().doc, [a, arrow]), commit: true });
    run(store, 'mirrorHorizontal');
    expect(store.getState().doc.objects.map((o) => o.x)).toEqual([1180, 1080]);
    expect(store.getState().doc.objects[1]).toMatchObject({ points: [0, 0, -100, 60] });
    run(store, 'undo');
    expect(store.getState().doc.objects.map((o) => o.x)).toEqual([100, 200]);
    store.apply({ selection: [a.id], commit: false });
    run(store, 'mirrorVertical');
    // A selection turns around its own middle: a lone player stays where it is.
    expect(store.getState().doc.objects[0]).toMatchObject({ x: 100, y: 200 });
    expect(store.getState().doc.objects[1]).toBe(arrow);
  });

  it('swap the two team colours and undo it', () => {
    const store = new EditorStore(initialState(emptyScene(1, '')));
    expect(getAction('swapTeams').predicate!(store.getState())).toBe(false);
    store.apply({ doc: addObjects(store.getState().doc, [blue(), red()]), commit: true });
    run(store, 'swapTeams');
    expect(store.getState().doc.objects.map((o) => (o.type === 'player' ? o.team : ''))).toEqual(['VERMELHA', 'AZUL']);
    run(store, 'undo');
    expect(store.getState().doc.objects.map((o) => (o.type === 'player' ? o.team : ''))).toEqual(['AZUL', 'VERMELHA']);
  });

  it('in a video, mirror every frame; undo brings every frame back', () => {
    const a = moveAtFrame(blue(), 2, 3, 400, 250);
    const animated = { ...emptyScene(1, ''), frames: 3, objects: [a, red()] };
    const store = new EditorStore(initialState());
    const controller = new FrameController(store, animated);
    store.set({ doc: controller.initialView() });
    const detach = controller.attach();
    controller.show(2);
    expect(store.getState().doc.objects[0]).toMatchObject({ x: 400 });
    run(store, 'mirrorHorizontal');
    expect(store.getState().doc.objects[0]).toMatchObject({ x: 880 });
    const mirrored = controller.document().objects[0]!;
    expect(mirrored.x).toBe(1180);
    expect(mirrored.anim.frames['2']).toMatchObject({ x: 880, y: 250 });
    expect(controller.document().objects[1]).toMatchObject({ x: 380 });
    run(store, 'undo');
    expect(controller.document()).toEqual(animated);
    run(store, 'redo');
    expect(controller.document().objects[0]!.x).toBe(1180);
    // An ordinary move afterwards is still written to the frame shown only.
    store.apply({ selection: [a.id], commit: false });
    run(store, 'moveRight');
    expect(controller.document().objects[0]!.anim.frames['2']).toMatchObject({ x: 890 });
    expect(controller.document().objects[0]!.x).toBe(1180);
    detach();
  });
});
