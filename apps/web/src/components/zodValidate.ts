import type { z } from 'zod';
import i18n from '../app/i18n.ts';
import { ApiError } from '../api/client.ts';

/** Field errors keyed by form path, as @mantine/form expects them. */
export type FieldErrors = Record<string, string>;

/** Translates a zod message that is an i18n key ('validation.required'); other text passes unchanged. */
function translateIssue(issue: z.core.$ZodIssue): string {
  const params = 'maximum' in issue ? { max: String(issue.maximum) } : 'minimum' in issue ? { min: String(issue.minimum) } : {};
  return i18n.exists(issue.message) ? i18n.t(issue.message, params) : issue.message;
}

/**
 * A @mantine/form `validate` function from a shared zod schema: the same rule as the server,
 * each field's first issue translated.
 */
export function zodValidate<T>(schema: z.ZodType<T>) {
  return (values: unknown): FieldErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !errors[key]) errors[key] = translateIssue(issue);
    }
    return errors;
  };
}

/** The first message of each field of a 422 answer, ready for form.setErrors(); {} for other errors. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  return Object.fromEntries(Object.entries(error.errors).filter(([, list]) => list.length > 0).map(([field, list]) => [field, list[0]!]));
}
