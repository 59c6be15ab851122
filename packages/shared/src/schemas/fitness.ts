import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { dbId, storedRow, text } from './common.ts';
import { colourPair, headerLabel } from './header-fields.ts';
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
    /** The roster entry the sheet is for ('' or absent: free text in `student` only). */
    athlete_id: z
      .union([z.literal(''), z.null(), dbId])
      .optional()
      .transform((v) => (v === '' || v === undefined ? null : v)),
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
 * needs a chosen gif or video (`path`, message gifs.select or fitnes.video-select).
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
      if (!profile && v.path === '') ctx.addIssue({ code: 'custom', path: ['path'], message: isVideo ? 'fitnes.video-select' : 'gifs.select' });
    });
}
export type FitnessExerciseFields = z.infer<ReturnType<typeof fitnessExerciseFields>>;

const fitnessExerciseFlat = z.object({
  id: z.number(),
  fitnes_id: z.number(),
  mode: z.enum(EXERCISE_MODES),
  title: z.string(),
  duration: z.string(),
  charge: z.string(),
  series: z.string(),
  group: z.string(),
  description: z.string(),
  objectives: z.string(),
  imc: z.string(),
  magra: z.string(),
  path: z.string(),
  usergif: z.boolean(),
  /** Where the gif (or video, for a video session) is fetched. */
  userGifUrl: z.string().nullable(),
  h_duration: z.string(),
  h_charge: z.string(),
  h_series: z.string(),
  h_group: z.string(),
  h_description: z.string(),
  h_imc: z.string(),
  h_magra: z.string(),
  colors: z.record(z.enum(FITNESS_EX_COLOUR_PARTS), colourPair),
  images: z.array(z.object({ id: z.number(), url: z.string() })),
  fitnes: z.object({ id: z.number(), is_video: z.boolean(), title: z.string() }),
});

/** A bi-set's second half as the API answers it (inside its first half, never with a child itself). */
export const fitnessExerciseChild = fitnessExerciseFlat.extend({ child: z.null() });
export type FitnessExerciseChild = z.infer<typeof fitnessExerciseChild>;

/** One exercise as the API answers it (GET fitnesex/{id}/get, inside a sheet). */
export const fitnessExercise = fitnessExerciseFlat.extend({ child: fitnessExerciseChild.nullable() });
export type FitnessExercise = z.infer<typeof fitnessExercise>;

/** A sheet as one row of a list. */
export const fitnessSheetSummary = storedRow({
  title: z.string(),
  teacher: z.string(),
  student: z.string(),
  data: z.string(),
  volume: z.string(),
  objectives: z.string(),
  is_video: z.boolean(),
  athlete_id: z.number().nullable(),
});
export type FitnessSheetSummary = z.infer<typeof fitnessSheetSummary>;

/** A whole sheet (GET fitnesex/{sheetId} answers it as `fitnes`). */
export const fitnessSheet = fitnessSheetSummary.extend({
  rate: z.string(),
  img: z.string().nullable(),
  img_url: z.string().nullable(),
  colors: z.object({ header: colourPair }),
  h_teacher: z.string(),
  h_student: z.string(),
  h_data: z.string(),
  h_volume: z.string(),
  h_objectives: z.string(),
  h_rate: z.string(),
  exercices: z.array(fitnessExercise),
});
export type FitnessSheet = z.infer<typeof fitnessSheet>;

/** GET fitnes answer. */
export const fitnessSheetList = z.object({ fitnes: z.array(fitnessSheetSummary) });
/** GET fitnesex/{sheetId} answer: the sheet and the coach's other sheets of its kind (copy targets). */
export const fitnessSheetAnswer = z.object({ fitnes: fitnessSheet, treinos: z.array(z.object({ id: z.number(), title: z.string(), student: z.string() })) });
/** POST fitnes, POST fitnes/{id}, POST fitnes/{id}/duplicate answer. */
export const fitnessSheetSaved = z.object({ fitnes: z.object({ id: z.number() }), message: z.string() });
/** POST fitnes/{id}/assign answer: the copy made for each student. */
export const fitnessAssigned = z.object({ fitnes: z.array(z.object({ id: z.number(), student: z.string() })), message: z.string() });
/** POST fitnes/copy/{targetId} answer: how many exercises were copied. */
export const fitnessCopied = z.object({ copied: z.number(), message: z.string() });
/** GET fitnesex/{id}/get answer. */
export const fitnessExerciseAnswer = z.object({ exercice: fitnessExercise });
/** POST fitnesex answer. */
export const fitnessExerciseSaved = z.object({ exercice: z.object({ id: z.number(), fitnes_id: z.number() }), message: z.string() });
/** POST fitnesex/{id} answer: the exercise as stored. */
export const fitnessExerciseUpdated = z.object({ exercice: fitnessExercise, message: z.string() });
/** POST fitnesex/{id}/images answer: every photo of the exercise. */
export const fitnessImagesAnswer = z.object({ images: z.array(z.object({ id: z.number(), url: z.string() })), message: z.string() });

/** POST fitnes/copy/{targetId}: the exercises to copy (JSON body or exercices[n] form fields). */
export const copyExercisesInput = z.object({ exercices: z.array(dbId).min(1, { message: 'fitnes.copy-none' }).max(500) });

/** Most students one "assign to students" call creates copies for. */
export const ASSIGN_STUDENTS_MAX = 50;

/** POST fitnes/{id}/assign: one independent copy of the sheet per student name. */
export const assignStudentsInput = z
  .object({
    students: z.array(required(FITNESS_TEXT_MAX)).max(ASSIGN_STUDENTS_MAX, { message: 'validation.max' }).default([]),
    /** Roster athletes: each copy takes the athlete's name and links to them. */
    athlete_ids: z.array(dbId).max(ASSIGN_STUDENTS_MAX, { message: 'validation.max' }).default([]),
  })
  .refine((v) => v.students.length + v.athlete_ids.length > 0, { message: 'validation.required', path: ['students'] })
  .refine((v) => v.students.length + v.athlete_ids.length <= ASSIGN_STUDENTS_MAX, { message: 'validation.max', path: ['students'] });
export type AssignStudentsInput = z.infer<typeof assignStudentsInput>;
