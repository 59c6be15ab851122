import { loadRepo, wellnessRepo } from './repo.ts';

/*
 * What other modules may use of the load module (index.ts registers its routes): the account
 * archive's pages of entries and check-ins, and the entry a student's done mark records.
 */
/** The next page of the actor's load entries after an id (account archive). */
export const loadEntriesPage = loadRepo.page;
/** The next page of the actor's wellness check-ins, replaced ones included (account archive). */
export const wellnessPage = wellnessRepo.page;
/** Records (or corrects, by origin) one load entry. */
export const recordLoadEntry = loadRepo.upsert;
/** The minutes of the athlete's last done mark with a duration (the page's form starts from it). */
export const lastMarkMinutes = loadRepo.lastMarkMinutes;
export { studentLoadSections } from './student-html.ts';
