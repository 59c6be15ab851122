import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminNotificationAnswer, adminNotificationsAnswer, idParams, messageAnswer, notifyInput, translate } from '@prancheta/shared';
import type { NotifyInput } from '@prancheta/shared';
import { z } from 'zod';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import { auditAdminAction } from '../../audit/admin-audit.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { presentAdminNotification, translationsOf } from './present.ts';
import { adminNotificationsRepo } from './repo.ts';

/**
 * Notifications admin (seed 001 §2, §3): what is saved shows on every home screen
 * (GET notifications), in each language the admin wrote (a blank language falls back to pt-br).
 */
export async function adminNotifyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: access.level('admin', 'master') };
  const tags = ['admin'];
  const t = (request: FastifyRequest, key: string) => translate(requestLanguage(request), key);
  const columns = (v: NotifyInput) => ({ ordem: v.ordem, title: v.title, message: v.message, icon: v.icon, color: v.color, background: v.background, translations: translationsOf(v) });
  const find = async (request: FastifyRequest, id: number) => {
    const row = await adminNotificationsRepo.find(ctx.db, actorOf(request), id);
    if (!row) throw notFound('notifications.not-found');
    return row;
  };
  const audited = (v: NotifyInput) => ({ ordem: v.ordem, title: v.title, icon: v.icon, languages: ['pt-br', ...(v.title_es || v.message_es ? ['es-es'] : []), ...(v.title_en || v.message_en ? ['en-us'] : [])] });

  api.get('/admin/notify', { config: admin, schema: { tags, response: { 200: adminNotificationsAnswer } } }, async (request) => ({
    notifications: (await adminNotificationsRepo.list(ctx.db, actorOf(request))).map(presentAdminNotification),
  }));

  api.post('/admin/notify', { config: admin, schema: { tags, body: z.unknown(), response: { 200: adminNotificationAnswer } } }, async (request) => {
    const form = await parseForm(request, { fields: notifyInput, tmpDir: uploadTmpDir(ctx) });
    const id = await withForm(form, async (f) => adminNotificationsRepo.insert(ctx.db, { ...columns(f.values), ...stamps() }));
    await auditAdminAction(ctx.db, request, { action: 'notification.create', target: `notification:${id}`, detail: audited(form.values) });
    return { message: t(request, 'admin.notify.created'), notification: presentAdminNotification(await find(request, id)) };
  });

  api.put('/admin/notify/:id', { config: admin, schema: { tags, params: idParams, body: z.unknown(), response: { 200: adminNotificationAnswer } } }, async (request) => {
    const { id } = request.params;
    await find(request, id);
    const form = await parseForm(request, { fields: notifyInput, tmpDir: uploadTmpDir(ctx) });
    await withForm(form, (f) => adminNotificationsRepo.update(ctx.db, actorOf(request), id, { ...columns(f.values), updated_at: nowIso() }));
    await auditAdminAction(ctx.db, request, { action: 'notification.update', target: `notification:${id}`, detail: audited(form.values) });
    return { message: t(request, 'general.updated'), notification: presentAdminNotification(await find(request, id)) };
  });

  api.delete('/admin/notify/:id', { config: admin, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const row = await find(request, request.params.id);
    await adminNotificationsRepo.deleteById(ctx.db, actorOf(request), row.id);
    await auditAdminAction(ctx.db, request, { action: 'notification.delete', target: `notification:${row.id}`, detail: { title: row.title } });
    return { message: t(request, 'general.deleted') };
  });
}
