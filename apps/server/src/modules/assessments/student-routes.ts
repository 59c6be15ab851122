import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dbId, translate } from '@prancheta/shared';
import { z } from 'zod';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { sendStoredFile } from '../../http/files.ts';
import { notFound } from '../../http/errors.ts';
import { studentOfToken } from '../athletes/surface.ts';
import { findSheet } from '../fitness/surface.ts';
import { anamneseForm, markForm } from './forms.ts';
import { PHOTO_MIME, presentAnamnese, presentAssessment, presentMark } from './present.ts';
import { anamnesesRepo, assessmentsRepo, marksRepo, photosRepo } from './repo.ts';
import { markDone, saveAnamnese } from './service.ts';

/** Reads and writes per visitor address and minute (a token has 256 random bits; the limit keeps scans cheap). */
const READ_LIMIT = { max: 60, timeWindow: '1 minute' };
const WRITE_LIMIT = { max: 20, timeWindow: '1 minute' };
const PHOTO_LIMIT = { max: 300, timeWindow: '1 minute' };

const tokenParams = z.object({ token: z.string().max(200) });
const tokenIdParams = z.object({ token: z.string().max(200), id: dbId });

/** The live link of a token, or 404 "link unavailable" (the athletes module's one helper). */
const studentOf = studentOfToken;

/** The student's URL of a posture photo (through their own link). */
const studentPhotoUrl = (token: string) => (id: number) => `/api/aluno/${encodeURIComponent(token)}/avaliacoes/fotos/${id}`;

/**
 * The student page's part of assessments (public, no account, by the private link's token): the
 * athlete's own assessments and posture photos, their anamnese (read and fill), and "done" marks
 * on the sheets assigned to them. Every query is scoped by the link's coach AND athlete: an id of
 * another athlete's record answers 404 like an unknown one, and nothing else of the coach shows.
 */
export async function studentAssessmentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['student-page'];
  const msg = (request: FastifyRequest, key: string) => translate(requestLanguage(request), key);

  api.get('/aluno/:token/avaliacoes', { config: { access: access.public, rateLimit: READ_LIMIT }, schema: { tags, params: tokenParams } }, async (request, reply) => {
    const { coach, athlete } = await studentOf(ctx, request.params.token);
    const rows = await assessmentsRepo.ofAthlete(ctx.db, coach, athlete.id);
    const photos = await photosRepo.of(
      ctx.db,
      coach,
      rows.map((r) => r.id),
    );
    reply.header('cache-control', 'private, no-store');
    return { avaliacoes: rows.map((r) => presentAssessment(r, photos, studentPhotoUrl(request.params.token))) };
  });

  api.get('/aluno/:token/avaliacoes/fotos/:id', { config: { access: access.public, rateLimit: PHOTO_LIMIT }, schema: { tags, params: tokenIdParams } }, async (request, reply) => {
    const { coach, athlete } = await studentOf(ctx, request.params.token);
    const photo = await photosRepo.find(ctx.db, coach, request.params.id);
    const owner = photo ? await assessmentsRepo.find(ctx.db, coach, photo.assessment_id) : null;
    const key = photo && owner?.athlete_id === athlete.id ? photo.file_key : null;
    const ext = key ? key.slice(key.lastIndexOf('.') + 1) : '';
    return sendStoredFile(request, reply, ctx.storage, key, { mime: PHOTO_MIME[ext] ?? 'application/octet-stream' });
  });

  api.get('/aluno/:token/anamnese', { config: { access: access.public, rateLimit: READ_LIMIT }, schema: { tags, params: tokenParams } }, async (request, reply) => {
    const { coach, athlete } = await studentOf(ctx, request.params.token);
    reply.header('cache-control', 'private, no-store');
    return { anamnese: presentAnamnese(await anamnesesRepo.ofAthlete(ctx.db, coach, athlete.id)) };
  });

  api.post('/aluno/:token/anamnese', { config: { access: access.public, rateLimit: WRITE_LIMIT }, schema: { tags, params: tokenParams } }, async (request) => {
    const { coach, athlete } = await studentOf(ctx, request.params.token);
    const form = await parseForm(request, anamneseForm(ctx));
    await withForm(form, (f) => saveAnamnese(ctx, coach, athlete.id, f.values, 'student'));
    return { anamnese: presentAnamnese(await anamnesesRepo.ofAthlete(ctx.db, coach, athlete.id)), message: msg(request, 'assess.anamnese-saved') };
  });

  api.get('/aluno/:token/conclusoes', { config: { access: access.public, rateLimit: READ_LIMIT }, schema: { tags, params: tokenParams } }, async (request, reply) => {
    const { coach, athlete } = await studentOf(ctx, request.params.token);
    reply.header('cache-control', 'private, no-store');
    return { conclusoes: (await marksRepo.ofAthlete(ctx.db, coach, athlete.id)).map((m) => presentMark(m, null)) };
  });

  // Marks a sheet or video session assigned to this athlete as done (effort 0-10, comment).
  api.post('/aluno/:token/fitnes/:id/conclusao', { config: { access: access.public, rateLimit: WRITE_LIMIT }, schema: { tags, params: tokenIdParams } }, async (request) => {
    const { coach, athlete } = await studentOf(ctx, request.params.token);
    const sheet = await findSheet(ctx.db, coach, request.params.id);
    if (!sheet || sheet.user_id !== coach.id || sheet.athlete_id !== athlete.id) throw notFound('fitnes.not-found');
    const form = await parseForm(request, markForm(ctx));
    // With a duration, the done session also counts as training load (RPE = the effort given).
    const id = await withForm(form, (f) => markDone(ctx, coach, athlete.id, sheet.id, f.values));
    return { conclusao: { id }, message: msg(request, 'assess.marked-done') };
  });
}
