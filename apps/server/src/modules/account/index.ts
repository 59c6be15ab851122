import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { accountRoutes } from './routes.ts';

/** The coach's account as a whole: download all material, retention warnings, account deletion. */
export async function accountModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await accountRoutes(app, ctx);
}
