import type { AcwrZones, AthleteFigures, DayFigures, LoadEntry, WeekRow, WellnessReading } from '@prancheta/shared';
import {
  acwrZone,
  addDays,
  CHRONIC_DAYS,
  dailyLoads,
  dayNumber,
  DEFAULT_ACWR_ZONES,
  ewmaAcwr,
  flagged,
  hooperIndex,
  rollingAcwr,
  sessionLoad,
  weekFigures,
  weekStart,
  wellnessFlag,
} from '@prancheta/shared';
import type { LoadEntryRow, WellnessItemsRow } from './repo.ts';

/** How many days before a period the figures read, so the chronic windows and the EWMA start from real history. */
export const HISTORY_DAYS = 400;

/**
 * Days of history the risk board and the group PDF read before the shown week: the 28-day chronic
 * window plus the EWMA's warm-up. The chronic EWMA (lambda 2/29) keeps (27/29)^150 = 2e-5 of what
 * came before the window, so reading 150 days gives the same ratios to three decimals as reading all
 * of the athlete's history, for a bounded cost.
 */
export const WARMUP_DAYS = 150;

/** Where an athlete's series really starts when only a window of the history was read. */
export interface ReadWindow {
  /** The athlete's first day of load data (all time), or null with none. */
  first: string | null;
  /** The first day that was read. */
  since: string;
}

const round = (v: number | null, decimals: number) => (v === null ? null : Number(v.toFixed(decimals)));

/**
 * An athlete's figures over [from, to]: daily load with both ACWRs, Monday-Sunday weeks touching
 * the period, and the wellness readings with their flags. `entries` and `checkins` are the
 * athlete's own, read from HISTORY_DAYS before `from`: the series start at the first day of data
 * (the EWMA's seed), so a gap in the data counts as rest days.
 */
export function athleteFigures(
  entries: readonly LoadEntry[],
  checkins: readonly WellnessItemsRow[],
  from: string,
  to: string,
  zones: AcwrZones = DEFAULT_ACWR_ZONES,
  window?: ReadWindow,
): AthleteFigures {
  const first = window ? window.first : entries.reduce<string | null>((min, e) => (min === null || e.date < min ? e.date : min), null);
  const days: DayFigures[] = [];
  const weeks: WeekRow[] = [];
  if (first !== null && first <= to) {
    // With a read window, the series starts at its first day (the EWMA warms up over WARMUP_DAYS).
    const seriesFirst = window && first < window.since ? window.since : first;
    const start = seriesFirst < from ? seriesFirst : from;
    // Whole weeks: from the Monday of the first shown week to the Sunday of the last.
    const end = addDays(weekStart(to), 6);
    const daily = dailyLoads(entries, start, end);
    // The series from the first day of data on: the rolling window and the EWMA's seed start there.
    const offset = dayNumber(seriesFirst) - dayNumber(start);
    const series = daily.slice(offset);
    const ewma = ewmaAcwr(series);
    const lastShown = dayNumber(to) - dayNumber(start);
    for (let i = Math.max(0, dayNumber(from) - dayNumber(start)); i <= lastShown; i++) {
      const date = addDays(start, i);
      const beforeData = i < offset;
      const rolling = beforeData ? null : rollingAcwr(series, i - offset);
      const e = beforeData ? null : ewma[i - offset];
      days.push({
        date,
        load: daily[i]!,
        rolling: round(rolling, 3),
        rolling_zone: rolling === null ? null : acwrZone(rolling, zones),
        acute: round(e?.acute ?? 0, 1)!,
        chronic: round(e?.chronic ?? 0, 1)!,
        ewma: round(e?.ratio ?? null, 3),
        ewma_zone: e?.ratio == null ? null : acwrZone(e.ratio, zones),
      });
    }
    for (let monday = weekStart(from); monday <= to; monday = addDays(monday, 7)) {
      const i = dayNumber(monday) - dayNumber(start);
      const seven = Array.from({ length: 7 }, (_, k) => (i + k >= 0 ? (daily[i + k] ?? 0) : 0));
      const w = weekFigures(seven);
      weeks.push({ start: monday, load: w.load, monotony: round(w.monotony, 2), strain: round(w.strain, 0) });
    }
  }
  return {
    first_date: first,
    rolling_from: first === null ? null : addDays(first, CHRONIC_DAYS - 1),
    days,
    weeks,
    wellness: readings(checkins).filter((r) => r.date >= from && r.date <= to),
  };
}

/** Wellness readings with their index and flags (each compared with the athlete's 28 days before it). */
export function readings(checkins: readonly WellnessItemsRow[]): WellnessReading[] {
  const sorted = [...checkins].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  let first = 0; // the first reading inside the current reading's 28-day window (dates only grow)
  return sorted.map((c, i) => {
    const windowStart = addDays(c.date, -CHRONIC_DAYS);
    while (first < i && sorted[first]!.date < windowStart) first++;
    const previous = sorted
      .slice(first, i)
      .filter((p) => p.date < c.date)
      .map(hooperIndex);
    const flag = wellnessFlag(c, previous);
    return { date: c.date, sleep: c.sleep, stress: c.stress, fatigue: c.fatigue, soreness: c.soreness, note: c.note, index: hooperIndex(c), flag, flagged: flagged(flag) };
  });
}

/**
 * The last of readings(checkins), computed alone: the same reading, index and flag (compared with
 * the athlete's readings of the 28 days before it, in the same order), without building the others.
 * The risk board shows only this one.
 */
export function lastReading(checkins: readonly WellnessItemsRow[]): WellnessReading | null {
  if (checkins.length === 0) return null;
  const sorted = [...checkins].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id));
  const c = sorted.at(-1)!;
  const windowStart = addDays(c.date, -CHRONIC_DAYS);
  const previous = sorted.filter((p) => p.date >= windowStart && p.date < c.date).map(hooperIndex);
  const flag = wellnessFlag(c, previous);
  return { date: c.date, sleep: c.sleep, stress: c.stress, fatigue: c.fatigue, soreness: c.soreness, note: c.note, index: hooperIndex(c), flag, flagged: flagged(flag) };
}

/** Session load of an entry (for lists and the CSV). */
export const entryLoad = (e: Pick<LoadEntryRow, 'rpe' | 'minutes'>) => sessionLoad(e.rpe, e.minutes);
