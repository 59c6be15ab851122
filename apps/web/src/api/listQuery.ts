import { keepPreviousData } from '@tanstack/react-query';

/** The query string of a server-paged list request: page parameters and filters, empty values left out. */
export function listQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  return search.toString();
}

/** Options of a paged list query: the previous page stays shown while the next one loads; a failure is not retried. */
export const pagedListOptions = { placeholderData: keepPreviousData, retry: false } as const;
