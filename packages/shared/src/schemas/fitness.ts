import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { dbId, text } from './common.ts';
import { headerLabel } from './header-fields.ts';
import type { ColourPair } from './header-fields.ts';

/** Longest short text of a sheet or an exercise (title, teacher, student, duration...). */
export const FITNESS_TEXT_MAX = 120;
/** Longest post-work rich text of a sheet (HTML, after sanitising). */
export const FITNESS_RATE_HTML_MAX = 20_000;

const required = (max: number) => text().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.max' });
const optional = (max: number) => text().trim().max(max, { message: 'validation.max' }).default('');

/** An ISO date (YYYY-MM-DD) that exists (date inputs). */
const isoDate = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { message: 'validation.invalid' });

/** Editable header labels of a sheet (seed 001 §3), each at most 20 characters. */
export const SHEET_LABELS = ['h_teacher', 'h_student', 'h_data', 'h_volume', 'h_objectives', 'h_rate'] as const;
export type SheetLabel = (typeof SHEET_LABELS)[number];

/** Objectives of a sheet: 1500 characters on an image sheet, 800 on a video session (seed 001 §5). */
export function sheetObjectivesMax(isVideo: boolean): number {
  return isVideo ? LIMITS.textAreaMax : LIMITS.fitnessDescriptionMax;
}

/** The fields of POST fitnes and POST fitnes/{id} (rate is HTML, sanitised by the server). */
export function sheetFields(isVideo: boolean) {
  return z.object({
    title: required(FITNESS_TEXT_MAX),
    teacher: required(FITNESS_TEXT_MAX),
    student: required(FITNESS_TEXT_MAX),
    volume: required(FITNESS_TEXT_MAX),
    data: isoDate,
    objectives: required(sheetObjectivesMax(isVideo)),
    rate: text().max(FITNESS_RATE_HTML_MAX, { message: 'validation.max' }).default(''),
    h_teacher: headerLabel,
    h_student: headerLabel,
    h_data: headerLabel,
    h_volume: headerLabel,
    h_objectives: headerLabel,
    h_rate: headerLabel,
  });
}
export type SheetFields = z.infer<ReturnType<typeof sheetFields>>;

/** Default header colour pair of a sheet and of a video session. */
export const SHEET_DEFAULT_HEADER: ColourPair = ['#000000', '#ffffff'];

/** Exercise creation modes (seed 001 §4). */
export const EXERCISE_MODES = ['normal', 'biset', 'profile'] as const;
export type ExerciseMode = (typeof EXERCISE_MODES)[number];

/** Colour parts of an exercise, in print order. */
export const FITNESS_EX_COLOUR_PARTS = ['title', 'duration', 'charge', 'series', 'group', 'imc', 'magra', 'description'] as const;
export type FitnessExColourPart = (typeof FITNESS_EX_COLOUR_PARTS)[number];

/** Default colours of an exercise: title 808080/333333, other fields d0d0d0/000000. */
export const FITNESS_EX_DEFAULT_COLOURS: Record<FitnessExColourPart, ColourPair> = {
  title: ['#808080', '#333333'],
  duration: ['#d0d0d0', '#000000'],
  charge: ['#d0d0d0', '#000000'],
  series: ['#d0d0d0', '#000000'],
  group: ['#d0d0d0', '#000000'],
  imc: ['#d0d0d0', '#000000'],
  magra: ['#d0d0d0', '#000000'],
  description: ['#d0d0d0', '#000000'],
};

/** Editable header labels of an exercise. */
export const EXERCISE_LABELS_FITNESS = ['h_duration', 'h_charge', 'h_series', 'h_group', 'h_description', 'h_imc', 'h_magra'] as const;
export type FitnessExLabel = (typeof EXERCISE_LABELS_FITNESS)[number];

/** Description max: 1500 on an image sheet, 800 on a video exercise. */
export function exerciseDescriptionMax(isVideo: boolean): number {
  return isVideo ? LIMITS.textAreaMax : LIMITS.fitnessDescriptionMax;
}

