/*
 * Training load and wellness figures, computed the same way on the server, the web page and the
 * PDF. Published methods only:
 * - session load (Foster et al., 2001): RPE on the CR-10 scale x minutes, in arbitrary units;
 * - weekly load, monotony and strain (Foster, 1998), over a Monday-Sunday week of daily loads;
 * - acute:chronic workload ratio, rolling (7-day mean / 28-day mean, the 28 days including the 7)
 *   and exponentially weighted (Williams et al., 2017), with Gabbett's (2016) zones by default;
 * - the Hooper index (Hooper & Mackinnon, 1995): sleep + stress + fatigue + soreness, each 1-7.
 * Dates are calendar days as 'YYYY-MM-DD' strings (the user's own days: no time zone here).
 */

/** One done session or free entry: its day, its duration and its effort. */
export interface LoadEntry {
  date: string;
  minutes: number;
  rpe: number;
}

/** Session load = RPE x minutes (arbitrary units). */
export function sessionLoad(rpe: number, minutes: number): number {
  return rpe * minutes;
}

const DAY_MS = 86_400_000;

/** Day numbers already parsed: a board or a report parses the same few hundred dates many times. */
const dayNumbers = new Map<string, number>();

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date. */
export function dayNumber(date: string): number {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    day = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
    // Bounded: dropped whole when full (about ten years of days).
    if (dayNumbers.size >= 4096) dayNumbers.clear();
    dayNumbers.set(date, day);
  }
  return day;
}

/** The 'YYYY-MM-DD' date of a day number. */
export function dayDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** The date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  return dayDate(dayNumber(date) + days);
}

/** The Monday of the week holding `date` (weeks run Monday to Sunday). */
export function weekStart(date: string): string {
  const day = dayNumber(date);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  return dayDate(day - (((day + 3) % 7) + 7) % 7);
}

