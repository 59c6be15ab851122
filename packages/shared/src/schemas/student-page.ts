import { z } from 'zod';

/** One exercise of a sheet as the student reads it. */
export const studentExercise = z.object({
  title: z.string(),
  duration: z.string(),
  charge: z.string(),
  series: z.string(),
  description: z.string(),
  /** The exercise's gif (fitness sheet) or video (video session), served through the link: `/aluno/<token>/f/<sheet>/<name>`. */
  gif: z.string().nullable(),
  video: z.string().nullable(),
});

/** A sheet or video session assigned to the student (roster link), with its exercises. */
export const studentSheet = z.object({
  id: z.number(),
  title: z.string(),
  data: z.string(),
  objectives: z.string(),
  is_video: z.boolean(),
  exercises: z.array(studentExercise),
});
export type StudentSheet = z.infer<typeof studentSheet>;

/** One session of a weekly sheet on its day (cell: weekday + M/N shift). */
export const weekSession = z.object({
  cell: z.string(),
  date: z.string(),
  shift: z.enum(['M', 'N']),
  time: z.string(),
  place: z.string(),
  text: z.string(),
});
export type WeekSession = z.infer<typeof weekSession>;

/** GET /api/aluno/{token}: the student page (public; a dead link answers 404 "link unavailable"). */
export const studentPageAnswer = z.object({
  aluno: z.object({ name: z.string() }),
  coach: z.object({ name: z.string() }),
  /** The student's private iCal feed (lives and dies with the link). */
  calendario: z.string(),
  fichas: z.array(studentSheet),
  semana: z
    .object({
      title: z.string(),
      range: z.string(),
      data_inicio: z.string(),
      data_fim: z.string(),
      sessions: z.array(weekSession),
    })
    .nullable(),
});
export type StudentPageAnswer = z.infer<typeof studentPageAnswer>;
