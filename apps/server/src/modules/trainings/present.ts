import type { Training, TrainingSummary } from '@prancheta/shared';
import { LIMITS } from '@prancheta/shared';
import { presentExercise } from '../exercises/present.ts';
import type { ExerciseRow } from '../exercises/repo.ts';
import { sportById } from '../sports/catalogue.ts';
import { parseColours } from './colours.ts';
import type { ColourPair } from './colours.ts';
import type { TrainingRow } from './repo.ts';

/** The colours of a training: the header pair always exists (default black/white). */
export function trainingColours(row: Pick<TrainingRow, 'colors'>): Record<string, ColourPair> {
  return parseColours(row.colors, { header: LIMITS.defaultHeaderColors });
}

/** A training as one row of the list. */
export function presentTrainingSummary(row: TrainingRow): TrainingSummary {
  return {
    id: row.id,
    clube: row.clube,
    professor: row.professor,
    categoria: row.categoria,
    metodologia: row.metodologia,
    objetivos: row.objetivos,
    data: row.data,
    esporte_id: row.esporte_id,
    esporte: sportById(row.esporte_id)?.name ?? '',
    category_id: row.category_id,
    created_at: row.created_at,
  };
}

/** The only place a full training becomes JSON: header, colours, logo, post-work, exercises, abilities. */
export function presentTraining(row: TrainingRow, exercises: ExerciseRow[], viewer: { name: string; updatable: boolean }): Training {
  const img = row.logo_key ? `/api/treinoimg/${row.id}` : null;
  return {
    ...presentTrainingSummary(row),
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
