import { dayInZone } from '@prancheta/shared';
import type { AppContext } from './context.ts';

/** Today's calendar day (YYYY-MM-DD) in the app's time zone (APP_TIME_ZONE), not in UTC. */
export function todayOf(ctx: Pick<AppContext, 'config'>, at: Date = new Date()): string {
  return dayInZone(ctx.config.APP_TIME_ZONE, at);
}
