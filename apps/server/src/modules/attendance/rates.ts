import type { AttendanceRates, AttendanceStatus } from '@prancheta/shared';

interface Counts {
  present: number;
  absent: number;
  excused: number;
}

/** present / (present + absent), 0..1 rounded to 3 places; null when there is nothing to rate. Excused absences count in neither. */
export function attendanceRate(c: Counts): number | null {
  const base = c.present + c.absent;
  return base === 0 ? null : Math.round((c.present / base) * 1000) / 1000;
}

/** Rates per athlete and per group from the marks of a period. */
export function ratesOf(marks: { athlete_id: number; name: string; group_label: string; status: AttendanceStatus }[], noGroup: string): AttendanceRates {
  const athletes = new Map<number, Counts & { name: string; group: string }>();
  const groups = new Map<string, Counts>();
  for (const m of marks) {
    const group = m.group_label.trim() || noGroup;
    const a = athletes.get(m.athlete_id) ?? { name: m.name, group, present: 0, absent: 0, excused: 0 };
    a[m.status] += 1;
    athletes.set(m.athlete_id, a);
    const g = groups.get(group) ?? { present: 0, absent: 0, excused: 0 };
    g[m.status] += 1;
    groups.set(group, g);
  }
  return {
    athletes: [...athletes.entries()].map(([athlete_id, a]) => ({ athlete_id, ...a, rate: attendanceRate(a) })).sort((x, y) => x.name.localeCompare(y.name)),
    groups: [...groups.entries()].map(([group, g]) => ({ group, ...g, rate: attendanceRate(g) })).sort((x, y) => x.group.localeCompare(y.group)),
  };
}
