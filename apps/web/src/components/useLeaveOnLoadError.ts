import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, offlineError } from '../api/client.ts';
import { handleApiError } from '../api/errors.ts';
import { markScreenOffline, useScreenAddress } from './screenOffline.ts';

/** Where a record page goes when its record does not load: the message shown and the page it goes back to. */
export interface Leave {
  message: string;
  to: string;
}

/** True for the API's 404: the record does not exist or is another coach's (never told apart). */
export function isNotFound(error: unknown): boolean {
  const api = error instanceof ApiError ? error : error instanceof Error && error.cause instanceof ApiError ? error.cause : null;
  return api?.status === 404;
}

/** The usual leave message: `notFound` on a 404, otherwise the error's own (translated) message. */
export function notFoundOr(error: Error, notFound: string): string {
  return isNotFound(error) ? notFound : error.message;
}

/**
 * What every record page (/fitnes/{id}, /treino/{id}, /week/{id}, /avaliacoes/{id}, the editor...)
 * does when its record fails to load, instead of keeping its loader: 401 and 402 go through the API
 * error catalogue (sign-in, payment), anything else (a 404 for a record that does not exist or is
 * another coach's) shows `leave(error).message` and goes back to `leave(error).to`, replacing the
 * dead address in the history so "back" does not return to it. Offline, a record not saved on this
 * device is not gone: the screen stays and says once that it needs the internet (screenOffline.ts). With `onScreen` (the record is already
 * shown), a refresh that got no answer at all (the connection dropped, or is just coming back) keeps
 * the page and what was typed on it: the record is still there, only the network is not.
 */
export function useLeaveOnLoadError(loadError: unknown, leave: (error: Error) => Leave, options: { paymentRedirect?: string; onScreen?: boolean } = {}): void {
  const navigate = useNavigate();
  const address = useScreenAddress();
  const error = options.onScreen && loadError instanceof ApiError && loadError.status === 0 ? null : loadError;
  // The API's own answer, also when a loader wrapped it (the editor's EditorLoadError keeps it as its cause).
  const api = error instanceof ApiError ? error : error instanceof Error && error.cause instanceof ApiError ? error.cause : null;
  const apiRedirect = api !== null && (api.status === 401 || api.status === 402);
  const offline = offlineError(error) !== null;
  const target = error instanceof Error && !apiRedirect && !offline ? leave(error) : null;
  const message = target?.message ?? null;
  const to = target?.to ?? null;
  const { paymentRedirect } = options;
  useEffect(() => {
    if (!error) return;
    if (error instanceof DOMException && error.name === 'AbortError') return;
    if (offline) {
      markScreenOffline(address);
      return;
    }
    if (apiRedirect || message === null || to === null) {
      handleApiError(api ?? error, paymentRedirect ? { paymentRedirect } : {});
      return;
    }
    notifications.show({ color: 'red', message });
    navigate(to, { replace: true });
    // The address is read when the error arrives, not a reason to run again: a screen that leaves for
    // `to` must not report the same error at its new address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, api, apiRedirect, offline, message, to, navigate, paymentRedirect]);
}
