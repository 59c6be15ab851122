import type { Anamnese, AnamneseFields, Assessment } from '@prancheta/shared';
import { useQuery } from '@tanstack/react-query';
import { api, upload } from './client.ts';
import { anamneseQuery, athleteAssessmentsQuery, athleteBasicsQuery, sheetMarksQuery } from './queries.ts';

/** Query keys of assessments, anamneses and done marks (coach and student page). */
export const assessmentKeys = {
  ofAthlete: (athleteId: number | string) => athleteAssessmentsQuery(athleteId).queryKey,
  one: (id: number | string) => ['avaliacoes', 'one', String(id)] as const,
  anamnese: (athleteId: number | string) => anamneseQuery(athleteId).queryKey,
  sheetMarks: (sheetId: number | string) => sheetMarksQuery(sheetId).queryKey,
};

/* ------------------------------------------------------------------- coach */

/** GET /api/atletas/{id}/avaliacoes: an athlete's assessments, oldest first. */
export function useAthleteAssessments(athleteId: number | string | undefined) {
  return useQuery({ ...athleteAssessmentsQuery(athleteId ?? ''), enabled: athleteId !== undefined && athleteId !== '' });
}

/** GET /api/avaliacoes/{id}. */
export function useAssessment(id: number | string | undefined) {
  return useQuery({
    queryKey: assessmentKeys.one(id ?? ''),
    queryFn: ({ signal }) => api.get<{ avaliacao: Assessment }>(`avaliacoes/${encodeURIComponent(String(id))}`, signal).then((r) => r.avaliacao),
    enabled: id !== undefined && id !== '',
    retry: false,
  });
}

/** POST /api/atletas/{athlete}/avaliacoes (new) or /api/avaliacoes/{id} (update), JSON. */
export function saveAssessment(athleteId: number, id: number | null, body: Record<string, unknown>) {
  return api.post<{ avaliacao: { id: number }; message: string }>(id ? `avaliacoes/${id}` : `atletas/${athleteId}/avaliacoes`, body);
}
export const deleteAssessment = (id: number) => api.delete<{ message: string }>(`avaliacoes/${id}`);
/** POST /api/avaliacoes/{id}/fotos (multipart photos[n]). */
export const uploadAssessmentPhotos = (id: number, form: FormData, onProgress?: (f: number) => void) =>
  upload<{ avaliacao: Assessment }>(`avaliacoes/${id}/fotos`, form, onProgress);
export const deleteAssessmentPhoto = (photoId: number) => api.delete<{ message: string }>(`avaliacoes/fotos/${photoId}`);

/** GET /api/atletas/{id}/anamnese. */
export function useAnamnese(athleteId: number | string | undefined) {
  return useQuery({ ...anamneseQuery(athleteId ?? ''), enabled: athleteId !== undefined && athleteId !== '' });
}
export const saveAnamnese = (athleteId: number, body: AnamneseFields) => api.post<{ anamnese: Anamnese; message: string }>(`atletas/${athleteId}/anamnese`, body);

/** GET /api/fitnes/{id}/conclusoes: the done marks students left on a sheet. */
export function useSheetMarks(sheetId: number | string | undefined) {
  return useQuery({ ...sheetMarksQuery(sheetId ?? ''), enabled: sheetId !== undefined && sheetId !== '' });
}

/** The print address of an assessment's A4 report (a short-lived print token, never the session). */
export function assessmentPrintUrl(id: number, token: string, lang: string): string {
  return `/api/print/avaliacao?avaliacao=${id}&lang=${encodeURIComponent(lang.slice(0, 2) || 'pt')}&token=${encodeURIComponent(token)}`;
}

/** GET /api/atletas/{id}: the athlete's name and birth date for the assessment pages. */
export function useAthleteBasics(athleteId: number | string | undefined) {
  return useQuery({ ...athleteBasicsQuery(athleteId ?? ''), enabled: athleteId !== undefined && athleteId !== '' });
}
