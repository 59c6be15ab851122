import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { gifFileQuery } from '@prancheta/shared';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { adminMediaRoutes } from './admin-routes.ts';
import { coachMediaRoutes } from './coach-routes.ts';
import { mediaRoots } from './roots.ts';
import { sendLibraryImage } from './send.ts';

/**
 * The media library: the animated-gif library, admin files and gifs, each coach's own
 * gifs. Files live under DATA_DIR/library (see roots.ts); the starter gifs are copied in at start.
 */
export async function mediaModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const roots = mediaRoots(ctx.config);
  await coachMediaRoutes(app, ctx, roots);
  await adminMediaRoutes(app, ctx, roots);
  // The admins' general images, public like the elements artwork (the "images base path").
  app.withTypeProvider<ZodTypeProvider>().get('/images', { config: { access: access.public }, schema: { tags: ['media'], querystring: gifFileQuery } }, async (request, reply) =>
    sendLibraryImage(request, reply, roots.files, request.query.path, { cache: 'public' }),
  );
}
