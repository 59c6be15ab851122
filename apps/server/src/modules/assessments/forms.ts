import type { ColourPair } from '@prancheta/shared';
import { anamneseFields, assessmentFields, ASSESSMENT_PHOTOS_MAX, readColourPairs, sessionMarkFields } from '@prancheta/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { FormSpec } from '../../forms/parse-form.ts';
import { fieldIssue } from '../../http/errors.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { smallImageRule } from '../../uploads/rules.ts';

/** The report colours a form sent (`colors.header`), or null to keep the stored ones. */
export function headerColours(raw: Record<string, unknown>): ColourPair | null {
  return readColourPairs(raw, ['header']).pairs.header ?? null;
}

/** The assessment form (JSON): measures within their ranges, the protocol's sites, the report colours. */
export function assessmentForm(ctx: AppContext): FormSpec<typeof assessmentFields> {
  return {
    fields: assessmentFields,
    tmpDir: uploadTmpDir(ctx),
    check: (raw) => readColourPairs(raw, ['header']).invalid.map((part) => fieldIssue(`colors.${part}`, 'validation.colour')),
  };
}

/** Posture photos: images checked by content (decoded within bounds), `photos[n]`, at most 4 per request. */
export function photosForm(ctx: AppContext): FormSpec<z.ZodObject> {
  return { fields: z.object({}), files: { 'photos[]': smallImageRule }, maxFiles: ASSESSMENT_PHOTOS_MAX, tooManyKey: 'assess.max-photos', tmpDir: uploadTmpDir(ctx) };
}

export function anamneseForm(ctx: AppContext): FormSpec<typeof anamneseFields> {
  return { fields: anamneseFields, tmpDir: uploadTmpDir(ctx) };
}

export function markForm(ctx: AppContext): FormSpec<typeof sessionMarkFields> {
  return { fields: sessionMarkFields, tmpDir: uploadTmpDir(ctx) };
}
