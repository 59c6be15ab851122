/*
 * What other modules may use of the student page: the resolver that turns a token into its coach
 * and athlete (404 "link unavailable" otherwise), the page's data and its HTML frame, so the
 * sections of other features (assessments, "mark done") are added to the same page.
 */
export { noStore, studentAccessOf } from './routes.ts';
export { studentPageData } from './data.ts';
export { studentPageBody, studentPageDocument } from './page.ts';
