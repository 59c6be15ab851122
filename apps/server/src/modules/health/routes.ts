import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { access } from '../../access/route-access.ts';
import { readyRoutes } from './ready-routes.ts';
import { pingDatabase } from './repo.ts';

/** GET /api/health: 200 when the database answers, 503 otherwise; GET /api/ready (ready-routes.ts). */
export async function healthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    { config: { access: access.public }, schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok'), database: z.string() }), 503: z.object({ status: z.literal('down'), database: z.string() }) } } },
    async (_request, reply) => {
      try {
        await pingDatabase(ctx.db);
        return { status: 'ok' as const, database: ctx.dialect };
      } catch {
        return reply.status(503).send({ status: 'down' as const, database: ctx.dialect });
      }
    },
  );
  await readyRoutes(app, ctx);
}
