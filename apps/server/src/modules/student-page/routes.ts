import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { studentPageAnswer } from '@prancheta/shared';
import { z } from 'zod';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { HttpError } from '../../http/errors.ts';
import type { StudentAccess } from '../athletes/surface.ts';
import { resolveStudentToken, STUDENT_PAGE_PREFIX } from '../athletes/surface.ts';
import { gonePage } from '../share/surface.ts';
import { sendStoredFile } from '../../http/files.ts';
import { mediaRoots, sendLibraryImage } from '../media/surface.ts';
import { studentFile, studentSheetRecord } from './media.ts';
import { studentPageData } from './data.ts';
import { studentPageDocument } from './page.ts';
import { studentSections } from '../assessments/surface.ts';
import { studentLoadSections } from '../load/surface.ts';

/** Lookups per visitor address and minute (a token has 256 random bits; the limit keeps scans cheap). */
const PAGE_LIMIT = { max: 60, timeWindow: '1 minute' };
/** Files get a higher limit: a sheet shows a dozen gifs and a video seeks with several range requests. */
const FILE_LIMIT = { max: 600, timeWindow: '1 minute' };

/** Headers of every answer about a token: never cached, never indexed, no referrer. */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
}

/** The link's coach and athlete, or 404 "link unavailable" (malformed, unknown, revoked, expired, athlete deleted). */
export async function studentAccessOf(ctx: AppContext, token: string): Promise<StudentAccess> {
  const found = await resolveStudentToken(ctx, token);
  if (!found) throw new HttpError(404, 'share.page.gone-title');
  return found;
}

/** GET /api/aluno/{token}: the student page as JSON (public: the token is the only credential). */
export async function studentApiRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/aluno/:token',
    { config: { access: access.public, rateLimit: PAGE_LIMIT }, schema: { tags: ['student-page'], params: z.object({ token: z.string().max(100) }), response: { 200: studentPageAnswer } } },
    async (request, reply) => {
      noStore(reply);
      return studentPageData(ctx, await studentAccessOf(ctx, request.params.token));
    },
  );
}

/** GET /aluno/{token}: the student page as HTML (outside /api, like /s/<token>), or the "link unavailable" page. */
export async function studentPageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await studentFileRoutes(app, ctx);
  const gone = (request: FastifyRequest, reply: FastifyReply) => noStore(reply).status(404).type('text/html; charset=utf-8').send(gonePage(requestLanguage(request)));
  app.get<{ Params: { token: string }; Querystring: { ok?: string } }>(`${STUDENT_PAGE_PREFIX}/:token`, { config: { rateLimit: PAGE_LIMIT } }, async (request, reply) => {
    const found = await resolveStudentToken(ctx, request.params.token);
    if (!found) return gone(request, reply);
    const lang = requestLanguage(request);
    const data = await studentPageData(ctx, found);
    // Assessments, anamnese and "mark as done" (the assessments module's sections and forms).
    const notice = typeof request.query.ok === 'string' ? request.query.ok : undefined;
    const extra = await studentSections(ctx, found, request.params.token, lang, data.fichas, notice);
    // Training load: the daily wellness check-in near the top, "my load" at the end.
    const load = await studentLoadSections(ctx, found, request.params.token, lang, notice);
    return noStore(reply).header('vary', 'accept-language').type('text/html; charset=utf-8').send(studentPageDocument(data, lang, [...extra, ...load.bottom], load.top));
  });
}

/**
 * GET /aluno/{token}/f/{sheet}/{name}: a gif (`gif-<exercise>`) or video (`video-<exercise>`, byte
 * ranges) of a sheet or video session linked to the link's athlete, read as the link's coach. A
 * sheet of another athlete or coach, any other name, or a dead link answers the same 404 page.
 */
export async function studentFileRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const roots = mediaRoots(ctx.config);
  const gone = (request: FastifyRequest, reply: FastifyReply) => noStore(reply).status(404).type('text/html; charset=utf-8').send(gonePage(requestLanguage(request)));
  app.get<{ Params: { token: string; sheet: string; name: string } }>(`${STUDENT_PAGE_PREFIX}/:token/f/:sheet/:name`, { config: { rateLimit: FILE_LIMIT } }, async (request, reply) => {
    const { token, sheet, name } = request.params;
    if (!/^[1-9]\d{0,9}$/.test(sheet)) return gone(request, reply);
    const found = await resolveStudentToken(ctx, token);
    const record = found ? await studentSheetRecord(ctx, found, Number(sheet)) : null;
    const file = record ? studentFile(record, roots, name) : null;
    if (!file) return gone(request, reply);
    noStore(reply);
    if ('library' in file) return sendLibraryImage(request, reply, file.library, file.path, { cache: 'private' });
    return sendStoredFile(request, reply, ctx.storage, file.store, { mime: file.mime, filename: file.name });
  });
}
