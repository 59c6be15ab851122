import { exercisesRepo, sheetsRepo } from './repo.ts';

/*
 * What other modules may use of the fitness module (index.ts registers its routes): reads of the
 * sheets and their exercises (account archive, share links, assessments, the student page and
 * calendar feeds) and their printed form. Writes stay inside the module.
 */
export type { ExerciseRow, ImageRow, SheetRow } from './repo.ts';
/** One sheet (or video session) the actor sees, or null. */
export const findSheet = sheetsRepo.find;
/** The sheets and video sessions written for one roster athlete, newest first. */
export const sheetsOfAthlete = sheetsRepo.ofAthlete;
/** Every exercise of a sheet, by id. */
export const sheetExercises = exercisesRepo.ofSheet;
/** The photos of exercises. */
export const exerciseImages = exercisesRepo.images;
export { exerciseColours, presentExercises, presentSheet, sheetHeader } from './present.ts';
export { exerciseFields, prepareExercises, sheetFields, sheetPdf } from './print-sheet.ts';
/** Deleting a sheet with its exercises and files (the sample set's removal). */
export { removeSheet } from './service.ts';
