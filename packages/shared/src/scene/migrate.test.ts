import { gzipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { SCENE_VERSION, decompressDraft, parseDraft } from './index.ts';

/** A v0 draft as the older canvas stored it: Fabric.js-like JSON wrapped with sport and background. */
const legacy = {
  sport_id: 2,
  backgroundImage: { src: 'futebol/campos/2.svg' },
  canvas: {
    version: '5.3.0',
    objects: [
      { type: 'image', identifier: 'player', team: 'VERMELHA', src: 'futebol/jogadores/vermelha.svg', left: 100, top: 200, width: 500, height: 500, scaleX: 0.11, scaleY: 0.11, angle: 15, frames: [{ left: 100, top: 200, visible: true }, { left: 300, top: 250, visible: true }], start: 1 },
      { type: 'image', identifier: 'goalkeeper', src: 'futebol/goleiros/1.svg', left: 10, top: 10, width: 55, height: 55 },
      { type: 'circle', left: 400, top: 400, radius: 30, stroke: 'rgb(0, 0, 255)', strokeWidth: 4, fill: '' },
      { type: 'rect', left: 0, top: 0, width: 100, height: 50, stroke: '#00ff00', strokeWidth: 1 },
      { type: 'line', identifier: 'arrow', x1: 10, y1: 20, x2: 110, y2: 20, stroke: '#ff0000', strokeWidth: 3, strokeDashArray: [5, 5] },
      { type: 'line', x1: 0, y1: 0, x2: 50, y2: 50, stroke: '#000000', strokeWidth: 3 },
      { type: 'path', path: [['M', 10, 10], ['Q', 20, 20, 30, 15], ['L', 40, 40]], stroke: '#ff0000', strokeWidth: 3 },
      { type: 'i-text', text: 'Ataque', left: 600, top: 50, width: 100, height: 30, fontSize: 25, fill: '#ffffff', fontWeight: 'bold' },
      { type: 'triangle', left: 1, top: 1 },
    ],
  },
};

describe('parseDraft', () => {
  it('migrates a v0 Fabric-like draft to the current version', () => {
    const draft = parseDraft(JSON.stringify(legacy));
    expect(draft.scene.version).toBe(SCENE_VERSION);
    expect(draft.sport_id).toBe(2);
    expect(draft.backgroundImage).toBe('futebol/campos/2.svg');
    const types = draft.scene.objects.map((o) => o.type);
    expect(types).toEqual(['player', 'goalkeeper', 'shape', 'shape', 'arrow', 'line', 'freehand', 'text']);
    const [player, , circle, rect, arrow, , freehand, text] = draft.scene.objects;
    expect(player).toMatchObject({ team: 'VERMELHA', rotation: 15, width: 55, height: 55, x: 127.5, y: 227.5 });
    expect(player!.anim.frames['2']).toEqual({ x: 300, y: 250, visible: true });
    expect(draft.scene.frames).toBe(2);
    expect(circle).toMatchObject({ shape: 'ellipse', width: 60, x: 430, y: 430, stroke: '#0000ff', strokeWidth: 4 });
    expect(rect).toMatchObject({ shape: 'rect', strokeWidth: 3 }); // clamped up to the minimum
    expect(arrow).toMatchObject({ variant: 'dashed', x: 10, y: 20, points: [0, 0, 100, 0] });
    expect(freehand).toMatchObject({ x: 10, y: 10, points: [0, 0, 20, 5, 30, 30] });
    expect(text).toMatchObject({ text: 'Ataque', fontSize: 25, fontStyle: 'bold' });
  });

  it('migrates a bare legacy canvas and a gzipped one', () => {
    expect(parseDraft(legacy.canvas).scene.objects).toHaveLength(8);
    const blob = gzipSync(strToU8(JSON.stringify(legacy)));
    expect(decompressDraft(blob).scene.objects[0]!.type).toBe('player');
  });

  it('reads a bare current scene and fills defaults of an early v1 draft', () => {
    const early = { version: 1, sport_id: 5, backgroundImage: 'b.svg', objects: [{ id: 'p1', type: 'player', team: 'AZUL', src: 'p.svg', x: 1, y: 2, width: 55, height: 55 }] };
    const draft = parseDraft(early);
    expect(draft.sport_id).toBe(5);
    expect(draft.scene.objects[0]).toMatchObject({ id: 'p1', scaleX: 1, visible: true, anim: { start: 1, hide: null } });
  });

  it('refuses what is not a draft', () => {
    expect(() => parseDraft('not json')).toThrow();
    expect(() => parseDraft([1, 2])).toThrow();
    expect(() => parseDraft({ hello: 'world' })).toThrow();
    expect(() => parseDraft({ version: 7, objects: [] })).toThrow();
  });
});
