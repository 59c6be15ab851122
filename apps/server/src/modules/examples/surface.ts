/*
 * What other modules may use of the examples module (index.ts registers its routes): the home's
 * first-run checklist state.
 */
export { firstRunOf } from './service.ts';
