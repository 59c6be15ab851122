// The trainings' plain constants, apart from their zod schemas (schemas/trainings.ts): a screen
// that needs only a constant (the trainings list, the club placeholder) does not load zod for it.

/** Longest value of a short text field of a training or an exercise (club, teacher, title...). */
export const TRAINING_TEXT_MAX = 120;
/** Longest post-work header. */
export const POSTWORK_HEADER_MAX = 120;
/** Longest post-work rich text (HTML, after sanitising). */
export const POSTWORK_HTML_MAX = 20_000;
/** Placeholder stored in club, teacher and category when a training is saved under a club category. */
export const CLUB_PLACEHOLDER = '----';
