import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { loadPrintRoutes } from './print.ts';
import { loadRoutes } from './routes.ts';
import { studentLoadRoutes } from './student-routes.ts';

/** Training load (session RPE, ACWR, monotony, strain) and daily wellness (purge: lifecycle.ts). */
export async function loadModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await loadRoutes(app, ctx);
  await studentLoadRoutes(app, ctx);
  await loadPrintRoutes(app, ctx);
}
