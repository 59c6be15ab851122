import { createPlayer, createShape, emptyScene } from '@prancheta/shared/scene/index.ts';
import { describe, expect, it } from 'vitest';
import { addObjects } from '../state/docOps.ts';
import { EditorStore, initialState } from '../state/store.ts';
import { actionForKey, getAction } from './registry.ts';

function run(store: EditorStore, name: string) {
  store.apply(getAction(name).perform(store.getState()));
}

function storeWithTwo() {
  const a = createPlayer('AZUL', 'p.svg', 100, 100);
  const b = createShape(300, 300);
  const store = new EditorStore(initialState(emptyScene(1, 'f.svg')));
  store.apply({ doc: addObjects(store.getState().doc, [a, b]), commit: true });
  return { store, a, b };
}

describe('editor actions', () => {
  it('undo and redo walk the history one gesture at a time', () => {
    const { store, a } = storeWithTwo();
    store.apply({ selection: [a.id], commit: false });
    run(store, 'moveRight');
    run(store, 'moveDown');
    expect(store.getState().doc.objects[0]).toMatchObject({ x: 110, y: 110 });
    run(store, 'undo');
    expect(store.getState().doc.objects[0]).toMatchObject({ x: 110, y: 100 });
    run(store, 'undo');
    run(store, 'undo');
    expect(store.getState().doc.objects).toHaveLength(0);
    expect(getAction('undo').predicate!(store.getState())).toBe(false);
    run(store, 'redo');
    run(store, 'redo');
    expect(store.getState().doc.objects[0]).toMatchObject({ x: 110, y: 100 });
  });

  it('keeps at most 20 undo steps', () => {
    const { store, a } = storeWithTwo();
    store.apply({ selection: [a.id], commit: false });
    for (let i = 0; i < 30; i++) run(store, 'moveRight');
    expect(store.getState().history.past).toHaveLength(20);
    for (let i = 0; i < 25; i++) run(store, 'undo');
    expect(store.getState().doc.objects[0]!.x).toBe(100 + 10 * 10);
  });

  it('copy and paste add copies 10 px away and select them', () => {
    const { store, a } = storeWithTwo();
    store.apply({ selection: [a.id], commit: false });
    run(store, 'copy');
    run(store, 'paste');
    const s = store.getState();
    expect(s.doc.objects).toHaveLength(3);
    const copy = s.doc.objects[2]!;
    expect(copy.id).not.toBe(a.id);
    expect([copy.x, copy.y]).toEqual([110, 110]);
    expect(s.selection).toEqual([copy.id]);
  });

  it('deletes the selection and restacks', () => {
    const { store, a, b } = storeWithTwo();
    store.apply({ selection: [a.id], commit: false });
    run(store, 'bringForward');
    expect(store.getState().doc.objects.map((o) => o.id)).toEqual([b.id, a.id]);
    run(store, 'sendBackward');
    expect(store.getState().doc.objects.map((o) => o.id)).toEqual([a.id, b.id]);
    run(store, 'delete');
    expect(store.getState().doc.objects.map((o) => o.id)).toEqual([b.id]);
    expect(store.getState().selection).toEqual([]);
  });

  it('N and Shift+N select the objects one by one, wrapping around, for the arrow keys to move', () => {
    const { store, a, b } = storeWithTwo();
    store.apply({ tool: 'line', commit: false });
    run(store, 'selectNext');
    expect(store.getState().selection).toEqual([a.id]);
    expect(store.getState().tool).toBe('select');
    run(store, 'selectNext');
    expect(store.getState().selection).toEqual([b.id]);
    run(store, 'selectNext');
    expect(store.getState().selection).toEqual([a.id]);
    run(store, 'selectPrevious');
    expect(store.getState().selection).toEqual([b.id]);
    run(store, 'moveLeft');
    expect(store.getState().doc.objects[1]).toMatchObject({ x: 290, y: 300 });
    const empty = new EditorStore(initialState(emptyScene(1, 'f.svg')));
    expect(getAction('selectNext').predicate!(empty.getState())).toBe(false);
  });

  it('maps keys to actions', () => {
    const key = (k: string, extra: Partial<{ ctrlKey: boolean; shiftKey: boolean }> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...extra });
    expect(actionForKey(key('z', { ctrlKey: true }))?.name).toBe('undo');
    expect(actionForKey(key('Z', { ctrlKey: true, shiftKey: true }))?.name).toBe('redo');
    expect(actionForKey(key('ArrowLeft'))?.name).toBe('moveLeft');
    expect(actionForKey(key('Delete'))?.name).toBe('delete');
    expect(actionForKey(key('A', { shiftKey: true }))?.name).toBe('tool-adash');
    expect(actionForKey(key('a'))?.name).toBe('tool-arrow');
    expect(actionForKey(key('n'))?.name).toBe('selectNext');
    expect(actionForKey(key('N', { shiftKey: true }))?.name).toBe('selectPrevious');
  });
});
