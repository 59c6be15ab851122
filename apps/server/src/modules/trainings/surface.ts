/*
 * What other modules may use of the trainings module (index.ts registers its routes): trainings
 * and their exercises as records (account archive, share links), their printed form, and the
 * copy of a training (the club drill library).
 */
export type { TrainingRow } from './repo.ts';
export { trainingsRepo } from './repo.ts';
export type { ExerciseRow } from './exercises/repo.ts';
export { exercisesRepo } from './exercises/repo.ts';
export { exerciseColours } from './exercises/present.ts';
export { presentTraining, trainingColours } from './present.ts';
export { exerciseBoxFields, trainingHeaderFields, trainingPdf } from './print-sheet.ts';
export { duplicateTraining } from './service.ts';
