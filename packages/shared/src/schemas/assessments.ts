import { z } from 'zod';
import { FAT_EQUATIONS, SKINFOLD_PROTOCOLS, SKINFOLD_SITES, protocolSites, skinfoldComposition, bmi } from '../assessments/formulas.ts';
import type { FatEquation, Sex, SkinfoldProtocol, SkinfoldResult } from '../assessments/formulas.ts';
import { text } from './common.ts';
import { AGE_RANGE, ASSESSMENT_TEXT_MAX, BODY_FAT_RANGE, MEASURE_KEYS, MEASURES } from './assessment-constants.ts';
import type { MeasureKey, Measures } from './assessment-constants.ts';

export { AGE_RANGE, ASSESSMENT_PHOTOS_MAX, ASSESSMENT_TEXT_MAX, BIOIMPEDANCE, BODY_FAT_RANGE, CIRCUMFERENCES, MEASURE_KEYS, MEASURES } from './assessment-constants.ts';
export type { MeasureKey, Measures, MeasureSpec } from './assessment-constants.ts';

/** '' / null / undefined -> null; '72,5' -> 72.5 (Brazilian decimal comma); anything else as given. */
export function blankToNull(v: unknown): unknown {
  if (v === undefined || v === null) return null;
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return null;
    const n = Number(t.replace(',', '.'));
    return Number.isFinite(n) ? n : v;
  }
  return v;
}

/** An optional number within a range; the message names the range and the unit ('assess.range'). */
export function rangedNumber(spec: { min: number; max: number; unit: string }) {
  return z.preprocess(
    blankToNull,
    z
      .number({ message: 'validation.number' })
      .refine((v) => v >= spec.min && v <= spec.max, { message: 'assess.range', params: { min: spec.min, max: spec.max, unit: spec.unit } })
      .nullable(),
  );
}

const isoDate = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
    message: 'validation.invalid',
  });

const measureShape = Object.fromEntries(MEASURE_KEYS.map((k) => [k, rangedNumber(MEASURES[k]).default(null)])) as Record<MeasureKey, z.ZodDefault<ReturnType<typeof rangedNumber>>>;

/** The fields of POST assessments (athlete in the path) and PUT assessments/{id}. */
export const assessmentFields = z
  .object({
    date: isoDate,
    sex: z.enum(['m', 'f'], { message: 'validation.required' }),
    age: z.preprocess(
      blankToNull,
      z
        // Nothing typed is "required"; letters are "enter a number".
        .number({ error: (issue) => (issue.input == null ? 'validation.required' : 'validation.number') })
        .int({ message: 'validation.invalid' })
        .refine((v) => v >= AGE_RANGE.min && v <= AGE_RANGE.max, { message: 'assess.range', params: { min: AGE_RANGE.min, max: AGE_RANGE.max, unit: '' } }),
    ),
    protocol: z.enum(SKINFOLD_PROTOCOLS, { message: 'validation.invalid' }).default('none'),
    /** The equation body fat is computed and shown with; records from before the choice are Siri. */
    fat_equation: z.enum(FAT_EQUATIONS, { message: 'validation.invalid' }).default('siri'),
    notes: text().trim().max(ASSESSMENT_TEXT_MAX, { message: 'validation.max' }).default(''),
    ...measureShape,
  })
  .superRefine((v, ctx) => {
    for (const site of protocolSites(v.protocol, v.sex)) {
      if (v[`sf_${site}`] == null) ctx.addIssue({ code: 'custom', path: [`sf_${site}`], message: 'validation.required' });
    }
    if (v.bp_systolic != null && v.bp_diastolic != null && v.bp_diastolic >= v.bp_systolic) {
      ctx.addIssue({ code: 'custom', path: ['bp_diastolic'], message: 'assess.bp-order' });
    }
    if ((v.bp_systolic == null) !== (v.bp_diastolic == null)) {
      ctx.addIssue({ code: 'custom', path: [v.bp_systolic == null ? 'bp_systolic' : 'bp_diastolic'], message: 'validation.required' });
    }
    const fat = composition(v);
    if (fat && (fat.fatPct < BODY_FAT_RANGE.min || fat.fatPct > BODY_FAT_RANGE.max)) {
      ctx.addIssue({ code: 'custom', path: ['body_fat'], message: 'assess.fat-range', params: { min: BODY_FAT_RANGE.min, max: BODY_FAT_RANGE.max, unit: '%' } });
    }
  });
export type AssessmentFields = z.infer<typeof assessmentFields>;

/** What the formulas read of an assessment: protocol, sex, age, the body-fat equation and the measures. */
export type AssessmentInputs = { protocol: SkinfoldProtocol; sex: Sex; age: number; fat_equation?: FatEquation } & Measures;

