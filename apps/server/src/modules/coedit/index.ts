import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { coeditRoutes } from './routes.ts';

/** Drawing a formation together (invitations, shared list, the formation's WebSocket room). */
export async function coeditModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await coeditRoutes(app, ctx);
}
