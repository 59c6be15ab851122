import { athletesRepo } from './repo.ts';

/*
 * What other modules may use of the athletes module (index.ts registers its routes): roster reads
 * (account archive, sheets, assessments and attendance that link to an athlete), the student-link
 * resolver of the public student page, ownership of an athlete and the CSV writer. Writes stay
 * inside the module, but for the wellness check-in switch the load pages turn on and off.
 */
export type { AthleteRow } from './repo.ts';
/** One athlete the actor sees, or null. */
export const findAthlete = athletesRepo.find;
/** The actor's athletes among ids (to check the links of sheets and attendance). */
export const findAthletes = athletesRepo.findMany;
/** The next page of the actor's athletes after an id (account archive). */
export const athletesPage = athletesRepo.page;
/** Turns the daily wellness check-in on or off for one athlete, a roster group, a club category or all (answers how many changed). */
export const setWellnessOn = athletesRepo.setWellnessOn;
export { presentAthlete } from './present.ts';
export type { StudentAccess, StudentOfLink } from './links.ts';
export { resolveStudentToken, STUDENT_PAGE_PREFIX, studentOfToken } from './links.ts';
export { ownAthlete } from './routes.ts';
export { toCsv } from './csv.ts';
/** Deleting a roster entry (after purgeAthlete: the sample set's removal). */
export { removeAthlete } from './service.ts';
