import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { weekPrintRoutes } from './print.ts';
import { weekRoutes } from './routes.ts';

/** The weekly sheets area (semana): CRUD, duplicate, header image and print (purge: lifecycle.ts). */
export async function weeksModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await weekRoutes(app, ctx);
  await weekPrintRoutes(app, ctx);
}
