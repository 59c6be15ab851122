import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { elementsQuery, sportAnswer, sportsAnswer } from '@prancheta/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { sportById, sportSummaries } from './catalogue.ts';
import { findElement, streamElement } from './elements.ts';
import { access } from '../../access/route-access.ts';

const message = z.object({ message: z.string() });

/**
 * GET /api/sports and GET /api/sports/{id} (subscription required: 401, then 402), and the public
 * GET /api/elements?path= that streams the generated artwork (images cannot send a bearer header).
 */
export async function sportsRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/sports',
    { config: { access: access.subscription }, schema: { tags: ['sports'], security: [{ bearer: [] }], response: { 200: sportsAnswer, 401: message, 402: message } } },
    async (request) => ({ sports: sportSummaries(requestLanguage(request)) }),
  );

  api.get(
    '/sports/:id',
    {
      config: { access: access.subscription },
      schema: { tags: ['sports'], security: [{ bearer: [] }], params: z.object({ id: z.string().max(20) }), response: { 200: sportAnswer, 401: message, 402: message, 404: message } },
    },
    async (request) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      const sport = Number.isInteger(id) ? sportById(id, requestLanguage(request)) : undefined;
      if (!sport) throw notFound('sports.not-found');
      return { sport };
    },
  );

  api.get(
    '/elements',
    { config: { access: access.public }, schema: { tags: ['sports'], querystring: elementsQuery } },
    async (request, reply) => {
      const file = await findElement(request.query.path);
      if (!file) throw notFound();
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', file.etag)
        .header('x-content-type-options', 'nosniff');
      // SVGs are images only: forbid scripts should one ever be opened directly.
      if (file.contentType === 'image/svg+xml') reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
      return reply.send(streamElement(file));
    },
  );
}
