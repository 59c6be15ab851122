import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { adminPaymentsRoutes } from './routes.ts';

/** Payments admin (admin/payments): the server-paged list, monthly totals and manual refunds. */
export async function adminPaymentsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await adminPaymentsRoutes(app, ctx);
}
