/** What other modules may use of the sports module (routes.ts holds its routes): the sports catalogue. */
export { sportById, sportName } from './catalogue.ts';
