import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { createItem, createLine, createPlayer, createText, emptyScene } from './index.ts';
import type { SceneDocument } from './index.ts';
import { isSceneYEmpty, sceneToY, sceneTypes, yToScene } from './ydoc.ts';

function scene(): SceneDocument {
  const s = emptyScene(3, 'futebol/campos/1.svg');
  s.objects.push(createPlayer('AMARELA', 'futebol/jogadores/amarela.svg', 100, 100), createText('Ataque', 300, 40), createLine(0, 0, 50, 50));
  return s;
}

/** Two documents that exchange their updates both ways (two people online). */
function pair(): [Y.Doc, Y.Doc] {
  const a = new Y.Doc();
  const b = new Y.Doc();
  a.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(b, u, 'remote'));
  b.on('update', (u: Uint8Array, origin: unknown) => origin !== 'remote' && Y.applyUpdate(a, u, 'remote'));
  return [a, b];
}

describe('scene as Yjs types', () => {
  it('reads back the scene it wrote, settings and paint order included', () => {
    const doc = new Y.Doc();
    expect(isSceneYEmpty(doc)).toBe(true);
    const s = scene();
    sceneToY(doc, s);
    expect(isSceneYEmpty(doc)).toBe(false);
    expect(yToScene(doc)).toEqual(s);
    const reordered = { ...s, frames: 4, objects: [s.objects[2]!, s.objects[0]!, s.objects[1]!] };
    sceneToY(doc, reordered);
    expect(yToScene(doc)).toEqual(reordered);
    expect(sceneTypes(doc).order.toArray()).toEqual(reordered.objects.map((o) => o.id));
  });

  it('keeps unchanged objects identical, and writes nothing for an unchanged scene', () => {
    const doc = new Y.Doc();
    const s = scene();
    sceneToY(doc, s);
    const first = yToScene(doc);
    let updates = 0;
    doc.on('update', () => (updates += 1));
    sceneToY(doc, first);
    expect(updates).toBe(0);
    const moved = { ...first, objects: first.objects.map((o, i) => (i === 0 ? { ...o, x: 400 } : o)) };
    sceneToY(doc, moved);
    const second = yToScene(doc, first);
    expect(second.objects[0]!.x).toBe(400);
    expect(second.objects[1]).toBe(first.objects[1]);
  });

  it('merges concurrent edits of two people: different fields of one object, and objects added by both', () => {
    const [a, b] = pair();
    sceneToY(a, scene());
    const base = yToScene(b);
    expect(base.objects).toHaveLength(3);
    // Offline: each edits its own copy, the other's updates are held back.
    const c = new Y.Doc();
    const d = new Y.Doc();
    Y.applyUpdate(c, Y.encodeStateAsUpdate(a));
    Y.applyUpdate(d, Y.encodeStateAsUpdate(a));
    const player = base.objects[0]!;
    sceneToY(c, { ...base, objects: [{ ...player, x: 333 }, ...base.objects.slice(1), createText('Coach', 10, 10)] });
    sceneToY(d, { ...base, objects: [{ ...player, label: '10' }, ...base.objects.slice(1), createText('Assistant', 20, 20)] });
    Y.applyUpdate(c, Y.encodeStateAsUpdate(d));
    Y.applyUpdate(d, Y.encodeStateAsUpdate(c));
    const merged = yToScene(c);
    expect(yToScene(d)).toEqual(merged);
    expect(merged.objects).toHaveLength(5);
    expect(merged.objects[0]).toMatchObject({ id: player.id, x: 333, label: '10' });
    expect(merged.objects.map((o) => (o.type === 'text' ? o.text : o.type))).toEqual(expect.arrayContaining(['Coach', 'Assistant']));
  });

  it('leaves out an object a peer wrote that is not a valid scene object', () => {
    const doc = new Y.Doc();
    sceneToY(doc, scene());
    const junk = new Y.Map<unknown>();
    junk.set('type', 'player');
    junk.set('x', 'not a number');
    sceneTypes(doc).objects.set('junk', junk);
    sceneTypes(doc).settings.set('frames', -5);
    const read = yToScene(doc);
    expect(read.objects.map((o) => o.id)).not.toContain('junk');
    expect(read.frames).toBe(1);
  });

  it('undoes only the edits of its own origin', () => {
    const [a, b] = pair();
    sceneToY(a, scene(), 'a');
    const undoA = new Y.UndoManager([sceneTypes(a).settings, sceneTypes(a).objects, sceneTypes(a).order], { trackedOrigins: new Set(['a']) });
    const base = yToScene(b);
    sceneToY(b, { ...base, objects: [...base.objects, createText('From B', 5, 5)] }, 'b');
    const now = yToScene(a);
    sceneToY(a, { ...now, objects: now.objects.map((o, i) => (i === 1 ? { ...o, x: 1 } : o)) }, 'a');
    undoA.undo();
    const after = yToScene(b);
    expect(after.objects.find((o) => o.type === 'text' && o.text === 'From B')).toBeDefined();
    expect(after.objects[1]!.x).toBe(300);
  });

  describe('videos (frames)', () => {
    /** A three-frame video: a player that moves in frame 2, a ball from frame 2 and hidden from frame 3. */
    function video(): SceneDocument {
      const s = { ...emptyScene(3, 'futebol/campos/1.svg'), frames: 3 };
      const player = createPlayer('AZUL', 'futebol/jogadores/azul.svg', 100, 100);
      player.anim = { start: 1, hide: null, frames: { '2': { x: 150, y: 120, visible: true } } };
      const ball = createItem('futebol/itens/bola.svg', 50, 50);
      ball.anim = { start: 2, hide: 3, frames: {} };
      s.objects.push(player, ball);
      return s;
    }

    it('reads back every frame it wrote, one entry per frame override', () => {
      const doc = new Y.Doc();
      const v = video();
      sceneToY(doc, v);
      expect(yToScene(doc)).toEqual(v);
      const keys = [...sceneTypes(doc).objects.get(v.objects[0]!.id)!.keys()];
      expect(keys).toEqual(expect.arrayContaining(['anim.start', 'anim.hide', 'anim.frames.2']));
      expect(keys).not.toContain('anim');
    });

    it('merges two people moving one player in different frames, and a frame added meanwhile', () => {
      const [a, b] = pair();
      sceneToY(a, video());
      const c = new Y.Doc();
      const d = new Y.Doc();
      Y.applyUpdate(c, Y.encodeStateAsUpdate(b));
      Y.applyUpdate(d, Y.encodeStateAsUpdate(b));
      const base = yToScene(c);
      const player = base.objects[0]!;
      // c moves the player in frame 2; d moves it in frame 3 and adds a fourth frame.
      sceneToY(c, { ...base, objects: [{ ...player, anim: { ...player.anim, frames: { ...player.anim.frames, '2': { x: 200, y: 200, visible: true } } } }, base.objects[1]!] });
      sceneToY(d, {
        ...base,
        frames: 4,
        objects: [{ ...player, anim: { ...player.anim, frames: { ...player.anim.frames, '3': { x: 300, y: 300, visible: false } } } }, base.objects[1]!],
      });
      Y.applyUpdate(c, Y.encodeStateAsUpdate(d));
      Y.applyUpdate(d, Y.encodeStateAsUpdate(c));
      const merged = yToScene(c);
      expect(yToScene(d)).toEqual(merged);
      expect(merged.frames).toBe(4);
      expect(merged.objects[0]!.anim.frames).toEqual({ '2': { x: 200, y: 200, visible: true }, '3': { x: 300, y: 300, visible: false } });
      expect(merged.objects[1]!.anim).toEqual({ start: 2, hide: 3, frames: {} });
    });

    it('reads an animation stored whole (one `anim` entry) and splits it at the next write', () => {
      const doc = new Y.Doc();
      const v = video();
      const player = v.objects[0]!;
      const map = new Y.Map<unknown>();
      for (const [k, value] of Object.entries(player)) map.set(k, value);
      sceneTypes(doc).objects.set(player.id, map);
      sceneTypes(doc).order.push([player.id]);
      sceneTypes(doc).settings.set('frames', 3);
      const read = yToScene(doc);
      expect(read.objects[0]).toEqual(player);
      sceneToY(doc, { ...read, objects: [{ ...player, anim: { ...player.anim, frames: { ...player.anim.frames, '3': { x: 1, y: 2, visible: true } } } }] });
      expect(map.has('anim')).toBe(false);
      expect(yToScene(doc).objects[0]!.anim.frames).toEqual({ '2': { x: 150, y: 120, visible: true }, '3': { x: 1, y: 2, visible: true } });
    });
  });
});
