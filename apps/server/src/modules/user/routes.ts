import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate, updateUserBody, userAnswer } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { currentUser } from '../../plugins/auth.ts';
import { bearerToken } from '../../sessions/bearer.ts';
import { profileOf, updateProfile } from './service.ts';
import { access } from '../../access/route-access.ts';

const updateAnswer = userAnswer.extend({ message: z.string() });

/** GET /api/user (profile, clubs, subscription) and PUT /api/user (edit profile). Not subscription-gated. */
export async function userRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['user'], security: [{ bearer: [] }] };

  api.get('/user', { config: { access: access.auth }, schema: { ...common, response: { 200: userAnswer } } }, async (request) => {
    return { user: await profileOf(ctx.db, currentUser(request)) };
  });

  api.put('/user', { config: { access: access.auth }, schema: { ...common, body: updateUserBody, response: { 200: updateAnswer } } }, async (request) => {
    const user = await updateProfile(ctx.db, currentUser(request).id, request.body, bearerToken(request));
    return { user, message: translate(requestLanguage(request), 'general.updated') };
  });
}
