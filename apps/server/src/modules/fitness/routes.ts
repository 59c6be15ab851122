import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { assignStudentsInput, copyExercisesInput, idParams, LIMITS, messageAnswer, translate } from '@prancheta/shared';
import { z } from 'zod';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { FormInvalid } from '../../http/errors.ts';
import type { FormIssue } from '../../http/errors.ts';
import { sendStoredFile } from '../../http/files.ts';
import { readMultipart } from '../../uploads/multipart.ts';
import { smallImageRule } from '../../uploads/rules.ts';
import { listParam } from '../media/surface.ts';
import type { MediaRoots } from '../media/surface.ts';
import { ownExercise, ownSheet } from './access.ts';
import { presentExercise, presentExercises, presentSheet, presentSheetSummary } from './present.ts';
import { exercisesRepo, sheetsRepo } from './repo.ts';
import type { SheetRow } from './repo.ts';
import { addImages, copyExercises, createExercise, deleteImages, duplicateSheet, photoFiles, removeExercise, removeSheet, saveSheet, updateExercise } from './service.ts';

const MIME_BY_EXT: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', bmp: 'image/bmp' };
const flag = z.union([z.string(), z.array(z.string())]).optional();
const isOn = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) === '1' || (Array.isArray(v) ? v[0] : v) === 'true';

/** The ids of a list field in a JSON array (`exercices: [1, 2]`) or flat form fields (`exercices[0]`). */
function idList(raw: Record<string, unknown>, name: string): unknown[] {
  const v = raw[name];
  if (Array.isArray(v)) return v;
  return listParam(raw, name);
}

function parseOr422<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new FormInvalid(parsed.error.issues as FormIssue[]);
  return parsed.data;
}

