import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits.ts';
import {
  compressDraft,
  createArrow,
  createCurve,
  createFreehand,
  createGoalkeeper,
  createImage,
  createItem,
  createLine,
  createPlayer,
  createShape,
  createShirt,
  createText,
  decompressDraft,
  duplicateObject,
  emptyScene,
  objectAtFrame,
  sceneDocument,
  sceneObject,
  toDraft,
} from './index.ts';
import type { SceneDocument } from './index.ts';

function fullScene(): SceneDocument {
  const scene = emptyScene(3, 'futebol/campos/1.svg');
  scene.objects.push(
    createPlayer('AMARELA', 'futebol/jogadores/amarela.svg', 100, 100),
    createGoalkeeper('futebol/goleiros/1.svg', 200, 100),
    createItem('futebol/items/bola.svg', 300, 100, 400, 200),
    createShirt('futebol/shirts/1.svg', 400, 100, '10', 'Marta'),
    createImage('/api/user-images/4', 4, 500, 100, 1000, 500),
    createText('Pressão alta', 600, 100),
    createLine(10, 10, 200, 50, 'dashed'),
    createArrow(10, 300, 200, 350),
    createCurve(10, 500, 300, 500),
    createFreehand([10, 700, 20, 710, 40, 705]),
    createShape(900, 600),
  );
  return scene;
}

