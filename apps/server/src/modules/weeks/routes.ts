import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, messageAnswer, translate, weekAnswer, weekList, weekSaved } from '@prancheta/shared';
import { z } from 'zod';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { sendStoredFile } from '../../http/files.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { ownWeek } from './access.ts';
import { linkedTrainingIds, presentWeek, presentWeekSummary } from './present.ts';
import { weeksRepo } from './repo.ts';
import { duplicateWeek, removeWeek, saveWeek, weekForm } from './service.ts';

const MIME_BY_EXT: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', bmp: 'image/bmp' };

/** Weekly sheets (seed 001 §7: semana, semana/{id}, semana/duplicate/{id}) and the header image. */
export async function weekRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };
  const tags = ['weeks'];

  const save = async (request: FastifyRequest, reply: FastifyReply, id: number | null) => {
    const actor = actorOf(request);
    const existing = id === null ? null : await ownWeek(ctx, request, id);
    const form = await parseForm(request, weekForm(ctx, actor));
    const saved = await withForm(form, (f) => saveWeek(ctx, actor, f, existing));
    return reply.status(200).send({ semana: { id: saved } });
  };

  const remove = async (request: FastifyRequest, id: number) => {
    await removeWeek(ctx, actorOf(request), await ownWeek(ctx, request, id));
    return { message: translate(requestLanguage(request), 'general.deleted') };
  };

  api.get('/semana', { config: guard, schema: { tags, response: { 200: weekList } } }, async (request) => {
    const rows = await weeksRepo.list(ctx.db, actorOf(request));
    return { semanas: rows.map(presentWeekSummary) };
  });

  api.get('/semana/:id', { config: guard, schema: { tags, params: idParams, response: { 200: weekAnswer } } }, async (request) => {
    const row = await ownWeek(ctx, request, request.params.id);
    return { semana: presentWeek(row, await weeksRepo.linkableTrainings(ctx.db, actorOf(request), linkedTrainingIds(row)), requestLanguage(request)) };
  });

  api.post('/semana', { config: guard, schema: { tags, consumes: ['multipart/form-data'], response: { 200: weekSaved } } }, async (request, reply) => save(request, reply, null));

  api.post('/semana/:id', { config: guard, schema: { tags, params: idParams, consumes: ['multipart/form-data'], response: { 200: weekSaved } } }, async (request, reply) =>
    save(request, reply, request.params.id),
  );

  api.post('/semana/duplicate/:id', { config: guard, schema: { tags, params: idParams, response: { 200: weekSaved } } }, async (request) => {
    const row = await ownWeek(ctx, request, request.params.id);
    return { semana: { id: await duplicateWeek(ctx, actorOf(request), row, translate(requestLanguage(request), 'treinos.copy-mark')) } };
  });

  // The seed does not show how DELETE semana names the sheet: both semana/{id} and semana?id= work.
  api.delete('/semana/:id', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => remove(request, request.params.id));
  api.delete('/semana', { config: guard, schema: { tags, querystring: idParams, response: { 200: messageAnswer } } }, async (request) => remove(request, request.query.id));

  api.get('/semanaimg/:id', { config: guard, schema: { tags, params: idParams, querystring: z.object({ key_time: z.string().optional() }) } }, async (request, reply) => {
    const row = await ownWeek(ctx, request, request.params.id);
    const ext = row.img_key ? row.img_key.slice(row.img_key.lastIndexOf('.') + 1) : '';
    return sendStoredFile(request, reply, ctx.storage, row.img_key, { mime: MIME_BY_EXT[ext] ?? 'application/octet-stream', filename: `semana-${row.id}.${ext}` });
  });
}
