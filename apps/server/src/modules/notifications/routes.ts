import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, messageAnswer, notificationsAnswer, translate } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { actorOf } from '../../access/actor.ts';
import { presentNotification } from './present.ts';
import { dismissNotification, notificationExists, visibleNotifications } from './repo.ts';
import { access } from '../../access/route-access.ts';
import { AnswerCache, sendCachedAnswer } from '../../http/answer-cache.ts';
import { sessionVersion } from '../../db/data-versions.ts';
import { currentUser } from '../../plugins/auth.ts';

/** Bytes of cached notification lists (about 1 KB per user and language). */
const LIST_CACHE_BYTES = 4 * 1024 * 1024;

/** GET /api/notifications (home screen list) and POST /api/notifications/{id} (dismiss for me). */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Each user's list in each language, serialised, valid while neither the notifications nor the
  // user's dismissals have changed (both counters come with the session lookup: a hit costs no query).
  const lists = new AnswerCache(LIST_CACHE_BYTES);
  api.get(
    '/notifications',
    { config: { access: access.auth }, schema: { tags: ['notifications'], response: { 200: notificationsAnswer } } },
    async (request, reply) => {
      const user = currentUser(request);
      const lang = requestLanguage(request);
      const version = `${sessionVersion(user, 'notifications')}:${sessionVersion(user, 'notification_dismissals')}`;
      return sendCachedAnswer(reply, lists, `${user.id}:${lang}`, version, async () => ({
        notifications: (await visibleNotifications(ctx.db, actorOf(request))).map((row) => presentNotification(row, lang)),
      }));
    },
  );

  api.post(
    '/notifications/:id',
    { config: { access: access.auth }, schema: { tags: ['notifications'], params: idParams, response: { 200: messageAnswer } } },
    async (request) => {
      const actor = actorOf(request);
      if (!(await notificationExists(ctx.db, actor, request.params.id))) throw notFound('notifications.not-found');
      await dismissNotification(ctx.db, actor, request.params.id);
      return { message: translate(requestLanguage(request), 'notifications.dismissed') };
    },
  );
}