/**
 * The text of one exercise form (normal, each half of a bi-set, or a profile). title, duration,
 * charge, series and group are required, imc and magra in profile mode; a non-profile exercise
 * needs a chosen gif or video (`path`, message gifs.select).
 */
export function fitnessExerciseFields(isVideo: boolean, mode: ExerciseMode) {
  const profile = mode === 'profile';
  return z
    .object({
      title: required(FITNESS_TEXT_MAX),
      duration: required(FITNESS_TEXT_MAX),
      charge: required(FITNESS_TEXT_MAX),
      series: required(FITNESS_TEXT_MAX),
      group: required(FITNESS_TEXT_MAX),
      description: optional(exerciseDescriptionMax(isVideo)),
      imc: profile ? required(FITNESS_TEXT_MAX) : optional(FITNESS_TEXT_MAX),
      magra: profile ? required(FITNESS_TEXT_MAX) : optional(FITNESS_TEXT_MAX),
      path: optional(LIMITS.media.pathMax),
      usergif: z.union([z.boolean(), z.string(), z.number()]).optional().transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
      h_duration: headerLabel,
      h_charge: headerLabel,
      h_series: headerLabel,
      h_group: headerLabel,
      h_description: headerLabel,
      h_imc: headerLabel,
      h_magra: headerLabel,
    })
    .superRefine((v, ctx) => {
      if (!profile && v.path === '') ctx.addIssue({ code: 'custom', path: ['path'], message: 'gifs.select' });
    });
}
export type FitnessExerciseFields = z.infer<ReturnType<typeof fitnessExerciseFields>>;

/** One exercise as the API answers it (GET fitnesex/{id}/get, inside a sheet). */
export interface FitnessExercise {
  id: number;
  fitnes_id: number;
  mode: ExerciseMode;
  title: string;
  duration: string;
  charge: string;
  series: string;
  group: string;
  description: string;
  objectives: string;
  imc: string;
  magra: string;
  path: string;
  usergif: boolean;
  /** Where the gif (or video, for a video session) is fetched. */
  userGifUrl: string | null;
  h_duration: string;
  h_charge: string;
  h_series: string;
  h_group: string;
  h_description: string;
  h_imc: string;
  h_magra: string;
  colors: Record<FitnessExColourPart, ColourPair>;
  images: { id: number; url: string }[];
  child: FitnessExercise | null;
  fitnes: { id: number; is_video: boolean; title: string };
}

/** A sheet as one row of a list. */
export interface FitnessSheetSummary {
  id: number;
  title: string;
  teacher: string;
  student: string;
  data: string;
  volume: string;
  objectives: string;
  is_video: boolean;
  created_at: string;
}

/** A whole sheet (GET fitnesex/{sheetId} answers it as `fitnes`). */
export interface FitnessSheet extends FitnessSheetSummary {
  rate: string;
  img: string | null;
  img_url: string | null;
  colors: { header: ColourPair };
  h_teacher: string;
  h_student: string;
  h_data: string;
  h_volume: string;
  h_objectives: string;
  h_rate: string;
  exercices: FitnessExercise[];
}

/** POST fitnes/copy/{targetId}: the exercises to copy (JSON body or exercices[n] form fields). */
export const copyExercisesInput = z.object({ exercices: z.array(dbId).min(1, { message: 'fitnes.copy-none' }).max(500) });

/** Most students one "assign to students" call creates copies for. */
export const ASSIGN_STUDENTS_MAX = 50;

/** POST fitnes/{id}/assign: one independent copy of the sheet per student name. */
export const assignStudentsInput = z.object({
  students: z
    .array(required(FITNESS_TEXT_MAX))
    .min(1, { message: 'validation.required' })
    .max(ASSIGN_STUDENTS_MAX, { message: 'validation.max' }),
});
export type AssignStudentsInput = z.infer<typeof assignStudentsInput>;
