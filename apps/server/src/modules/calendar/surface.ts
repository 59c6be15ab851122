/* What other modules may use of the calendar module: the address of a student link's feed (the student page shows it). */
export { studentFeedUrl } from './routes.ts';
