/** The steps of the first-run checklist, in screen order (no schema library: the home imports it). */
export const FIRST_RUN_STEPS = ['formation', 'training', 'fitness', 'athlete'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];
