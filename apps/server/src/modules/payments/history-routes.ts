import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentsAnswer } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { paymentsRepo, presentPayment } from './repo.ts';

/** GET /api/user/payments: the signed-in user's payments, newest first (no subscription needed). */
export async function paymentHistoryRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/user/payments',
    { config: { access: access.auth }, schema: { tags: ['payments'], response: { 200: paymentsAnswer } } },
    async (request) => {
      const actor = actorOf(request);
      const rows = await paymentsRepo.history(ctx.db, actor, actor.id);
      const lang = requestLanguage(request);
      return { payments: rows.map((row) => presentPayment(row, lang)) };
    },
  );
}
