import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { adminNotifyRoutes } from './routes.ts';

/** Notifications admin (admin/notify). */
export async function adminNotifyModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await adminNotifyRoutes(app, ctx);
}
