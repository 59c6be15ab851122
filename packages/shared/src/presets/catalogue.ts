/**
 * The formation presets every coach gets: named systems per sport and squad size, in normalised
 * team coordinates. `depth` runs from the team's own goal line (or volleyball end line) at 0 to the
 * halfway line (or the net) at 1; values up to 2 reach the far end. `lateral` runs across the field
 * from 0 to 1. The editor and the board place them on any field view (see field.ts).
 */

/** Sports that have presets, by catalogue slug (the sports' ids never change: futebol = 1 ... volei = 5). */
export const PRESET_SPORTS = ['futebol', 'futsal', 'basquete', 'handebol', 'volei'] as const;
export type PresetSport = (typeof PRESET_SPORTS)[number];

/** Squad formats; display names are the i18n keys `presets.groups.<group>`. */
export const PRESET_GROUPS = ['football11', 'football9', 'football7', 'futsal', 'basketball5', 'handball7', 'volleyball6'] as const;
export type PresetGroup = (typeof PRESET_GROUPS)[number];

/** One player's spot: goalkeepers are placed with the goalkeeper sprite. */
export interface PresetSpot {
  depth: number;
  lateral: number;
  role: 'goalkeeper' | 'player';
}

/** A named system: display name is the i18n key `presets.names.<id>`. Spot i wears number i + 1. */
export interface FormationPreset {
  id: string;
  sport: PresetSport;
  group: PresetGroup;
  spots: readonly PresetSpot[];
}

/** Most players a preset (catalogue or personal) may hold. */
export const PRESET_MAX_PLAYERS = 30;

const gk = (depth = 0.04): PresetSpot => ({ depth, lateral: 0.5, role: 'goalkeeper' });
/** A line of players at one depth, spread over the given lateral positions. */
const line = (depth: number, laterals: number[]): PresetSpot[] => laterals.map((lateral) => ({ depth, lateral, role: 'player' }));
/** Players at their own depths: [depth, lateral] pairs. */
const at = (...spots: [number, number][]): PresetSpot[] => spots.map(([depth, lateral]) => ({ depth, lateral, role: 'player' }));

const back4 = at([0.34, 0.1], [0.28, 0.37], [0.28, 0.63], [0.34, 0.9]);

