import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { calendarApiRoutes } from './routes.ts';

/** Private iCal feeds: /api/calendario here; the feeds themselves (/ical/...) are mounted by app.ts. */
export async function calendarModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await calendarApiRoutes(app, ctx);
}
