import type { WeekSession } from '@prancheta/shared';
import { WEEKDAYS, WEEK_SHIFTS } from '@prancheta/shared';
import { richTextToPlain } from '../../richtext/sanitize.ts';
import { parseCells, weekConfig } from './present.ts';
import type { WeekRow } from './repo.ts';

/** The day (YYYY-MM-DD) of a weekday within the 7 days starting at `start`. */
function dayOf(start: string, weekday: number): string {
  const first = new Date(`${start}T00:00:00Z`);
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return new Date(first.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The sessions of a weekly sheet: every cell of a checked day that holds text, a time or a linked
 * training, dated within the sheet's week, in date and shift order.
 */
export function weekSessions(row: WeekRow): WeekSession[] {
  const config = weekConfig(row);
  const dia = parseCells<string>(row.dia, 'string');
  const time = parseCells<string>(row.time, 'string');
  const place = parseCells<string>(row.place, 'string');
  const links = parseCells<number>(row.links, 'number');
  const out: WeekSession[] = [];
  WEEKDAYS.forEach((day, index) => {
    if (!config.days.includes(day)) return;
    for (const shift of WEEK_SHIFTS) {
      const cell = `${day}${shift}`;
      const text = richTextToPlain(dia[cell] ?? '').trim();
      if (text === '' && !time[cell] && links[cell] === undefined) continue;
      out.push({ cell, date: dayOf(row.data_inicio, index), shift, time: time[cell] ?? '', place: place[cell] ?? '', text });
    }
  });
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.shift.localeCompare(b.shift));
}
