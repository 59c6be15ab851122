import { teamFilesRepo } from './repo.ts';

/* What other modules may use of the clubs module (index.ts registers its routes): the admin trash of club files. */
/** Files whose category was deleted that the actor may delete, oldest first. */
export const teamFilesInTrash = teamFilesRepo.inTrash;
export { removeTeamFile } from './service.ts';
