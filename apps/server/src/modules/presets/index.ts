import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { presetRoutes } from './routes.ts';

/** Personal formation presets (the catalogue ones live in packages/shared/src/presets). */
export async function presetsModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await presetRoutes(app, ctx);
}
