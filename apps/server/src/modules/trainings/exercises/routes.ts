import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exerciseAnswer, exerciseSaved, idParams, messageAnswer, translate } from '@prancheta/shared';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { requestLanguage } from '../../../http/error-handler.ts';
import { notFound } from '../../../http/errors.ts';
import { sendStoredFile } from '../../../http/files.ts';
import { parseForm, withForm } from '../../../forms/parse-form.ts';
import { actorOf } from '../../../access/actor.ts';
import { readableTraining, updatableTraining } from '../access.ts';
import { presentExercise } from './present.ts';
import { exercisesRepo } from './repo.ts';
import type { ExerciseRow } from './repo.ts';
import { copyExercise, copyForm, exerciseFieldsForm, exerciseForm, exerciseTrainingId, removeExercise, saveExercise, updateExerciseFields } from './service.ts';
import { access } from '../../../access/route-access.ts';

/** Exercises of a training (seed 000 §7: exercicios, exercicioimg, exercicios/copy). */
export async function exerciseRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };

  const load = async (request: FastifyRequest, id: number): Promise<ExerciseRow> => {
    const row = await exercisesRepo.find(ctx.db, actorOf(request), id);
    if (!row) throw notFound('exercices.not-found');
    return row;
  };

  const save = async (request: FastifyRequest, reply: FastifyReply, id: number | null) => {
    const actor = actorOf(request);
    const existing = id === null ? null : await load(request, id);
    if (existing) await updatableTraining(ctx, request, existing.treino_id);
    const form = await parseForm(request, exerciseForm(ctx, existing));
    const saved = await withForm(form, async (f) => {
      const training = await updatableTraining(ctx, request, existing ? existing.treino_id : exerciseTrainingId(f));
      return { id: await saveExercise(ctx, actor, training, f, existing), treino_id: training.id };
    });
    return reply.status(200).send({ exercicio: saved });
  };

  api.get('/exercicios/:id', { config: guard, schema: { tags: ['exercises'], params: idParams, response: { 200: exerciseAnswer } } }, async (request) => {
    const row = await load(request, request.params.id);
    const training = await readableTraining(ctx, request, row.treino_id);
    return { exercicio: presentExercise(row, training.esporte_id) };
  });

  api.put(
    '/exercicios/:id',
    { config: guard, schema: { tags: ['exercises'], params: idParams, body: z.record(z.string(), z.unknown()), response: { 200: messageAnswer } } },
    async (request) => {
      const row = await load(request, request.params.id);
      await updatableTraining(ctx, request, row.treino_id);
      const form = await parseForm(request, exerciseFieldsForm(ctx, row));
      await withForm(form, (f) => updateExerciseFields(ctx, actorOf(request), row, f));
      return { message: translate(requestLanguage(request), 'exercices.save-success') };
    },
  );

  api.get('/exercicios/editable/:id', { config: guard, schema: { tags: ['exercises'], params: idParams, querystring: z.object({ key_time: z.string().optional() }) } }, async (request, reply) => {
    const row = await load(request, request.params.id);
    return sendStoredFile(request, reply, ctx.storage, row.draft_key, { mime: 'application/gzip', filename: `draft-${row.id}.json.gz` });
  });

  api.get('/exercicioimg/:id', { config: guard, schema: { tags: ['exercises'], params: idParams, querystring: z.object({ key_time: z.string().optional() }) } }, async (request, reply) => {
    const row = await load(request, request.params.id);
    return sendStoredFile(request, reply, ctx.storage, row.img_key, { mime: 'image/png', filename: `exercicio-${row.id}.png` });
  });

  api.post('/exercicios', { config: guard, schema: { tags: ['exercises'], consumes: ['multipart/form-data'], response: { 200: exerciseSaved } } }, async (request, reply) => save(request, reply, null));

  api.post('/exercicios/:id', { config: guard, schema: { tags: ['exercises'], params: idParams, consumes: ['multipart/form-data'], response: { 200: exerciseSaved } } }, async (request, reply) =>
    save(request, reply, request.params.id),
  );

  api.delete('/exercicios/:id', { config: guard, schema: { tags: ['exercises'], params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const row = await load(request, request.params.id);
    await updatableTraining(ctx, request, row.treino_id);
    await removeExercise(ctx, actorOf(request), row);
    return { message: translate(requestLanguage(request), 'general.deleted') };
  });

  // POST exercicios/copy/{sourceTrainingId}: exercices[i] (ids of that training) and to (target training).
  api.post('/exercicios/copy/:id', { config: guard, schema: { tags: ['exercises'], params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const actor = actorOf(request);
    const source = await readableTraining(ctx, request, request.params.id);
    const form = await parseForm(request, copyForm(ctx));
    const { exercices, to } = await withForm(form, async (f) => f.values);
    const ids = [...new Set(exercices)];
    const target = await updatableTraining(ctx, request, to);
    const rows = await exercisesRepo.findMany(ctx.db, actor, source.id, ids);
    if (rows.length !== ids.length) throw notFound('exercices.not-found');
    for (const row of rows) await copyExercise(ctx, actor, row, target);
    return { message: translate(requestLanguage(request), 'general.done') };
  });
}
