import { useQuery } from '@tanstack/react-query';
import type { HomeAnswer } from '@prancheta/shared';
import { api } from './client.ts';

/** Query key of the home overview (every area's count and latest records). */
export const homeKey = ['home'] as const;

/** GET /api/home: the counts and latest records of every area of the coach, in one call. */
export function useHome() {
  return useQuery({ queryKey: homeKey, queryFn: ({ signal }) => api.get<HomeAnswer>('home', signal).then((a) => a.home), staleTime: 0 });
}