/** Daily load of every day from `from` to `to` inclusive: the sum of the day's session loads, 0 on rest days. */
export function dailyLoads(entries: readonly LoadEntry[], from: string, to: string): number[] {
  const first = dayNumber(from);
  const loads = new Array<number>(Math.max(0, dayNumber(to) - first + 1)).fill(0);
  for (const e of entries) {
    const i = dayNumber(e.date) - first;
    if (i >= 0 && i < loads.length) loads[i]! += sessionLoad(e.rpe, e.minutes);
  }
  return loads;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const mean = (values: readonly number[]) => (values.length ? sum(values) / values.length : 0);

/** Population standard deviation (divides by n). */
export function populationSd(values: readonly number[]): number {
  const m = mean(values);
  return Math.sqrt(mean(values.map((v) => (v - m) ** 2)));
}

/** A week's figures: load, monotony (mean / SD of the 7 daily loads; null when the SD is 0) and strain (load x monotony). */
export interface WeekFigures {
  load: number;
  monotony: number | null;
  strain: number | null;
}

/** Foster's weekly figures of seven daily loads (Monday to Sunday, rest days as 0). */
export function weekFigures(days: readonly number[]): WeekFigures {
  if (days.length !== 7) throw new RangeError('a week has 7 daily loads');
  const load = sum(days);
  const sd = populationSd(days);
  const monotony = sd === 0 ? null : mean(days) / sd;
  return { load, monotony, strain: monotony === null ? null : load * monotony };
}

/** Days of data the rolling ratio needs before it is shown (its chronic window). */
export const CHRONIC_DAYS = 28;
export const ACUTE_DAYS = 7;

/**
 * Rolling acute:chronic ratio on day `i` of a daily series that starts at the athlete's first day of
 * data: mean of days i-6..i / mean of days i-27..i. Null before 28 days of data, or when the
 * chronic mean is 0.
 */
export function rollingAcwr(daily: readonly number[], i: number): number | null {
  if (i < CHRONIC_DAYS - 1 || i >= daily.length) return null;
  const chronic = mean(daily.slice(i - CHRONIC_DAYS + 1, i + 1));
  if (chronic === 0) return null;
  return mean(daily.slice(i - ACUTE_DAYS + 1, i + 1)) / chronic;
}

/** Decay constant of an exponentially weighted moving average over `days` days: 2 / (days + 1). */
export const ewmaLambda = (days: number) => 2 / (days + 1);

/** EWMA of a daily series: today = load x lambda + (1 - lambda) x yesterday, started at the first day's load. */
export function ewma(daily: readonly number[], lambda: number): number[] {
  const out: number[] = [];
  daily.forEach((load, i) => out.push(i === 0 ? load : load * lambda + (1 - lambda) * out[i - 1]!));
  return out;
}

/** Acute (7-day) and chronic (28-day) EWMA per day, and their ratio (null when the chronic one is 0). */
export function ewmaAcwr(daily: readonly number[]): Array<{ acute: number; chronic: number; ratio: number | null }> {
  const acute = ewma(daily, ewmaLambda(ACUTE_DAYS));
  const chronic = ewma(daily, ewmaLambda(CHRONIC_DAYS));
  return daily.map((_, i) => ({ acute: acute[i]!, chronic: chronic[i]!, ratio: chronic[i]! === 0 ? null : acute[i]! / chronic[i]! }));
}

/** Upper bounds of the ACWR zones: below `low` is low, up to `target` the target, up to `caution` caution, above it high. */
export interface AcwrZones {
  low: number;
  target: number;
  caution: number;
}

/** Gabbett (2016): < 0.8 low, 0.8-1.3 target, 1.3-1.5 caution, > 1.5 high. */
export const DEFAULT_ACWR_ZONES: AcwrZones = { low: 0.8, target: 1.3, caution: 1.5 };

export type AcwrZone = 'low' | 'target' | 'caution' | 'high';

/** The zone of a ratio (bounds inclusive on the lower zone's side: 1.3 is target, 1.5 caution). */
export function acwrZone(ratio: number, zones: AcwrZones = DEFAULT_ACWR_ZONES): AcwrZone {
  if (ratio < zones.low) return 'low';
  if (ratio <= zones.target) return 'target';
  if (ratio <= zones.caution) return 'caution';
  return 'high';
}

/** Whether a set of zone bounds is usable: positive and increasing. */
export function validZones(z: AcwrZones): boolean {
  return [z.low, z.target, z.caution].every((v) => Number.isFinite(v) && v > 0) && z.low < z.target && z.target < z.caution;
}

/** One daily wellness check-in: each item 1 (very, very good / none) to 7 (very, very bad / extreme). */
export interface WellnessItems {
  sleep: number;
  stress: number;
  fatigue: number;
  soreness: number;
}

export const WELLNESS_ITEMS = ['sleep', 'stress', 'fatigue', 'soreness'] as const;

/** The Hooper index: the sum of the four items (4-28). */
export function hooperIndex(w: WellnessItems): number {
  return w.sleep + w.stress + w.fatigue + w.soreness;
}

/** Readings of the athlete's own history needed before the index is compared with it. */
export const WELLNESS_BASELINE_MIN = 7;

/** Why a reading is flagged: an index high for this athlete, and/or items at 6-7. */
export interface WellnessFlag {
  highIndex: boolean;
  items: Array<(typeof WELLNESS_ITEMS)[number]>;
}

/**
 * Flags a reading: its index is at least one standard deviation above the mean of the athlete's
 * own readings of the previous 28 days (only once there are 7 of them), or any item is 6 or 7.
 * `previous`: the indexes of the earlier readings of the 28 days before the reading's day.
 */
export function wellnessFlag(reading: WellnessItems, previous: readonly number[]): WellnessFlag {
  const index = hooperIndex(reading);
  const highIndex = previous.length >= WELLNESS_BASELINE_MIN && index >= mean(previous) + populationSd(previous);
  return { highIndex, items: WELLNESS_ITEMS.filter((k) => reading[k] >= 6) };
}

/** Whether a flag says anything. */
export const flagged = (f: WellnessFlag) => f.highIndex || f.items.length > 0;
