import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exerciseAnswer, exerciseSaved, idParams, messageAnswer, translate } from '@prancheta/shared';
import type { ExerciseUpdate } from '@prancheta/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { sendStoredFile } from '../../http/files.ts';
import { readMultipart } from '../../http/multipart.ts';
import { currentUser } from '../../plugins/auth.ts';
import { draftRule, canvasPngRule } from '../formations/uploads.ts';
import { printIds } from '../formations/print.ts';
import { readableTraining, updatableTraining } from '../trainings/access.ts';
import { FieldsInvalid, fieldIssue, sendInvalid } from '../trainings/invalid.ts';
import { presentExercise } from './present.ts';
import { exercisesRepo } from './repo.ts';
import type { ExerciseRow } from './repo.ts';
import { copyExercise, removeExercise, saveExercise, updateExerciseFields } from './service.ts';

/** Most exercises one copy may carry. */
const MAX_COPY = 200;

/** Exercises of a training (seed 000 §7: exercicios, exercicioimg, exercicios/copy). */
export async function exerciseRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = ctx.guards.subscription;
  const tmpDir = path.join(ctx.config.dataDir, 'tmp');

  const load = async (request: FastifyRequest, id: number): Promise<ExerciseRow> => {
    const row = await exercisesRepo.find(ctx.db, currentUser(request).id, id);
    if (!row) throw notFound('exercices.not-found');
    return row;
  };

  const save = async (request: FastifyRequest, reply: FastifyReply, id: number | null) => {
    const user = currentUser(request);
    const existing = id === null ? null : await load(request, id);
    if (existing) await updatableTraining(ctx, request, existing.treino_id);
    const body = await readMultipart(request, { tmpDir, files: { img: canvasPngRule, editable: draftRule } });
    try {
      let treinoId = existing?.treino_id;
      if (!existing) {
        const raw = body.fields.treino_id?.trim() ?? '';
        if (!/^\d{1,10}$/.test(raw)) throw new FieldsInvalid([fieldIssue('treino_id', 'validation.required')], 'exercices.fill-error');
        treinoId = Number(raw);
      }
      const training = await updatableTraining(ctx, request, treinoId!);
      const savedId = await saveExercise(ctx, user.id, training, body, existing);
      return reply.status(200).send({ exercicio: { id: savedId, treino_id: training.id } });
    } catch (err) {
      if (err instanceof FieldsInvalid) return sendInvalid(request, reply, err);
      throw err;
    } finally {
      await body.dispose();
    }
  };

  api.get('/exercicios/:id', { preHandler: guard, schema: { tags: ['exercises'], params: idParams, response: { 200: exerciseAnswer } } }, async (request) => {
    const row = await load(request, request.params.id);
    const training = await readableTraining(ctx, request, row.treino_id);
    return { exercicio: presentExercise(row, training.esporte_id) };
  });

  api.put(
    '/exercicios/:id',
    { preHandler: guard, schema: { tags: ['exercises'], params: idParams, body: z.record(z.string(), z.unknown()), response: { 200: messageAnswer } } },
    async (request, reply) => {
      const row = await load(request, request.params.id);
      await updatableTraining(ctx, request, row.treino_id);
      try {
        await updateExerciseFields(ctx, currentUser(request).id, row, request.body as Partial<ExerciseUpdate>);
      } catch (err) {
        if (err instanceof FieldsInvalid) return sendInvalid(request, reply, err);
        throw err;
      }
      return { message: translate(requestLanguage(request), 'exercices.save-success') };
    },
  );

  api.get('/exercicios/editable/:id', { preHandler: guard, schema: { tags: ['exercises'], params: idParams, querystring: z.object({ key_time: z.string().optional() }) } }, async (request, reply) => {
    const row = await load(request, request.params.id);
    return sendStoredFile(request, reply, ctx.storage, row.draft_key, { mime: 'application/gzip', filename: `draft-${row.id}.json.gz` });
  });

  api.get('/exercicioimg/:id', { preHandler: guard, schema: { tags: ['exercises'], params: idParams, querystring: z.object({ key_time: z.string().optional() }) } }, async (request, reply) => {
    const row = await load(request, request.params.id);
    return sendStoredFile(request, reply, ctx.storage, row.img_key, { mime: 'image/png', filename: `exercicio-${row.id}.png` });
  });

  api.post('/exercicios', { preHandler: guard, schema: { tags: ['exercises'], consumes: ['multipart/form-data'], response: { 200: exerciseSaved } } }, async (request, reply) => save(request, reply, null));

  api.post('/exercicios/:id', { preHandler: guard, schema: { tags: ['exercises'], params: idParams, consumes: ['multipart/form-data'], response: { 200: exerciseSaved } } }, async (request, reply) =>
    save(request, reply, request.params.id),
  );

  api.delete('/exercicios/:id', { preHandler: guard, schema: { tags: ['exercises'], params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const row = await load(request, request.params.id);
    await updatableTraining(ctx, request, row.treino_id);
    await removeExercise(ctx, row);
    return { message: translate(requestLanguage(request), 'general.deleted') };
  });

  // POST exercicios/copy/{sourceTrainingId}: exercices[i] (ids of that training) and to (target training).
  api.post('/exercicios/copy/:id', { preHandler: guard, schema: { tags: ['exercises'], params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const user = currentUser(request);
    const source = await readableTraining(ctx, request, request.params.id);
    const fields: Record<string, string | string[]> = {};
    if (request.isMultipart()) {
      const body = await readMultipart(request, { tmpDir, files: {} });
      await body.dispose();
      Object.assign(fields, body.fields);
    } else if (request.body && typeof request.body === 'object') {
      for (const [k, v] of Object.entries(request.body as Record<string, unknown>)) {
        if (Array.isArray(v)) fields[k] = v.map(String);
        else if (v !== undefined && v !== null) fields[k] = String(v);
      }
    }
    const ids = printIds(fields, 'exercices');
    if (ids === null) throw new HttpError(422, 'validation.general', {}, { exercices: ['validation.invalid'] });
    if (ids.length === 0 || ids.length > MAX_COPY) throw new HttpError(422, 'exercices.select-one', {}, { exercices: ['exercices.select-one'] });
    const to = String(Array.isArray(fields.to) ? fields.to[0] : (fields.to ?? '')).trim();
    if (!/^\d{1,10}$/.test(to)) throw new HttpError(422, 'treinos.copy-target', {}, { to: ['validation.required'] });
    const target = await updatableTraining(ctx, request, Number(to));
    const rows = await exercisesRepo.findMany(ctx.db, user.id, source.id, ids);
    if (rows.length !== ids.length) throw notFound('exercices.not-found');
    for (const row of rows) await copyExercise(ctx, row, target);
    return { message: translate(requestLanguage(request), 'general.done') };
  });
}
