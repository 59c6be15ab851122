import type { z } from 'zod';

/** Field errors keyed by form path ('titulo', 'colours.0'), as @mantine/form expects them. */
export type FieldErrors = Record<string, string>;

/** Translates an i18n key with parameters; null when the key is unknown (the text is then shown as is). */
export type Translate = (key: string, params: Record<string, string>) => string | null;

/** The message of one zod issue: shared schemas carry i18n keys ('validation.max') with max/min as parameters. */
function issueMessage(issue: z.core.$ZodIssue, translate: Translate): string {
  const own = 'params' in issue && issue.params ? Object.fromEntries(Object.entries(issue.params as Record<string, unknown>).map(([k, v]) => [k, String(v)])) : {};
  const params: Record<string, string> = 'maximum' in issue ? { max: String(issue.maximum) } : 'minimum' in issue ? { min: String(issue.minimum) } : own;
  return translate(issue.message, params) ?? issue.message;
}

/**
 * A @mantine/form `validate` function from a shared zod schema: the same rule as the server, the
 * first issue of each field, translated. Values outside the schema (colours, files) pass unchecked.
 */
export function zodResolver(schema: z.ZodType<unknown>, translate: Translate) {
  return (values: unknown): FieldErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      if (key && !errors[key]) errors[key] = issueMessage(issue, translate);
    }
    return errors;
  };
}
