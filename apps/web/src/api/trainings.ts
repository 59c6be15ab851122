// By its own path (no schema library): the index would bring every schema (and zod) into the home.
import { CLUB_PLACEHOLDER } from '@prancheta/shared/schemas/training-constants.ts';
import type { Exercise, ExerciseUpdate, PostworkInput } from '@prancheta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getBlob, upload } from './client.ts';
import { namedFile, toFormData } from './formData.ts';
import { trainingKeys, trainingQuery, trainingsQuery } from './queries.ts';
import type { TrainingChoice } from './queries.ts';

export { trainingKeys };
export type { TrainingChoice };

/** GET /api/treinos: my trainings. */
export function useTrainings() {
  return useQuery(trainingsQuery());
}

/** GET /api/treinos/{id}: the training with its exercises, and my other trainings. Errors are the caller's. */
export function useTraining(id: number | string | undefined) {
  return useQuery({
    ...trainingQuery(id ?? ''),
    enabled: id !== undefined && id !== '',
    retry: false,
  });
}

/** The header form of a training as the web app holds it. */
export type TrainingFormValues = {
  clube: string;
  professor: string;
  categoria: string;
  metodologia: string;
  data: string;
  objetivos: string;
  esporte_id: string;
  colours: [string, string];
  /** A club category (coaches in a club); null for a personal training. */
  category_id: number | null;
};

/** The multipart body of POST treinos[/{id}] (seed: fields, img, colors[header][i]). */
export function trainingFormData(values: TrainingFormValues, logo: File | null): FormData {
  const { colours, category_id, ...fields } = values;
  // Seed 000 §5: under a club category, club, teacher and category are sent as '----' and the image is omitted.
  if (category_id !== null) return toFormData({ ...fields, clube: CLUB_PLACEHOLDER, professor: CLUB_PLACEHOLDER, categoria: CLUB_PLACEHOLDER, category_id, colors: { header: colours } });
  return toFormData({ ...fields, category_id: '', colors: { header: colours }, img: logo });
}

/** POST /api/treinos (new) or /api/treinos/{id} (update). */
export function saveTraining(id: number | null, values: TrainingFormValues, logo: File | null): Promise<{ treino: { id: number } }> {
  return upload<{ treino: { id: number } }>(id ? `treinos/${id}` : 'treinos', trainingFormData(values, logo));
}

/** POST /api/treinos/{id}/duplicate. */
export function duplicateTraining(id: number): Promise<{ treino: { id: number } }> {
  return api.post<{ treino: { id: number } }>(`treinos/${id}/duplicate`);
}

/** DELETE /api/treinos/{id}, refreshing the list. */
export function useDeleteTraining() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`treinos/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: trainingKeys.list }),
  });
}

/** GET /api/treinoimg/{id}: the logo blob. */
export function fetchTrainingLogo(id: number, signal?: AbortSignal): Promise<Blob> {
  return getBlob(`treinoimg/${id}?key_time=${Date.now()}`, signal);
}

/** POST /api/rate/{id}: the post-training evaluation. */
export function savePostwork(id: number, input: PostworkInput): Promise<{ message: string }> {
  return api.post<{ message: string }>(`rate/${id}`, { ...input });
}

/** GET /api/exercicioimg/{id}: the drawing PNG. */
export function fetchExerciseImage(id: number, signal?: AbortSignal): Promise<Blob> {
  return getBlob(`exercicioimg/${id}?key_time=${Date.now()}`, signal);
}

/** GET /api/exercicios/{id}. */
export function fetchExercise(id: number | string, signal?: AbortSignal): Promise<Exercise> {
  return api.get<{ exercicio: Exercise }>(`exercicios/${encodeURIComponent(String(id))}`, signal).then((r) => r.exercicio);
}

/** GET /api/exercicios/editable/{id}?key_time=: the gzipped draft of a drawn exercise. */
export function fetchExerciseDraft(id: number | string, signal?: AbortSignal): Promise<Blob> {
  return getBlob(`exercicios/editable/${encodeURIComponent(String(id))}?key_time=${Date.now()}`, signal);
}

/** PUT /api/exercicios/{id}: the form modal's fields and colours. */
export function updateExercise(id: number, input: ExerciseUpdate): Promise<{ message: string }> {
  return api.put<{ message: string }>(`exercicios/${id}`, { ...input });
}

/** POST /api/exercicios: a new text exercise (no drawing) in a training. */
export function createTextExercise(treinoId: number, input: ExerciseUpdate): Promise<{ exercicio: { id: number } }> {
  return upload<{ exercicio: { id: number } }>('exercicios', toFormData({ treino_id: treinoId, type: 'text', ...input }));
}

/** What the editor sends when saving a drawn exercise: the fields, the gzip draft and the PNG. */
export interface DrawnExerciseInput {
  /** The exercise to update, or null for a new one in `treinoId`. */
  id: number | null;
  treinoId: number;
  fields: ExerciseUpdate;
  draft: Uint8Array;
  png: Blob;
}

/** The multipart body of POST exercicios[/{id}] for a drawn exercise (type=image, editable, img). */
export function drawnExerciseFormData(input: DrawnExerciseInput): FormData {
  return toFormData({
    treino_id: input.id === null ? input.treinoId : null,
    type: 'image',
    ...input.fields,
    editable: namedFile(input.draft, 'draft.json.gz', 'application/gzip'),
    img: namedFile(input.png, 'exercicio.png'),
  });
}

/** POST /api/exercicios (new) or /api/exercicios/{id} (update) from the editor, with upload progress. */
export function saveDrawnExercise(input: DrawnExerciseInput, onProgress?: (fraction: number) => void): Promise<{ exercicio: { id: number; treino_id: number } }> {
  const path = input.id === null ? 'exercicios' : `exercicios/${input.id}`;
  return upload<{ exercicio: { id: number; treino_id: number } }>(path, drawnExerciseFormData(input), onProgress);
}

/** DELETE /api/exercicios/{id}. */
export function deleteExercise(id: number): Promise<unknown> {
  return api.delete<unknown>(`exercicios/${id}`);
}

/** POST /api/exercicios/copy/{fromTrainingId}: exercices[] and to. */
export function copyExercises(from: number, exercices: number[], to: number): Promise<{ message: string }> {
  return api.post<{ message: string }>(`exercicios/copy/${from}`, { exercices, to });
}


/**
 * POST /api/exercicios/{id} with only the drawing's PNG: the editor's save endpoint keeps the
 * fields and the draft it is not sent, so the exercise gets its picture and nothing else changes.
 */
export function attachExercisePicture(id: number, png: Blob): Promise<{ exercicio: { id: number; treino_id: number } }> {
  return upload<{ exercicio: { id: number; treino_id: number } }>(`exercicios/${id}`, toFormData({ img: namedFile(png, 'exercicio.png') }));
}
