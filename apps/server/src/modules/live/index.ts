import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { liveRoutes } from './routes.ts';

/** Live presenting: the presenter's API and the socket under /api/live; the viewer's page is livePageRoutes (mounted at /ao-vivo by app.ts). */
export async function liveModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await liveRoutes(app, ctx);
}

export { livePageRoutes, liveHubOf } from './routes.ts';
