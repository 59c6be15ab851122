import type { Level } from '@prancheta/shared';

/** Session storage keys (seed: the auth token and the role live in the session). */
const KEYS = { token: 'auth_token', level: 'level', team: 'team' } as const;

/** The signed-in session as stored in sessionStorage. */
export interface StoredSession {
  token: string;
  level: Level;
  team: boolean;
}

/**
 * Where the session lives: the tab's sessionStorage (the default: it ends with the tab), or
 * localStorage when the user chose "keep me signed in on this device" at sign-in, so the installed
 * app reopens signed in, offline too.
 */
function storeOf(): Storage {
  return localStorage.getItem(KEYS.token) ? localStorage : sessionStorage;
}

export function readSession(): StoredSession | null {
  const store = storeOf();
  const token = store.getItem(KEYS.token);
  if (!token) return null;
  return { token, level: (store.getItem(KEYS.level) as Level) ?? 'user', team: store.getItem(KEYS.team) === '1' };
}

/** True when the session is kept on this device (localStorage) rather than in the tab. */
export function sessionKept(): boolean {
  return localStorage.getItem(KEYS.token) !== null;
}

/**
 * A cookie saying only that this browser holds a session (never the token): the server then sends
 * a signed-in page already drawn, and the sign-in screen instead when it is absent, which is where
 * the app goes without a session (see the server's spa-shell.ts). Kept as long as the session: a
 * year for a kept one, the browser's session otherwise.
 */
function sessionHint(on: boolean, keep = false): void {
  if (typeof document === 'undefined') return;
  document.cookie = on ? `signed=1; path=/; samesite=lax${keep ? '; max-age=31536000' : ''}` : 'signed=; path=/; samesite=lax; max-age=0';
}
// In step with the stored session at every start (a session of an earlier version, an expired one).
if (typeof document !== 'undefined') sessionHint(readSession() !== null, sessionKept());

/** True from an explicit sign-out until the next sign-in: the sign-in guard then remembers no page. */
let signedOutOnPurpose = false;

/** Whether the session ended by the user's own sign-out (not an expired token). */
export function signedOutByUser(): boolean {
  return signedOutOnPurpose;
}

/** Stores a new session; `keep` puts it in localStorage (kept on this device), else in the tab. */
export function saveSession(s: StoredSession, keep = false): void {
  signedOutOnPurpose = false;
  for (const k of Object.values(KEYS)) (keep ? sessionStorage : localStorage).removeItem(k);
  const store = keep ? localStorage : sessionStorage;
  store.setItem(KEYS.token, s.token);
  store.setItem(KEYS.level, s.level);
  if (s.team) store.setItem(KEYS.team, '1');
  else store.removeItem(KEYS.team);
  sessionHint(true, keep);
  window.dispatchEvent(new Event('prancheta:session'));
}

/** Ends the session; `byUser` for an explicit sign-out (the next sign-in starts at the home). */
export function clearSession(byUser = false): void {
  signedOutOnPurpose = byUser;
  for (const k of Object.values(KEYS)) {
    sessionStorage.removeItem(k);
    localStorage.removeItem(k);
  }
  sessionHint(false);
  window.dispatchEvent(new Event('prancheta:session'));
}
