// The roster's plain constants, apart from their zod schemas (athletes.ts): the roster screen needs
// only these, and does not load zod for them.

/** Longest athlete name, e-mail, phone, group label and notes. */
export const ATHLETE_NAME_MAX = 120;
export const ATHLETE_EMAIL_MAX = 200;
export const ATHLETE_PHONE_MAX = 30;
export const ATHLETE_GROUP_MAX = 60;
export const ATHLETE_NOTES_MAX = 1000;
/** Most athletes one coach keeps, and most rows one CSV import may hold. */
export const ATHLETES_MAX = 2000;
export const ATHLETES_IMPORT_MAX_ROWS = 1000;

/** Expiry choices of a student link, in days (null: never expires). */
export const STUDENT_LINK_EXPIRY_DAYS = [7, 30, 90, 365] as const;
