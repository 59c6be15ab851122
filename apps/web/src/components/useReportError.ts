import { useEffect } from 'react';
import { offlineError } from '../api/client.ts';
import { handleApiError } from '../api/errors.ts';
import { markScreenOffline, useScreenAddress } from './screenOffline.ts';

/** Runs the error catalogue once for a failed query (not on every render). */
export function useReportError(error: unknown, options?: Parameters<typeof handleApiError>[1]): void {
  useEffect(() => {
    if (error) handleApiError(error, options);
    // options are constant per call site
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}

/**
 * useReportError for the read a screen is made of (a list page's list, the profile's user): offline
 * with nothing saved on this device, the screen says once that it needs the internet in place of its
 * content (screenOffline.ts) instead of an empty list beside an error toast.
 */
export function useScreenLoadError(error: unknown, options?: Parameters<typeof handleApiError>[1]): void {
  const address = useScreenAddress();
  useEffect(() => {
    if (!error) return;
    if (offlineError(error)) markScreenOffline(address);
    else handleApiError(error, options);
    // options are constant per call site
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
