// The first screen's reads, asked for while its code loads: a signed-in visit to a training, a
// fitness sheet or the home no longer waits for the page's script to arrive, run and render before
// its data is even requested (on a slow phone network that is one round trip and a second or more).
import { hashKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { homeQuery, notificationsQuery, sheetQuery, sheetsQuery, trainingQuery, trainingsQuery, userQuery } from '../api/queries.ts';
import { readSession } from '../api/session.ts';
import { firstScreenReads, queryClient } from './queryClient.ts';

type Read = { queryKey: readonly unknown[]; queryFn: (context: { signal: AbortSignal }) => Promise<unknown> };

/** Route pattern -> the reads its page starts with (the signed-in layout's user read comes with all). */
const FIRST_READS: Array<[string, (params: Record<string, string | undefined>) => Read[]]> = [
  ['/', () => [homeQuery(), notificationsQuery()]],
  ['/treinos', () => [trainingsQuery()]],
  ['/treino/:id', ({ id }) => (id ? [trainingQuery(id)] : [])],
  ['/fitnes', () => [sheetsQuery(false)]],
  ['/fitnes/:id', ({ id }) => (id ? [sheetQuery(id)] : [])],
  ['/video-sessions', () => [sheetsQuery(true)]],
  ['/video-sessions/:id', ({ id }) => (id ? [sheetQuery(id)] : [])],
];

/** Starts the reads of the page at `pathname` for a signed-in user (nothing for other pages or a guest). */
export function prefetchFirstScreen(pathname: string): void {
  if (readSession() === null) return;
  for (const [pattern, reads] of FIRST_READS) {
    const match = matchPath(pattern, pathname);
    if (!match) continue;
    for (const read of [userQuery(), ...reads(match.params)]) {
      firstScreenReads.add(hashKey(read.queryKey));
      void queryClient.prefetchQuery(read);
    }
    return;
  }
}