/** Fitness sheets, video sessions and their exercises (seed 001 §7: fitnes, fitnesex). */
export async function fitnessRoutes(app: FastifyInstance, ctx: AppContext, roots: MediaRoots): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };
  const tmpDir = path.join(ctx.config.dataDir, 'tmp');
  const tags = ['fitness'];
  const photos = { 'images[]': smallImageRule };
  const tooMany = { maxFiles: LIMITS.gifs.profileImages, tooManyKey: 'fitnes.max-images' };
  const msg = (request: FastifyRequest, key: string) => translate(requestLanguage(request), key);

  const sheetAnswer = async (request: FastifyRequest, sheet: SheetRow) => {
    const actor = actorOf(request);
    const rows = await exercisesRepo.ofSheet(ctx.db, actor, sheet.id);
    const images = await exercisesRepo.images(ctx.db, actor, rows.map((r) => r.id));
    return presentSheet(sheet, presentExercises(sheet, rows, images));
  };

  const save = async (request: FastifyRequest, reply: FastifyReply, existing: SheetRow | null, isVideo: boolean) => {
    const body = await readMultipart(request, { tmpDir, files: { img: smallImageRule } });
    try {
      const id = await saveSheet(ctx, actorOf(request), body.fields, body.files.img, existing, isVideo || isOn(body.fields.is_video));
      return reply.send({ fitnes: { id }, message: msg(request, existing ? 'general.updated' : 'fitnes.created') });
    } finally {
      await body.dispose();
    }
  };

  api.get('/fitnes', { config: guard, schema: { tags, querystring: z.object({ videos: flag }) } }, async (request) => {
    const rows = await sheetsRepo.list(ctx.db, actorOf(request), isOn(request.query.videos));
    return { fitnes: rows.map(presentSheetSummary) };
  });

  api.post('/fitnes', { config: guard, schema: { tags, consumes: ['multipart/form-data'], querystring: z.object({ is_video: flag }) } }, async (request, reply) => save(request, reply, null, isOn(request.query.is_video)));

  api.post('/fitnes/:id', { config: guard, schema: { tags, params: idParams, consumes: ['multipart/form-data'] } }, async (request, reply) => {
    const sheet = await ownSheet(ctx, request, request.params.id);
    return save(request, reply, sheet, sheet.is_video === 1);
  });

  api.delete('/fitnes/:id', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    await removeSheet(ctx, actorOf(request), await ownSheet(ctx, request, request.params.id));
    return { message: msg(request, 'general.deleted') };
  });

  api.post('/fitnes/:id/duplicate', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const sheet = await ownSheet(ctx, request, request.params.id);
    return { fitnes: { id: await duplicateSheet(ctx, actorOf(request), sheet) }, message: msg(request, 'general.done') };
  });

  // Beyond the seed: one independent copy of a sheet per student, so a programme is written once.
  api.post('/fitnes/:id/assign', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const sheet = await ownSheet(ctx, request, request.params.id);
    const input = parseOr422(assignStudentsInput, request.body ?? {});
    const created: { id: number; student: string }[] = [];
    for (const student of input.students) created.push({ id: await duplicateSheet(ctx, actorOf(request), sheet, student), student });
    return { fitnes: created, message: msg(request, 'fitnes.assigned') };
  });

  api.post('/fitnes/copy/:id', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const target = await ownSheet(ctx, request, request.params.id);
    let raw: Record<string, unknown>;
    if (request.isMultipart()) {
      const body = await readMultipart(request, { tmpDir, files: {} });
      raw = body.fields;
      await body.dispose();
    } else raw = (request.body as Record<string, unknown> | undefined) ?? {};
    const input = parseOr422(copyExercisesInput, { exercices: idList(raw, 'exercices') });
    const copied = await copyExercises(ctx, actorOf(request), target, input.exercices);
    return { copied, message: msg(request, 'general.done') };
  });

  api.get('/fitnesimg/:id', { config: guard, schema: { tags, params: idParams, querystring: z.object({ key_time: z.string().optional() }) } }, async (request, reply) => {
    const row = await ownSheet(ctx, request, request.params.id);
    const ext = row.img_key ? row.img_key.slice(row.img_key.lastIndexOf('.') + 1) : '';
    return sendStoredFile(request, reply, ctx.storage, row.img_key, { mime: MIME_BY_EXT[ext] ?? 'application/octet-stream', filename: `fitnes-${row.id}.${ext}` });
  });

  // A sheet with its exercises; `treinos` are the coach's other sheets of the same kind (copy targets).
  api.get('/fitnesex/:id', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const sheet = await ownSheet(ctx, request, request.params.id);
    const others = (await sheetsRepo.list(ctx.db, actorOf(request), sheet.is_video === 1)).filter((s) => s.id !== sheet.id);
    return { fitnes: await sheetAnswer(request, sheet), treinos: others.map((s) => ({ id: s.id, title: s.title, student: s.student })) };
  });

  api.get('/fitnesex/:id/get', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const { row, sheet } = await ownExercise(ctx, request, request.params.id);
    const actor = actorOf(request);
    const child = await exercisesRepo.childOf(ctx.db, actor, row.id);
    const images = await exercisesRepo.images(ctx.db, actor, [row.id, ...(child ? [child.id] : [])]);
    return { exercice: presentExercise(row, sheet, images, child) };
  });

  api.post('/fitnesex', { config: guard, schema: { tags, consumes: ['multipart/form-data'] } }, async (request) => {
    const body = await readMultipart(request, { tmpDir, files: photos, ...tooMany });
    try {
      const sheetId = idParams.safeParse({ id: body.fields.fitnes_id });
      if (!sheetId.success) throw FormInvalid.of({ fitnes_id: ['validation.required'] }, 'fitnes.fill-error');
      const sheet = await ownSheet(ctx, request, sheetId.data.id);
      const id = await createExercise(ctx, roots, actorOf(request), sheet, body.fields, photoFiles(body.files));
      return { exercice: { id, fitnes_id: sheet.id }, message: msg(request, 'fitnes.exercise-created') };
    } finally {
      await body.dispose();
    }
  });

  api.post('/fitnesex/:id', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const { row, sheet } = await ownExercise(ctx, request, request.params.id);
    const raw = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    await updateExercise(ctx, roots, actorOf(request), sheet, row, raw);
    const actor = actorOf(request);
    const fresh = (await exercisesRepo.find(ctx.db, actor, row.id))!;
    const child = await exercisesRepo.childOf(ctx.db, actor, row.id);
    const images = await exercisesRepo.images(ctx.db, actor, [row.id]);
    return { exercice: presentExercise(fresh, sheet, images, child), message: msg(request, 'general.updated') };
  });

  api.delete('/fitnesex/:id', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const { row } = await ownExercise(ctx, request, request.params.id);
    await removeExercise(ctx, actorOf(request), row);
    return { message: msg(request, 'general.deleted') };
  });

  api.post('/fitnesex/:id/images', { config: guard, schema: { tags, params: idParams, consumes: ['multipart/form-data'] } }, async (request) => {
    const { row } = await ownExercise(ctx, request, request.params.id);
    const body = await readMultipart(request, { tmpDir, files: photos, ...tooMany });
    try {
      await addImages(ctx, actorOf(request), row, photoFiles(body.files));
    } finally {
      await body.dispose();
    }
    const images = await exercisesRepo.images(ctx.db, actorOf(request), [row.id]);
    return { images: images.map((i) => ({ id: i.id, url: `/api/fitnesex/image/${i.id}` })), message: msg(request, 'general.done') };
  });

  api.delete('/fitnesex/:id/images', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const { row } = await ownExercise(ctx, request, request.params.id);
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const ids = [...idList(body, 'images'), ...listParam(request.query as Record<string, unknown>, 'images')].map(Number).filter((n) => Number.isInteger(n) && n > 0);
    await deleteImages(ctx, actorOf(request), row, ids);
    return { message: msg(request, 'general.deleted') };
  });

  api.get('/fitnesex/image/:id', { config: guard, schema: { tags, params: idParams } }, async (request, reply) => {
    const image = await exercisesRepo.image(ctx.db, actorOf(request), request.params.id);
    const ext = image ? image.file_key.slice(image.file_key.lastIndexOf('.') + 1) : '';
    return sendStoredFile(request, reply, ctx.storage, image?.file_key ?? null, { mime: MIME_BY_EXT[ext] ?? 'application/octet-stream', filename: `foto-${request.params.id}.${ext}` });
  });
}
