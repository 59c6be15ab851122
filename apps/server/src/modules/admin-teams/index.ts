import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { adminTeamsRoutes } from './routes.ts';

/** Clubs admin (admin/teams) and the leader's acceptance of an invitation (team/invites/accept). */
export async function adminTeamsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await adminTeamsRoutes(app, ctx);
}
