import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { hexColour } from './common.ts';

/** Weekday keys of a weekly sheet (seed 001 §3), in JavaScript `getDay()` order (0 = Sunday). */
export const WEEKDAYS = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The two rows of a day: morning (M) and night (N). */
export const WEEK_SHIFTS = ['M', 'N'] as const;
export type WeekShift = (typeof WEEK_SHIFTS)[number];

/** A cell key: weekday name plus M or N (`segundaM`, `sabadoN`). */
export type WeekCellKey = `${Weekday}${WeekShift}`;

/** Every cell key, day by day (domingoM, domingoN, segundaM...). */
export const WEEK_CELL_KEYS: WeekCellKey[] = WEEKDAYS.flatMap((d) => WEEK_SHIFTS.map((s) => `${d}${s}` as WeekCellKey));

/** Days a sheet spans from dataInicio (seed 001 §9: week spans 7 days). */
export const WEEK_DAYS_SPAN = 7;
/** Longest rich-text cell as the editor sends it (HTML). */
export const WEEK_CELL_HTML_MAX = 4000;
/** Longest visible text of a rich-text day cell (what the PDF must still print legibly with 7 columns). */
export const WEEK_CELL_TEXT_MAX = 300;
/** Longest observation as HTML, and its visible text. */
export const WEEK_NOTE_HTML_MAX = 10_000;
export const WEEK_NOTE_TEXT_MAX = LIMITS.textAreaMax;
/** Longest morning / night caption (a header label). */
export const WEEK_CAPTION_MAX = LIMITS.headerLabelMax;

/** Colour parts of a sheet: header band, day column heads, morning rows, night rows. */
export const WEEK_COLOUR_PARTS = ['header', 'days', 'morning', 'night'] as const;
export type WeekColourPart = (typeof WEEK_COLOUR_PARTS)[number];

/** Default colour pairs [background, text]. */
export const WEEK_DEFAULT_COLOURS: Record<WeekColourPart, readonly [string, string]> = {
  header: LIMITS.defaultHeaderColors,
  // Black on the grey reads at WCAG AA (5.3:1); white on it did not (3.9:1).
  days: ['#808080', '#000000'],
  morning: ['#fff3cd', '#000000'],
  night: ['#d6e4ff', '#000000'],
};

/** Weekdays with a column when the coach checked none yet (seed: default only segunda). */
export const WEEK_DEFAULT_DAYS: Weekday[] = ['segunda'];

const colourPair = z.tuple([hexColour, hexColour]);
const required = (max: number) => z.string().trim().min(1, { message: 'validation.required' }).max(max, { message: 'validation.max' });
const optional = (max: number) => z.string().trim().max(max, { message: 'validation.max' }).default('');
const cellRecord = <T extends z.ZodType>(value: T) => z.partialRecord(z.enum(WEEK_CELL_KEYS as [WeekCellKey, ...WeekCellKey[]]), value);

/** The `config` field: colours, range label, morning and night captions, checked weekdays. */
export const weekConfig = z.object({
  colors: z.partialRecord(z.enum(WEEK_COLOUR_PARTS), colourPair).default({}),
  /** Range text shown above the columns (e.g. "Semana 12 · pré-temporada"). */
  range: optional(LIMITS.weekRangeMax),
  morning: optional(WEEK_CAPTION_MAX),
  night: optional(WEEK_CAPTION_MAX),
  /** Checked weekdays (each gets a column); at least one. */
  days: z.array(z.enum(WEEKDAYS)).min(1, { message: 'semana.days-required' }).default([...WEEK_DEFAULT_DAYS]),
});
export type WeekConfig = z.infer<typeof weekConfig>;

/** An ISO date (YYYY-MM-DD) that exists. */
const isoDate = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { message: 'validation.invalid' });

/**
 * The fields of POST semana and POST semana/{id} (multipart: config, dia, time, place and treinos
 * arrive as JSON strings, already parsed here). Rich text (dia, observacao) is sanitised by the
 * server before its visible length is checked.
 */
