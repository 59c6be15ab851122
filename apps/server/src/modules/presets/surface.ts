/* What other modules may use of the presets module (index.ts registers its routes): the account archive lists a coach's presets. */
export type { PresetRow } from './repo.ts';
export { presetsRepo } from './repo.ts';
export { presentPreset } from './present.ts';
