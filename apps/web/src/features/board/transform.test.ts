import { presetById } from '@prancheta/shared/presets/index.ts';
import { describe, expect, it } from 'vitest';
import type { BoardDoc } from './model.ts';
import { boardTeams, mirrorBoard, presetMarkers, swapBoardTeams } from './transform.ts';

const TEAM_PALETTE = { AZUL: { background: '#2563eb', color: '#ffffff' }, VERMELHA: { background: '#dc2626', color: '#ffffff' } };

describe('board presets, mirror and swap', () => {
  const blue = presetMarkers(presetById('f11-4-4-2')!.spots, 'campos/futebol/full.svg', 'left', TEAM_PALETTE.AZUL, 0.5);
  const red = presetMarkers(presetById('f11-4-3-3')!.spots, 'campos/futebol/full.svg', 'right', TEAM_PALETTE.VERMELHA, 0.5);
  const doc: BoardDoc = { strokes: [{ id: 's', mode: 'arrow', points: [100, 100, 300, 200], color: '#fff', width: 3 }], markers: [...blue, ...red] };

  it('places a numbered team on its half, the opponent on the other', () => {
    expect(blue.map((m) => (m.face.kind === 'number' ? m.face.number : 0))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(blue.every((m) => m.x < 640)).toBe(true);
    expect(red.every((m) => m.x > 640)).toBe(true);
  });

  it('mirrors markers and strokes; twice gives the board back', () => {
    const m = mirrorBoard(doc, 'horizontal');
    expect(m.strokes[0]!.points).toEqual([1180, 100, 980, 200]);
    expect(m.markers[0]!.x).toBe(1280 - blue[0]!.x);
    expect(mirrorBoard(mirrorBoard(doc, 'vertical'), 'vertical')).toEqual(doc);
  });

  it('swaps the two teams’ colours', () => {
    expect(boardTeams({ ...doc, markers: blue })).toBeNull();
    const s = swapBoardTeams(doc);
    expect(s.markers[0]).toMatchObject(TEAM_PALETTE.VERMELHA);
    expect(s.markers[11]).toMatchObject(TEAM_PALETTE.AZUL);
  });
});
