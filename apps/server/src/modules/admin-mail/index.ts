import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { adminMailRoutes } from './routes.ts';
import { mailQueueDepth } from './worker.ts';

/** Bulk e-mail (admin/sendmail; background sending in worker.ts, resumed by job.ts). */
export async function adminMailModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await adminMailRoutes(app, ctx);
  ctx.metrics.watchMailQueue(() => mailQueueDepth(ctx));
}
