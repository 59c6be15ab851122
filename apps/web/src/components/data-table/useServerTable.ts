import { useDebouncedValue } from '@mantine/hooks';
import type { PageParams } from '@prancheta/shared';
import { useState } from 'react';
import type { TableSort } from './tableRows.ts';
import type { ServerPaging } from './types.ts';

/** How long the search box waits after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * State of a server-paged DataTable: page, sort and search, with the search sent only after a
 * pause in typing (typing never waits for the network). `params` is what the list request sends
 * (and its query key); `server(...)` gives the table's `server` prop for the answer received.
 */
export function useServerTable<S extends string>(options: { defaultSort: { key: S; direction: 'asc' | 'desc' }; pageSize?: number; initialQuery?: string }) {
  const pageSize = options.pageSize ?? 20;
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<TableSort>(options.defaultSort);
  const [query, setQuery] = useState(options.initialQuery ?? '');
  const [debounced] = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const params: PageParams<S> = { page, pageSize, sort: sort.key as S, dir: sort.direction, q: debounced };
  const server = (answer: { total: number; capped?: boolean } | undefined, fetching: boolean, filtered = false): ServerPaging => ({
    total: answer?.total ?? 0,
    capped: answer?.capped ?? false,
    page,
    pageSize,
    onPageChange: setPage,
    sort,
    onSortChange: (next) => {
      setSort(next);
      setPage(1);
    },
    query,
    onQueryChange: (next) => {
      setQuery(next);
      setPage(1);
    },
    fetching,
    filtered,
  });
  return { params, server, firstPage: () => setPage(1) };
}
