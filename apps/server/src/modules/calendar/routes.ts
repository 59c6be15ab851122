import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calendarFeedAnswer, pickLanguage, translate } from '@prancheta/shared';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { nowIso, stamps } from '../../db/index.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { hashToken, isTokenShaped, newNonce, shareKeyOf, tokenOf } from '../../share-links/token.ts';
import { resolveStudentToken } from '../athletes/surface.ts';
import { coachEvents, studentEvents } from './feed.ts';
import { calendarDocument } from './ics.ts';
import type { CalendarFeedRow } from './repo.ts';
import { calendarFeedsRepo } from './repo.ts';

/** Where feeds are served (outside /api: calendar apps fetch them without a session). */
export const CALENDAR_PREFIX = '/ical';
const FEED_LIMIT = { max: 60, timeWindow: '1 minute' };

function feedUrl(ctx: AppContext, row: CalendarFeedRow): string {
  return `${ctx.config.publicUrl}${CALENDAR_PREFIX}/${tokenOf(shareKeyOf(ctx.config.dataDir, ctx.config.SHARE_LINK_KEY), row.token_nonce)}.ics`;
}

/** The address of a student link's feed. */
export function studentFeedUrl(ctx: AppContext, token: string): string {
  return `${ctx.config.publicUrl}${CALENDAR_PREFIX}/aluno/${token}.ics`;
}

/** The token of `<token>.ics`, or null. */
function tokenOfFile(file: string): string | null {
  const token = file.endsWith('.ics') ? file.slice(0, -4) : file;
  return isTokenShaped(token) ? token : null;
}

/** GET, POST and DELETE /api/calendario: the coach's private feed address (a new one replaces the old). */
export async function calendarApiRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendar'];
  api.get('/calendario', { config: { access: access.auth }, schema: { tags, response: { 200: calendarFeedAnswer } } }, async (request) => {
    const row = await calendarFeedsRepo.live(ctx.db, actorOf(request));
    return { url: row ? feedUrl(ctx, row) : null };
  });
  api.post('/calendario', { config: { access: access.subscription }, schema: { tags, response: { 200: calendarFeedAnswer } } }, async (request) => {
    const actor = actorOf(request);
    const nonce = newNonce();
    const token = tokenOf(shareKeyOf(ctx.config.dataDir, ctx.config.SHARE_LINK_KEY), nonce);
    const row = await calendarFeedsRepo.replace(ctx.db, actor, { user_id: actor.id, token_hash: hashToken(token), token_nonce: nonce, revoked_at: null, ...stamps() }, nowIso());
    return { url: feedUrl(ctx, row), message: translate(requestLanguage(request), 'calendario.created') };
  });
  api.delete('/calendario', { config: { access: access.auth }, schema: { tags, response: { 200: calendarFeedAnswer } } }, async (request) => {
    await calendarFeedsRepo.revokeAll(ctx.db, actorOf(request), nowIso());
    return { url: null, message: translate(requestLanguage(request), 'calendario.revoked') };
  });
}

/** GET /ical/<token>.ics (a coach's feed) and /ical/aluno/<token>.ics (a student link's feed). */
export async function calendarFeedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const send = (reply: FastifyReply, name: string, body: string) =>
    reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `inline; filename="${name}.ics"`)
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .send(body);
  const gone = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).header('cache-control', 'private, no-store').type('text/plain; charset=utf-8').send(translate(requestLanguage(request), 'share.page.gone-title'));

  app.get<{ Params: { file: string } }>(`${CALENDAR_PREFIX}/:file`, { config: { rateLimit: FEED_LIMIT } }, async (request, reply) => {
    const token = tokenOfFile(request.params.file);
    const feed = token ? await calendarFeedsRepo.byTokenHash(ctx.db, hashToken(token)) : null;
    if (!feed) return gone(request, reply);
    // Calendar apps send no useful language: the coach's feed speaks the language they use the app in.
    const lang = feed.language ? pickLanguage(feed.language) : requestLanguage(request);
    const events = await coachEvents(ctx, { kind: 'user', id: feed.user_id, level: 'user' }, lang);
    return send(reply, 'prancheta', calendarDocument(`Prancheta · ${feed.name}`, events));
  });

  app.get<{ Params: { file: string } }>(`${CALENDAR_PREFIX}/aluno/:file`, { config: { rateLimit: FEED_LIMIT } }, async (request, reply) => {
    const token = tokenOfFile(request.params.file);
    const found = token ? await resolveStudentToken(ctx, token) : null;
    if (!found) return gone(request, reply);
    const events = await studentEvents(ctx, found, requestLanguage(request));
    return send(reply, 'prancheta', calendarDocument(`Prancheta · ${found.athlete.name}`, events));
  });
}
