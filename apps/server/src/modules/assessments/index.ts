import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { assessmentPrintRoutes } from './print.ts';
import { assessmentRoutes } from './routes.ts';
import { studentAssessmentRoutes } from './student-routes.ts';

/** Physical assessments, anamnese and students' "done" marks (purge: lifecycle.ts). */
export async function assessmentsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await assessmentRoutes(app, ctx);
  await studentAssessmentRoutes(app, ctx);
  await assessmentPrintRoutes(app, ctx);
}
