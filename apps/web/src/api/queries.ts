// The reads a first screen starts with, as TanStack Query options (key and fetcher): the pages'
// hooks use them, and so does the first load, which asks for them before the page's code has run
// (app/firstData.ts). Only the API client and types here: this module is part of the first load.
import type { Anamnese, Assessment, Athlete, AttendanceSession, CalendarFeedAnswer, ExamplesAnswer, FitnessPrintLayout, FitnessSheet, FitnessSheetSummary, HomeAnswer, Notification, RecurringEntry, RetentionAnswer, SessionMark, Sport, SportSummary, Training, TrainingSummary, UserAnswer } from '@prancheta/shared';
import { api } from './client.ts';

/** Query key of the signed-in user. */
export const userKey = ['user'] as const;

/** Query key of the home overview (every area's count and latest records). */
export const homeKey = ['home'] as const;

/** Query key of the home notifications (invalidated when an admin changes them). */
export const notificationsKey = ['notifications'] as const;

/** Query keys of the trainings API. */
export const trainingKeys = {
  list: ['treinos'] as const,
  one: (id: number | string) => ['treino', String(id)] as const,
};

/** Query keys of the fitness sheets API. */
export const fitnessKeys = {
  list: (video: boolean) => ['fitnes', video ? 'videos' : 'sheets'] as const,
  sheet: (id: number | string) => ['fitnesex', String(id)] as const,
  exercise: (id: number | string) => ['fitnesex-get', String(id)] as const,
};

/** The other trainings GET treinos/{id} returns (the copy target selector). */
export type TrainingChoice = { id: number; clube: string; categoria: string; data: string };

/** A copy target of a sheet's exercises (another sheet of the same kind). */
export interface SheetChoice {
  id: number;
  title: string;
  student: string;
}

/** What TanStack Query hands a fetcher. */
type Ctx = { signal: AbortSignal };

/** GET /api/user: the signed-in user with teams and subscription. */
export const userQuery = () => ({ queryKey: userKey, queryFn: ({ signal }: Ctx) => api.get<UserAnswer>('user', signal).then((a) => a.user) });

/** GET /api/home: the counts and latest records of every area of the coach, in one call. */
export const homeQuery = () => ({ queryKey: homeKey, queryFn: ({ signal }: Ctx) => api.get<HomeAnswer>('home', signal).then((a) => a.home) });

/** GET /api/notifications: the home-screen notifications not yet dismissed. */
export const notificationsQuery = () => ({
  queryKey: notificationsKey,
  queryFn: ({ signal }: Ctx) => api.get<{ notifications: Notification[] }>('notifications', signal).then((a) => a.notifications),
});

/** GET /api/treinos: my trainings. */
export const trainingsQuery = () => ({
  queryKey: trainingKeys.list,
  queryFn: ({ signal }: Ctx) => api.get<{ treinos: TrainingSummary[] }>('treinos', signal).then((r) => r.treinos),
});

/** GET /api/treinos/{id}: the training with its exercises, and my other trainings. */
export const trainingQuery = (id: number | string) => ({
  queryKey: trainingKeys.one(id),
  queryFn: ({ signal }: Ctx) => api.get<{ treino: Training; treinos: TrainingChoice[] }>(`treinos/${encodeURIComponent(String(id))}`, signal),
});

/** GET /api/fitnes (or ?videos=1): my sheets or video sessions. */
export const sheetsQuery = (video: boolean) => ({
  queryKey: fitnessKeys.list(video),
  queryFn: ({ signal }: Ctx) => api.get<{ fitnes: FitnessSheetSummary[] }>(video ? 'fitnes?videos=1' : 'fitnes', signal).then((r) => r.fitnes),
});

/** GET /api/fitnesex/{sheetId}: the sheet with its exercises, and the other sheets (copy targets). */
export const sheetQuery = (id: number | string) => ({
  queryKey: fitnessKeys.sheet(id),
  queryFn: ({ signal }: Ctx) => api.get<{ fitnes: FitnessSheet; treinos: SheetChoice[] }>(`fitnesex/${encodeURIComponent(String(id))}`, signal),
});

/** External links of the top navigation and the contact button (GET /api/config/links). */
export interface ExternalLinks {
  help: string;
  community: string;
  suggestions: string;
  contact: string;
}

/** GET /api/config/links: the signed-in layout's external links (help menu, contact button). */
export const linksQuery = () => ({ queryKey: ['config', 'links'] as const, queryFn: ({ signal }: Ctx) => api.get<ExternalLinks>('config/links', signal) });

/** GET /api/user/retention: the coach's records deleted within 14 days (the home's warning). */
export const retentionQuery = () => ({
  queryKey: ['user', 'retention'] as const,
  queryFn: ({ signal }: Ctx) => api.get<RetentionAnswer>('user/retention', signal).then((a) => a.expiring),
});

