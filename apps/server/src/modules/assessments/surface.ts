/*
 * What other modules may use of the assessments module (index.ts registers its routes): its
 * records as the API presents them and their printed form (account archive). The purge of one
 * athlete's records goes through the lifecycle contract (lifecycle/purge-athlete.ts).
 */
export type { AnamneseRow, AssessmentPhotoRow, AssessmentRow, SessionMarkRow } from './repo.ts';
export { anamnesesRepo, assessmentsRepo, marksRepo, photosRepo } from './repo.ts';
export { coachPhotoUrl, presentAnamnese, presentAssessment, presentMark } from './present.ts';
export { assessmentPdfBytes } from './print.ts';
export { studentSections } from './student-html.ts';
