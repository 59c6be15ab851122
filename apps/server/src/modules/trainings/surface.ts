import { exercisesRepo } from './exercises/repo.ts';
import { trainingsRepo } from './repo.ts';

/*
 * What other modules may use of the trainings module (index.ts registers its routes): trainings
 * and their exercises as records (account archive, share links), their printed form, and the
 * copy of a training (the club drill library).
 */
export type { TrainingRow } from './repo.ts';
/** The actor's own trainings. */
export const listTrainings = trainingsRepo.list;
/** One training the actor sees, or null. */
export const findTraining = trainingsRepo.find;
export type { ExerciseRow } from './exercises/repo.ts';
/** The exercises of one training, in creation order. */
export const trainingExercises = exercisesRepo.listByTraining;
export { exerciseColours } from './exercises/present.ts';
export { presentTraining, trainingColours } from './present.ts';
export { exerciseBoxFields, trainingHeaderFields, trainingPdf } from './print-sheet.ts';
export { duplicateTraining } from './service.ts';
/** Deleting a training with its exercises and files (the sample set's removal), and the storage areas of both. */
export { removeTraining, TRAININGS_AREA } from './service.ts';
export { EXERCISES_AREA } from './exercises/service.ts';
