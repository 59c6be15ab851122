// Attendance's plain constants, apart from their zod schemas (attendance.ts): the attendance screen
// needs only these, and does not load zod for them.

/** Attendance statuses, in the order the marking buttons show them. */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'excused'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

/** What a session is: a dated training, or one cell (weekday + shift) of a weekly sheet. */
export const ATTENDANCE_KINDS = ['treino', 'semana'] as const;
export type AttendanceKind = (typeof ATTENDANCE_KINDS)[number];
