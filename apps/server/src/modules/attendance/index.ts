import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { attendanceRoutes } from './routes.ts';

/** Attendance of roster athletes at trainings and weekly sessions (purge: lifecycle.ts). */
export async function attendanceModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await attendanceRoutes(app, ctx);
}
