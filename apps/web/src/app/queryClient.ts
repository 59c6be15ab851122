import { QueryClient } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';

/**
 * Reads the first load asked for before the first screen's code ran (app/firstData.ts), by query
 * hash: the screen's hooks take their answer as it is instead of asking again when they mount.
 * Cleared at the first navigation, after which every mount refetches stale data as usual.
 */
export const firstScreenReads = new Set<string>();

/** The app's one query client. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnMount: (query: Query) => !firstScreenReads.has(query.queryHash),
    },
  },
});
