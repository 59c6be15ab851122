import { fieldFrameFor, placeSpots, presetById, presetObjects } from '@prancheta/shared/presets/index.ts';
import type { PresetSprites } from '@prancheta/shared/presets/index.ts';
import { LIMITS } from '@prancheta/shared';
import type { TeamColour } from '@prancheta/shared';
import { createArrow, createCaption, createCurve, createItem, createPlayer, emptyScene } from '@prancheta/shared/scene/index.ts';
import type { SceneDocument, SceneObject } from '@prancheta/shared/scene/index.ts';
import { sportById } from '../sports/surface.ts';

/** The sample set is drawn on football (sport 1 of the catalogue, which never changes). */
export const EXAMPLE_SPORT_ID = 1;

function football() {
  const sport = sportById(EXAMPLE_SPORT_ID);
  if (!sport) throw new Error('football is missing from the sports catalogue');
  return sport;
}

const field = (view: 'full' | 'training') => `campos/futebol/${view}.svg`;

function sprites(team: TeamColour, keeper: boolean): PresetSprites {
  const files = football().files;
  return { player: files.jogadores[team][0] ?? '', goalkeeper: keeper ? (files.goleiros[0] ?? null) : null, shirt: null };
}

function ball(x: number, y: number): SceneObject {
  const src = football().files.items[0] ?? '';
  const size = LIMITS.spriteMaxSide * LIMITS.itemScale;
  return createItem(src, x, y, size, size);
}

function cone(x: number, y: number): SceneObject {
  const src = football().files.items.find((p) => p.includes('cone')) ?? football().files.items[0] ?? '';
  const size = LIMITS.spriteMaxSide * LIMITS.itemScale;
  return createItem(src, x, y, size, size);
}

function player(team: TeamColour, x: number, y: number): SceneObject {
  return createPlayer(team, football().files.jogadores[team][0] ?? '', x, y);
}

/** Exercise 1: a 4v2 rondo on the training view (four blue around two red, passes as arrows). */
export function rondoScene(): SceneDocument {
  const scene = emptyScene(EXAMPLE_SPORT_ID, field('training'));
  const outer = [
    [640, 250],
    [950, 480],
    [640, 710],
    [330, 480],
  ] as const;
  scene.objects = [
    ...outer.map(([x, y]) => player('AZUL', x, y)),
    player('VERMELHA', 580, 470),
    player('VERMELHA', 710, 500),
    ball(680, 290),
    createArrow(660, 270, 930, 460),
    createArrow(940, 500, 660, 690, 'dashed'),
    ...[
      [250, 170],
      [1030, 170],
      [1030, 790],
      [250, 790],
    ].map(([x, y]) => cone(x!, y!)),
  ];
  return scene;
}

/** Exercise 2: pass from midfield, run down the wing, shot at goal (full field). */
export function finishingScene(): SceneDocument {
  const scene = emptyScene(EXAMPLE_SPORT_ID, field('full'));
  scene.objects = [
    player('AZUL', 640, 480),
    player('AZUL', 900, 200),
    ball(660, 500),
    createArrow(660, 470, 890, 230),
    createCurve(920, 210, 1120, 400, 0.3),
    createArrow(1120, 420, 1220, 480, 'dashed'),
    player('VERMELHA', 1000, 420),
  ];
  return scene;
}

/** The image formation: the 4-3-3 preset of the catalogue placed on the full field. */
export function presetScene(): SceneDocument {
  const scene = emptyScene(EXAMPLE_SPORT_ID, field('full'));
  const preset = presetById('f11-4-3-3');
  if (!preset) throw new Error('preset f11-4-3-3 is missing');
  const placed = placeSpots(preset.spots, fieldFrameFor('futebol', 'full'), 'left');
  scene.objects = presetObjects(placed, 'AZUL', sprites('AZUL', true), 'players');
  return scene;
}

/** Frames of the animated video: a build-up down the right over four frames, with a caption. */
export const VIDEO_FRAMES = 4;

/** The video formation: three players and the ball move over VIDEO_FRAMES frames; a caption shows throughout. */
export function videoScene(caption: string): SceneDocument {
  const scene = emptyScene(EXAMPLE_SPORT_ID, field('full'));
  scene.frames = VIDEO_FRAMES;
  // Per frame, where each mover is (frame 1 is the object's own position).
  const paths: [number, number][][] = [
    [
      [300, 620],
      [420, 720],
      [560, 760],
      [700, 760],
    ],
    [
      [520, 520],
      [600, 560],
      [700, 600],
      [820, 560],
    ],
    [
      [760, 380],
      [860, 420],
      [960, 460],
      [1040, 500],
    ],
    [
      [320, 600],
      [580, 540],
      [700, 740],
      [1020, 500],
    ],
  ];
  const movers: SceneObject[] = [player('AZUL', 0, 0), player('AZUL', 0, 0), player('AZUL', 0, 0), ball(0, 0)].map((o, i) => {
    const path = paths[i]!;
    const [x, y] = path[0]!;
    const frames: Record<string, { x: number; y: number; visible: boolean }> = {};
    for (let f = 2; f <= VIDEO_FRAMES; f++) frames[String(f)] = { x: path[f - 1]![0], y: path[f - 1]![1], visible: true };
    return { ...o, x, y, anim: { ...o.anim, frames } };
  });
  const opponents = [player('VERMELHA', 780, 640), player('VERMELHA', 900, 300)];
  const text = caption.slice(0, LIMITS.caption.maxChars);
  scene.objects = [
    ...movers,
    ...opponents,
    createCaption({ text, fontSize: LIMITS.caption.defaultSize, fill: LIMITS.caption.defaultColour, background: LIMITS.caption.defaultBackground }, { from: 1, to: VIDEO_FRAMES }),
  ];
  return scene;
}
