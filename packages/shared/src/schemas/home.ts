import { z } from 'zod';
import { firstRunState } from './examples.ts';

/** The areas the home overview lists, in screen order (clubs for members and leaders, admin for admins). */
export const HOME_AREAS = ['formations', 'trainings', 'videos', 'fitness', 'sessions', 'weeks', 'gifs', 'athletes', 'clubs', 'admin'] as const;
export type HomeAreaKey = (typeof HOME_AREAS)[number];

/** How many recent items each area of the home overview shows. */
export const HOME_RECENT = 3;

/** One recent record of an area: what the card links to ("continue where you left off"). */
export const homeItem = z.object({
  /** The record id (a gif: its file name). */
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  /** A second line: a date, a student, a club role... (may be empty). */
  detail: z.string(),
  updated_at: z.string().nullable(),
});
export type HomeItem = z.infer<typeof homeItem>;

/** One area: how many records the coach has and the latest few. */
export const homeArea = z.object({ count: z.number(), capped: z.boolean(), recent: z.array(homeItem) });
export type HomeArea = z.infer<typeof homeArea>;

/** GET /api/home answer: every area of the coach; clubs and admin are null when they do not apply. */
export const homeAnswer = z.object({
  home: z.object({
    formations: homeArea,
    trainings: homeArea,
    videos: homeArea,
    fitness: homeArea,
    sessions: homeArea,
    weeks: homeArea,
    gifs: homeArea,
    /** The roster: athletes and students (the latest link to their assessments). */
    athletes: homeArea,
    clubs: homeArea.nullable(),
    admin: homeArea.nullable(),
    /** The first-run checklist (steps derived from the coach's own records, dismissal stored per account). */
    first_run: firstRunState,
  }),
});
export type HomeAnswer = z.infer<typeof homeAnswer>;
