import { z } from 'zod';

export { FIRST_RUN_STEPS } from '../firstRun.ts';
export type { FirstRunStep } from '../firstRun.ts';

/**
 * The first-run checklist of the home (part of GET /api/home): each step is done when the coach's
 * own records (never the sample ones) show it: a formation or video drawn, a training planned, a
 * fitness sheet built, an athlete with a student-page link. `show` is false once dismissed or done.
 */
export const firstRunState = z.object({
  show: z.boolean(),
  dismissed: z.boolean(),
  steps: z.object({ formation: z.boolean(), training: z.boolean(), fitness: z.boolean(), athlete: z.boolean() }),
  /** Whether the sample set is loaded now. */
  examples: z.boolean(),
});
export type FirstRunState = z.infer<typeof firstRunState>;

/** The kinds of records the sample set holds (the lists that show the "Example" badge). */
export const EXAMPLE_KINDS = ['trainings', 'formations', 'videos', 'fitness', 'weeks', 'athletes', 'assessments'] as const;
export type ExampleKind = (typeof EXAMPLE_KINDS)[number];

/** The ids of the coach's sample records per kind (GET /api/examples, and what a load created). */
export const exampleIds = z.object({
  trainings: z.array(z.number()),
  formations: z.array(z.number()),
  videos: z.array(z.number()),
  fitness: z.array(z.number()),
  weeks: z.array(z.number()),
  athletes: z.array(z.number()),
  assessments: z.array(z.number()),
});
export type ExampleIds = z.infer<typeof exampleIds>;

/** GET /api/examples. */
export const examplesAnswer = z.object({ loaded: z.boolean(), ids: exampleIds });
export type ExamplesAnswer = z.infer<typeof examplesAnswer>;

/**
 * POST /api/examples: created = false when the sample set was already there (nothing added);
 * notes name what was skipped (no gif in the library: the sheet's exercises have no gif).
 */
export const examplesLoaded = z.object({ message: z.string(), created: z.boolean(), ids: exampleIds, notes: z.array(z.string()) });
export type ExamplesLoaded = z.infer<typeof examplesLoaded>;

/** DELETE /api/examples: how many records were removed. */
export const examplesRemoved = z.object({ message: z.string(), removed: z.number() });
export type ExamplesRemoved = z.infer<typeof examplesRemoved>;

/** PUT /api/home/first-run: close (or reopen) the checklist. */
export const firstRunInput = z.object({ dismissed: z.boolean() });
