import type { TFunction } from 'i18next';
import { saveDrawnExercise } from '../../../api/trainings.ts';
import { ExerciseSaveDialog } from '../../../editor/dialogs/ExerciseSaveDialog.tsx';
import type { EditorSource } from '../../../editor/source/useEditorSource.ts';
import type { SaveTarget } from './types.ts';

/**
 * Saving as an exercise of a training: the exercise fields dialog, POST exercicios (new, with treino_id)
 * or exercicios/{id}, then /treino/{id}. A refused form says 'exercices.fill-error' and stays open.
 */
export function exerciseTarget(source: EditorSource & { exercise: NonNullable<EditorSource['exercise']> }, t: TFunction): SaveTarget {
  const { saved, treinoId } = source.exercise;
  return {
    title: saved ? t('exercices.edit-title') : t('exercices.new-title'),
    back: { to: `/treino/${treinoId}`, label: t('exercices.back-training') },
    savedMessage: t('exercices.save-success'),
    invalidMessage: t('exercices.fill-error'),
    renderDialog: (p) => (
      <ExerciseSaveDialog
        opened={p.opened}
        onClose={p.onClose}
        exercise={saved}
        progress={p.progress}
        serverErrors={p.serverErrors}
        onSubmit={(fields) => p.onSubmit(async (drawing, onProgress) => {
          const answer = await saveDrawnExercise({ id: saved?.id ?? null, treinoId, fields, ...drawing }, onProgress);
          // The training page brings the saved exercise into view (its row has this id).
          return { to: `/treino/${answer.exercicio.treino_id}#ex-${answer.exercicio.id}` };
        })}
      />
    ),
  };
}
