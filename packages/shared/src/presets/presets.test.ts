import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits.ts';
import { createArrow, createCurve, createPlayer, createShirt, createText, emptyScene, mirrorScene, swapTeamColours, teamsToSwap } from '../scene/index.ts';
import { presetInput } from '../schemas/presets.ts';
import { FORMATION_PRESETS, PRESET_GROUPS, presetById, presetsForSport } from './catalogue.ts';
import { fieldFrame, fieldFrameFor } from './field.ts';
import { presetObjects } from './objects.ts';
import { placeSpots, spotsFromPlayers } from './place.ts';

const SIZES: Record<string, number> = { football11: 11, football9: 9, football7: 7, futsal: 5, basketball5: 5, handball7: 7, volleyball6: 6 };

describe('preset catalogue', () => {
  it('has the systems the issue names, each with the squad size of its format', () => {
    for (const id of ['f11-4-4-2', 'f11-4-3-3', 'f11-3-5-2', 'f11-4-2-3-1', 'f11-5-3-2', 'f9-3-3-2', 'f7-2-3-1', 'futsal-3-1', 'futsal-2-2', 'futsal-4-0', 'basket-1-3-1', 'basket-2-3', 'hand-6-0', 'hand-5-1', 'hand-3-2-1', 'volley-5-1']) {
      expect(presetById(id), id).toBeDefined();
    }
    for (const p of FORMATION_PRESETS) {
      expect(p.spots, p.id).toHaveLength(SIZES[p.group]!);
      expect(PRESET_GROUPS).toContain(p.group);
      const keepers = p.spots.filter((s) => s.role === 'goalkeeper').length;
      expect(keepers, p.id).toBe(p.group === 'basketball5' || p.group === 'volleyball6' ? 0 : 1);
      for (const s of p.spots) {
        expect(s.depth).toBeGreaterThanOrEqual(0);
        expect(s.depth).toBeLessThanOrEqual(1);
        expect(s.lateral).toBeGreaterThanOrEqual(0);
        expect(s.lateral).toBeLessThanOrEqual(1);
      }
      // The outfield line adds up to the name (4-4-2 has 10 outfield players).
      const digits = p.id.split('-').slice(1).filter((d) => /^\d$/.test(d)).map(Number);
      if (p.group !== 'volleyball6') expect(digits.reduce((a, b) => a + b, 0), p.id).toBe(p.spots.length - keepers);
      expect(presetInput.safeParse({ name: p.id, sport_id: 1, spots: p.spots }).success).toBe(true);
    }
    expect(new Set(FORMATION_PRESETS.map((p) => p.id)).size).toBe(FORMATION_PRESETS.length);
    expect(presetsForSport('futebol').map((p) => p.group)).toEqual(expect.arrayContaining(['football11', 'football9', 'football7']));
  });
});

describe('field frames', () => {
  it('puts the full football pitch inside the canvas, goal lines left and right', () => {
    const f = fieldFrameFor('futebol', 'full');
    expect(f.origin.x).toBeGreaterThan(0);
    expect(f.origin.x + f.along.x).toBeLessThan(LIMITS.canvas.width);
    expect(f.along.y).toBe(0);
    expect(f.across.x).toBe(0);
    // 105 x 68 m keeps its proportions.
    expect(f.along.x / f.across.y).toBeCloseTo(105 / 68, 5);
  });

  it('reads the view from the background path, with a default for anything else', () => {
    expect(fieldFrame('campos/futsal/half.svg')).toEqual(fieldFrameFor('futsal', 'half'));
    expect(fieldFrame('/api/user-images/3').visible).toEqual([0, 1]);
    expect(fieldFrame('campos/golf/full.svg').origin).toEqual({ x: 60, y: 60 });
  });

  it('turns half views: goal at the top, the volleyball net at the top', () => {
    const half = fieldFrameFor('futebol', 'half');
    expect(half.along.x).toBe(0);
    expect(half.along.y).toBeGreaterThan(0);
    const [keeper] = placeSpots(presetById('f11-4-4-2')!.spots, half, 'left');
    expect(keeper!.y).toBeLessThan(200);
    const volley = fieldFrameFor('volei', 'half');
    const spots = placeSpots(presetById('volley-5-1')!.spots, volley, 'left');
    // Back row (positions 1, 5, 6) nearer the bottom than the front row (2, 3, 4); all on the canvas.
    expect(spots[0]!.y).toBeGreaterThan(spots[1]!.y);
    for (const s of spots) {
      expect(s.y).toBeGreaterThan(0);
      expect(s.y).toBeLessThan(LIMITS.canvas.height);
    }
  });
});

