import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fitnessPrintLayoutAnswer, fitnessPrintLayoutInput } from '@prancheta/shared';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { printLayoutRepo } from './repo.ts';

/** GET and PUT /api/fitnes/print-layout: the layout the coach's next fitness print opens with. */
export async function printLayoutRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };
  const tags = ['fitness'];
  api.get('/fitnes/print-layout', { config: guard, schema: { tags, response: { 200: fitnessPrintLayoutAnswer } } }, async (request) => ({ layout: await printLayoutRepo.get(ctx.db, actorOf(request)) }));
  api.put('/fitnes/print-layout', { config: guard, schema: { tags, body: fitnessPrintLayoutInput, response: { 200: fitnessPrintLayoutAnswer } } }, async (request) => {
    const actor = actorOf(request);
    await printLayoutRepo.set(ctx.db, actor, request.body.layout, requestLanguage(request));
    return { layout: request.body.layout };
  });
}