describe('scene schema', () => {
  it('accepts every object type made by the factories', () => {
    const scene = fullScene();
    const parsed = sceneDocument.parse(scene);
    expect(parsed.objects.map((o) => o.type)).toEqual(['player', 'goalkeeper', 'item', 'shirt', 'image', 'text', 'line', 'arrow', 'curve', 'freehand', 'shape']);
    expect(parsed).toEqual(scene);
  });

  it('fills defaults for omitted optional fields', () => {
    const o = sceneObject.parse({ id: 'a', type: 'shape', x: 1, y: 2, width: 10, height: 10 });
    expect(o).toMatchObject({ shape: 'rect', strokeWidth: 5, stroke: '#ff0000', scaleX: 1, rotation: 0, visible: true, anim: { frames: {}, start: 1, hide: null } });
    const line = sceneObject.parse({ id: 'b', type: 'line', x: 0, y: 0, width: 0, height: 0, points: [0, 0, 5, 5] });
    expect(line).toMatchObject({ strokeWidth: 3, stroke: '#ff0000', variant: 'straight' });
  });

  it('refuses stroke widths outside 3..20, small text, long shirt numbers and unknown types', () => {
    const base = { id: 'a', x: 0, y: 0, width: 0, height: 0 };
    expect(sceneObject.safeParse({ ...base, type: 'line', points: [0, 0, 1, 1], strokeWidth: 2 }).success).toBe(false);
    expect(sceneObject.safeParse({ ...base, type: 'line', points: [0, 0, 1, 1], strokeWidth: 21 }).success).toBe(false);
    expect(sceneObject.safeParse({ ...base, type: 'text', text: 'x', fontSize: 14 }).success).toBe(false);
    expect(sceneObject.safeParse({ ...base, type: 'shirt', src: 's', number: '1000' }).success).toBe(false);
    expect(sceneObject.safeParse({ ...base, type: 'shirt', src: 's', numberFontSize: 0.5 }).success).toBe(false);
    expect(sceneObject.safeParse({ ...base, type: 'curve', points: [0, 0, 1, 1] }).success).toBe(false);
    expect(sceneObject.safeParse({ ...base, type: 'line', points: [0, 0, 1] }).success).toBe(false);
    expect(sceneObject.safeParse({ ...base, type: 'bomb' }).success).toBe(false);
    expect(sceneObject.safeParse({ ...base, type: 'shape', fill: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('factories', () => {
  it('use the seed defaults', () => {
    const player = createPlayer('AZUL', 'p.svg', 10, 20);
    expect([player.width, player.height]).toEqual([LIMITS.playerSize, LIMITS.playerSize]);
    const item = createItem('i.svg', 0, 0, 400, 200);
    expect(Math.max(item.width, item.height)).toBeCloseTo(LIMITS.spriteMaxSide, 2);
    expect(item.width / item.height).toBeCloseTo(2, 2);
    // A 64 px ball beside a 110 px player artwork: placed in the same proportion (32 vs 55).
    const ball = createItem('ball.svg', 0, 0, 64, 64);
    expect([ball.width, ball.height]).toEqual([32, 32]);
    expect(ball.width / player.width).toBeCloseTo(64 / 110, 2);
    const shirt = createShirt('s.svg', 0, 0, '1234', 'Zico');
    expect(shirt).toMatchObject({ number: '123', name: 'Zico', numberFontSize: 12, nameFontSize: 9 });
    expect(createText('x', 0, 0).fontSize).toBe(25);
    expect(createText('x', 0, 0, 5).fontSize).toBe(15);
    expect(createLine(0, 0, 1, 1)).toMatchObject({ strokeWidth: 3, stroke: '#ff0000' });
    expect(createShape(0, 0)).toMatchObject({ shape: 'rect', strokeWidth: 5 });
    expect(createCurve(0, 0, 100, 0).points).toHaveLength(6);
  });

  it('gives each object its own id and copies with the 10 px offset', () => {
    const scene = fullScene();
    expect(new Set(scene.objects.map((o) => o.id)).size).toBe(scene.objects.length);
    const original = scene.objects[0]!;
    const copy = duplicateObject(original);
    expect(copy.id).not.toBe(original.id);
    expect([copy.x, copy.y]).toEqual([original.x + 10, original.y + 10]);
  });

  it('resolves an object at a frame from start, hide and overrides', () => {
    const p = createPlayer('VERDE', 'p.svg', 10, 10);
    p.anim = { start: 2, hide: 5, frames: { '3': { x: 50, y: 60, visible: true } } };
    expect(objectAtFrame(p, 1).visible).toBe(false);
    expect(objectAtFrame(p, 2)).toEqual({ x: 10, y: 10, visible: true });
    expect(objectAtFrame(p, 4)).toEqual({ x: 50, y: 60, visible: true });
    expect(objectAtFrame(p, 5).visible).toBe(false);
  });
});

describe('draft compression', () => {
  it('round-trips every object exactly', () => {
    const scene = fullScene();
    const blob = compressDraft(toDraft(scene));
    expect([blob[0], blob[1]]).toEqual([0x1f, 0x8b]);
    const back = decompressDraft(blob);
    expect(back.scene).toEqual(scene);
    expect(back.sport_id).toBe(3);
    expect(back.backgroundImage).toBe('futebol/campos/1.svg');
  });

  it('keeps 100 objects under 10 KB', () => {
    const scene = emptyScene(1, 'f/c.svg');
    for (let i = 0; i < 100; i++) scene.objects.push(createPlayer('AZUL', 'futebol/jogadores/azul.svg', (i * 37) % 1280, (i * 53) % 960));
    expect(compressDraft(toDraft(scene)).length).toBeLessThan(10 * 1024);
  });

  it('refuses garbage, invalid scenes and gzip bombs', () => {
    expect(() => decompressDraft(new TextEncoder().encode('hello'))).toThrow();
    expect(() => decompressDraft(new Uint8Array([0x1f, 0x8b, 1, 2, 3]))).toThrow();
    const bad = { sport_id: 1, backgroundImage: '', scene: { version: 1, objects: [{ id: 'x', type: 'line', x: 0, y: 0, width: 0, height: 0, points: [0, 0, 1, 1], strokeWidth: 99 }] } };
    expect(() => decompressDraft(new TextEncoder().encode(JSON.stringify(bad)))).toThrow();
    const bomb = compressDraft({ sport_id: 1, backgroundImage: 'x'.repeat(400), scene: emptyScene() });
    const forged = bomb.slice();
    forged.set([0xff, 0xff, 0xff, 0x7f], forged.length - 4);
    expect(() => decompressDraft(forged)).toThrow(/too large/);
  });
});
