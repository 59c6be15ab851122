import type { Language, Training, TrainingSummary } from '@prancheta/shared';
import { LIMITS, parseColourPairs } from '@prancheta/shared';
import type { ColourPair } from '@prancheta/shared';
import { presentExercise } from './exercises/present.ts';
import type { ExerciseRow } from './exercises/repo.ts';
import { sportName } from '../sports/surface.ts';
import type { TrainingRow, TrainingSummaryRow } from './repo.ts';

/** The colours of a training: the header pair always exists (default black/white). */
export function trainingColours(row: Pick<TrainingRow, 'colors'>): Record<string, ColourPair> {
  return parseColourPairs(row.colors, { header: LIMITS.defaultHeaderColors });
}

/** A training as one row of the list (the sport named in the caller's language). */
export function presentTrainingSummary(row: TrainingSummaryRow, lang: Language): TrainingSummary {
  return {
    id: row.id,
    clube: row.clube,
    professor: row.professor,
    categoria: row.categoria,
    metodologia: row.metodologia,
    objetivos: row.objetivos,
    data: row.data,
    esporte_id: row.esporte_id,
    esporte: sportName(row.esporte_id, lang),
    category_id: row.category_id,
    created_at: row.created_at,
  };
}

/** The only place a full training becomes JSON: header, colours, logo, post-work, exercises, abilities. */
export function presentTraining(row: TrainingRow, exercises: ExerciseRow[], viewer: { name: string; updatable: boolean }, lang: Language): Training {
  const img = row.logo_key ? `/api/treinoimg/${row.id}` : null;
  return {
    ...presentTrainingSummary(row, lang),
    colors: trainingColours(row),
    img,
    img_url: img,
    postwork: { header: row.postwork_header, description: row.postwork_description },
    updatable: viewer.updatable,
    user: { name: viewer.name },
    exercicios: exercises.map((e) => presentExercise(e, row.esporte_id)),
    updated_at: row.updated_at,
  };
}
