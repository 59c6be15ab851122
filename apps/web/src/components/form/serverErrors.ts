import { ApiError } from '../../api/client.ts';
import type { FieldErrors } from './zodResolver.ts';

/** The first message of each field of a 422 answer, ready for form.setErrors(); {} for other errors. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  return Object.fromEntries(Object.entries(error.errors).filter(([, list]) => list.length > 0).map(([field, list]) => [field, list[0]!]));
}

/** Puts a 422 answer's field messages under the fields of a form; true when there were any. */
export function applyServerErrors(form: { setErrors: (errors: FieldErrors) => void }, error: unknown): boolean {
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length === 0) return false;
  form.setErrors(fields);
  return true;
}
