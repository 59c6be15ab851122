import type { TeamColour } from '../limits.ts';
import { LIMITS } from '../limits.ts';
import { createGoalkeeper, createPlayer, createShirt } from '../scene/defaults.ts';
import type { SceneObject } from '../scene/objects.ts';
import type { PlacedSpot } from './place.ts';

/** The artwork a preset is drawn with: the team's player sprite, a goalkeeper sprite and the team's shirt. */
export interface PresetSprites {
  player: string;
  goalkeeper: string | null;
  shirt: string | null;
}

/** Players as sprites, or as team shirts numbered 1..n. */
export type PresetStyle = 'players' | 'shirts';

/** Scene objects for placed spots: ordinary players and goalkeepers (or numbered shirts). */
export function presetObjects(spots: readonly PlacedSpot[], team: TeamColour, sprites: PresetSprites, style: PresetStyle): SceneObject[] {
  return spots.map((s) => {
    if (style === 'shirts' && sprites.shirt) {
      const shirt = createShirt(sprites.shirt, s.x, s.y, String(s.number).slice(0, LIMITS.shirt.numberMaxChars));
      return { ...shirt, width: 64, height: 64 };
    }
    if (s.role === 'goalkeeper' && sprites.goalkeeper) return createGoalkeeper(sprites.goalkeeper, s.x, s.y);
    return createPlayer(team, sprites.player, s.x, s.y);
  });
}
