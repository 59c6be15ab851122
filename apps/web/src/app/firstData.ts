// The first screen's reads, asked for while its code loads: a signed-in visit to a training, a
// fitness sheet or the home no longer waits for the page's script to arrive, run and render before
// its data is even requested (on a slow phone network that is one round trip and a second or more).
import { hashKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import {
  anamneseQuery,
  athleteAssessmentsQuery,
  athleteBasicsQuery,
  athletesQuery,
  attendancePeriod,
  attendanceSessionsQuery,
  calendarFeedQuery,
  examplesQuery,
  homeQuery,
  linksQuery,
  notificationsQuery,
  printLayoutQuery,
  recurringSubscriptionQuery,
  retentionQuery,
  sheetMarksQuery,
  sheetQuery,
  sheetsQuery,
  sportQuery,
  sportsQuery,
  trainingQuery,
  trainingsQuery,
  userQuery,
} from '../api/queries.ts';
import { readSession } from '../api/session.ts';
import { firstScreenReads, queryClient } from './queryClient.ts';

type Read = { queryKey: readonly unknown[]; queryFn: (context: { signal: AbortSignal }) => Promise<unknown> };

/** A sheet page's reads: the sheet, its students' done marks, the roster and the print layout. */
const sheetReads = (id: string | undefined): Read[] => (id ? [sheetQuery(id), sheetMarksQuery(id), athletesQuery(), printLayoutQuery()] : []);

/**
 * Route pattern -> the reads its page starts with (the signed-in layout's reads, the user and the
 * external links, come with all). All of them: one that answered only after the page's first
 * render re-rendered the page, its forms included, once more in a long task of its own.
 */
const FIRST_READS: Array<[string, (params: Record<string, string | undefined>) => Read[]]> = [
  ['/', () => [homeQuery(), notificationsQuery(), retentionQuery(), recurringSubscriptionQuery()]],
  // The lists mark sample records with a badge: their ids too (examplesQuery).
  ['/treinos', () => [trainingsQuery(), examplesQuery()]],
  ['/atletas', () => [athletesQuery(), examplesQuery(), calendarFeedQuery()]],
  [
    '/presencas',
    () => {
      const { from, to } = attendancePeriod();
      return [attendanceSessionsQuery(from, to)];
    },
  ],
  ['/atletas/:id/avaliacoes', ({ id }) => (id ? [athleteBasicsQuery(id), athleteAssessmentsQuery(id), anamneseQuery(id), examplesQuery()] : [])],
  ['/treino/:id', ({ id }) => (id ? [trainingQuery(id), sportsQuery()] : [])],
  ['/fitnes', () => [sheetsQuery(false), examplesQuery()]],
  ['/fitnes/:id', ({ id }) => sheetReads(id)],
  ['/video-sessions', () => [sheetsQuery(true)]],
  ['/video-sessions/:id', ({ id }) => sheetReads(id)],
];

/** Full-screen pages (outside the signed-in layout): the reads they start with, from the address's query. */
const FULL_SCREEN_READS: Array<[string, (search: URLSearchParams) => Read[]]> = [
  // The board's sport (its fields); a board over a saved formation reads that formation instead.
  ['/board', (search) => (search.get('esporte') && !search.get('formation') ? [sportQuery(search.get('esporte')!)] : [])],
];

/**
 * Starts the reads of the page at `pathname` (and `search`) for a signed-in user (nothing for other
 * pages or a guest); settles when they have all answered or failed.
 */
export function prefetchFirstScreen(pathname: string, search = ''): Promise<void> {
  if (readSession() === null) return Promise.resolve();
  const start = (reads: Read[]) =>
    Promise.all(
      reads.map((read) => {
        firstScreenReads.add(hashKey(read.queryKey));
        // Kept for the session (never collected): a collectable entry sets a timer when built and
        // after each answer, and clears it when the page subscribes, all inside the first render.
        return queryClient.prefetchQuery({ ...read, gcTime: Infinity }); // never rejects
      }),
    ).then(() => undefined);
  for (const [pattern, reads] of FIRST_READS) {
    const match = matchPath(pattern, pathname);
    if (match) return start([userQuery(), linksQuery(), ...reads(match.params)]);
  }
  for (const [pattern, reads] of FULL_SCREEN_READS) {
    if (matchPath(pattern, pathname)) return start(reads(new URLSearchParams(search)));
  }
  return Promise.resolve();
}
