import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { shareRoutes } from './routes.ts';

/** Share links: the owner API under /api/share; the public page is page/routes.ts (mounted at /s by app.ts). */
export async function shareModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await shareRoutes(app, ctx);
}
