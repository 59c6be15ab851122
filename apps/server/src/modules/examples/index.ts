import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { examplesAnswer, examplesLoaded, examplesRemoved, firstRunInput, translate } from '@prancheta/shared';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { exampleIdsOf, hasExamples, loadExamples, removeExamples, setFirstRunDismissed } from './service.ts';

/**
 * The first-run guide's sample content and the checklist's dismissal:
 * GET /api/examples (the ids of the coach's sample records, for the lists' "Example" badge),
 * POST /api/examples (loads the set in the request's language; a second load adds nothing),
 * DELETE /api/examples (removes every sample record with its files), PUT /api/home/first-run.
 * Signed-in is enough for the reads and the dismissal; loading and removing need a subscription,
 * as every write of records does.
 */
export async function examplesModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['examples'];

  api.get('/examples', { config: { access: access.auth }, schema: { tags, response: { 200: examplesAnswer } } }, async (request, reply) => {
    const ids = await exampleIdsOf(ctx.db, actorOf(request));
    reply.header('cache-control', 'private, no-store');
    return { loaded: hasExamples(ids), ids };
  });

  api.post('/examples', { config: { access: access.subscription }, schema: { tags, response: { 200: examplesLoaded } } }, async (request) => {
    const lang = requestLanguage(request);
    const result = await loadExamples(ctx, actorOf(request), lang);
    return { message: translate(lang, result.created ? 'examples.loaded' : 'examples.already'), ...result };
  });

  api.delete('/examples', { config: { access: access.subscription }, schema: { tags, response: { 200: examplesRemoved } } }, async (request) => {
    const removed = await removeExamples(ctx, actorOf(request));
    return { message: translate(requestLanguage(request), 'examples.removed'), removed };
  });

  api.put('/home/first-run', { config: { access: access.auth }, schema: { tags, body: firstRunInput } }, async (request, reply) => {
    await setFirstRunDismissed(ctx.db, actorOf(request), request.body.dismissed, requestLanguage(request));
    return reply.status(204).send();
  });
}
