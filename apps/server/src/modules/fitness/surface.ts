/*
 * What other modules may use of the fitness module (index.ts registers its routes): the sheets
 * and their exercises as records (account archive, share links) and their printed form.
 */
export type { ExerciseRow, ImageRow, SheetRow } from './repo.ts';
export { exercisesRepo, sheetsRepo } from './repo.ts';
export { exerciseColours, presentExercises, presentSheet, sheetHeader } from './present.ts';
export { exerciseFields, prepareExercises, sheetFields, sheetPdf } from './print-sheet.ts';
