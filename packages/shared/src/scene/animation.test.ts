import { describe, expect, it } from 'vitest';
import {
  addFrame,
  animationDurationMs,
  applyFrameEdit,
  deleteFrame,
  frameStepMs,
  hideFrom,
  moveAtFrame,
  nextFrame,
  positionsAt,
  previousFrame,
  projectFrame,
  showFrom,
} from './animation.ts';
import { createItem, createPlayer, objectAtFrame } from './defaults.ts';
import { emptyScene } from './document.ts';
import type { SceneDocument } from './document.ts';
import type { SceneObject } from './objects.ts';

function scene(frames: number, objects: SceneObject[]): SceneDocument {
  return { ...emptyScene(1, 'f.svg'), frames, objects };
}
const at = (doc: SceneDocument, id: string, frame: number) => objectAtFrame(doc.objects.find((o) => o.id === id)!, frame);

describe('frame navigation', () => {
  it('moves forward and reports the last frame instead of passing it', () => {
    const doc = scene(3, []);
    expect(nextFrame(doc, 1)).toEqual({ frame: 2, atLast: false });
    expect(nextFrame(doc, 2)).toEqual({ frame: 3, atLast: false });
    expect(nextFrame(doc, 3)).toEqual({ frame: 3, atLast: true });
  });

  it('goes back down to frame 1 and no further', () => {
    const doc = scene(3, []);
    expect(previousFrame(doc, 3)).toBe(2);
    expect(previousFrame(doc, 2)).toBe(1);
    expect(previousFrame(doc, 1)).toBe(1);
  });
});

describe('frame operations', () => {
  it('adds a frame at the end where objects keep their last positions', () => {
    const p = createPlayer('AZUL', 'p.svg', 100, 100);
    let doc = scene(2, [moveAtFrame(p, 2, 2, 300, 120)]);
    doc = addFrame(doc);
    expect(doc.frames).toBe(3);
    expect(at(doc, p.id, 3)).toEqual({ x: 300, y: 120, visible: true });
    expect(at(doc, p.id, 1)).toEqual({ x: 100, y: 100, visible: true });
  });

  it('refuses to delete the only frame', () => {
    expect(deleteFrame(scene(1, [createPlayer('AZUL', 'p.svg', 1, 1)]), 1)).toBeNull();
  });

  it('deletes the current frame and later frames keep how they looked', () => {
    const p = createPlayer('VERMELHA', 'p.svg', 100, 100);
    let o = moveAtFrame(p, 2, 3, 200, 100);
    o = moveAtFrame(o, 3, 3, 300, 100);
    const doc = deleteFrame(scene(3, [o]), 2)!;
    expect(doc.frames).toBe(2);
    expect(at(doc, p.id, 1)).toMatchObject({ x: 100, y: 100 });
    expect(at(doc, p.id, 2)).toMatchObject({ x: 300, y: 100 });
  });

  it('deleting frame 1 makes frame 2 the base', () => {
    const p = createPlayer('VERDE', 'p.svg', 100, 100);
    const doc = deleteFrame(scene(2, [moveAtFrame(p, 2, 2, 250, 90)]), 1)!;
    expect(doc.objects[0]).toMatchObject({ x: 250, y: 90 });
    expect(doc.objects[0]!.anim.frames).toEqual({});
  });

  it('an object added in the deleted last frame goes with it; one added earlier stays', () => {
    const early = { ...createPlayer('AZUL', 'p.svg', 1, 1), anim: { frames: {}, start: 2, hide: null } };
    const late = { ...createPlayer('AZUL', 'p.svg', 2, 2), anim: { frames: {}, start: 3, hide: null } };
    const doc = deleteFrame(scene(3, [early, late]), 3)!;
    expect(doc.objects.map((o) => o.id)).toEqual([early.id]);
  });

  it('moving an object in one frame leaves the other frames where they were', () => {
    const p = createPlayer('AZUL', 'p.svg', 100, 100);
    const doc = scene(3, [moveAtFrame(p, 2, 3, 500, 400)]);
    expect(at(doc, p.id, 1)).toMatchObject({ x: 100, y: 100 });
    expect(at(doc, p.id, 2)).toMatchObject({ x: 500, y: 400 });
    expect(at(doc, p.id, 3)).toMatchObject({ x: 100, y: 100 });
    const moved1 = scene(3, [moveAtFrame(doc.objects[0]!, 1, 3, 10, 20)]);
    expect(at(moved1, p.id, 1)).toMatchObject({ x: 10, y: 20 });
    expect(at(moved1, p.id, 2)).toMatchObject({ x: 500, y: 400 });
    expect(at(moved1, p.id, 3)).toMatchObject({ x: 100, y: 100 });
  });

  it('hiding records the frame from which the object is hidden; showing undoes it', () => {
    const p = createPlayer('PRETA', 'p.svg', 100, 100);
    const hidden = hideFrom(p, 2);
    expect(hidden.anim.hide).toBe(2);
    const doc = scene(3, [hidden]);
    expect([1, 2, 3].map((f) => at(doc, p.id, f).visible)).toEqual([true, false, false]);
    expect(showFrom(hidden, 2).anim.hide).toBeNull();
  });
});

