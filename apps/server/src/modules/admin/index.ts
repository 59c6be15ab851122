import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { adminAuditRoutes } from './audit-routes.ts';
import { adminCleanRoutes } from './clean-routes.ts';
import { adminPlanRoutes } from './plans-routes.ts';
import { adminUserRoutes } from './users-routes.ts';

/** Admin users and subscriptions, plans, trash clean-up and the audit trail. */
export async function adminModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await adminUserRoutes(app, ctx);
  await adminPlanRoutes(app, ctx);
  await adminCleanRoutes(app, ctx);
  await adminAuditRoutes(app, ctx);
}
