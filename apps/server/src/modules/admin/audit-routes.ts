import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditAnswer } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { recentAuditEntries } from './repo.ts';
import { adminOnly } from './users-routes.ts';

/** How many recent actions GET admin/audit answers. */
const RECENT = 100;

/** GET admin/audit: the most recent admin actions (read-only; the detail JSON stays on the server). */
export async function adminAuditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/admin/audit', { config: adminOnly, schema: { tags: ['admin'], response: { 200: auditAnswer } } }, async () => ({
    entries: await recentAuditEntries(ctx.db, RECENT),
  }));
}
