import type { TeamColour } from '@prancheta/shared';

/**
 * The file layout of the generated artwork under apps/server/assets/elements. The generator
 * (apps/server/scripts/generate-assets.ts) writes exactly these names and the catalogue lists
 * them, so both sides are derived from this one module.
 */

/** Sport slugs in id order (id = index + 1). */
export const SPORT_SLUGS = ['futebol', 'futsal', 'basquete', 'handebol', 'volei'] as const;
export type SportSlug = (typeof SPORT_SLUGS)[number];

/** Field views drawn for every sport, in the order the field picker shows them. */
export const FIELD_VIEWS = ['full', 'half', 'training', 'blank'] as const;
export type FieldView = (typeof FIELD_VIEWS)[number];

/** Player poses drawn in every team colour (the ball pose is per sport, see playerBallPath). */
export const PLAYER_POSES = ['standing', 'running', 'passing'] as const;
export type PlayerPose = (typeof PLAYER_POSES)[number];

/** Goalkeeper kits (distinct from the five team colours) and poses. */
export const GOALKEEPER_KITS = ['laranja', 'rosa', 'ciano', 'cinza'] as const;
export type GoalkeeperKit = (typeof GOALKEEPER_KITS)[number];
export const GOALKEEPER_POSES = ['ready', 'diving'] as const;
export type GoalkeeperPose = (typeof GOALKEEPER_POSES)[number];

/** Volleyball liberos wear a contrasting kit; they fill the goalkeeper panel for volleyball. */
export const LIBERO_KITS = ['laranja', 'rosa', 'ciano'] as const;

/** Colours of the training items that come in several colours. */
export const CONE_COLOURS = ['laranja', 'amarelo', 'azul', 'vermelho'] as const;
export const DISC_COLOURS = ['laranja', 'amarelo', 'azul', 'verde'] as const;
export const RING_COLOURS = ['vermelho', 'amarelo', 'azul'] as const;

/** Training items shared by every sport (single-colour ones). */
export const COMMON_ITEMS = ['mini-goal', 'hurdle', 'ladder', 'pole', 'mannequin'] as const;
export type CommonItem = (typeof COMMON_ITEMS)[number];

/** The goal (or hoop / net) drawn for each sport. */
export const SPORT_GOALS: Record<SportSlug, string> = {
  futebol: 'goal-futebol',
  futsal: 'goal-futsal',
  basquete: 'hoop',
  handebol: 'goal-handebol',
  volei: 'net',
};

/** Number of board marker icons (seed: icons 1 to 19 png). */
export const BOARD_ICON_COUNT = 19;

const colourDir = (colour: TeamColour) => colour.toLowerCase();

/** Path of a field image. */
export const fieldPath = (slug: SportSlug, view: FieldView) => `campos/${slug}/${view}.svg`;
/** Path of a player sprite in a team colour. */
export const playerPath = (colour: TeamColour, pose: PlayerPose) => `jogadores/${colourDir(colour)}/${pose}.svg`;
/** Path of a player sprite carrying the ball of a sport. */
export const playerBallPath = (colour: TeamColour, slug: SportSlug) => `jogadores/${colourDir(colour)}/ball-${slug}.svg`;
/** Path of a goalkeeper sprite. */
export const goalkeeperPath = (kit: GoalkeeperKit, pose: GoalkeeperPose) => `goleiros/${kit}-${pose}.svg`;
/** Path of a volleyball libero sprite. */
export const liberoPath = (kit: (typeof LIBERO_KITS)[number]) => `goleiros/libero-${kit}.svg`;
/** Path of a sport's ball. */
export const ballPath = (slug: SportSlug) => `items/ball-${slug}.svg`;
/** Path of any item by its file stem. */
export const itemPath = (stem: string) => `items/${stem}.svg`;
/** Path of the shirt outline in a team colour. */
export const shirtPath = (colour: TeamColour) => `shirts/${colourDir(colour)}.svg`;
/** Path of a sport's icon (shown in sport pickers). */
export const sportIconPath = (slug: SportSlug) => `esportes/${slug}.svg`;
/** Path of a board marker icon, n in 1..BOARD_ICON_COUNT. */
export const boardIconPath = (n: number) => `board/icons/${n}.png`;
