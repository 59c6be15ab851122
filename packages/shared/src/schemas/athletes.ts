import { z } from 'zod';
import { dbId, text } from './common.ts';
import { ATHLETE_EMAIL_MAX, ATHLETE_GROUP_MAX, ATHLETE_NAME_MAX, ATHLETE_NOTES_MAX, ATHLETE_PHONE_MAX } from './athlete-constants.ts';

export { ATHLETE_EMAIL_MAX, ATHLETE_GROUP_MAX, ATHLETE_NAME_MAX, ATHLETE_NOTES_MAX, ATHLETE_PHONE_MAX, ATHLETES_IMPORT_MAX_ROWS, ATHLETES_MAX, STUDENT_LINK_EXPIRY_DAYS } from './athlete-constants.ts';

const optional = (max: number) => text().trim().max(max, { message: 'validation.max' }).default('');

/** True for YYYY-MM-DD naming a day that exists. */
export function isIsoDay(v: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
}

/** An optional birth date: '' or null for none; else an existing day, not in the future, not before 1900. */
const birthDate = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v ?? '').trim())
  .refine((v) => v === '' || isIsoDay(v), { message: 'atletas.birth-invalid' })
  .refine((v) => v === '' || (v >= '1900-01-01' && v <= new Date().toISOString().slice(0, 10)), { message: 'atletas.birth-invalid' })
  .transform((v) => (v === '' ? null : v));

const email = optional(ATHLETE_EMAIL_MAX).refine((v) => v === '' || z.email().safeParse(v).success, { message: 'validation.email' });
const phone = optional(ATHLETE_PHONE_MAX).refine((v) => v === '' || /^[0-9+()\-.\s]{6,}$/.test(v), { message: 'atletas.phone-invalid' });

/** An optional club category: '', null or absent for none. */
const categoryId = z
  .union([z.literal(''), z.null(), dbId])
  .optional()
  .transform((v) => (v === '' || v === undefined ? null : v));

/** POST /api/atletas and POST /api/atletas/{id}: one roster entry. */
export const athleteInput = z.object({
  name: text().trim().min(1, { message: 'validation.required' }).max(ATHLETE_NAME_MAX, { message: 'validation.max' }),
  birth_date: birthDate,
  email,
  phone,
  group_label: optional(ATHLETE_GROUP_MAX),
  category_id: categoryId,
  notes: optional(ATHLETE_NOTES_MAX),
});
export type AthleteInput = z.input<typeof athleteInput>;
export type AthleteValues = z.output<typeof athleteInput>;

/** One roster entry as its coach reads it. */
export const athlete = z.object({
  id: z.number(),
  name: z.string(),
  birth_date: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  group_label: z.string(),
  category: z.object({ id: z.number(), name: z.string(), club: z.string() }).nullable(),
  notes: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Athlete = z.infer<typeof athlete>;

export const athleteList = z.object({ atletas: z.array(athlete) });
export const athleteAnswer = z.object({ atleta: athlete });
export const athleteSaved = z.object({ atleta: z.object({ id: z.number() }), message: z.string() });

/**
 * POST /api/atletas/import: CSV text; `dry_run` answers the preview without storing anything;
 * duplicates (of the roster or of an earlier row) are skipped unless `include_duplicates`.
 */
export const athleteImportInput = z.object({
  csv: z.string().max(2_000_000, { message: 'validation.max' }),
  dry_run: z.boolean().optional().default(true),
  include_duplicates: z.boolean().optional().default(false),
});

/**
 * What a valid import row repeats (same name and birth date, or same e-mail): an athlete already in
 * the roster (by name), or an earlier row of the same file (by line).
 */
export const athleteImportDuplicate = z.discriminatedUnion('in', [z.object({ in: z.literal('roster'), name: z.string() }), z.object({ in: z.literal('file'), line: z.number() })]);
export type AthleteImportDuplicate = z.infer<typeof athleteImportDuplicate>;

/** One CSV row of the preview: accepted values, or the reasons it is refused (field -> messages). */
export const athleteImportRow = z.object({
  line: z.number(),
  name: z.string(),
  birth_date: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  group_label: z.string(),
  notes: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
  /** Set on a valid row only (a refused row is never imported anyway). */
  duplicate: athleteImportDuplicate.nullable(),
});
export type AthleteImportRow = z.infer<typeof athleteImportRow>;

/** Every row is one of: accepted (valid, new), duplicates (valid, repeats one), refused (invalid). */
export const athleteImportAnswer = z.object({
  rows: z.array(athleteImportRow),
  accepted: z.number(),
  duplicates: z.number(),
  refused: z.number(),
  imported: z.number(),
  message: z.string(),
});
export type AthleteImportAnswer = z.infer<typeof athleteImportAnswer>;

/** The CSV columns, in export order (import also accepts the localised headers). */
export const ATHLETE_CSV_COLUMNS = ['name', 'birth_date', 'email', 'phone', 'group', 'notes'] as const;

/** POST /api/atletas/{id}/links: a new private student link. */
export const studentLinkInput = z.object({
  expires_in_days: z
    .union([z.literal(7), z.literal(30), z.literal(90), z.literal(365), z.null()], { message: 'share.expiry-invalid' })
    .optional()
    .default(90),
});

/** A student link as the coach sees it (the address is rebuilt by the server from its nonce). */
export const studentLink = z.object({
  id: z.number(),
  athlete_id: z.number(),
  url: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
});
export type StudentLink = z.infer<typeof studentLink>;
export const studentLinkList = z.object({ links: z.array(studentLink) });
export const studentLinkCreated = z.object({ link: studentLink, message: z.string() });

/** Link-id route parameters: /api/atletas/links/{id}. */
export const athleteLinkParams = z.object({ id: dbId });
