import type { AcwrZones, AthleteFigures, BoardRow, DayFigures, WellnessReading } from '@prancheta/shared';
import { addDays, DEFAULT_ACWR_ZONES, weekStart } from '@prancheta/shared';
import type { Actor } from '../../access/actor.ts';
import type { Db } from '../../db/index.ts';
import { athleteFigures, HISTORY_DAYS, lastReading, WARMUP_DAYS } from './figures.ts';
import type { BoardAthlete } from './repo.ts';
import { loadRepo, settingsRepo, wellnessRepo } from './repo.ts';

/** The coach's zones, or Gabbett's defaults. */
export async function zonesOf(db: Db, actor: Actor): Promise<AcwrZones> {
  return (await settingsRepo.zones(db, actor)) ?? DEFAULT_ACWR_ZONES;
}

/** One athlete's figures over [from, to] (their history read from HISTORY_DAYS before). */
export async function figuresOf(db: Db, actor: Actor, athleteId: number, from: string, to: string): Promise<AthleteFigures> {
  const since = addDays(from, -HISTORY_DAYS);
  const [entries, checkins, zones] = await Promise.all([
    loadRepo.ofAthletes(db, actor, [athleteId], since),
    wellnessRepo.ofAthletes(db, actor, [athleteId], since),
    zonesOf(db, actor),
  ]);
  return athleteFigures(entries, checkins, from, to, zones);
}

/** Days a wellness flag keeps an athlete at the top of the board. */
const RECENT_WELLNESS_DAYS = 3;
/** The last reading's flag compares it with the 28 days before it: the check-ins of the last 60 days are enough. */
const BOARD_WELLNESS_DAYS = 60;

/** Groups rows by athlete, keeping their order. */
function byAthlete<T extends { athlete_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const r of rows) {
    const list = map.get(r.athlete_id);
    if (list) list.push(r);
    else map.set(r.athlete_id, [r]);
  }
  return map;
}

/** Why a board row needs attention, from its last day's ratios and last wellness reading. */
function attentionOf(day: DayFigures | null, wellness: WellnessReading | null, today: string): string[] {
  const zone = day?.ewma_zone ?? day?.rolling_zone;
  const attention: string[] = [];
  if (day && (day.rolling_zone === 'high' || day.ewma_zone === 'high')) attention.push('acwr-high');
  else if (zone === 'caution' || day?.rolling_zone === 'caution') attention.push('acwr-caution');
  else if (zone === 'low' && (day?.rolling ?? null) !== null) attention.push('acwr-low');
  if (wellness?.flagged && wellness.date >= addDays(today, -RECENT_WELLNESS_DAYS)) attention.push('wellness');
  return attention;
}

/**
 * The risk board of some athletes on `today`: this week's load, monotony and strain, both ACWRs,
 * the last wellness reading. Athletes needing attention first (high or caution ratio, a wellness
 * flag of the last days), then by name. Three small queries for the whole group, whatever its
 * size: the daily sums of the last WARMUP_DAYS (summed by the database), each athlete's first day
 * of data (so the rolling ratio still waits for 28 days of data), and the check-ins of the last 60
 * days, only the columns the figures read.
 */
export async function boardOf(db: Db, actor: Actor, athletes: BoardAthlete[], today: string): Promise<BoardRow[]> {
  const ids = athletes.map((a) => a.id);
  const since = addDays(weekStart(today), -WARMUP_DAYS);
  const [sums, firsts, checkins, zones] = await Promise.all([
    loadRepo.dailySums(db, actor, ids, since, today),
    loadRepo.firstDays(db, actor, ids),
    wellnessRepo.itemsOf(db, actor, ids, addDays(today, -BOARD_WELLNESS_DAYS), today),
    zonesOf(db, actor),
  ]);
  // A day's sum is one pseudo-entry of that load (RPE = the sum, one minute).
  const daysOf = byAthlete(sums.map((s) => ({ athlete_id: s.athlete_id, date: s.date, rpe: Number(s.load), minutes: 1 })));
  const checkinsOf = byAthlete(checkins);
  const monday = weekStart(today);
  const rows = athletes.map((a): BoardRow => {
    const f = athleteFigures(daysOf.get(a.id) ?? [], [], monday, today, zones, { first: firsts.get(a.id) ?? null, since });
    const week = f.weeks.at(-1) ?? { load: 0, monotony: null, strain: null };
    const day = f.days.at(-1) ?? null;
    const wellness = lastReading(checkinsOf.get(a.id) ?? []);
    return {
      athlete_id: a.id,
      name: a.name,
      group_label: a.group_label,
      week: { load: week.load, monotony: week.monotony, strain: week.strain },
      today: day,
      wellness,
      attention: attentionOf(day, wellness, today),
    };
  });
  const weight = (r: BoardRow) =>
    r.attention.includes('acwr-high') || r.attention.includes('wellness') ? 0 : r.attention.includes('acwr-caution') ? 1 : r.attention.length ? 2 : 3;
  return rows.sort((x, y) => weight(x) - weight(y) || x.name.localeCompare(y.name));
}
