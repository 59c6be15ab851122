import { z } from 'zod';
import { addDays } from '../load/formulas.ts';
import { blankToNull } from './assessments.ts';
import { isIsoDay } from './athletes.ts';
import { text } from './common.ts';

/** Kinds of load entry: a done session, or a free entry (a match, a test, an extra session). */
export const LOAD_ENTRY_KINDS = ['session', 'match', 'test', 'extra'] as const;
export type LoadEntryKind = (typeof LOAD_ENTRY_KINDS)[number];

/** Bounds of a session's duration, in minutes. */
export const LOAD_MINUTES_MIN = 1;
export const LOAD_MINUTES_MAX = 600;
/** How far back an entry or a check-in may be dated, in days. */
export const LOAD_DAYS_BACK = 365;
export const LOAD_NOTE_MAX = 500;

/** Today as YYYY-MM-DD in UTC. */
const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * A day of training or wellness: an existing day, not after today (a day of leeway for time zones
 * ahead of UTC) and not more than a year back.
 */
export const loadDay = z
  .string({ message: 'validation.required' })
  .refine(isIsoDay, { message: 'validation.invalid' })
  .refine((d) => d <= addDays(utcToday(), 1), { message: 'load.date-future' })
  .refine((d) => d >= addDays(utcToday(), -LOAD_DAYS_BACK), { message: 'load.date-too-old' });

const whole = (min: number, max: number, key: string) =>
  z.preprocess(blankToNull, z.number({ message: 'validation.required' }).int({ message: key }).min(min, { message: key }).max(max, { message: key }));

/** RPE on the CR-10 scale, 0-10. */
export const rpeField = whole(0, 10, 'load.rpe-range');
/** A session's duration, 1-600 minutes. */
export const minutesField = whole(LOAD_MINUTES_MIN, LOAD_MINUTES_MAX, 'load.minutes-range');
/** One wellness item, 1-7. */
export const wellnessItem = whole(1, 7, 'load.wellness-range');

/** A load entry the coach adds or corrects: day, kind, minutes and RPE. */
export const loadEntryFields = z.object({
  date: loadDay,
  kind: z.enum(LOAD_ENTRY_KINDS, { message: 'validation.invalid' }),
  minutes: minutesField,
  rpe: rpeField,
  note: text().trim().max(LOAD_NOTE_MAX, { message: 'validation.max' }).default(''),
});
export type LoadEntryFields = z.infer<typeof loadEntryFields>;

/** The daily wellness check-in: Hooper's four items and a note (the day defaults to today). */
export const wellnessFields = z.object({
  date: loadDay.optional(),
  sleep: wellnessItem,
  stress: wellnessItem,
  fatigue: wellnessItem,
  soreness: wellnessItem,
  note: text().trim().max(LOAD_NOTE_MAX, { message: 'validation.max' }).default(''),
});
export type WellnessFields = z.infer<typeof wellnessFields>;

/** A coach's ACWR zone bounds: each above the previous one. */
export const acwrZoneFields = z
  .object({
    low: z.coerce.number({ message: 'validation.number' }).min(0.1, { message: 'validation.invalid' }).max(5, { message: 'validation.invalid' }),
    target: z.coerce.number({ message: 'validation.number' }).min(0.1, { message: 'validation.invalid' }).max(5, { message: 'validation.invalid' }),
    caution: z.coerce.number({ message: 'validation.number' }).min(0.1, { message: 'validation.invalid' }).max(5, { message: 'validation.invalid' }),
  })
  .refine((z) => z.low < z.target, { message: 'load.zones-order', path: ['target'] })
  .refine((z) => z.target < z.caution, { message: 'load.zones-order', path: ['caution'] });
export type AcwrZoneFields = z.infer<typeof acwrZoneFields>;
