/*
 * What other modules may use of the athletes module (index.ts registers its routes): roster rows
 * (account archive, sheets and attendance that link to an athlete), the student-link resolver of
 * the public student page, and ownership of an athlete.
 */
export type { AthleteRow, StudentLinkRow } from './repo.ts';
export { athletesRepo } from './repo.ts';
export { presentAthlete } from './present.ts';
export type { StudentAccess } from './links.ts';
export { resolveStudentToken, STUDENT_PAGE_PREFIX } from './links.ts';
export { ownAthlete } from './routes.ts';
export { parseCsv, toCsv } from './csv.ts';
