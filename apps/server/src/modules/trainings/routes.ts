import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, messageAnswer, postworkInput, trainingAnswer, trainingList, trainingSaved, translate } from '@prancheta/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { sendStoredFile } from '../../http/files.ts';
import { readMultipart } from '../../http/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import { exercisesRepo } from '../exercises/repo.ts';
import { smallImageRule } from '../formations/uploads.ts';
import { canUpdateTraining, readableTraining, updatableTraining } from './access.ts';
import { FieldsInvalid, sendInvalid } from './invalid.ts';
import { presentTraining, presentTrainingSummary } from './present.ts';
import { trainingsRepo } from './repo.ts';
import { duplicateTraining, removeTraining, savePostwork, saveTraining } from './service.ts';

const MIME_BY_EXT: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', bmp: 'image/bmp' };

/** Training CRUD, logo, duplicate and post-work (seed 000 §7: treinos, treinoimg, rate). */
export async function trainingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = ctx.guards.subscription;
  const tmpDir = path.join(ctx.config.dataDir, 'tmp');

  const save = async (request: FastifyRequest, reply: FastifyReply, id: number | null) => {
    const user = currentUser(request);
    const existing = id === null ? null : await updatableTraining(ctx, request, id);
    const body = await readMultipart(request, { tmpDir, files: { img: smallImageRule } });
    try {
      return reply.status(200).send({ treino: { id: await saveTraining(ctx, user.id, body, existing) } });
    } catch (err) {
      if (err instanceof FieldsInvalid) return sendInvalid(request, reply, err);
      throw err;
    } finally {
      await body.dispose();
    }
  };

  api.get('/treinos', { preHandler: guard, schema: { tags: ['trainings'], response: { 200: trainingList } } }, async (request) => {
    const rows = await trainingsRepo.list(ctx.db, currentUser(request).id);
    return { treinos: rows.map(presentTrainingSummary) };
  });

  api.post('/treinos', { preHandler: guard, schema: { tags: ['trainings'], consumes: ['multipart/form-data'], response: { 200: trainingSaved } } }, async (request, reply) => save(request, reply, null));

  api.get('/treinos/:id', { preHandler: guard, schema: { tags: ['trainings'], params: idParams, response: { 200: trainingAnswer } } }, async (request) => {
    const user = currentUser(request);
    const row = await readableTraining(ctx, request, request.params.id);
    const [exercises, others, owner] = await Promise.all([
      exercisesRepo.listByTraining(ctx.db, row.user_id, row.id),
      trainingsRepo.others(ctx.db, user.id, row.id),
      ctx.db.selectFrom('users').select('name').where('id', '=', row.user_id).executeTakeFirst(),
    ]);
    return { treino: presentTraining(row, exercises, { name: owner?.name ?? '', updatable: canUpdateTraining(row, user.id) }), treinos: others };
  });

  api.post('/treinos/:id', { preHandler: guard, schema: { tags: ['trainings'], params: idParams, consumes: ['multipart/form-data'], response: { 200: trainingSaved } } }, async (request, reply) =>
    save(request, reply, request.params.id),
  );

  api.post('/treinos/:id/duplicate', { preHandler: guard, schema: { tags: ['trainings'], params: idParams, response: { 200: trainingSaved } } }, async (request) => {
    const row = await readableTraining(ctx, request, request.params.id);
    return { treino: { id: await duplicateTraining(ctx, row) } };
  });

  api.delete('/treinos/:id', { preHandler: guard, schema: { tags: ['trainings'], params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const row = await updatableTraining(ctx, request, request.params.id);
    await removeTraining(ctx, row);
    return { message: translate(requestLanguage(request), 'general.deleted') };
  });

  api.get('/treinoimg/:id', { preHandler: guard, schema: { tags: ['trainings'], params: idParams, querystring: z.object({ key_time: z.string().optional() }) } }, async (request, reply) => {
    const row = await readableTraining(ctx, request, request.params.id);
    const ext = row.logo_key ? row.logo_key.slice(row.logo_key.lastIndexOf('.') + 1) : '';
    return sendStoredFile(request, reply, ctx.storage, row.logo_key, { mime: MIME_BY_EXT[ext] ?? 'application/octet-stream', filename: `treino-${row.id}.${ext}` });
  });

  api.post('/rate/:id', { preHandler: guard, schema: { tags: ['trainings'], params: idParams, body: postworkInput, response: { 200: messageAnswer } } }, async (request) => {
    const row = await updatableTraining(ctx, request, request.params.id);
    await savePostwork(ctx, row, request.body);
    return { message: translate(requestLanguage(request), 'general.updated') };
  });
}
