import { anamnesesRepo, assessmentsRepo, marksRepo, photosRepo } from './repo.ts';

/*
 * What other modules may use of the assessments module (index.ts registers its routes): its
 * records read page by page as the API presents them, and their printed form (account archive);
 * the student page's sections. The purge of one athlete's records goes through the lifecycle
 * contract (lifecycle/purge-athlete.ts). Writes stay inside the module.
 */
export type { AssessmentPhotoRow, AssessmentRow } from './repo.ts';
/** The next page of the actor's assessments after an id. */
export const assessmentsPage = assessmentsRepo.page;
/** The posture photos of assessments the actor sees. */
export const assessmentPhotos = photosRepo.of;
/** The next page of the actor's anamneses after an id. */
export const anamnesesPage = anamnesesRepo.page;
/** The next page of the actor's students' "done" marks after an id. */
export const marksPage = marksRepo.page;
export { coachPhotoUrl, presentAnamnese, presentAssessment, presentMark } from './present.ts';
export { assessmentPdfBytes } from './print.ts';
export { studentSections } from './student-html.ts';
/** Deleting an assessment with its posture photos (the sample set's removal). */
export { removeAssessment } from './service.ts';
