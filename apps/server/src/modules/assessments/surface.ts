/*
 * What other modules may use of the assessments module (index.ts registers its routes): its
 * records as the API presents them and their printed form (account archive), and the purge of
 * one athlete's records with their files (athletes module, before an athlete row goes).
 */
export type { AnamneseRow, AssessmentPhotoRow, AssessmentRow, SessionMarkRow } from './repo.ts';
export { anamnesesRepo, assessmentsRepo, marksRepo, photosRepo } from './repo.ts';
export { coachPhotoUrl, presentAnamnese, presentAssessment, presentMark } from './present.ts';
export { assessmentPdfBytes } from './print.ts';
export { purgeAthleteRecords } from './service.ts';
