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
import { nextTask } from './nextTask.ts';
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
 * Reads started per task: each request costs the main thread a few milliseconds as it starts (up
 * to ~5 ms on this project's 2-core hosts without throttle), so a sheet's six in one task were a
 * long task on a 4x slower phone.
 */
const READS_PER_TASK = 2;

/**
 * Starts the reads of the page at `pathname` (and `search`) for a signed-in user (nothing for other
 * pages or a guest); settles when they have all answered or failed.
 */
export function prefetchFirstScreen(pathname: string, search = ''): Promise<void> {
  if (readSession() === null) return Promise.resolve();
  const start = async (reads: Read[]) => {
    const answers: Array<Promise<void>> = [];
    for (let from = 0; from < reads.length; from += READS_PER_TASK) {
      if (from > 0) await nextTask();
      for (const read of reads.slice(from, from + READS_PER_TASK)) {
        firstScreenReads.add(hashKey(read.queryKey));
        // Kept for the session (never collected): a collectable entry sets a timer when built and
        // after each answer, and clears it when the page subscribes, all inside the first render.
        answers.push(queryClient.prefetchQuery({ ...read, gcTime: Infinity })); // never rejects
      }
    }
    await Promise.all(answers);
  };
  for (const [pattern, reads] of FIRST_READS) {
    const match = matchPath(pattern, pathname);
    // The page's own reads first (the record the screen shows), then the signed-in layout's two.
    if (match) return start([...reads(match.params), userQuery(), linksQuery()]);
  }
  for (const [pattern, reads] of FULL_SCREEN_READS) {
    if (matchPath(pattern, pathname)) return start(reads(new URLSearchParams(search)));
  }
  return Promise.resolve();
}
