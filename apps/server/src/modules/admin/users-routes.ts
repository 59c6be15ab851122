import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUser, adminUserBody, adminUsersAnswer, adminUsersPage, adminUsersQuery, dbId, idParams, messageAnswer, translate, wantsPage } from '@prancheta/shared';
import { z } from 'zod';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { currentUser } from '../../plugins/auth.ts';
import { pageUsers } from './users-page.ts';
import { deleteUser, listUsers, updateUser } from './users-service.ts';

/** Admin and master only: everyone else gets 403 before anything is read or validated. */
export const adminOnly = { access: access.level('admin', 'master') };

/** Seed 001 §7: GET admin/users, PUT admin/user/{id}, DELETE user?id={id}. */
export async function adminUserRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  // Without paging parameters the seed's answer, every account as `users` (API clients); with any
  // of page, pageSize, sort, dir or q one page sorted and searched by the database: `items` and `total`.
  api.get('/admin/users', { config: adminOnly, schema: { tags, querystring: adminUsersQuery, response: { 200: z.union([adminUsersAnswer, adminUsersPage]) } } }, async (request) =>
    wantsPage(request.query) ? pageUsers(ctx, currentUser(request), request.query) : { users: await listUsers(ctx, currentUser(request)) },
  );

  api.put('/admin/user/:id', { config: adminOnly, schema: { tags, params: idParams, body: adminUserBody, response: { 200: messageAnswer.extend({ user: adminUser }) } } }, async (request) => {
    const user = await updateUser(ctx, request, currentUser(request), request.params.id, request.body);
    return { message: translate(requestLanguage(request), 'general.updated'), user };
  });

  api.delete('/user', { config: adminOnly, schema: { tags, querystring: z.object({ id: dbId }), response: { 200: messageAnswer } } }, async (request) => {
    await deleteUser(ctx, request, currentUser(request), request.query.id);
    return { message: translate(requestLanguage(request), 'general.deleted') };
  });
}
