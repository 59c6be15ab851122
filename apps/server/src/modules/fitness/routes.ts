import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignStudentsInput,
  copyExercisesInput,
  fitnessAssigned,
  fitnessCopied,
  fitnessExerciseAnswer,
  fitnessExerciseSaved,
  fitnessExerciseUpdated,
  fitnessImagesAnswer,
  fitnessSheetAnswer,
  fitnessSheetList,
  fitnessSheetSaved,
  FITNESS_TEXT_MAX,
  idParams,
  LIMITS,
  messageAnswer,
  translate,
} from '@prancheta/shared';
import { z } from 'zod';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { fileList, listField, parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { fieldIssue } from '../../http/errors.ts';
import { findAthletes } from '../athletes/surface.ts';
import { sendStoredFile } from '../../http/files.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import type { MediaRoots } from '../media/surface.ts';
import { ownExercise, ownSheet } from './access.ts';
import { exerciseUpdateForm, flag, isOn, newExerciseForm, photoRule, sheetForm } from './forms.ts';
import { presentExercise, presentExercises, presentSheet, presentSheetSummary } from './present.ts';
import { exercisesRepo, sheetsRepo } from './repo.ts';
import type { SheetRow } from './repo.ts';
import { addImages, copyExercises, createExercise, deleteImages, duplicateSheet, removeExercise, removeSheet, saveSheet, updateExercise } from './service.ts';

const MIME_BY_EXT: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', bmp: 'image/bmp' };

/** Fitness sheets, video sessions and their exercises (seed 001 §7: fitnes, fitnesex). */
export async function fitnessRoutes(app: FastifyInstance, ctx: AppContext, roots: MediaRoots): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };
  const tmpDir = uploadTmpDir(ctx);
  const tags = ['fitness'];
  const multipart = ['multipart/form-data'];
  const msg = (request: FastifyRequest, key: string) => translate(requestLanguage(request), key);

  const sheetAnswer = async (request: FastifyRequest, sheet: SheetRow) => {
    const actor = actorOf(request);
    const rows = await exercisesRepo.ofSheet(ctx.db, actor, sheet.id);
    const images = await exercisesRepo.images(ctx.db, actor, rows.map((r) => r.id));
    return presentSheet(sheet, presentExercises(sheet, rows, images));
  };

  const save = async (request: FastifyRequest, existing: SheetRow | null, video: boolean) => {
    const form = await parseForm(request, sheetForm(ctx, actorOf(request), existing, video));
    const isVideo = existing ? existing.is_video === 1 : video || isOn(form.raw.is_video);
    const id = await withForm(form, (f) => saveSheet(ctx, actorOf(request), f, existing, isVideo));
    return { fitnes: { id }, message: msg(request, existing ? 'general.updated' : isVideo ? 'fitnes.video-created' : 'fitnes.created') };
  };

  api.get('/fitnes', { config: guard, schema: { tags, querystring: z.object({ videos: flag }), response: { 200: fitnessSheetList } } }, async (request) => {
    const rows = await sheetsRepo.list(ctx.db, actorOf(request), isOn(request.query.videos));
    return { fitnes: rows.map(presentSheetSummary) };
  });

  api.post('/fitnes', { config: guard, schema: { tags, consumes: multipart, querystring: z.object({ is_video: flag }), response: { 200: fitnessSheetSaved } } }, async (request) => save(request, null, isOn(request.query.is_video)));

  api.post('/fitnes/:id', { config: guard, schema: { tags, params: idParams, consumes: multipart, response: { 200: fitnessSheetSaved } } }, async (request) => {
    const sheet = await ownSheet(ctx, request, request.params.id);
    return save(request, sheet, sheet.is_video === 1);
  });

  api.delete('/fitnes/:id', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    await removeSheet(ctx, actorOf(request), await ownSheet(ctx, request, request.params.id));
    return { message: msg(request, 'general.deleted') };
  });

  api.post('/fitnes/:id/duplicate', { config: guard, schema: { tags, params: idParams, response: { 200: fitnessSheetSaved } } }, async (request) => {
    const sheet = await ownSheet(ctx, request, request.params.id);
    return { fitnes: { id: await duplicateSheet(ctx, actorOf(request), sheet, { copyMark: msg(request, 'treinos.copy-mark') }) }, message: msg(request, 'general.done') };
  });

  // Beyond the seed: one independent copy of a sheet per student, so a programme is written once.
  api.post('/fitnes/:id/assign', { config: guard, schema: { tags, params: idParams, response: { 200: fitnessAssigned } } }, async (request) => {
    const sheet = await ownSheet(ctx, request, request.params.id);
    const actor = actorOf(request);
    const form = await parseForm(request, {
      fields: assignStudentsInput,
      tmpDir,
      async check(_raw, values) {
        if (!values || values.athlete_ids.length === 0) return [];
        const owned = new Set((await findAthletes(ctx.db, actor, values.athlete_ids)).map((a) => a.id));
        return values.athlete_ids.some((id) => !owned.has(id)) ? [fieldIssue('athlete_ids', 'atletas.athlete-invalid')] : [];
      },
    });
    const created: { id: number; student: string }[] = [];
    await withForm(form, async (f) => {
      const athletes = await findAthletes(ctx.db, actor, f.values.athlete_ids);
      const byId = new Map(athletes.map((a) => [a.id, a]));
      for (const athleteId of [...new Set(f.values.athlete_ids)]) {
        const student = byId.get(athleteId)!.name.slice(0, FITNESS_TEXT_MAX);
        created.push({ id: await duplicateSheet(ctx, actor, sheet, { student, athlete_id: athleteId }), student });
      }
      for (const student of f.values.students) created.push({ id: await duplicateSheet(ctx, actor, sheet, { student, athlete_id: null }), student });
    });
    return { fitnes: created, message: msg(request, 'fitnes.assigned') };
  });

  api.post('/fitnes/copy/:id', { config: guard, schema: { tags, params: idParams, response: { 200: fitnessCopied } } }, async (request) => {
    const target = await ownSheet(ctx, request, request.params.id);
    const form = await parseForm(request, { fields: copyExercisesInput, tmpDir, input: (raw) => ({ exercices: listField(raw, 'exercices') }) });
    const copied = await withForm(form, (f) => copyExercises(ctx, actorOf(request), target, f.values.exercices));
    return { copied, message: msg(request, 'general.done') };
  });

  api.get('/fitnesimg/:id', { config: guard, schema: { tags, params: idParams, querystring: z.object({ key_time: z.string().optional() }) } }, async (request, reply) => {
    const row = await ownSheet(ctx, request, request.params.id);
    const ext = row.img_key ? row.img_key.slice(row.img_key.lastIndexOf('.') + 1) : '';
    return sendStoredFile(request, reply, ctx.storage, row.img_key, { mime: MIME_BY_EXT[ext] ?? 'application/octet-stream', filename: `fitnes-${row.id}.${ext}` });
  });

  // A sheet with its exercises; `treinos` are the coach's other sheets of the same kind (copy targets).
  api.get('/fitnesex/:id', { config: guard, schema: { tags, params: idParams, response: { 200: fitnessSheetAnswer } } }, async (request) => {
    const sheet = await ownSheet(ctx, request, request.params.id);
    const others = (await sheetsRepo.list(ctx.db, actorOf(request), sheet.is_video === 1)).filter((s) => s.id !== sheet.id);
    return { fitnes: await sheetAnswer(request, sheet), treinos: others.map((s) => ({ id: s.id, title: s.title, student: s.student })) };
  });

  api.get('/fitnesex/:id/get', { config: guard, schema: { tags, params: idParams, response: { 200: fitnessExerciseAnswer } } }, async (request) => {
    const { row, sheet } = await ownExercise(ctx, request, request.params.id);
    const actor = actorOf(request);
    const child = await exercisesRepo.childOf(ctx.db, actor, row.id);
    const images = await exercisesRepo.images(ctx.db, actor, [row.id, ...(child ? [child.id] : [])]);
    return { exercice: presentExercise(row, sheet, images, child) };
  });

  api.post('/fitnesex', { config: guard, schema: { tags, consumes: multipart, response: { 200: fitnessExerciseSaved } } }, async (request) => {
    const actor = actorOf(request);
    const exercise = newExerciseForm(ctx, roots, actor, (id) => ownSheet(ctx, request, id));
    const form = await parseForm(request, exercise.spec);
    const sheet = exercise.sheet();
    const id = await withForm(form, () => createExercise(ctx, actor, sheet, exercise.draft()));
    return { exercice: { id, fitnes_id: sheet.id }, message: msg(request, 'fitnes.exercise-created') };
  });

  api.post('/fitnesex/:id', { config: guard, schema: { tags, params: idParams, response: { 200: fitnessExerciseUpdated } } }, async (request) => {
    const { row, sheet } = await ownExercise(ctx, request, request.params.id);
    const actor = actorOf(request);
    const stored = await exercisesRepo.childOf(ctx.db, actor, row.id);
    const exercise = exerciseUpdateForm(ctx, roots, actor, sheet, row, stored !== undefined && stored !== null);
    const form = await parseForm(request, exercise.spec);
    await withForm(form, () => updateExercise(ctx, actor, row, stored ?? null, exercise.draft()));
    const fresh = (await exercisesRepo.find(ctx.db, actor, row.id))!;
    const child = await exercisesRepo.childOf(ctx.db, actor, row.id);
    const images = await exercisesRepo.images(ctx.db, actor, [row.id]);
    return { exercice: presentExercise(fresh, sheet, images, child ?? null), message: msg(request, 'general.updated') };
  });

  api.delete('/fitnesex/:id', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const { row } = await ownExercise(ctx, request, request.params.id);
    await removeExercise(ctx, actorOf(request), row);
    return { message: msg(request, 'general.deleted') };
  });

  api.post('/fitnesex/:id/images', { config: guard, schema: { tags, params: idParams, consumes: multipart, response: { 200: fitnessImagesAnswer } } }, async (request) => {
    const { row } = await ownExercise(ctx, request, request.params.id);
    const form = await parseForm(request, { fields: z.object({}), files: photoRule, maxFiles: LIMITS.gifs.profileImages, tooManyKey: 'fitnes.max-images', tmpDir });
    await withForm(form, (f) => addImages(ctx, actorOf(request), row, fileList(f.files, 'images')));
    const images = await exercisesRepo.images(ctx.db, actorOf(request), [row.id]);
    return { images: images.map((i) => ({ id: i.id, url: `/api/fitnesex/image/${i.id}` })), message: msg(request, 'general.done') };
  });

  // The photos to delete: `images` as a JSON array, flat form fields or query parameters.
  api.delete('/fitnesex/:id/images', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const { row } = await ownExercise(ctx, request, request.params.id);
    const query = request.query as Record<string, unknown>;
    const form = await parseForm(request, { fields: z.object({ images: z.array(z.unknown()) }), tmpDir, input: (raw) => ({ images: [...listField(raw, 'images'), ...listField(query, 'images')] }) });
    const ids = form.values.images.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    await withForm(form, () => deleteImages(ctx, actorOf(request), row, ids));
    return { message: msg(request, 'general.deleted') };
  });

  api.get('/fitnesex/image/:id', { config: guard, schema: { tags, params: idParams } }, async (request, reply) => {
    const image = await exercisesRepo.image(ctx.db, actorOf(request), request.params.id);
    const ext = image ? image.file_key.slice(image.file_key.lastIndexOf('.') + 1) : '';
    return sendStoredFile(request, reply, ctx.storage, image?.file_key ?? null, { mime: MIME_BY_EXT[ext] ?? 'application/octet-stream', filename: `foto-${request.params.id}.${ext}` });
  });
}
