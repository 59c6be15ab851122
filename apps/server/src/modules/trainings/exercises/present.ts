import type { Exercise } from '@prancheta/shared';
import { EXERCISE_DEFAULT_COLOURS, parseColourPairs } from '@prancheta/shared';
import type { ColourPair } from '@prancheta/shared';
import type { ExerciseRow } from './repo.ts';

/** The colours of an exercise, every part filled (defaults where none was chosen). */
export function exerciseColours(row: Pick<ExerciseRow, 'colors'>): Record<string, ColourPair> {
  return parseColourPairs(row.colors, EXERCISE_DEFAULT_COLOURS);
}

/** The only place an exercise row becomes JSON. */
export function presentExercise(row: ExerciseRow, esporteId: number): Exercise {
  return {
    id: row.id,
    type: row.type,
    titulo: row.titulo,
    descricao: row.descricao,
    duracao: row.duracao,
    blocos_de_duracao: row.blocos_de_duracao,
    dimensao: row.dimensao,
    relacao_numerica: row.relacao_numerica,
    h_duracao: row.h_duracao,
    h_blocos: row.h_blocos,
    h_dimensao: row.h_dimensao,
    h_relacao: row.h_relacao,
    colors: exerciseColours(row),
    editable: Boolean(row.draft_key),
    img: row.img_key ? `/api/exercicioimg/${row.id}` : null,
    treino: { id: row.treino_id, esporte: esporteId },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