describe('editing the flat view of a frame', () => {
  it('writes moves, additions, hiding and removals back into the animation', () => {
    const a = createPlayer('AZUL', 'a.svg', 100, 100);
    const b = createPlayer('VERMELHA', 'b.svg', 200, 200);
    const animated = scene(3, [a, b]);
    const before = projectFrame(animated, 2);
    const ball = createItem('ball.svg', 640, 480);
    const after = {
      ...before,
      objects: [{ ...before.objects[0]!, x: 150, y: 130 }, { ...before.objects[1]!, visible: false }, ball],
    };
    const next = applyFrameEdit(animated, 2, before, after);
    expect(at(next, a.id, 1)).toMatchObject({ x: 100, y: 100 });
    expect(at(next, a.id, 2)).toMatchObject({ x: 150, y: 130 });
    expect(at(next, a.id, 3)).toMatchObject({ x: 100, y: 100 });
    expect(next.objects[1]!.anim.hide).toBe(2);
    expect([1, 2, 3].map((f) => at(next, ball.id, f).visible)).toEqual([false, true, true]);

    const view = projectFrame(next, 2);
    const removed = applyFrameEdit(next, 2, view, { ...view, objects: view.objects.filter((o) => o.id !== b.id) });
    expect(removed.objects.map((o) => o.id)).toEqual([a.id, ball.id]);
    expect(projectFrame(removed, 1).objects[1]!.visible).toBe(false);
  });

  it('keeps untouched objects identical (no needless overrides)', () => {
    const a = createPlayer('AZUL', 'a.svg', 100, 100);
    const animated = scene(2, [a]);
    const view = projectFrame(animated, 2);
    expect(applyFrameEdit(animated, 2, view, { ...view }).objects[0]).toBe(a);
  });
});

describe('interpolation', () => {
  const p = createPlayer('AZUL', 'p.svg', 0, 0);
  const ball = { ...createItem('ball.svg', 50, 50), anim: { frames: {}, start: 2, hide: null } };
  let o = moveAtFrame(p, 2, 3, 100, 0);
  o = moveAtFrame(o, 3, 3, 100, 200);
  const doc = scene(3, [o, ball]);
  const step = frameStepMs(1);

  it('uses a step of 2.2 frame times and ends holding the last frame', () => {
    expect(step).toBeCloseTo(1100);
    expect(frameStepMs(2)).toBeCloseTo(550);
    expect(animationDurationMs(3, 1)).toBeCloseTo(2 * 1100 + 500);
    expect(animationDurationMs(3, 99)).toBeCloseTo(animationDurationMs(3, 5));
  });

  it('starts at frame 1, passes smoothly through each frame and stops at the last', () => {
    expect(positionsAt(doc, 0, 1)[0]).toMatchObject({ x: 0, y: 0, visible: true, opacity: 1 });
    expect(positionsAt(doc, step / 2, 1)[0]).toMatchObject({ x: 50, y: 0 });
    expect(positionsAt(doc, step / 4, 1)[0]!.x).toBeCloseTo(25);
    expect(positionsAt(doc, step, 1)[0]).toMatchObject({ x: 100, y: 0 });
    expect(positionsAt(doc, step * 1.5, 1)[0]).toMatchObject({ x: 100, y: 100 });
    expect(positionsAt(doc, step * 10, 1)[0]).toMatchObject({ x: 100, y: 200 });
  });

  it('runs faster at a higher speed', () => {
    expect(positionsAt(doc, step / 4, 2)[0]!.x).toBeCloseTo(50);
  });

  it('fades in an object that appears at the next frame', () => {
    expect(positionsAt(doc, 0, 1)[1]).toMatchObject({ visible: false, opacity: 0 });
    const half = positionsAt(doc, step / 2, 1)[1]!;
    expect(half).toMatchObject({ x: 50, y: 50, visible: true });
    expect(half.opacity).toBeCloseTo(0.5);
    expect(positionsAt(doc, step, 1)[1]).toMatchObject({ visible: true, opacity: 1 });
  });
});
