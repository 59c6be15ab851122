import type { AcwrZones, AthleteFigures, BoardRow, LoadEntryKind } from '@prancheta/shared';
import { useQuery } from '@tanstack/react-query';
import { api, getBlob } from './client.ts';

export type { BoardRow, DayFigures as LoadDay, WellnessReading } from '@prancheta/shared';

export interface LoadEntry {
  id: number;
  date: string;
  kind: LoadEntryKind;
  minutes: number;
  rpe: number;
  load: number;
  note: string;
  /** Where it came from: 'free', 'attendance' or 'mark' (the student's done mark). */
  origin: string;
}
/** GET /api/carga/atletas/{id}: the figures, the period's entries and whether the check-in is on. */
export interface AthleteLoad extends AthleteFigures {
  entries: LoadEntry[];
  wellness_on: boolean;
}

export const loadKeys = {
  all: ['carga'] as const,
  athlete: (id: number | string, from: string, to: string) => ['carga', 'athlete', String(id), from, to] as const,
  board: (category: number | null, today: string) => ['carga', 'board', category ?? 'all', today] as const,
};

/** GET /api/carga/atletas/{id}?from&to: an athlete's figures and entries over a period. */
export function useAthleteLoad(id: number | string | undefined, from: string, to: string) {
  return useQuery({
    queryKey: loadKeys.athlete(id ?? '', from, to),
    queryFn: ({ signal }) => api.get<AthleteLoad>(`carga/atletas/${encodeURIComponent(String(id))}?from=${from}&to=${to}`, signal),
    enabled: id !== undefined && id !== '',
    retry: false,
  });
}

/** GET /api/carga/painel: the risk board of every athlete, or of a club category's, on a day (roster groups filter on the page). */
export function useLoadBoard(category: number | null, today: string) {
  const q = new URLSearchParams({ today });
  if (category !== null) q.set('category', String(category));
  return useQuery({
    queryKey: loadKeys.board(category, today),
    queryFn: ({ signal }) => api.get<{ today: string; zones: AcwrZones; atletas: BoardRow[] }>(`carga/painel?${q.toString()}`, signal),
  });
}

/** GET /api/carga/zonas: the coach's ACWR zones (or the defaults). */
export function useLoadZones() {
  return useQuery({ queryKey: [...loadKeys.all, 'zones'] as const, queryFn: ({ signal }) => api.get<{ zones: AcwrZones }>('carga/zonas', signal).then((r) => r.zones) });
}

export const addLoadEntry = (athleteId: number, body: Record<string, unknown>) => api.post<{ message: string }>(`carga/atletas/${athleteId}/registros`, body);
export const deleteLoadEntry = (id: number) => api.delete<{ message: string }>(`carga/registros/${id}`);
export const setWellness = (athleteId: number, on: boolean) => api.post<{ message: string; wellness_on: boolean }>(`carga/atletas/${athleteId}/bem-estar`, { on });
/** POST /api/carga/bem-estar: the daily check-in on or off for a roster group or a club category at once (neither: every athlete). */
export const setGroupWellness = (body: { on: boolean; group?: string; category?: number }) =>
  api.post<{ message: string; changed: number; wellness_on: boolean }>('carga/bem-estar', body);
export const saveZones = (zones: AcwrZones) => api.post<{ message: string; zones: AcwrZones }>('carga/zonas', { ...zones });
export const exportLoad = (from: string, to: string) => getBlob(`carga/export?from=${from}&to=${to}`);
/** POST /api/presencas/carga: an athlete's session RPE and minutes after attendance. */
export const saveAttendanceLoad = (body: Record<string, unknown>) => api.post<{ message: string }>('presencas/carga', body);

/** Today in the device's own time zone, YYYY-MM-DD. */
export function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** What a load PDF covers: one athlete, or a roster group / club category (neither: every athlete). */
export type LoadPdfTarget = { athlete: number } | { group?: string; category?: number };

/** The print address of a load PDF over [from, to] (a short-lived print token, never the session). */
export function loadPrintUrl(target: LoadPdfTarget, from: string, to: string, token: string, lang: string): string {
  const q = new URLSearchParams({ from, to, lang: lang.slice(0, 2) || 'pt', token });
  if ('athlete' in target) return `/api/print/carga/atletas/${target.athlete}?${q.toString()}`;
  if (target.group !== undefined) q.set('group', target.group);
  if (target.category !== undefined) q.set('category', String(target.category));
  return `/api/print/carga/grupo?${q.toString()}`;
}
