import { useQuery } from '@tanstack/react-query';
import { homeKey, homeQuery } from './queries.ts';

export { homeKey };

/** GET /api/home: the counts and latest records of every area of the coach, in one call. */
export function useHome() {
  return useQuery({ ...homeQuery(), staleTime: 0 });
}
