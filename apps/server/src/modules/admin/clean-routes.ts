import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cleanAnswer, cleanedAnswer, translate } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { emptyTrash, listTrash } from './clean-service.ts';
import { adminOnly } from './users-routes.ts';

/** Seed 001 §7: GET admin/clean (answer treinos and subs), DELETE admin/clean. */
export async function adminCleanRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get('/admin/clean', { config: adminOnly, schema: { tags, response: { 200: cleanAnswer } } }, async () => listTrash(ctx));

  api.delete('/admin/clean', { config: adminOnly, schema: { tags, response: { 200: cleanedAnswer } } }, async (request) => {
    const removed = await emptyTrash(ctx, request);
    return { message: translate(requestLanguage(request), 'admin.clean.cleaned', removed), ...removed };
  });
}