export const weekFields = z.object({
  cabecalho: required(LIMITS.weekTitleMax),
  subtitulo: required(LIMITS.weekTitleMax),
  title: required(LIMITS.weekTitleMax),
  observacao: z.string().max(WEEK_NOTE_HTML_MAX, { message: 'validation.max' }).default(''),
  dataInicio: isoDate,
  config: weekConfig.default({ colors: {}, range: '', morning: '', night: '', days: [...WEEK_DEFAULT_DAYS] }),
  dia: cellRecord(z.string().max(WEEK_CELL_HTML_MAX, { message: 'validation.max' })).default({}),
  time: cellRecord(z.string().trim().max(LIMITS.weekCellMax, { message: 'validation.max' })).default({}),
  place: cellRecord(z.string().trim().max(LIMITS.weekCellMax, { message: 'validation.max' })).default({}),
  /** Beyond the seed: a cell may link one of the coach's trainings (training id). */
  treinos: cellRecord(z.coerce.number().int().positive()).default({}),
});
export type WeekFields = z.infer<typeof weekFields>;

/** Multipart fields that carry JSON. */
export const WEEK_JSON_FIELDS = ['config', 'dia', 'time', 'place', 'treinos'] as const;

/** The last day of a sheet starting on `start` (YYYY-MM-DD): start + 6 days. */
export function weekEndDate(start: string): string {
  const d = new Date(`${start}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + WEEK_DAYS_SPAN - 1);
  return d.toISOString().slice(0, 10);
}

/** The 7 dates of a sheet with their weekday key, from dataInicio. */
export function weekDates(start: string): { date: string; day: Weekday }[] {
  const d = new Date(`${start}T00:00:00Z`);
  return Array.from({ length: WEEK_DAYS_SPAN }, (_, i) => {
    const x = new Date(d);
    x.setUTCDate(d.getUTCDate() + i);
    return { date: x.toISOString().slice(0, 10), day: WEEKDAYS[x.getUTCDay()]! };
  });
}

/** The columns of a sheet: its checked weekdays, in date order from dataInicio. */
export function weekColumns(start: string, days: readonly Weekday[]): { date: string; day: Weekday }[] {
  return weekDates(start).filter((c) => days.includes(c.day));
}

/** One sheet in the list (GET semana). */
export const weekSummary = z.object({
  id: z.number(),
  cabecalho: z.string(),
  subtitulo: z.string(),
  title: z.string(),
  dataInicio: z.string(),
  dataFim: z.string(),
  created_at: z.string(),
});
export type WeekSummary = z.infer<typeof weekSummary>;

/** A linked training as a sheet presents it. */
export const weekTrainingLink = z.object({ id: z.number(), title: z.string() });

/** One sheet with everything its editor and print show (GET semana/{id}). */
export const week = weekSummary.extend({
  observacao: z.string(),
  config: z.object({
    colors: z.record(z.enum(WEEK_COLOUR_PARTS), colourPair),
    range: z.string(),
    morning: z.string(),
    night: z.string(),
    days: z.array(z.enum(WEEKDAYS)),
  }),
  dia: z.record(z.string(), z.string()),
  time: z.record(z.string(), z.string()),
  place: z.record(z.string(), z.string()),
  treinos: z.record(z.string(), weekTrainingLink),
  /** GET semanaimg/{id} with the bearer header, or null. */
  img: z.string().nullable(),
  updated_at: z.string(),
});
export type Week = z.infer<typeof week>;

/** GET semana answer. */
export const weekList = z.object({ semanas: z.array(weekSummary) });
/** GET semana/{id} answer. */
export const weekAnswer = z.object({ semana: week });
/** POST semana, POST semana/{id}, POST semana/duplicate/{id} answer. */
export const weekSaved = z.object({ semana: z.object({ id: z.number() }) });
