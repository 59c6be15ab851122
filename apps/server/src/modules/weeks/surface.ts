/*
 * What other modules may use of the weeks module (index.ts registers its routes): weekly sheets
 * as records (account archive, share links) and their printed form.
 */
export type { WeekRow } from './repo.ts';
export { weeksRepo } from './repo.ts';
export { linkedTrainingIds, presentWeek, weekConfig } from './present.ts';
export { weekImage, weekPdf } from './print-sheet.ts';
export { weekSessions } from './sessions.ts';
