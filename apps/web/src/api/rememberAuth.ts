import type { AuthAnswer } from '@prancheta/shared';
import { saveSession } from './session.ts';

/**
 * Stores the session of a successful login/signup/changePass answer (seed 000 §4). Another account's
 * offline copies and queued saves on this device are then deleted (the returned promise ends when
 * that is done or failed). The IndexedDB code is loaded on demand: it stays out of the first
 * screen's scripts, the app's and the sign-in page's.
 */
export function rememberAuth(answer: AuthAnswer, keep = false): Promise<void> {
  saveSession({ token: answer.auth_token, level: answer.user.level, team: answer.user.team }, keep);
  return import('../pwa/offlineStore.ts').then((m) => m.claimOfflineData(answer.user.id)).catch((err: unknown) => console.warn('offline data not claimed', err));
}
