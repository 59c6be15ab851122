// The assessments' plain constants (measures and their ranges), apart from their zod schemas
// (assessments.ts): a screen that shows assessments without a form does not load zod for them.
import { SKINFOLD_SITES } from '../assessments/formulas.ts';

/** One measured value of an assessment: its physiological range and unit. */
export interface MeasureSpec {
  min: number;
  max: number;
  unit: string;
  /** Decimals the screens and the PDF show. */
  decimals: number;
}

const cm = (min: number, max: number): MeasureSpec => ({ min, max, unit: 'cm', decimals: 1 });
const mm = (min: number, max: number): MeasureSpec => ({ min, max, unit: 'mm', decimals: 1 });

/** Circumference sites (cm). */
export const CIRCUMFERENCES = [
  'neck',
  'shoulders',
  'chest',
  'waist',
  'abdomen',
  'hip',
  'arm_right',
  'arm_left',
  'forearm_right',
  'forearm_left',
  'thigh_right',
  'thigh_left',
  'calf_right',
  'calf_left',
] as const;
/** Bioimpedance values read off the device and typed in. */
export const BIOIMPEDANCE = ['bio_fat_pct', 'bio_muscle_kg', 'bio_water_pct', 'bio_visceral', 'bio_bmr'] as const;

/**
 * Every measure of an assessment with its accepted range: values outside are refused (422, the
 * range named in the message), so a typo (75 kg typed as 750) never reaches the charts.
 */
export const MEASURES = {
  weight: { min: 20, max: 300, unit: 'kg', decimals: 1 },
  height: { min: 100, max: 230, unit: 'cm', decimals: 1 },
  ...(Object.fromEntries(CIRCUMFERENCES.map((c) => [`circ_${c}`, cm(10, 250)])) as Record<`circ_${(typeof CIRCUMFERENCES)[number]}`, MeasureSpec>),
  ...(Object.fromEntries(SKINFOLD_SITES.map((s) => [`sf_${s}`, mm(2, 80)])) as Record<`sf_${(typeof SKINFOLD_SITES)[number]}`, MeasureSpec>),
  bio_fat_pct: { min: 2, max: 70, unit: '%', decimals: 1 },
  bio_muscle_kg: { min: 5, max: 150, unit: 'kg', decimals: 1 },
  bio_water_pct: { min: 20, max: 80, unit: '%', decimals: 1 },
  bio_visceral: { min: 1, max: 60, unit: '', decimals: 0 },
  bio_bmr: { min: 500, max: 6000, unit: 'kcal', decimals: 0 },
  resting_hr: { min: 25, max: 220, unit: 'bpm', decimals: 0 },
  bp_systolic: { min: 60, max: 260, unit: 'mmHg', decimals: 0 },
  bp_diastolic: { min: 30, max: 160, unit: 'mmHg', decimals: 0 },
} satisfies Record<string, MeasureSpec>;
export type MeasureKey = keyof typeof MEASURES;
export const MEASURE_KEYS = Object.keys(MEASURES) as MeasureKey[];
export type Measures = Partial<Record<MeasureKey, number | null>>;

/** Computed body fat percentages outside this range are refused too (a skinfold set that makes no sense). */
export const BODY_FAT_RANGE = { min: 2, max: 70 } as const;
/** Age of the assessed person (years) the formulas accept. */
export const AGE_RANGE = { min: 5, max: 110 } as const;
/** Longest free text of an assessment or an anamnese answer. */
export const ASSESSMENT_TEXT_MAX = 2000;
/** Most posture photos per assessment. */
export const ASSESSMENT_PHOTOS_MAX = 4;

