import { useQuery } from '@tanstack/react-query';
import { sportQuery, sportsQuery } from './queries.ts';

/** URL of a public sport image (field, player, item, board icon) served by GET /api/elements. */
export function elementUrl(path: string): string {
  return `/api/elements?path=${encodeURIComponent(path)}`;
}

/** Query keys of the sports API, for invalidation and prefetching. */
export const sportKeys = {
  all: sportsQuery().queryKey,
  one: (id: string | number) => sportQuery(id).queryKey,
};

/** GET /api/sports: the sports a coach can pick. Errors are left to the caller (402 goes to /profile). */
export function useSports() {
  return useQuery({ ...sportsQuery(), staleTime: 5 * 60_000 });
}

/** GET /api/sports/{id}: one sport with its files (fields, players, goalkeepers, items, shirts). */
export function useSport(id: string | number | null | undefined) {
  return useQuery({
    ...sportQuery(id ?? ''),
    enabled: id !== null && id !== undefined && String(id) !== '',
    staleTime: 5 * 60_000,
  });
}
