/*
 * What other modules may use of the formations module (index.ts registers its routes): formations
 * and videos as records (account archive, share links, club exports and the drill library, the
 * fitness sheet's gifs), their storage area and their printed header.
 */
export type { FormationRow, UserImageRow } from './repo.ts';
export { formationsRepo } from './repo.ts';
export { formationColours, presentFormation } from './present.ts';
export { formationHeaderFields } from './print-sheet.ts';
export { FORMATIONS_AREA } from './service.ts';
export { buildPlayFile, importPlayFile } from './playfile.ts';