/** GET /api/sports: the sports a coach can pick (the training header's sport field). */
export const sportsQuery = () => ({ queryKey: ['sports'] as const, queryFn: ({ signal }: Ctx) => api.get<{ sports: SportSummary[] }>('sports', signal).then((r) => r.sports) });

/** GET /api/sports/{id}: one sport with its artwork (the board's fields). */
export const sportQuery = (id: number | string) => ({
  queryKey: ['sports', String(id)] as const,
  queryFn: ({ signal }: Ctx) => api.get<{ sport: Sport }>(`sports/${encodeURIComponent(String(id))}`, signal).then((r) => r.sport),
});

/** GET /api/atletas: the coach's roster (a sheet's students). */
export const athletesQuery = () => ({ queryKey: ['atletas'] as const, queryFn: ({ signal }: Ctx) => api.get<{ atletas: Athlete[] }>('atletas', signal).then((r) => r.atletas) });

/** GET /api/calendario: the coach's private calendar feed address (the roster page shows it). */
export const calendarFeedQuery = () => ({ queryKey: ['calendario'] as const, queryFn: ({ signal }: Ctx) => api.get<CalendarFeedAnswer>('calendario', signal) });

/** GET /api/user/subscription: the coach's subscription that renews itself (null when none). */
export const recurringSubscriptionQuery = () => ({
  queryKey: ['user', 'subscription'] as const,
  queryFn: ({ signal }: Ctx) => api.get<{ subscription: RecurringEntry | null }>('user/subscription', signal).then((a) => a.subscription),
  staleTime: 60_000,
});

/** GET /api/fitnes/print-layout: the print layout the coach chose last (standard for a new coach). */
export const printLayoutQuery = () => ({
  queryKey: ['fitnes-print-layout'] as const,
  queryFn: ({ signal }: Ctx) => api.get<{ layout: FitnessPrintLayout }>('fitnes/print-layout', signal).then((r) => r.layout),
});

/** GET /api/fitnes/{id}/conclusoes: the done marks students left on a sheet. */
export const sheetMarksQuery = (sheetId: number | string) => ({
  queryKey: ['conclusoes', 'sheet', String(sheetId)] as const,
  queryFn: ({ signal }: Ctx) => api.get<{ conclusoes: SessionMark[] }>(`fitnes/${encodeURIComponent(String(sheetId))}/conclusoes`, signal).then((r) => r.conclusoes),
});

/** Query key of the coach's sample records (GET /api/examples). */
export const examplesKey = ['examples'] as const;

/** GET /api/examples: the ids of the coach's sample records per kind (the lists' "Example" badge). */
export const examplesQuery = () => ({ queryKey: examplesKey, queryFn: ({ signal }: Ctx) => api.get<ExamplesAnswer>('examples', signal), staleTime: 60_000 });

/** An athlete's address segment. */
const athletePath = (athleteId: number | string) => `atletas/${encodeURIComponent(String(athleteId))}`;

/** GET /api/atletas/{id}: the athlete's name and birth date for the assessment pages. */
export const athleteBasicsQuery = (athleteId: number | string) => ({
  queryKey: ['atletas', 'one', String(athleteId)] as const,
  queryFn: ({ signal }: Ctx) => api.get<{ atleta: { id: number; name: string; birth_date: string | null } }>(athletePath(athleteId), signal).then((r) => r.atleta),
  retry: false,
});

/** GET /api/atletas/{id}/avaliacoes: an athlete's assessments, oldest first. */
export const athleteAssessmentsQuery = (athleteId: number | string) => ({
  queryKey: ['avaliacoes', 'athlete', String(athleteId)] as const,
  queryFn: ({ signal }: Ctx) => api.get<{ avaliacoes: Assessment[] }>(`${athletePath(athleteId)}/avaliacoes`, signal).then((r) => r.avaliacoes),
  retry: false,
});

/** GET /api/atletas/{id}/anamnese. */
export const anamneseQuery = (athleteId: number | string) => ({
  queryKey: ['anamnese', String(athleteId)] as const,
  queryFn: ({ signal }: Ctx) => api.get<{ anamnese: Anamnese }>(`${athletePath(athleteId)}/anamnese`, signal).then((r) => r.anamnese),
});

/** A UTC day (YYYY-MM-DD) of a time. */
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const DAY = 86_400_000;

/** The attendance screen's first period: two weeks back to one week ahead. */
export const attendancePeriod = (now = Date.now()) => ({ from: dayOf(now - 14 * DAY), to: dayOf(now + 7 * DAY) });

/** GET /api/presencas/sessoes?from=&to=: the sessions (dated trainings, week cells) of a period. */
export const attendanceSessionsQuery = (from: string, to: string) => ({
  queryKey: ['presencas', 'sessoes', from, to] as const,
  queryFn: ({ signal }: Ctx) => api.get<{ sessions: AttendanceSession[] }>(`presencas/sessoes?from=${from}&to=${to}`, signal).then((r) => r.sessions),
});
