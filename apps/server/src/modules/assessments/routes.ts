import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, messageAnswer, translate } from '@prancheta/shared';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { fileList, parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { sendStoredFile } from '../../http/files.ts';
import { notFound } from '../../http/errors.ts';
import { findAthlete, ownAthlete } from '../athletes/surface.ts';
import { findSheet } from '../fitness/surface.ts';
import { anamneseForm, assessmentForm, headerColours, photosForm } from './forms.ts';
import { coachPhotoUrl, PHOTO_MIME, presentAnamnese, presentAssessment, presentMark } from './present.ts';
import type { AssessmentRow } from './repo.ts';
import { anamnesesRepo, assessmentsRepo, marksRepo, photosRepo } from './repo.ts';
import { addPhotos, deletePhoto, removeAssessment, saveAnamnese, saveAssessment } from './service.ts';

/** An assessment of the caller, or 404 (another coach's assessment is never revealed). */
async function ownAssessment(ctx: AppContext, request: FastifyRequest, id: number): Promise<AssessmentRow> {
  const row = await assessmentsRepo.find(ctx.db, actorOf(request), id);
  if (!row) throw notFound('assess.not-found');
  return row;
}

/**
 * The coach's side of assessments: an athlete's assessments with posture photos,
 * their anamnese, and the "done" marks students leave on a sheet.
 */
export async function assessmentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };
  const tags = ['assessments'];
  const msg = (request: FastifyRequest, key: string) => translate(requestLanguage(request), key);

  const answer = async (request: FastifyRequest, row: AssessmentRow) => presentAssessment(row, await photosRepo.of(ctx.db, actorOf(request), [row.id]), coachPhotoUrl);

  api.get('/atletas/:id/avaliacoes', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const athlete = await ownAthlete(ctx, request, request.params.id);
    const actor = actorOf(request);
    const rows = await assessmentsRepo.ofAthlete(ctx.db, actor, athlete.id);
    const photos = await photosRepo.of(
      ctx.db,
      actor,
      rows.map((r) => r.id),
    );
    return { avaliacoes: rows.map((r) => presentAssessment(r, photos, coachPhotoUrl)) };
  });

  api.post('/atletas/:id/avaliacoes', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const athlete = await ownAthlete(ctx, request, request.params.id);
    const form = await parseForm(request, assessmentForm(ctx));
    const id = await withForm(form, (f) => saveAssessment(ctx, actorOf(request), athlete.id, f.values, headerColours(f.raw), null));
    return { avaliacao: { id }, message: msg(request, 'assess.created') };
  });

  api.get('/avaliacoes/:id', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    return { avaliacao: await answer(request, await ownAssessment(ctx, request, request.params.id)) };
  });

  api.post('/avaliacoes/:id', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const row = await ownAssessment(ctx, request, request.params.id);
    const form = await parseForm(request, assessmentForm(ctx));
    await withForm(form, (f) => saveAssessment(ctx, actorOf(request), row.athlete_id, f.values, headerColours(f.raw), row));
    return { avaliacao: { id: row.id }, message: msg(request, 'general.updated') };
  });

  api.delete('/avaliacoes/:id', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    await removeAssessment(ctx, actorOf(request), await ownAssessment(ctx, request, request.params.id));
    return { message: msg(request, 'general.deleted') };
  });

  api.post('/avaliacoes/:id/fotos', { config: guard, schema: { tags, params: idParams, consumes: ['multipart/form-data'] } }, async (request) => {
    const row = await ownAssessment(ctx, request, request.params.id);
    const form = await parseForm(request, photosForm(ctx));
    await withForm(form, (f) => addPhotos(ctx, actorOf(request), row, fileList(f.files, 'photos')));
    return { avaliacao: await answer(request, row), message: msg(request, 'general.done') };
  });

  api.delete('/avaliacoes/fotos/:id', { config: guard, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    const photo = await photosRepo.find(ctx.db, actorOf(request), request.params.id);
    if (!photo) throw notFound('assess.not-found');
    await deletePhoto(ctx, actorOf(request), photo);
    return { message: msg(request, 'general.deleted') };
  });

  api.get('/avaliacoes/fotos/:id', { config: { access: access.auth }, schema: { tags, params: idParams } }, async (request, reply) => {
    const photo = await photosRepo.find(ctx.db, actorOf(request), request.params.id);
    const ext = photo ? photo.file_key.slice(photo.file_key.lastIndexOf('.') + 1) : '';
    return sendStoredFile(request, reply, ctx.storage, photo?.file_key ?? null, {
      mime: PHOTO_MIME[ext] ?? 'application/octet-stream',
      filename: `postura-${request.params.id}.${ext}`,
    });
  });

  api.get('/atletas/:id/anamnese', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const athlete = await ownAthlete(ctx, request, request.params.id);
    return { anamnese: presentAnamnese(await anamnesesRepo.ofAthlete(ctx.db, actorOf(request), athlete.id)) };
  });

  api.post('/atletas/:id/anamnese', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const athlete = await ownAthlete(ctx, request, request.params.id);
    const form = await parseForm(request, anamneseForm(ctx));
    await withForm(form, (f) => saveAnamnese(ctx, actorOf(request), athlete.id, f.values, 'coach'));
    return { anamnese: presentAnamnese(await anamnesesRepo.ofAthlete(ctx.db, actorOf(request), athlete.id)), message: msg(request, 'general.updated') };
  });

  // The "done" marks students left on one of the caller's sheets or video sessions.
  api.get('/fitnes/:id/conclusoes', { config: guard, schema: { tags, params: idParams } }, async (request) => {
    const actor = actorOf(request);
    const sheet = await findSheet(ctx.db, actor, request.params.id);
    if (!sheet || sheet.user_id !== actor.id) throw notFound('fitnes.not-found');
    const marks = await marksRepo.ofSheet(ctx.db, actor, sheet.id);
    const names = new Map<number, string>();
    for (const id of new Set(marks.map((m) => m.athlete_id))) {
      const a = await findAthlete(ctx.db, actor, id);
      if (a) names.set(id, a.name);
    }
    return { conclusoes: marks.map((m) => presentMark(m, names.get(m.athlete_id) ?? null)) };
  });
}
