import { TEAM_COLOURS } from '@prancheta/shared';
import {
  BOARD_ICON_COUNT,
  CONE_COLOURS,
  DISC_COLOURS,
  FIELD_VIEWS,
  GOALKEEPER_KITS,
  GOALKEEPER_POSES,
  LIBERO_KITS,
  PLAYER_POSES,
  RING_COLOURS,
  SPORT_SLUGS,
  ballPath,
  boardIconPath,
  fieldPath,
  goalkeeperPath,
  itemPath,
  liberoPath,
  playerBallPath,
  playerPath,
  shirtPath,
  sportIconPath,
} from '../../src/modules/sports/layout.ts';
import type { SportSlug } from '../../src/modules/sports/layout.ts';
import { basketball, basketballViews } from './fields/basketball.ts';
import { football, footballViews } from './fields/football.ts';
import { futsal, futsalViews } from './fields/futsal.ts';
import { handball, handballViews } from './fields/handball.ts';
import type { SportDrawing, SportViews } from './fields/view.ts';
import { renderField } from './fields/view.ts';
import { volleyball, volleyballViews } from './fields/volleyball.ts';
import { ballArt, resetIds } from './sprites/balls.ts';
import { BOARD_ICONS, boardIconSvg, sportIconSvg } from './sprites/icons.ts';
import {
  coneSvg,
  discSvg,
  footballGoalSvg,
  futsalGoalSvg,
  handballGoalSvg,
  hoopSvg,
  hurdleSvg,
  ITEM_COLOURS,
  ladderSvg,
  mannequinSvg,
  miniGoalSvg,
  netSvg,
  poleSvg,
  ringSvg,
} from './sprites/items.ts';
import { GOALKEEPER_KIT_COLOURS, TEAM_KITS, goalkeeperSvg, playerSvg, playerWithBallSvg } from './sprites/players.ts';
import { shirtSvg } from './sprites/shirts.ts';
import { svgDoc } from './svg.ts';

/** One output file: its path under the elements root and how to make its content. */
export interface AssetFile {
  path: string;
  /** SVG text; for .png paths it is rasterised by the generator. */
  svg: () => string;
}

const DRAWINGS: Record<SportSlug, { drawing: SportDrawing; views: SportViews; badge: string }> = {
  futebol: { drawing: football, views: footballViews, badge: '#2f8a3a' },
  futsal: { drawing: futsal, views: futsalViews, badge: '#c8643a' },
  basquete: { drawing: basketball, views: basketballViews, badge: '#1f4e8c' },
  handebol: { drawing: handball, views: handballViews, badge: '#2d6fb4' },
  volei: { drawing: volleyball, views: volleyballViews, badge: '#e0793a' },
};

function ballSvg(slug: SportSlug): string {
  resetIds();
  return svgDoc(64, 64, ballArt(slug, 32, 32, 29));
}

/** Every file the generator writes, in a fixed order. */
export function manifest(): AssetFile[] {
  const files: AssetFile[] = [];
  for (const slug of SPORT_SLUGS) {
    const { drawing, views, badge } = DRAWINGS[slug];
    for (const view of FIELD_VIEWS) files.push({ path: fieldPath(slug, view), svg: () => renderField(drawing, views[view]) });
    files.push({ path: sportIconPath(slug), svg: () => sportIconSvg(slug, badge) });
    files.push({ path: ballPath(slug), svg: () => ballSvg(slug) });
  }
  for (const colour of TEAM_COLOURS) {
    const kit = TEAM_KITS[colour];
    for (const pose of PLAYER_POSES) files.push({ path: playerPath(colour, pose), svg: () => playerSvg(kit, pose) });
    for (const slug of SPORT_SLUGS) files.push({ path: playerBallPath(colour, slug), svg: () => playerWithBallSvg(kit, slug) });
    files.push({ path: shirtPath(colour), svg: () => shirtSvg(kit) });
  }
  for (const kit of GOALKEEPER_KITS) {
    for (const pose of GOALKEEPER_POSES) files.push({ path: goalkeeperPath(kit, pose), svg: () => goalkeeperSvg(GOALKEEPER_KIT_COLOURS[kit]!, pose) });
  }
  for (const kit of LIBERO_KITS) files.push({ path: liberoPath(kit), svg: () => playerSvg({ ...GOALKEEPER_KIT_COLOURS[kit]!, gloves: undefined }, 'standing') });
  for (const c of CONE_COLOURS) files.push({ path: itemPath(`cone-${c}`), svg: () => coneSvg(ITEM_COLOURS[c]!) });
  for (const c of DISC_COLOURS) files.push({ path: itemPath(`disc-${c}`), svg: () => discSvg(ITEM_COLOURS[c]!) });
  for (const c of RING_COLOURS) files.push({ path: itemPath(`ring-${c}`), svg: () => ringSvg(ITEM_COLOURS[c]!) });
  files.push(
    { path: itemPath('mini-goal'), svg: miniGoalSvg },
    { path: itemPath('hurdle'), svg: hurdleSvg },
    { path: itemPath('ladder'), svg: ladderSvg },
    { path: itemPath('pole'), svg: poleSvg },
    { path: itemPath('mannequin'), svg: mannequinSvg },
    { path: itemPath('goal-futebol'), svg: footballGoalSvg },
    { path: itemPath('goal-futsal'), svg: futsalGoalSvg },
    { path: itemPath('goal-handebol'), svg: handballGoalSvg },
    { path: itemPath('hoop'), svg: hoopSvg },
    { path: itemPath('net'), svg: netSvg },
  );
  for (let i = 1; i <= BOARD_ICON_COUNT; i += 1) files.push({ path: boardIconPath(i), svg: () => boardIconSvg(BOARD_ICONS[i - 1]!) });
  return files;
}
