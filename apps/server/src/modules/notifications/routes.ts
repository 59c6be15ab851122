import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, messageAnswer, notificationsAnswer, translate } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { presentNotification } from './present.ts';
import { dismissNotification, notificationExists, visibleNotifications } from './repo.ts';

/** GET /api/notifications (home screen list) and POST /api/notifications/{id} (dismiss for me). */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/notifications',
    { preHandler: ctx.guards.authenticate, schema: { tags: ['notifications'], response: { 200: notificationsAnswer } } },
    async (request) => ({ notifications: (await visibleNotifications(ctx.db, currentUser(request).id)).map(presentNotification) }),
  );

  api.post(
    '/notifications/:id',
    { preHandler: ctx.guards.authenticate, schema: { tags: ['notifications'], params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      if (!(await notificationExists(ctx.db, request.params.id))) throw notFound('notifications.not-found');
      await dismissNotification(ctx.db, request.params.id, currentUser(request).id);
      return { message: translate(requestLanguage(request), 'notifications.dismissed') };
    },
  );
}
