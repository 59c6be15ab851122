import { notifications } from '@mantine/notifications';
import i18n from '../i18n/i18n.ts';
import { ApiError, offlineError } from './client.ts';
import { clearSession } from './session.ts';

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);

/** The router registers its navigate function once, so the catalogue can redirect without reloads. */
export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

/**
 * The error catalogue of seed 000 §8: 401 clears the user and goes to /login; 402 shows the message
 * and goes to /payment (or `paymentRedirect`); 422 shows the message and every field error; others
 * show the server's message. Offline (no answer, none saved on this device) is not an error of the
 * server: one calm notice, shown once however many calls failed, and none at all for a `background`
 * read (notifications, counters), which simply waits for the connection. Returns the ApiError (or
 * null for aborted calls) for callers that need it.
 */
export function handleApiError(error: unknown, options: { paymentRedirect?: string; fallback?: string; background?: boolean } = {}): ApiError | null {
  if (error instanceof DOMException && error.name === 'AbortError') return null;
  const offline = offlineError(error);
  if (offline) {
    if (!options.background) {
      const id = offline.read ? 'needs-network' : 'needs-network-write';
      notifications.show({ id, color: 'yellow', message: offline.message });
    }
    return offline;
  }
  const err = error instanceof ApiError ? error : new ApiError(0, options.fallback ?? i18n.t('errors.internal'));
  if (err.status === 401) {
    clearSession();
    navigate('/login');
    return err;
  }
  if (err.status === 402) {
    notifications.show({ color: 'orange', message: err.message });
    navigate(options.paymentRedirect ?? '/payment');
    return err;
  }
  if (err.status === 422) {
    const fields = Object.values(err.errors).flat();
    notifications.show({ color: 'red', title: i18n.t('validation.general'), message: [err.message, ...fields].filter((v, i, a) => a.indexOf(v) === i).join(' · ') });
    return err;
  }
  notifications.show({ color: 'red', message: err.message || options.fallback || i18n.t('errors.internal') });
  return err;
}
