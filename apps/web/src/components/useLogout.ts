import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../api/auth.ts';

/** The titles of the account's saves still waiting on this device (after a sync try when online), sent ones left out. */
async function waitingTitles(): Promise<string[]> {
  const { readQueue, isWaiting } = await import('../pwa/offlineStore.ts');
  let queue = await readQueue();
  if (queue.saves.some((s) => !s.refused) && navigator.onLine) {
    const { syncQueue } = await import('../pwa/sync.ts');
    await syncQueue().catch(() => null);
    queue = await readQueue();
  }
  return [...queue.saves.filter(isWaiting).map((s) => s.input.fields.clube), ...queue.unreadable.map((u) => u.title ?? '—')];
}

/**
 * Signs out: revokes the token on the server, clears the session and cached data, goes to /login.
 * Formations saved on this device and not sent yet are never lost unasked: online they are sent
 * first; those still waiting are named in a question (keep them for this account's next sign-in,
 * or discard them; cancel stays signed in).
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const client = useQueryClient();
  return async () => {
    const titles = await waitingTitles().catch(() => []);
    if (titles.length > 0) {
      const { askAboutQueue } = await import('../pwa/askAboutQueue.tsx');
      const choice = await askAboutQueue(titles);
      if (choice === null) return;
      if (choice === 'discard') await import('../pwa/offlineStore.ts').then((m) => m.discardQueue());
    }
    await logout();
    client.clear();
    await navigate('/login', { replace: true });
  };
}
