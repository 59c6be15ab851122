import { TEAM_COLOURS } from '@prancheta/shared';
import type { Sport, SportFiles, SportSummary } from '@prancheta/shared';
import {
  CONE_COLOURS,
  COMMON_ITEMS,
  DISC_COLOURS,
  FIELD_VIEWS,
  GOALKEEPER_KITS,
  GOALKEEPER_POSES,
  LIBERO_KITS,
  PLAYER_POSES,
  RING_COLOURS,
  SPORT_GOALS,
  ballPath,
  fieldPath,
  goalkeeperPath,
  itemPath,
  liberoPath,
  playerBallPath,
  playerPath,
  shirtPath,
  sportIconPath,
} from './layout.ts';
import type { SportSlug } from './layout.ts';

/** Display names (Portuguese, as coaches in Brazil say them); ids are stable forever. */
const SPORTS: { id: number; slug: SportSlug; name: string; hasGoalkeeper: boolean }[] = [
  { id: 1, slug: 'futebol', name: 'Futebol de campo', hasGoalkeeper: true },
  { id: 2, slug: 'futsal', name: 'Futsal', hasGoalkeeper: true },
  { id: 3, slug: 'basquete', name: 'Basquete', hasGoalkeeper: false },
  { id: 4, slug: 'handebol', name: 'Handebol', hasGoalkeeper: true },
  { id: 5, slug: 'volei', name: 'Vôlei', hasGoalkeeper: false },
];

function filesFor(slug: SportSlug, hasGoalkeeper: boolean): SportFiles {
  const players = (colour: (typeof TEAM_COLOURS)[number]) => [...PLAYER_POSES.map((p) => playerPath(colour, p)), playerBallPath(colour, slug)];
  const goleiros = hasGoalkeeper
    ? GOALKEEPER_KITS.flatMap((kit) => GOALKEEPER_POSES.map((pose) => goalkeeperPath(kit, pose)))
    : slug === 'volei'
      ? LIBERO_KITS.map(liberoPath)
      : [];
  return {
    campos: FIELD_VIEWS.map((v) => fieldPath(slug, v)),
    jogadores: { AMARELA: players('AMARELA'), AZUL: players('AZUL'), VERDE: players('VERDE'), VERMELHA: players('VERMELHA'), PRETA: players('PRETA') },
    goleiros,
    items: [
      ballPath(slug),
      itemPath(SPORT_GOALS[slug]),
      ...CONE_COLOURS.map((c) => itemPath(`cone-${c}`)),
      ...DISC_COLOURS.map((c) => itemPath(`disc-${c}`)),
      ...COMMON_ITEMS.map(itemPath),
      ...RING_COLOURS.map((c) => itemPath(`ring-${c}`)),
    ],
    shirts: TEAM_COLOURS.map(shirtPath),
  };
}

/** Every sport with its artwork, in id order. Paths are relative to the elements root. */
export const CATALOGUE: readonly Sport[] = SPORTS.map(({ id, slug, name, hasGoalkeeper }) => ({
  id,
  name,
  slug,
  icon: sportIconPath(slug),
  files: filesFor(slug, hasGoalkeeper),
}));

/** The list answer of GET /api/sports. */
export function sportSummaries(): SportSummary[] {
  return CATALOGUE.map(({ id, name, slug, icon }) => ({ id, name, slug, icon }));
}

/** One sport by id, or undefined. */
export function sportById(id: number): Sport | undefined {
  return CATALOGUE.find((s) => s.id === id);
}

/** Every artwork path the catalogue mentions (icons included), without duplicates. */
export function catalogueFiles(): string[] {
  const all = new Set<string>();
  for (const s of CATALOGUE) {
    all.add(s.icon);
    const f = s.files;
    for (const p of [...f.campos, ...Object.values(f.jogadores).flat(), ...f.goleiros, ...f.items, ...f.shirts]) all.add(p);
  }
  return [...all].sort();
}