/** Every preset, grouped by format in the order the pickers list them. */
export const FORMATION_PRESETS: readonly FormationPreset[] = [
  // Football, 11 a side.
  { id: 'f11-4-4-2', sport: 'futebol', group: 'football11', spots: [gk(), ...back4, ...line(0.6, [0.12, 0.37, 0.63, 0.88]), ...line(0.88, [0.38, 0.62])] },
  { id: 'f11-4-3-3', sport: 'futebol', group: 'football11', spots: [gk(), ...back4, ...line(0.58, [0.27, 0.5, 0.73]), ...at([0.86, 0.14], [0.9, 0.5], [0.86, 0.86])] },
  { id: 'f11-3-5-2', sport: 'futebol', group: 'football11', spots: [gk(), ...line(0.28, [0.25, 0.5, 0.75]), ...at([0.62, 0.08], [0.55, 0.3], [0.5, 0.5], [0.55, 0.7], [0.62, 0.92]), ...line(0.88, [0.38, 0.62])] },
  { id: 'f11-4-2-3-1', sport: 'futebol', group: 'football11', spots: [gk(), ...back4, ...line(0.5, [0.37, 0.63]), ...at([0.72, 0.15], [0.7, 0.5], [0.72, 0.85]), ...line(0.9, [0.5])] },
  { id: 'f11-5-3-2', sport: 'futebol', group: 'football11', spots: [gk(), ...at([0.38, 0.07], [0.27, 0.3], [0.25, 0.5], [0.27, 0.7], [0.38, 0.93]), ...line(0.58, [0.27, 0.5, 0.73]), ...line(0.87, [0.38, 0.62])] },
  // Football, 9 a side (Brazilian youth format: goalkeeper + 8).
  { id: 'f9-3-3-2', sport: 'futebol', group: 'football9', spots: [gk(), ...line(0.3, [0.2, 0.5, 0.8]), ...line(0.6, [0.2, 0.5, 0.8]), ...line(0.88, [0.35, 0.65])] },
  { id: 'f9-3-4-1', sport: 'futebol', group: 'football9', spots: [gk(), ...line(0.3, [0.2, 0.5, 0.8]), ...at([0.6, 0.1], [0.55, 0.37], [0.55, 0.63], [0.6, 0.9]), ...line(0.88, [0.5])] },
  { id: 'f9-2-4-2', sport: 'futebol', group: 'football9', spots: [gk(), ...line(0.3, [0.33, 0.67]), ...at([0.55, 0.1], [0.5, 0.37], [0.5, 0.63], [0.55, 0.9]), ...line(0.86, [0.35, 0.65])] },
  // Football, 7 a side (society): goalkeeper + 6.
  { id: 'f7-2-3-1', sport: 'futebol', group: 'football7', spots: [gk(), ...line(0.3, [0.3, 0.7]), ...at([0.6, 0.15], [0.55, 0.5], [0.6, 0.85]), ...line(0.88, [0.5])] },
  { id: 'f7-3-2-1', sport: 'futebol', group: 'football7', spots: [gk(), ...line(0.3, [0.2, 0.5, 0.8]), ...line(0.6, [0.33, 0.67]), ...line(0.88, [0.5])] },
  { id: 'f7-2-2-2', sport: 'futebol', group: 'football7', spots: [gk(), ...line(0.3, [0.3, 0.7]), ...line(0.58, [0.3, 0.7]), ...line(0.86, [0.35, 0.65])] },
  // Futsal: goalkeeper + 4.
  { id: 'futsal-3-1', sport: 'futsal', group: 'futsal', spots: [gk(0.05), ...at([0.3, 0.5], [0.55, 0.15], [0.55, 0.85], [0.88, 0.5])] },
  { id: 'futsal-2-2', sport: 'futsal', group: 'futsal', spots: [gk(0.05), ...line(0.35, [0.3, 0.7]), ...line(0.8, [0.3, 0.7])] },
  { id: 'futsal-4-0', sport: 'futsal', group: 'futsal', spots: [gk(0.05), ...at([0.5, 0.12], [0.45, 0.38], [0.45, 0.62], [0.5, 0.88])] },
  // Basketball: 5, no goalkeeper (zone defences around the own basket).
  { id: 'basket-1-3-1', sport: 'basquete', group: 'basketball5', spots: [...at([0.62, 0.5], [0.38, 0.15], [0.38, 0.5], [0.38, 0.85], [0.12, 0.5])] },
  { id: 'basket-2-3', sport: 'basquete', group: 'basketball5', spots: [...line(0.45, [0.32, 0.68]), ...line(0.16, [0.14, 0.5, 0.86])] },
  { id: 'basket-2-1-2', sport: 'basquete', group: 'basketball5', spots: [...line(0.48, [0.32, 0.68]), ...line(0.32, [0.5]), ...line(0.14, [0.25, 0.75])] },
  // Handball: goalkeeper + 6 (defensive systems on the 6 m and 9 m lines).
  { id: 'hand-6-0', sport: 'handebol', group: 'handball7', spots: [gk(0.03), ...at([0.12, 0.06], [0.26, 0.22], [0.33, 0.4], [0.33, 0.6], [0.26, 0.78], [0.12, 0.94])] },
  { id: 'hand-5-1', sport: 'handebol', group: 'handball7', spots: [gk(0.03), ...at([0.12, 0.06], [0.28, 0.26], [0.33, 0.5], [0.28, 0.74], [0.12, 0.94], [0.5, 0.5])] },
  { id: 'hand-3-2-1', sport: 'handebol', group: 'handball7', spots: [gk(0.03), ...at([0.24, 0.2], [0.32, 0.5], [0.24, 0.8], [0.45, 0.3], [0.45, 0.7], [0.6, 0.5])] },
  // Volleyball: 6, numbered by rotation position (1 back right ... 6 back middle), setter in 1.
  { id: 'volley-5-1', sport: 'volei', group: 'volleyball6', spots: [...at([0.2, 0.83], [0.78, 0.83], [0.78, 0.5], [0.78, 0.17], [0.2, 0.17], [0.2, 0.5])] },
  { id: 'volley-5-1-receive', sport: 'volei', group: 'volleyball6', spots: [...at([0.45, 0.9], [0.88, 0.72], [0.7, 0.5], [0.3, 0.2], [0.3, 0.5], [0.3, 0.8])] },
];

/** The presets of a sport (by slug), in catalogue order. */
export function presetsForSport(slug: string): FormationPreset[] {
  return FORMATION_PRESETS.filter((p) => p.sport === slug);
}

/** A catalogue preset by id. */
export function presetById(id: string): FormationPreset | undefined {
  return FORMATION_PRESETS.find((p) => p.id === id);
}
