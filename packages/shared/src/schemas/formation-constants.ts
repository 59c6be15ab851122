// The formations' plain constants, apart from their zod schemas (schemas/formations.ts): a screen
// that needs only a constant (the board's save form values) does not load zod for it.

/** Kinds of formation: a drawn image or an animated video (MP4 or webm). */
export const FORMATION_TYPES = ['image', 'video'] as const;
export type FormationType = (typeof FORMATION_TYPES)[number];

/** Header fields of a formation, in print order; each has an h_<field> label and a colour pair. */
export const FORMATION_FIELDS = ['clube', 'professor', 'categoria', 'data', 'local', 'descricao'] as const;
export type FormationField = (typeof FORMATION_FIELDS)[number];

/** Fields that must not be empty (seed: 'Fill in all fields'); descricao is optional. */
export const FORMATION_REQUIRED_FIELDS = ['clube', 'professor', 'categoria', 'data', 'local'] as const;

/** Colour parts a formation stores: the header plus one per field. */
export const FORMATION_COLOUR_PARTS = ['header', ...FORMATION_FIELDS] as const;

/** Longest value of a short text field (club, teacher, category, place). */
export const FORMATION_TEXT_MAX = 120;
