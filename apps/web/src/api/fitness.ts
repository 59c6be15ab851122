import type { FitnessExercise, FitnessPrintLayout } from '@prancheta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getBlob, upload } from './client.ts';
import { fitnessKeys, printLayoutQuery, sheetQuery, sheetsQuery } from './queries.ts';
import type { SheetChoice } from './queries.ts';

export { fitnessKeys };
export type { SheetChoice };

/** GET /api/fitnes (or ?videos=1): my sheets or video sessions. */
export function useSheets(video: boolean) {
  return useQuery(sheetsQuery(video));
}

/** GET /api/fitnesex/{sheetId}: the sheet with its exercises, and the other sheets (copy targets). */
export function useSheet(id: number | string | undefined) {
  return useQuery({
    ...sheetQuery(id ?? ''),
    enabled: id !== undefined && id !== '',
    retry: false,
  });
}

/** GET /api/fitnesex/{id}/get: one exercise with its sheet's is_video. */
export function useExercise(id: number | string | undefined) {
  return useQuery({
    queryKey: fitnessKeys.exercise(id ?? ''),
    queryFn: ({ signal }) => api.get<{ exercice: FitnessExercise }>(`fitnesex/${encodeURIComponent(String(id))}/get`, signal).then((r) => r.exercice),
    enabled: id !== undefined && id !== '',
    retry: false,
  });
}

/** POST /api/fitnes (new; ?is_video=1 for a session) or /api/fitnes/{id}. */
export function saveSheet(id: number | null, video: boolean, form: FormData, onProgress?: (f: number) => void): Promise<{ fitnes: { id: number } }> {
  return upload<{ fitnes: { id: number } }>(id ? `fitnes/${id}` : video ? 'fitnes?is_video=1' : 'fitnes', form, onProgress);
}

export const duplicateSheet = (id: number) => api.post<{ fitnes: { id: number } }>(`fitnes/${id}/duplicate`);
export const deleteSheet = (id: number) => api.delete<{ message: string }>(`fitnes/${id}`);
export const copyExercises = (target: number, ids: number[]) => api.post<{ copied: number }>(`fitnes/copy/${target}`, { exercices: ids, to: target });
export const assignStudents = (id: number, students: string[], athleteIds: number[] = []) => api.post<{ fitnes: { id: number; student: string }[] }>(`fitnes/${id}/assign`, { students, athlete_ids: athleteIds });

/** POST /api/fitnesex (multipart: fields, child[...], colors, images[n], fitnes_id). */
export const createExercise = (form: FormData, onProgress?: (f: number) => void) => upload<{ exercice: { id: number; fitnes_id: number } }>('fitnesex', form, onProgress);
/** POST /api/fitnesex/{id} with the JSON of the whole exercise. */
export const updateExercise = (id: number, body: Record<string, unknown>) => api.post<{ exercice: FitnessExercise; message: string }>(`fitnesex/${id}`, body);
export const deleteExercise = (id: number) => api.delete<{ message: string }>(`fitnesex/${id}`);
export const addExerciseImages = (id: number, form: FormData) => upload<{ images: { id: number; url: string }[] }>(`fitnesex/${id}/images`, form);
export const deleteExerciseImages = (id: number, ids: number[]) => api.delete<{ message: string }>(`fitnesex/${id}/images`, { images: ids });

/** A protected url of the API (/api/...) as a blob. */
export function fetchApiBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return getBlob(url.replace(/^\/api\//, ''), signal);
}

/** The print address of a sheet (seed 001 §7: fitnes, exs[n], token, lang, optional postwork=1; layout=standard|compact). */
export function sheetPrintUrl(id: number, exercises: number[], token: string, lang: string, postwork: boolean, layout?: FitnessPrintLayout): string {
  const exs = exercises.map((e, i) => `&exs[${i}]=${e}`).join('');
  return `/api/print/fitnes?fitnes=${id}${exs}&lang=${encodeURIComponent(lang.slice(0, 2) || 'pt')}&token=${encodeURIComponent(token)}${postwork ? '&postwork=1' : ''}${layout ? `&layout=${layout}` : ''}`;
}

const printLayoutKey = printLayoutQuery().queryKey;

/** GET /api/fitnes/print-layout: the print layout the coach chose last (standard for a new coach). */
export function usePrintLayout() {
  return useQuery({ ...printLayoutQuery(), staleTime: 60_000 });
}

/** PUT /api/fitnes/print-layout: remembers the coach's layout (shown at once, stored on the server). */
export function useSavePrintLayout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (layout: FitnessPrintLayout) => api.put<{ layout: FitnessPrintLayout }>('fitnes/print-layout', { layout }).then((r) => r.layout),
    onMutate: (layout) => qc.setQueryData(printLayoutKey, layout),
    onSuccess: (layout) => qc.setQueryData(printLayoutKey, layout),
    onError: () => qc.invalidateQueries({ queryKey: printLayoutKey }),
  });
}