/** The skinfold composition of a set of assessment values (null without a complete protocol). */
export function composition(v: AssessmentInputs): SkinfoldResult | null {
  const folds = Object.fromEntries(SKINFOLD_SITES.map((s) => [s, v[`sf_${s}`] ?? null]));
  return skinfoldComposition(v.protocol, v.sex, v.age, folds, v.fat_equation ?? 'siri');
}

/** Values computed from an assessment's measures (BMI, density, fat % by its equation, fat and lean mass). */
export interface AssessmentResults {
  bmi: number | null;
  sum_skinfolds: number | null;
  density: number | null;
  fat_pct: number | null;
  fat_kg: number | null;
  lean_kg: number | null;
}

/** What an assessment's measures give: BMI from weight and height, body fat from the skinfold protocol. */
export function assessmentResults(v: AssessmentInputs): AssessmentResults {
  const body = v.weight != null && v.height != null ? bmi(v.weight, v.height) : null;
  const fat = composition(v);
  const fatKg = fat && v.weight != null ? (v.weight * fat.fatPct) / 100 : null;
  return {
    bmi: body,
    sum_skinfolds: fat?.sum ?? null,
    density: fat?.density ?? null,
    fat_pct: fat?.fatPct ?? null,
    fat_kg: fatKg,
    lean_kg: fatKg != null && v.weight != null ? v.weight - fatKg : null,
  };
}

/** An assessment as the API answers it. */
export interface Assessment extends Measures, AssessmentResults {
  id: number;
  athlete_id: number;
  date: string;
  sex: Sex;
  age: number;
  protocol: SkinfoldProtocol;
  /** The equation `fat_pct` is computed with. */
  fat_equation: FatEquation;
  notes: string;
  /** The report's colours: header [background, text]. */
  colors: { header: [string, string] };
  photos: { id: number; url: string }[];
  created_at: string;
}

/* ---------------------------------------------------------------- anamnese */

/** The seven PAR-Q questions (Physical Activity Readiness Questionnaire, CSEP 2002). */
export const PARQ_QUESTIONS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'] as const;
/** The free-text parts of the anamnese. */
export const ANAMNESE_TEXTS = ['health_history', 'injuries', 'medications', 'activity', 'goals'] as const;

const answer = z.preprocess((v) => (v === '' || v === undefined ? null : v === 'true' ? true : v === 'false' ? false : v), z.boolean({ message: 'validation.invalid' }).nullable());

/** The anamnese form (coach or student): PAR-Q yes/no answers and health texts. */
export const anamneseFields = z.object({
  parq: z
    .object(Object.fromEntries(PARQ_QUESTIONS.map((q) => [q, answer.default(null)])) as Record<(typeof PARQ_QUESTIONS)[number], z.ZodDefault<typeof answer>>)
    .default({ q1: null, q2: null, q3: null, q4: null, q5: null, q6: null, q7: null }),
  ...(Object.fromEntries(ANAMNESE_TEXTS.map((t) => [t, text().trim().max(ASSESSMENT_TEXT_MAX, { message: 'validation.max' }).default('')])) as Record<
    (typeof ANAMNESE_TEXTS)[number],
    z.ZodDefault<z.ZodString>
  >),
});
export type AnamneseFields = z.infer<typeof anamneseFields>;

/** An anamnese as the API answers it (null values before anyone filled it). */
export interface Anamnese extends AnamneseFields {
  filled_by: 'coach' | 'student' | null;
  updated_at: string | null;
}

/** True when a PAR-Q answer is "yes": the person should see a doctor before more activity. */
export function parqAlert(a: AnamneseFields): boolean {
  return PARQ_QUESTIONS.some((q) => a.parq[q] === true);
}

/* ------------------------------------------------------------ session marks */

/** A student's "done" mark on an assigned session: effort 0-10 and a comment. */
export const sessionMarkFields = z.object({
  effort: z.preprocess(
    blankToNull,
    z.number({ message: 'validation.required' }).int({ message: 'validation.invalid' }).min(0, { message: 'validation.invalid' }).max(10, { message: 'validation.invalid' }),
  ),
  comment: text().trim().max(ASSESSMENT_TEXT_MAX, { message: 'validation.max' }).default(''),
  /** The session's duration, for its training load (RPE x minutes); none: the mark only. */
  minutes: z.preprocess(
    blankToNull,
    z.number({ message: 'load.minutes-range' }).int({ message: 'load.minutes-range' }).min(1, { message: 'load.minutes-range' }).max(600, { message: 'load.minutes-range' }).nullable(),
  ),
});
export type SessionMarkFields = z.infer<typeof sessionMarkFields>;

/** A "done" mark as the API answers it. */
export interface SessionMark {
  id: number;
  fitnes_id: number;
  athlete_id: number;
  /** The athlete's name for the coach; null on the student page (they know who they are). */
  athlete_name: string | null;
  effort: number;
  comment: string;
  created_at: string;
}
