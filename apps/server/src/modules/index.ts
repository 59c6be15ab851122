import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { healthRoutes } from './health/routes.ts';
import { linksRoutes } from './links/routes.ts';

/** A module registers its routes under /api with the shared context. */
export type ModuleRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every module of the API. Append new modules here. */
export const modules: ModuleRoutes[] = [healthRoutes, linksRoutes];
