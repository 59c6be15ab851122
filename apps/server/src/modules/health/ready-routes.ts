import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { access } from '../../access/route-access.ts';
import { readiness } from './readiness.ts';

const answer = z.object({ ok: z.boolean(), checks: z.record(z.string(), z.enum(['ok', 'failed', 'timeout'])) });

/**
 * GET /api/ready: 200 `{ ok: true, checks }` when the database, Redis (when configured) and the
 * storage answer; 503 with the failing part otherwise (its error is logged, never sent).
 * GET /api/health stays the cheap liveness answer.
 */
export async function readyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ready',
    { config: { access: access.public }, schema: { tags: ['health'], response: { 200: answer, 503: answer } } },
    async (request, reply) => {
      const checks = await readiness(ctx, (part, err) => request.log.warn({ part, err }, 'readiness check failed'));
      const ok = Object.values(checks).every((c) => c === 'ok');
      return reply.status(ok ? 200 : 503).header('cache-control', 'no-store').send({ ok, checks });
    },
  );
}
