import { describe, expect, it } from 'vitest';
import { sceneDocument } from '@prancheta/shared/scene/index.ts';
import { boardToScene } from './toScene.ts';
import type { BoardDoc } from './model.ts';

const doc: BoardDoc = {
  strokes: [
    { id: 'a', mode: 'free', points: [10, 10, 20, 30, 40, 35], color: '#00ff00', width: 4 },
    { id: 'b', mode: 'dash', points: [100, 100, 300, 200], color: '#ffffff', width: 1 },
    { id: 'c', mode: 'adash', points: [500, 500, 600, 400], color: '#ffcc00', width: 12 },
    { id: 'd', mode: 'line', points: [5, 5], color: '#ffffff', width: 3 },
  ],
  markers: [
    { id: 'm1', x: 640, y: 480, scale: 0.5, background: '#d32f2f', color: '#ffffff', face: { kind: 'number', number: 10 } },
    { id: 'm2', x: 100, y: 800, scale: 0.5, background: '#000000', color: '#ffffff', face: { kind: 'icon', icon: 3 } },
  ],
};

describe('board to editor scene', () => {
  it('maps strokes to free-hand, dashed line and dashed arrow, markers to disc + number or an item, and validates', () => {
    const scene = sceneDocument.parse(boardToScene(doc, { sportId: 1, background: 'campos/futebol-1.png' }));
    expect(scene.sport_id).toBe(1);
    expect(scene.backgroundImage).toBe('campos/futebol-1.png');
    expect(scene.objects.map((o) => o.type)).toEqual(['freehand', 'line', 'arrow', 'shape', 'text', 'item']);
    const [free, line, arrow, disc, number, icon] = scene.objects;
    expect(free).toMatchObject({ x: 10, y: 10, points: [0, 0, 10, 20, 30, 25], stroke: '#00ff00', strokeWidth: 4 });
    expect(line).toMatchObject({ variant: 'dashed', x: 100, y: 100, points: [0, 0, 200, 100], strokeWidth: 3 });
    expect(arrow).toMatchObject({ variant: 'dashed', stroke: '#ffcc00', strokeWidth: 12 });
    expect(disc).toMatchObject({ shape: 'ellipse', x: 640, y: 480, width: 60, height: 60, fill: '#d32f2f' });
    expect(number).toMatchObject({ text: '10', x: 640, y: 480, fill: '#ffffff' });
    expect(icon).toMatchObject({ src: 'board/icons/3.png', x: 100, y: 800 });
  });

  it('keeps the objects of the formation the board was drawn over, below the new drawing', () => {
    const below = boardToScene({ strokes: [], markers: [] }, { sportId: 2, background: 'x.png' }).objects;
    expect(below).toEqual([]);
    const base = boardToScene(doc, { sportId: 2, background: 'x.png' }).objects.slice(0, 1);
    const scene = boardToScene({ strokes: [doc.strokes[1]!], markers: [] }, { sportId: 2, background: 'x.png', objects: base });
    expect(scene.objects.map((o) => o.type)).toEqual(['freehand', 'line']);
  });
});
