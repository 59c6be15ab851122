import { DEFAULT_LANGUAGE, TEAM_COLOURS, translate } from '@prancheta/shared';
import type { Language, Sport, SportFiles, SportSummary } from '@prancheta/shared';
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

/** The sports; ids are stable forever. Display names are the i18n keys `sports.names.<slug>`. */
const SPORTS: { id: number; slug: SportSlug; hasGoalkeeper: boolean }[] = [
  { id: 1, slug: 'futebol', hasGoalkeeper: true },
  { id: 2, slug: 'futsal', hasGoalkeeper: true },
  { id: 3, slug: 'basquete', hasGoalkeeper: false },
  { id: 4, slug: 'handebol', hasGoalkeeper: true },
  { id: 5, slug: 'volei', hasGoalkeeper: false },
];

/** Sport names by language and id, filled on first use (lists name a sport on every row). */
const namesByLanguage = new Map<Language, Map<number, string>>();

/** A sport's display name in a language ('' for an unknown id). */
export function sportName(id: number, lang: Language): string {
  let names = namesByLanguage.get(lang);
  if (!names) {
    names = new Map(SPORTS.map((s) => [s.id, translate(lang, `sports.names.${s.slug}`)]));
    namesByLanguage.set(lang, names);
  }
  return names.get(id) ?? '';
}

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

/** Every sport with its artwork (names in pt-br), in id order. Paths are relative to the elements root. */
export const CATALOGUE: readonly Sport[] = SPORTS.map(({ id, slug, hasGoalkeeper }) => ({
  id,
  name: sportName(id, DEFAULT_LANGUAGE),
  slug,
  icon: sportIconPath(slug),
  files: filesFor(slug, hasGoalkeeper),
}));

/** The list answer of GET /api/sports, names in the caller's language. */
export function sportSummaries(lang: Language): SportSummary[] {
  return CATALOGUE.map(({ id, slug, icon }) => ({ id, name: sportName(id, lang), slug, icon }));
}

/** One sport by id (names in the given language, pt-br by default), or undefined. */
export function sportById(id: number, lang: Language = DEFAULT_LANGUAGE): Sport | undefined {
  const sport = CATALOGUE.find((s) => s.id === id);
  return sport && lang !== DEFAULT_LANGUAGE ? { ...sport, name: sportName(id, lang) } : sport;
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
