import { formationsRepo } from './repo.ts';

/*
 * What other modules may use of the formations module (index.ts registers its routes): formations
 * and videos as records (account archive, share links, club exports and the drill library, the
 * fitness sheet's gifs), their storage area and their printed header.
 */
export type { FormationRow, UserImageRow } from './repo.ts';
/** One formation (or video) the actor sees, or null. */
export const findFormation = formationsRepo.find;
/** The formations the actor sees among ids, in the order of ids. */
export const findFormations = formationsRepo.findMany;
export { formationColours, presentFormation } from './present.ts';
export { formationHeaderFields } from './print-sheet.ts';
export { FORMATIONS_AREA } from './service.ts';
export { buildPlayFile, importPlayFile } from './playfile.ts';
/** Deleting a formation with its files and share links (the sample set's removal). */
export { removeFormation } from './service.ts';
