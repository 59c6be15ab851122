import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate, updateUserBody, userAnswer } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { currentUser } from '../../plugins/auth.ts';
import { bearerToken } from '../auth/bearer.ts';
import { loadProfile, updateProfile } from './service.ts';

const updateAnswer = userAnswer.extend({ message: z.string() });

/** GET /api/user (profile, clubs, subscription) and PUT /api/user (edit profile). Not subscription-gated. */
export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['user'], security: [{ bearer: [] }] };

  api.get('/user', { preHandler: ctx.guards.authenticate, schema: { ...common, response: { 200: userAnswer } } }, async (request) => {
    return { user: await loadProfile(ctx.db, currentUser(request).id) };
  });

  api.put('/user', { preHandler: ctx.guards.authenticate, schema: { ...common, body: updateUserBody, response: { 200: updateAnswer } } }, async (request) => {
    const user = await updateProfile(ctx.db, currentUser(request).id, request.body, bearerToken(request));
    return { user, message: translate(requestLanguage(request), 'general.updated') };
  });
}
