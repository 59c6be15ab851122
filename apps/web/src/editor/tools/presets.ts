import type { Sport, TeamColour } from '@prancheta/shared';
import { fieldFrame, placeSpots, presetObjects, spotsFromPlayers } from '@prancheta/shared/presets/index.ts';
import type { PresetSide, PresetSpot, PresetSprites, PresetStyle } from '@prancheta/shared/presets/index.ts';
import type { SceneDocument, SceneObject } from '@prancheta/shared/scene/index.ts';
import { addObjects } from '../state/docOps.ts';
import type { ActionResult } from '../state/types.ts';

/** How a coach asked for a team: colour, the end it defends, players or numbered shirts. */
export interface PresetChoice {
  team: TeamColour;
  side: PresetSide;
  style: PresetStyle;
}

/** The sport's artwork for a team (the second team's goalkeeper wears another kit). */
export function presetSprites(sport: Sport, team: TeamColour, side: PresetSide): PresetSprites {
  const keepers = sport.files.goleiros;
  return {
    player: sport.files.jogadores[team][0] ?? '',
    goalkeeper: (side === 'right' ? (keepers[2] ?? keepers[0]) : keepers[0]) ?? null,
    shirt: sport.files.shirts.find((s) => s.includes(`/${team.toLowerCase()}.`)) ?? null,
  };
}

/** Places a whole team on the current field as ordinary objects, selected, as one undo step. */
export function placePreset(doc: SceneDocument, sport: Sport, spots: readonly PresetSpot[], choice: PresetChoice): ActionResult {
  const placed = placeSpots(spots, fieldFrame(doc.backgroundImage), choice.side);
  const objects = presetObjects(placed, choice.team, presetSprites(sport, choice.team, choice.side), choice.style);
  return { doc: addObjects(doc, objects), selection: objects.map((o) => o.id), tool: 'select', commit: true };
}

const isPlayerLike = (o: SceneObject) => o.type === 'player' || o.type === 'goalkeeper' || o.type === 'shirt';

/** The players a save takes: the selected ones, or every player, goalkeeper and shirt when none is selected. */
export function presetPlayers(doc: SceneDocument, selection: readonly string[]): SceneObject[] {
  const chosen = new Set(selection);
  const selected = doc.objects.filter((o) => chosen.has(o.id) && isPlayerLike(o));
  return selected.length ? selected : doc.objects.filter(isPlayerLike);
}

/** The spots of a personal preset saved from these players, normalised on the current field. */
export function spotsOfPlayers(doc: SceneDocument, players: readonly SceneObject[]): PresetSpot[] {
  return spotsFromPlayers(
    players.map((o) => ({ x: o.x, y: o.y, role: o.type === 'goalkeeper' ? ('goalkeeper' as const) : ('player' as const) })),
    fieldFrame(doc.backgroundImage),
  );
}
