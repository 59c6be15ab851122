import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { purgeAthlete } from '../../lifecycle/purge-athlete.ts';
import { athleteRoutes } from './routes.ts';

/** The roster: athletes and their private student links (purge: lifecycle.ts). */
export async function athletesModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await athleteRoutes(app, ctx, { beforeDelete: purgeAthlete });
}
