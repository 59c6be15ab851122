import { z } from 'zod';

/** The coach's private calendar feed: its address, or null when none is active. */
export const calendarFeedAnswer = z.object({ url: z.string().nullable(), message: z.string().optional() });
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswer>;
