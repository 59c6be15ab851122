import type { Week, WeekSummary } from '@prancheta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getBlob, upload } from './client.ts';

/** Query keys of the weekly sheets API. */
export const weekKeys = {
  list: ['semanas'] as const,
  one: (id: number | string) => ['semana', String(id)] as const,
};

/** GET /api/semana: my weekly sheets. */
export function useWeeks() {
  return useQuery({
    queryKey: weekKeys.list,
    queryFn: ({ signal }) => api.get<{ semanas: WeekSummary[] }>('semana', signal).then((r) => r.semanas),
  });
}

/** GET /api/semana/{id}. Errors are the caller's (load failure: "Ocorreu um erro" and back to /weeks). */
export function useWeek(id: number | string | undefined) {
  return useQuery({
    queryKey: weekKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<{ semana: Week }>(`semana/${encodeURIComponent(String(id))}`, signal).then((r) => r.semana),
    enabled: id !== undefined && id !== '',
    retry: false,
  });
}

/** POST /api/semana (new) or /api/semana/{id} (update), with upload progress. */
export function saveWeek(id: number | null, form: FormData, onProgress?: (fraction: number) => void): Promise<{ semana: { id: number } }> {
  return upload<{ semana: { id: number } }>(id ? `semana/${id}` : 'semana', form, onProgress);
}

/** POST /api/semana/duplicate/{id}. */
export function duplicateWeek(id: number): Promise<{ semana: { id: number } }> {
  return api.post<{ semana: { id: number } }>(`semana/duplicate/${id}`);
}

/** DELETE /api/semana/{id}, refreshing the list. */
export function useDeleteWeek() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`semana/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: weekKeys.list }),
  });
}

/** GET /api/semanaimg/{id}: the header image blob. */
export function fetchWeekImage(id: number, signal?: AbortSignal): Promise<Blob> {
  return getBlob(`semanaimg/${id}?key_time=${Date.now()}`, signal);
}

/** The print window address (seed: print page for the week with id, lang (2 letters) and a short-lived token). */
export function weekPrintUrl(id: number, token: string, lang: string): string {
  return `/api/print/week?id=${id}&lang=${encodeURIComponent(lang.slice(0, 2) || 'pt')}&token=${encodeURIComponent(token)}`;
}
