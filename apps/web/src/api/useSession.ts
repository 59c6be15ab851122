import { useSyncExternalStore } from 'react';
import type { StoredSession } from './session.ts';
import { readSession } from './session.ts';

let cached: StoredSession | null = readSession();
let cachedKey = JSON.stringify(cached);

function subscribe(onChange: () => void): () => void {
  window.addEventListener('prancheta:session', onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener('prancheta:session', onChange);
    window.removeEventListener('storage', onChange);
  };
}

function snapshot(): StoredSession | null {
  const next = readSession();
  const key = JSON.stringify(next);
  if (key !== cachedKey) {
    cached = next;
    cachedKey = key;
  }
  return cached;
}

/** The stored session, re-rendering when saveSession/clearSession run. */
export function useSession(): StoredSession | null {
  return useSyncExternalStore(subscribe, snapshot);
}

/** True for the roles that see the admin menu (seed 000 §6). */
export function isAdmin(session: StoredSession | null): boolean {
  return session?.level === 'admin' || session?.level === 'master';
}
