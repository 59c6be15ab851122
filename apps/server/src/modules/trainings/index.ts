import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { exerciseRoutes } from './exercises/routes.ts';
import { trainingPrintRoutes } from './print.ts';
import { trainingRoutes } from './routes.ts';

/** The trainings area: trainings, their exercises, post-work, print/ex and retention. */
export async function trainingsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await trainingRoutes(app, ctx);
  await exerciseRoutes(app, ctx);
  await trainingPrintRoutes(app, ctx);
}
