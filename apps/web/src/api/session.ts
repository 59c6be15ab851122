import type { Level } from '@prancheta/shared';

/** Session storage keys (seed: the auth token and the role live in the session). */
const KEYS = { token: 'auth_token', level: 'level', team: 'team' } as const;

/** The signed-in session as stored in sessionStorage. */
export interface StoredSession {
  token: string;
  level: Level;
  team: boolean;
}

export function readSession(): StoredSession | null {
  const token = sessionStorage.getItem(KEYS.token);
  if (!token) return null;
  return { token, level: (sessionStorage.getItem(KEYS.level) as Level) ?? 'user', team: sessionStorage.getItem(KEYS.team) === '1' };
}

/** True from an explicit sign-out until the next sign-in: the sign-in guard then remembers no page. */
let signedOutOnPurpose = false;

/** Whether the session ended by the user's own sign-out (not an expired token). */
export function signedOutByUser(): boolean {
  return signedOutOnPurpose;
}

export function saveSession(s: StoredSession): void {
  signedOutOnPurpose = false;
  sessionStorage.setItem(KEYS.token, s.token);
  sessionStorage.setItem(KEYS.level, s.level);
  if (s.team) sessionStorage.setItem(KEYS.team, '1');
  else sessionStorage.removeItem(KEYS.team);
  window.dispatchEvent(new Event('prancheta:session'));
}

/** Ends the session; `byUser` for an explicit sign-out (the next sign-in starts at the home). */
export function clearSession(byUser = false): void {
  signedOutOnPurpose = byUser;
  for (const k of Object.values(KEYS)) sessionStorage.removeItem(k);
  window.dispatchEvent(new Event('prancheta:session'));
}