describe('placing and saving', () => {
  it('places a team in its own half and the mirrored team in the other, numbered 1..n', () => {
    const frame = fieldFrameFor('futebol', 'full');
    const spots = presetById('f11-4-3-3')!.spots;
    const left = placeSpots(spots, frame, 'left');
    const right = placeSpots(spots, frame, 'right');
    expect(left.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    for (const s of left) expect(s.x).toBeLessThanOrEqual(LIMITS.canvas.width / 2);
    for (const s of right) expect(s.x).toBeGreaterThanOrEqual(LIMITS.canvas.width / 2);
    left.forEach((s, i) => expect(s.x + right[i]!.x).toBeCloseTo(LIMITS.canvas.width, 0));
  });

  it('saves players from either side as the same preset, and places it back where it was', () => {
    for (const [sport, view] of [['futebol', 'full'], ['handebol', 'half'], ['volei', 'half'], ['basquete', 'training']] as const) {
      const frame = fieldFrameFor(sport, view);
      const spots = presetsForSport(sport)[0]!.spots;
      const back = spotsFromPlayers(placeSpots(spots, frame, 'left'), frame);
      const mirrored = spotsFromPlayers(placeSpots(spots, frame, 'right'), frame);
      back.forEach((s, i) => {
        expect(s.depth).toBeCloseTo(spots[i]!.depth, 2);
        expect(s.lateral).toBeCloseTo(spots[i]!.lateral, 2);
        expect(mirrored[i]!.depth).toBeCloseTo(spots[i]!.depth, 2);
        expect(s.role).toBe(spots[i]!.role);
      });
    }
  });

  it('makes ordinary players and goalkeepers, or shirts numbered 1..n', () => {
    const frame = fieldFrameFor('futsal', 'full');
    const placed = placeSpots(presetById('futsal-2-2')!.spots, frame, 'left');
    const sprites = { player: 'jogadores/azul/standing.svg', goalkeeper: 'goleiros/laranja-ready.svg', shirt: 'shirts/azul.svg' };
    const players = presetObjects(placed, 'AZUL', sprites, 'players');
    expect(players.map((o) => o.type)).toEqual(['goalkeeper', 'player', 'player', 'player', 'player']);
    expect(new Set(players.map((o) => o.id)).size).toBe(5);
    const shirts = presetObjects(placed, 'AZUL', sprites, 'shirts');
    expect(shirts.map((o) => (o.type === 'shirt' ? o.number : ''))).toEqual(['1', '2', '3', '4', '5']);
  });
});

describe('mirror and swap', () => {
  const doc = () => {
    const a = createPlayer('AZUL', 'jogadores/azul/standing.svg', 100, 200);
    const b = createPlayer('VERMELHA', 'jogadores/vermelha/running.svg', 300, 400);
    const shirt = createShirt('shirts/azul.svg', 500, 500, '7');
    const arrow = createArrow(100, 100, 200, 150);
    const curve = createCurve(400, 300, 600, 300);
    const text = { ...createText('Ataque', 640, 100), rotation: 30 };
    return { ...emptyScene(1, 'campos/futebol/full.svg'), objects: [a, b, shirt, arrow, curve, text] };
  };

  it('flips the whole drawing left-right around the canvas centre; twice gives it back', () => {
    const d = doc();
    const m = mirrorScene(d, null, 'horizontal');
    expect(m.objects[0]).toMatchObject({ x: 1180, y: 200 });
    const arrow = m.objects[3]!;
    expect(arrow).toMatchObject({ x: 1180, y: 100, points: [0, 0, -100, 50] });
    // Text keeps its glyphs: same text, rotation turned the other way, never a negative scale.
    expect(m.objects[5]).toMatchObject({ text: 'Ataque', x: 640, rotation: -30, scaleX: 1 });
    expect(mirrorScene(m, null, 'horizontal')).toEqual(d);
  });

  it('flips a selection top-bottom around its own middle, every video frame too', () => {
    const d = doc();
    const a = { ...d.objects[0]!, anim: { frames: { '2': { x: 150, y: 260, visible: true } }, start: 1, hide: null } };
    const withFrames = { ...d, objects: [a, ...d.objects.slice(1)] };
    const ids = [a.id, d.objects[1]!.id];
    const m = mirrorScene(withFrames, ids, 'vertical');
    // Extent of the two players: 200 - 27.5 .. 400 + 27.5, middle 300.
    expect(m.objects[0]).toMatchObject({ x: 100, y: 400 });
    expect(m.objects[0]!.anim.frames['2']).toEqual({ x: 150, y: 340, visible: true });
    expect(m.objects[1]).toMatchObject({ y: 200 });
    expect(m.objects[2]).toBe(withFrames.objects[2]);
  });

  it('swaps the two team colours on players and shirts', () => {
    const d = doc();
    expect(teamsToSwap(d, null)).toEqual(['AZUL', 'VERMELHA']);
    const s = swapTeamColours(d, null);
    expect(s.objects[0]).toMatchObject({ team: 'VERMELHA', src: 'jogadores/vermelha/standing.svg', label: 'VERMELHA' });
    expect(s.objects[1]).toMatchObject({ team: 'AZUL', src: 'jogadores/azul/running.svg' });
    expect(s.objects[2]).toMatchObject({ src: 'shirts/vermelha.svg' });
    expect(swapTeamColours(s, null)).toEqual(d);
    expect(teamsToSwap({ ...d, objects: [d.objects[0]!] }, null)).toBeNull();
  });
});
