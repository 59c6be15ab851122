import type { ExampleKind, ExamplesLoaded, ExamplesRemoved } from '@prancheta/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './client.ts';
import { examplesQuery, homeKey } from './queries.ts';

/** GET /api/examples: the ids of the coach's sample records per kind (the lists' "Example" badge). */
export function useExamples() {
  return useQuery(examplesQuery());
}

/** Whether a record of a list is a sample one (false while the answer is loading). */
export function useIsExample(kind: ExampleKind): (id: number) => boolean {
  const list = useExamples().data?.ids[kind];
  // Stable while the answer is unchanged, so list columns memoised on it are not rebuilt each render.
  return useMemo(() => {
    const ids = new Set(list ?? []);
    return (id: number) => ids.has(id);
  }, [list]);
}

/**
 * POST /api/examples (load) and DELETE /api/examples (remove): both change many lists at once, so
 * every cached read is refreshed when they succeed.
 */
export function useExampleActions() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries();
  const load = useMutation({ mutationFn: () => api.post<ExamplesLoaded>('examples'), onSuccess: refresh });
  const remove = useMutation({ mutationFn: () => api.delete<ExamplesRemoved>('examples'), onSuccess: refresh });
  return { load, remove };
}

/** PUT /api/home/first-run: closes (or reopens) the first-run checklist, then refreshes the home. */
export function useDismissFirstRun() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (dismissed: boolean) => api.put<void>('home/first-run', { dismissed }), onSuccess: () => qc.invalidateQueries({ queryKey: homeKey }) });
}
