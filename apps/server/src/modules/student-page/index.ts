import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { studentApiRoutes } from './routes.ts';

/** The student page: /api/aluno/<token> here; the HTML page (/aluno/<token>) is mounted by app.ts. */
export async function studentPageModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await studentApiRoutes(app, ctx);
}
