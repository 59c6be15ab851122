import type { UseFormReturnType } from '@mantine/form';
import { handleApiError } from '../../api/errors.ts';
import { applyServerErrors } from '../../components/form/index.ts';

/** Shows a failed auth call: 422 field errors under the fields, everything else through the catalogue. */
export function showAuthError<T>(form: UseFormReturnType<T>, error: unknown): void {
  applyServerErrors(form, error);
  handleApiError(error);
}
