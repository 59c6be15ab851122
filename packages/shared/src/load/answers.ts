import type { AcwrZone, WellnessFlag } from './formulas.ts';

/*
 * The shapes of the training-load answers (GET /api/carga/...), shared by the server that computes
 * them (modules/load/figures.ts) and the web app that shows them.
 */

/** One day of an athlete's figures: load, both ratios with their zones, acute and chronic EWMA. */
export interface DayFigures {
  date: string;
  load: number;
  /** Rolling 7:28 ratio (null before 28 days of data or with no chronic load). */
  rolling: number | null;
  rolling_zone: AcwrZone | null;
  acute: number;
  chronic: number;
  ewma: number | null;
  ewma_zone: AcwrZone | null;
}

/** A Monday-Sunday week: load, monotony and strain (null when the daily loads do not vary). */
export interface WeekRow {
  start: string;
  load: number;
  monotony: number | null;
  strain: number | null;
}

/** One wellness check-in with its Hooper index and flags. */
export interface WellnessReading {
  date: string;
  sleep: number;
  stress: number;
  fatigue: number;
  soreness: number;
  note: string;
  index: number;
  flag: WellnessFlag;
  flagged: boolean;
}

/** An athlete's figures over a period. */
export interface AthleteFigures {
  /** The athlete's first day of load data, or null with none. */
  first_date: string | null;
  /** The first day the rolling ratio shows (28 days of data), or null with no data. */
  rolling_from: string | null;
  days: DayFigures[];
  weeks: WeekRow[];
  wellness: WellnessReading[];
}

/** One row of the coach's risk board. */
export interface BoardRow {
  athlete_id: number;
  name: string;
  group_label: string;
  week: { load: number; monotony: number | null; strain: number | null };
  today: DayFigures | null;
  wellness: WellnessReading | null;
  /** Why the athlete needs attention: 'acwr-high', 'acwr-caution', 'acwr-low', 'wellness'. */
  attention: string[];
}
