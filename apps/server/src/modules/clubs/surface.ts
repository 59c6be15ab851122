/** What other modules may use of the clubs module (index.ts registers its routes): the admin trash of club files. */
export { teamFilesRepo } from './repo.ts';
export { removeTeamFile } from './service.ts';
