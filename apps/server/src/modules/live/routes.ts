import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, liveCreateInput, liveSessionAnswer, messageAnswer, translate } from '@prancheta/shared';
import { actorOf } from '../../access/actor.ts';
import { accessChanges, recordRemovals } from '../../access/changes.ts';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { gonePage } from '../share/surface.ts';
import type { Db } from '../../db/index.ts';
import { nowIso } from '../../db/index.ts';
import { userForToken } from '../../plugins/auth.ts';
import { LiveHub } from './hub.ts';
import { liveRepo } from './repo.ts';
import { endSession, isPresenterKey, LIVE_PATH, openSession, presentSession, sessionOfKey } from './service.ts';

/**
 * Sockets opened per address and minute: a TV and a room of phones behind one school's router
 * share an address, so the limit is generous; a key is 256 random bits (or one of 31^6 codes of
 * open sessions only), so scanning at this rate finds nothing.
 */
const JOIN_LIMIT = { max: 120, timeWindow: '1 minute' };
/** Viewer page lookups per address and minute (as share pages). */
const PAGE_LIMIT = { max: 60, timeWindow: '1 minute' };

/** The hub of each app (tests build several apps in one process). */
const hubs = new WeakMap<AppContext, LiveHub>();

/** The live hub of an app (the bench and tests read it). */
export function liveHubOf(ctx: AppContext): LiveHub | undefined {
  return hubs.get(ctx);
}

/**
 * The presenter's API under /api/live (open a session, end it) and the socket every presenter and
 * viewer connects to, /api/live/ws: its first message says who it is (see hub.ts).
 */
export async function liveRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['live'];
  const userOfToken = async (db: Db, token: string) => (await userForToken(db, token))?.id ?? null;
  const hub = new LiveHub(
    ctx.db,
    { sessionOfKey, isPresenterKey: (row, key) => isPresenterKey(ctx, row, key), userOfToken },
    app.log,
    ctx.redis ?? null,
    ctx.config.REDIS_KEY_PREFIX,
  );
  // A revoked session (sign-out, password change) closes its presenter socket at once.
  const stopAccess = accessChanges.on(() => void hub.recheckPresenters());
  hubs.set(ctx, hub);
  // A deleted formation or video ends the sessions presenting it (on every instance, through hub.end).
  const stopRemovals = recordRemovals.on(async (app, record) => {
    if (app !== ctx) return;
    for (const id of await liveRepo.endOfRecord(ctx.db, record.kind, record.id, nowIso())) await hub.end(id);
  });
  app.addHook('onClose', async () => {
    stopRemovals();
    stopAccess();
    await hub.close();
  });

  api.post('/live', { config: { access: access.subscription }, schema: { tags, body: liveCreateInput, response: { 200: liveSessionAnswer } } }, async (request) => {
    const row = await openSession(ctx, actorOf(request), request.body);
    return { sessao: await presentSession(ctx, row) };
  });

  api.post('/live/:id/end', { config: { access: access.auth }, schema: { tags, params: idParams, response: { 200: messageAnswer } } }, async (request) => {
    await endSession(ctx, actorOf(request), request.params.id);
    await hub.end(request.params.id);
    return { message: translate(requestLanguage(request), 'live.ended') };
  });

  app.get('/live/ws', { websocket: true, config: { access: access.public, rateLimit: JOIN_LIMIT } }, (socket) => hub.accept(socket));
}

/**
 * The viewer's page, outside /api: /ao-vivo/<token or code> answers the web app (which connects
 * the socket) when the session is open, and the share links' "link unavailable" page (404)
 * otherwise, so a guessed, ended or expired link looks like any dead link. /ao-vivo alone is the
 * web app's code form.
 */
export async function livePageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get<{ Params: { key: string } }>(
    `${LIVE_PATH}/:key`,
    { config: { rateLimit: PAGE_LIMIT } },
    async (request: FastifyRequest<{ Params: { key: string } }>, reply: FastifyReply) => {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer');
      const row = await sessionOfKey(ctx.db, request.params.key);
      if (!row)
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(gonePage(requestLanguage(request)));
      // The web app's shell (the SPA fallback); without a built app, the API's 404.
      return reply.callNotFound();
    },
  );
}
