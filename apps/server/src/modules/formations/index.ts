import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { playFileRoutes } from './playfile-routes.ts';
import { formationPrintRoutes } from './print.ts';
import { formationRoutes } from './routes.ts';
import { userImageRoutes } from './user-images-routes.ts';

/** The formations area: formations CRUD and media, personal images, print/fr, retention. */
export async function formationsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await formationRoutes(app, ctx);
  await userImageRoutes(app, ctx);
  await formationPrintRoutes(app, ctx);
  await playFileRoutes(app, ctx);
}
