import { useEffect } from 'react';
import { handleApiError } from '../api/errors.ts';

/** Runs the error catalogue once for a failed query (not on every render). */
export function useReportError(error: unknown, options?: Parameters<typeof handleApiError>[1]): void {
  useEffect(() => {
    if (error) handleApiError(error, options);
    // options are constant per call site
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
