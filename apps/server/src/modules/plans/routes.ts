import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { plansAnswer } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { presentPlan } from './present.ts';

/** GET /api/plans: every plan, shortest first (signed-in users; no subscription needed to pay). */
export async function planRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/plans',
    { preHandler: ctx.guards.authenticate, schema: { tags: ['plans'], response: { 200: plansAnswer } } },
    async () => {
      const rows = await ctx.db.selectFrom('plans').select(['id', 'title', 'short_desc', 'days', 'price_cents']).orderBy('days').orderBy('id').execute();
      return { plans: rows.map(presentPlan) };
    },
  );
}
