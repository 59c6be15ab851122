import { z } from 'zod';

/** Largest id of an INTEGER column (PostgreSQL int4; SQLite ids stay within it too). */
export const DB_ID_MAX = 2_147_483_647;

/** True for a positive integer that fits an id column. */
export function isDbId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= DB_ID_MAX;
}

/**
 * A record id from a path, query, body or form field: a positive integer within the column type.
 * 0, negatives, fractions and ids past DB_ID_MAX are refused with one message ("invalid value"),
 * never reaching the database (PostgreSQL would fail on an out-of-range integer).
 */
export const dbId = z.coerce
  .number({ message: 'validation.invalid' })
  .int({ message: 'validation.invalid' })
  .min(1, { message: 'validation.invalid' })
  .max(DB_ID_MAX, { message: 'validation.invalid' });

/**
 * A record a form must pick (a select left empty sends '' or null): the same id rule as dbId, but
 * a missing choice says "required" rather than "invalid value".
 */
export const requiredId = z.coerce
  .number({ message: 'validation.required' })
  .int({ message: 'validation.invalid' })
  .min(1, { message: 'validation.required' })
  .max(DB_ID_MAX, { message: 'validation.invalid' });

/** True when a text holds no NUL character (PostgreSQL text cannot store one). */
export function hasNoNul(value: string): boolean {
  return !value.includes('\u0000');
}

/**
 * The base of every text field the API accepts: a string without NUL characters. Chain the
 * usual checks after it (`text().trim().max(120)`).
 */
export function text() {
  return z.string().refine(hasNoNul, { message: 'validation.nul' });
}

/**
 * A stored record as the API lists it: its numeric id first, then the given fields, then its
 * creation time (the order the answers keep).
 */
export function storedRow<T extends z.ZodRawShape>(fields: T) {
  return z.object({ id: z.number(), ...fields, created_at: z.string() });
}

/** Numeric route parameter `{id}` (a failing path id answers 404). */
export const idParams = z.object({ id: dbId });
export type IdParams = z.infer<typeof idParams>;

/** A colour as #rrggbb (or #rgb). */
export const hexColour = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'validation.colour' });

/** Answer of a call that only reports an outcome. */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** Shape of every 422 answer. */
export const validationErrorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorAnswer = z.infer<typeof validationErrorAnswer>;
