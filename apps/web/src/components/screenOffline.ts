import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/**
 * The screen whose own data is neither reachable nor saved on this device (offline, never opened
 * online here), by address. The layout shows one calm "needs the internet" state in its place
 * (NeedsNetwork) instead of the page's loader, empty state or error toasts. Another address is
 * another screen, so leaving clears it; the connection coming back clears it too, and the page
 * mounts again and asks for its data.
 */
let offlineScreen: string | null = null;
const listeners = new Set<() => void>();

function here(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function set(value: string | null): void {
  if (offlineScreen === value) return;
  offlineScreen = value;
  for (const listener of listeners) listener();
}

/** When the browser last said the connection came back (ms), and for how long after it a failed call is retried. */
let backOnlineAt = 0;
const COMING_BACK_MS = 15_000;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
if (typeof window !== 'undefined') window.addEventListener('online', () => (backOnlineAt = Date.now()));

/**
 * Marks the screen at `address` (the one whose call failed, as its component saw it; by default the
 * current address) as needing the internet. The address comes from the screen itself because the
 * browser's address may already be the next screen's while the router still shows the old one: a
 * list that fails after the coach tapped "Início" must not mark the home. A call that got no answer
 * just after the connection came back (the 'online' event has already cleared the mark, and no other
 * will come) is asked again a few seconds later, until the connection settles.
 */
export function markScreenOffline(address: string = here()): void {
  set(address);
  clearTimeout(retryTimer);
  if (navigator.onLine && Date.now() - backOnlineAt < COMING_BACK_MS) retryTimer = setTimeout(() => set(null), 2000);
}

function subscribe(callback: () => void): () => void {
  listeners.add(callback);
  const online = () => set(null);
  window.addEventListener('online', online);
  return () => {
    listeners.delete(callback);
    window.removeEventListener('online', online);
  };
}

/** The router's address of the screen rendering this hook (pathname + search), as markScreenOffline takes it. */
export function useScreenAddress(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

/** True while the screen at `address` (pathname + search) was marked as needing the internet. */
export function useScreenOffline(address: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offlineScreen === address,
    () => false,
  );
}
