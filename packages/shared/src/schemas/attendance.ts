import { z } from 'zod';
import { dbId, text } from './common.ts';
import { isIsoDay } from './athletes.ts';

import { ATTENDANCE_KINDS, ATTENDANCE_STATUSES } from './attendance-constants.ts';

export { ATTENDANCE_KINDS, ATTENDANCE_STATUSES } from './attendance-constants.ts';
export type { AttendanceKind, AttendanceStatus } from './attendance-constants.ts';

/** Longest period a rates or export query covers, in days. */
export const ATTENDANCE_PERIOD_MAX_DAYS = 400;

/**
 * The day and time of a training's free-text date ("2026-03-02", "2026-03-02 18:30",
 * "02/03/2026", "02/03/2026 18:30"), or null when it names no day.
 */
export function trainingDateTime(value: string): { date: string; time: string | null } | null {
  const v = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:[T\s]+(\d{1,2}):(\d{2}))?/.exec(v);
  const br = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})(?:\s+(\d{1,2})[:h](\d{2}))?/.exec(v);
  const parts = iso ? [iso[1], iso[2], iso[3], iso[4], iso[5]] : br ? [br[3], br[2]!.padStart(2, '0'), br[1]!.padStart(2, '0'), br[4], br[5]] : null;
  if (!parts) return null;
  const date = `${parts[0]}-${parts[1]}-${parts[2]}`;
  if (!isIsoDay(date)) return null;
  const h = parts[3] === undefined ? null : Number(parts[3]);
  const time = h !== null && h < 24 && Number(parts[4]) < 60 ? `${String(h).padStart(2, '0')}:${parts[4]}` : null;
  return { date, time };
}

const day = z
  .string({ message: 'validation.required' })
  .refine(isIsoDay, { message: 'validation.invalid' });

/** A period [from, to] of days, at most ATTENDANCE_PERIOD_MAX_DAYS long. */
export const attendancePeriod = z
  .object({ from: day, to: day })
  .refine((p) => p.from <= p.to, { message: 'presencas.period-invalid', path: ['to'] })
  .refine((p) => (Date.parse(p.to) - Date.parse(p.from)) / 86_400_000 <= ATTENDANCE_PERIOD_MAX_DAYS, { message: 'presencas.period-too-long', path: ['to'] });

/** Which session: GET /api/presencas?kind=&record_id=&slot=. */
export const attendanceSessionQuery = z.object({
  kind: z.enum(ATTENDANCE_KINDS, { message: 'validation.invalid' }),
  record_id: dbId,
  slot: text().max(20).default(''),
});
export type AttendanceSessionQuery = z.infer<typeof attendanceSessionQuery>;

/** POST /api/presencas: one athlete's mark at a session (null clears it). */
export const attendanceMarkInput = attendanceSessionQuery.extend({
  athlete_id: dbId,
  status: z.enum(ATTENDANCE_STATUSES, { message: 'validation.invalid' }).nullable(),
});
export type AttendanceMarkInput = z.input<typeof attendanceMarkInput>;

/** A session one can take attendance for. */
export const attendanceSession = z.object({
  kind: z.enum(ATTENDANCE_KINDS),
  record_id: z.number(),
  slot: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  title: z.string(),
  place: z.string(),
  marked: z.number(),
});
export type AttendanceSession = z.infer<typeof attendanceSession>;
export const attendanceSessionList = z.object({ sessions: z.array(attendanceSession) });

/** One session with its marks (athlete id -> status). */
export const attendanceSheet = z.object({
  session: attendanceSession,
  marks: z.record(z.string(), z.enum(ATTENDANCE_STATUSES)),
  /** Each athlete's session RPE and minutes entered after marking (training load), by athlete id. */
  loads: z.record(z.string(), z.object({ rpe: z.number(), minutes: z.number() })),
});
export type AttendanceSheet = z.infer<typeof attendanceSheet>;

const counts = { present: z.number(), absent: z.number(), excused: z.number(), rate: z.number().nullable() };

/** Attendance rates over a period: rate = present / (present + absent); excused absences are left out. */
export const attendanceRates = z.object({
  athletes: z.array(z.object({ athlete_id: z.number(), name: z.string(), group: z.string(), ...counts })),
  groups: z.array(z.object({ group: z.string(), ...counts })),
});
export type AttendanceRates = z.infer<typeof attendanceRates>;
