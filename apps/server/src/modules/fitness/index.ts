import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { mediaRoots } from '../media/surface.ts';
import { fitnessPrintRoutes } from './print.ts';
import { fitnessRoutes } from './routes.ts';
import { printLayoutRoutes } from './print-layout-routes.ts';

/** Fitness sheets and video sessions (fitnes, fitnesex; purge: lifecycle.ts). */
export async function fitnessModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const roots = mediaRoots(ctx.config);
  await fitnessRoutes(app, ctx, roots);
  await fitnessPrintRoutes(app, ctx, roots);
  await printLayoutRoutes(app, ctx);
}
