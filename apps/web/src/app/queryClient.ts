import { QueryClient } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';

/**
 * Reads the first load asked for before the first screen's code ran (app/firstData.ts), by query
 * hash: the screen's hooks take their answer as it is instead of asking again when they mount.
 * Cleared at the first navigation, after which every mount refetches stale data as usual.
 */
export const firstScreenReads = new Set<string>();

/**
 * The app's one query client. Network mode 'offlineFirst': a query or mutation always makes its
 * call, even while the browser says it is offline, because the service worker answers the reads
 * this device keeps (TanStack's default 'online' would pause them until the connection returns, so
 * a screen opened after the signal dropped would wait forever or look empty). A call nothing
 * answers fails at once with the API client's OfflineError (no retries) rather than pausing.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    mutations: { networkMode: 'offlineFirst' },
    queries: {
      networkMode: 'offlineFirst',
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: (query: Query) => !firstScreenReads.has(query.queryHash),
    },
  },
});
