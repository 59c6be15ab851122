import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, messageAnswer, postworkInput, trainingAnswer, trainingList, trainingSaved, translate } from '@prancheta/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { sendStoredFile } from '../../http/files.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { actorOf } from '../../access/actor.ts';
import { currentUser } from '../../plugins/auth.ts';
import { exercisesRepo } from './exercises/repo.ts';
import { canUpdateTraining, readableTraining, updatableTraining } from './access.ts';
import { presentTraining, presentTrainingSummary } from './present.ts';
import { trainingsRepo } from './repo.ts';
import { duplicateTraining, removeTraining, savePostwork, saveTraining, trainingForm } from './service.ts';
import { access } from '../../access/route-access.ts';
import { AnswerCache, sendCachedAnswer } from '../../http/answer-cache.ts';
import { sessionVersion } from '../../db/data-versions.ts';

/** Bytes of serialised training lists kept per server process (about 130 lists of 500 trainings). */
const LIST_CACHE_BYTES = 32 * 1024 * 1024;

const MIME_BY_EXT: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', bmp: 'image/bmp' };

/** Training CRUD, logo, duplicate and post-work (seed 000 §7: treinos, treinoimg, rate). */
export async function trainingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };

  const save = async (request: FastifyRequest, reply: FastifyReply, id: number | null) => {
    const actor = actorOf(request);
    const existing = id === null ? null : await updatableTraining(ctx, request, id);
    const form = await parseForm(request, trainingForm(ctx, actor, existing));
    const saved = await withForm(form, (f) => saveTraining(ctx, actor, f, existing));
    return reply.status(200).send({ treino: { id: saved } });
  };

  // The list answer of each coach and language, serialised, valid while their trainings are unchanged.
  const lists = new AnswerCache(LIST_CACHE_BYTES);
  api.get('/treinos', { config: guard, schema: { tags: ['trainings'], response: { 200: trainingList } } }, async (request, reply) => {
    const actor = actorOf(request);
    const lang = requestLanguage(request);
    const key = `${actor.id}:${lang}`;
    // The counter came with the session lookup (plugins/auth.ts), so a cached list costs no query;
    // it was read before the rows, so a change in between makes the cached body older than the
    // version says only in the safe direction (the next request rebuilds it).
    const version = sessionVersion(currentUser(request), 'treinos');
    return sendCachedAnswer(reply as FastifyReply, lists, key, version, async () => ({ treinos: (await trainingsRepo.list(ctx.db, actor)).map((row) => presentTrainingSummary(row, lang)) }));
  });

  api.post('/treinos', { config: guard, schema: { tags: ['trainings'], consumes: ['multipart/form-data'], response: { 200: trainingSaved } } }, async (request, reply) => save(request, reply, null));

  api.get('/treinos/:id', { config: guard, schema: { tags: ['trainings'], params: idParams, response: { 200: trainingAnswer } } }, async (request) => {
    const actor = actorOf(request);
    const row = await readableTraining(ctx, request, request.params.id);
    // The owner's own training: the session lookup has just read the owner's name (one query less).
    const user = currentUser(request);
    const [exercises, others, ownerName] = await Promise.all([
      exercisesRepo.listByTraining(ctx.db, actor, row.id),
      trainingsRepo.others(ctx.db, actor, row.id),
      row.user_id === user.id ? user.name : trainingsRepo.ownerName(ctx.db, actor, row.id),
    ]);
    return { treino: presentTraining(row, exercises, { name: ownerName ?? '', updatable: canUpdateTraining(row, actor) }, requestLanguage(request)), treinos: others };
  });

  api.post('/treinos/:id', { config: guard, schema: { tags: ['trainings'], params: idParams, consumes: ['multipart/form-data'], response: { 200: trainingSaved } } }, async (request, reply) =>
    save(request, reply, request.params.id),
  );

  api.post('/treinos/:id/duplicate', { config: guard, schema: { tags: ['trainings'], params: idParams, response: { 200: trainingSaved } } }, async (request) => {
    const row = await readableTraining(ctx, request, request.params.id);
    return { treino: { id: await duplicateTraining(ctx, actorOf(request), row, translate(requestLanguage(request), 'treinos.copy-mark')) } };
  });

  api.delete('/treinos/:id', { config: guard, schema: { tags: ['trainings'], params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const row = await updatableTraining(ctx, request, request.params.id);
    await removeTraining(ctx, actorOf(request), row);
    return { message: translate(requestLanguage(request), 'general.deleted') };
  });

  api.get('/treinoimg/:id', { config: guard, schema: { tags: ['trainings'], params: idParams, querystring: z.object({ key_time: z.string().optional() }) } }, async (request, reply) => {
    const row = await readableTraining(ctx, request, request.params.id);
    const ext = row.logo_key ? row.logo_key.slice(row.logo_key.lastIndexOf('.') + 1) : '';
    return sendStoredFile(request, reply, ctx.storage, row.logo_key, { mime: MIME_BY_EXT[ext] ?? 'application/octet-stream', filename: `treino-${row.id}.${ext}` });
  });

  api.post('/rate/:id', { config: guard, schema: { tags: ['trainings'], params: idParams, body: postworkInput, response: { 200: messageAnswer } } }, async (request) => {
    const row = await updatableTraining(ctx, request, request.params.id);
    await savePostwork(ctx, actorOf(request), row, request.body);
    return { message: translate(requestLanguage(request), 'general.updated') };
  });
}
