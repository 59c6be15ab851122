import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { clubRoutes } from './routes.ts';

/** The club area (team, team/users, team/categories, teamtreinos, teams; purge: lifecycle.ts). */
export async function clubsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await clubRoutes(app, ctx);
}
