import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { access } from '../../access/route-access.ts';

/** Answer of GET /api/config/links: the external links shown in the top navigation. */
export const linksAnswer = z.object({ help: z.string(), community: z.string(), suggestions: z.string(), contact: z.string() });

/** GET /api/config/links (public): help videos, community, suggestions and contact chat URLs from the configuration. */
export async function linksRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/config/links', { config: { access: access.public }, schema: { tags: ['config'], response: { 200: linksAnswer } } }, async () => ({
    help: ctx.config.HELP_URL,
    community: ctx.config.COMMUNITY_URL,
    suggestions: ctx.config.SUGGESTIONS_URL,
    contact: ctx.config.CONTACT_URL,
  }));
}
