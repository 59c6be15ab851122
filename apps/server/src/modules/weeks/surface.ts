import { weeksRepo } from './repo.ts';

/*
 * What other modules may use of the weeks module (index.ts registers its routes): weekly sheets
 * as records (account archive, share links) and their printed form.
 */
export type { WeekRow } from './repo.ts';
/** One weekly sheet the actor sees, or null. */
export const findWeek = weeksRepo.find;
/** The actor's sheets whose week covers a day, newest start first. */
export const weeksCovering = weeksRepo.covering;
/** The actor's sheets whose week overlaps a period. */
export const overlappingWeeks = weeksRepo.overlapping;
/** The trainings among ids that the actor may link from a cell, with what names them. */
export const linkableTrainings = weeksRepo.linkableTrainings;
export { linkedTrainingIds, presentWeek, weekConfig } from './present.ts';
export { weekImage, weekPdf } from './print-sheet.ts';
export { weekSessions } from './sessions.ts';
/** Deleting a weekly sheet with its image and share links (the sample set's removal). */
export { removeWeek } from './service.ts';
