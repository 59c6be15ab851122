import type { AthleteImportAnswer, AthleteInput, AttendanceRates, AttendanceSheet, AttendanceStatus, CalendarFeedAnswer, StudentLink } from '@prancheta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getBlob } from './client.ts';
import { athletesQuery, attendanceSessionsQuery, calendarFeedQuery } from './queries.ts';

/** Query keys of the roster, student links, attendance and calendar APIs. */
export const athleteKeys = {
  list: athletesQuery().queryKey,
  links: (id: number) => ['atletas', id, 'links'] as const,
  sessions: (from: string, to: string) => attendanceSessionsQuery(from, to).queryKey,
  sheet: (kind: string, recordId: number, slot: string) => ['presencas', kind, recordId, slot] as const,
  rates: (from: string, to: string) => ['presencas', 'taxas', from, to] as const,
  calendar: calendarFeedQuery().queryKey,
};

/** GET /api/atletas: my roster. */
export function useAthletes() {
  return useQuery(athletesQuery());
}

/** POST /api/atletas (new) or /api/atletas/{id} (update). */
export function saveAthlete(id: number | null, values: AthleteInput): Promise<{ atleta: { id: number }; message: string }> {
  return api.post(id ? `atletas/${id}` : 'atletas', { ...values });
}

/** DELETE /api/atletas/{id}, refreshing the roster. */
export function useDeleteAthlete() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => api.delete<{ message: string }>(`atletas/${id}`), onSuccess: () => qc.invalidateQueries({ queryKey: athleteKeys.list }) });
}

/** POST /api/atletas/import: the preview (dry_run) or the import of the valid rows (duplicates too when includeDuplicates). */
export function importAthletes(csv: string, dryRun: boolean, includeDuplicates = false): Promise<AthleteImportAnswer> {
  return api.post<AthleteImportAnswer>('atletas/import', { csv, dry_run: dryRun, include_duplicates: includeDuplicates });
}

/** GET /api/atletas/export: the roster as CSV. */
export function exportAthletes(): Promise<Blob> {
  return getBlob('atletas/export');
}

/** GET /api/atletas/{id}/links (while `enabled`). */
export function useStudentLinks(id: number, enabled: boolean) {
  return useQuery({ queryKey: athleteKeys.links(id), queryFn: ({ signal }) => api.get<{ links: StudentLink[] }>(`atletas/${id}/links`, signal).then((r) => r.links), enabled, retry: false });
}

/** POST /api/atletas/{id}/links. */
export function useCreateStudentLink(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (days: number | null) => api.post<{ link: StudentLink; message: string }>(`atletas/${id}/links`, { expires_in_days: days }),
    onSuccess: () => qc.invalidateQueries({ queryKey: athleteKeys.links(id) }),
  });
}

/** DELETE /api/atletas/links/{linkId}. */
export function useRevokeStudentLink(id: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (linkId: number) => api.delete<{ message: string }>(`atletas/links/${linkId}`), onSuccess: () => qc.invalidateQueries({ queryKey: athleteKeys.links(id) }) });
}

/** GET /api/presencas/sessoes?from=&to=. */
export function useAttendanceSessions(from: string, to: string) {
  return useQuery({ ...attendanceSessionsQuery(from, to), enabled: from !== '' && to !== '' && from <= to });
}

/** GET /api/presencas?kind=&record_id=&slot=. */
export function useAttendanceSheet(key: { kind: string; record_id: number; slot: string } | null) {
  return useQuery({
    queryKey: athleteKeys.sheet(key?.kind ?? '', key?.record_id ?? 0, key?.slot ?? ''),
    queryFn: ({ signal }) => api.get<AttendanceSheet>(`presencas?kind=${key!.kind}&record_id=${key!.record_id}&slot=${encodeURIComponent(key!.slot)}`, signal),
    enabled: key !== null,
  });
}

/** POST /api/presencas: one mark (null clears it). */
export function markAttendance(key: { kind: string; record_id: number; slot: string }, athleteId: number, status: AttendanceStatus | null): Promise<{ message: string }> {
  return api.post('presencas', { ...key, athlete_id: athleteId, status });
}

/** GET /api/presencas/taxas?from=&to=. */
export function useAttendanceRates(from: string, to: string, enabled: boolean) {
  return useQuery({ queryKey: athleteKeys.rates(from, to), queryFn: ({ signal }) => api.get<AttendanceRates>(`presencas/taxas?from=${from}&to=${to}`, signal), enabled: enabled && from !== '' && to !== '' && from <= to });
}

/** GET /api/presencas/export?from=&to=: CSV. */
export function exportAttendance(from: string, to: string): Promise<Blob> {
  return getBlob(`presencas/export?from=${from}&to=${to}`);
}

/** GET /api/calendario: my feed address. */
export function useCalendarFeed() {
  return useQuery(calendarFeedQuery());
}

/** POST (new address) or DELETE (revoke) /api/calendario. */
export function useCalendarFeedChange() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (action: 'create' | 'revoke') => (action === 'create' ? api.post<CalendarFeedAnswer>('calendario') : api.delete<CalendarFeedAnswer>('calendario')),
    onSuccess: (data) => qc.setQueryData(athleteKeys.calendar, { url: data.url }),
  });
}
