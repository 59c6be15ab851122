import type { UseFormReturnType } from '@mantine/form';
import { handleApiError } from '../../api/errors.ts';
import { serverFieldErrors } from '../../components/zodValidate.ts';

/** Shows a failed auth call: 422 field errors under the fields, everything else through the catalogue. */
export function showAuthError<T>(form: UseFormReturnType<T>, error: unknown): void {
  const fields = serverFieldErrors(error);
  if (Object.keys(fields).length > 0) form.setErrors(fields);
  handleApiError(error);
}
