import { presetsRepo } from './repo.ts';

/* What other modules may use of the presets module (index.ts registers its routes): the account archive lists a coach's presets. */
/** One page of the actor's presets after an id. */
export const presetsPage = presetsRepo.page;
export { presentPreset } from './present.ts';
