import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { plansAnswer } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { presentPlan } from './present.ts';
import { listPlans } from './repo.ts';
import { access } from '../../access/route-access.ts';

/** GET /api/plans: every plan, shortest first (signed-in users; no subscription needed to pay). */
export async function planRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/plans',
    { config: { access: access.auth }, schema: { tags: ['plans'], response: { 200: plansAnswer } } },
    async (request) => {
      const rows = await listPlans(ctx.db);
      return { plans: rows.map((row) => presentPlan(row, requestLanguage(request))) };
    },
  );
}
