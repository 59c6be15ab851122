import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { coeditAnswer, coeditInviteInput, coeditInviteParams, idParams, sharedFormationsAnswer } from '@prancheta/shared';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { actorOf, userActor } from '../../access/actor.ts';
import type { UserActor } from '../../access/actor.ts';
import { accessChanges } from '../../access/changes.ts';
import { access } from '../../access/route-access.ts';
import { parseForm, withForm } from '../../forms/parse-form.ts';
import { notFound, paymentRequired, unauthorized } from '../../http/errors.ts';
import { subscriptionActive, userForToken } from '../../plugins/auth.ts';
import { uploadTmpDir } from '../../uploads/multipart.ts';
import { coeditRepo } from './repo.ts';
import type { CoeditFormation } from './repo.ts';
import { CoeditHub, DEFAULT_HUB_OPTIONS } from './rooms.ts';
import type { HubOptions } from './rooms.ts';

/** Who is allowed in a socket's room, decided before the upgrade. */
const accepted = new WeakMap<FastifyRequest, { user: { id: number; name: string }; formation: CoeditFormation; token: string }>();

/**
 * Drawing a formation together: the owner invites members of their clubs by name (and revokes
 * them); the invited see it among the formations shared with them; everyone allowed joins the
 * formation's room over a WebSocket speaking the y-protocols sync and awareness messages.
 */
export async function coeditRoutes(app: FastifyInstance, ctx: AppContext, options: Partial<HubOptions> = {}): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = { access: access.subscription };
  const tags = ['coedit'];
  const checkSession = async (token: string) => {
    const user = await userForToken(ctx.db, token);
    if (!user) return 'signed-out' as const;
    return subscriptionActive(user) ? ('ok' as const) : ('payment-required' as const);
  };
  const hub = new CoeditHub(ctx, { ...DEFAULT_HUB_OPTIONS, ...options }, checkSession, app.log);
  // Before the database closes (onClose): every room saves and its sockets close.
  app.addHook('preClose', () => hub.close());

  const answer = async (actor: UserActor, formation: CoeditFormation) => {
    const owner = formation.user_id === actor.id;
    const convidados = await coeditRepo.invited(ctx.db, actor, formation.id);
    const invited = new Set(convidados.map((p) => p.id));
    const membros = owner ? (await coeditRepo.clubMates(ctx.db, actor.id)).filter((p) => !invited.has(p.id)) : [];
    return { dono: owner, convidados, membros };
  };
  const owned = async (actor: UserActor, id: number) => {
    const formation = await coeditRepo.owned(ctx.db, actor, id);
    if (!formation) throw notFound('formations.not-found');
    return formation;
  };

  api.get('/coedit', { config: guard, schema: { tags, response: { 200: sharedFormationsAnswer } } }, async (request) => {
    const rows = await coeditRepo.sharedWith(ctx.db, actorOf(request));
    return { formacoes: rows.map((r) => ({ id: r.id, type: r.type, descricao: r.descricao, owner_name: r.owner_name, updated_at: r.updated_at })) };
  });

  api.get('/coedit/:id', { config: guard, schema: { tags, params: idParams, response: { 200: coeditAnswer } } }, async (request) => {
    const actor = actorOf(request);
    const formation = await coeditRepo.coeditable(ctx.db, actor, request.params.id);
    if (!formation) throw notFound('formations.not-found');
    return answer(actor, formation);
  });

  api.post('/coedit/:id/convidados', { config: guard, schema: { tags, params: idParams, body: z.unknown(), response: { 200: coeditAnswer } } }, async (request) => {
    const actor = actorOf(request);
    const formation = await owned(actor, request.params.id);
    const form = await parseForm(request, {
      fields: coeditInviteInput,
      tmpDir: uploadTmpDir(ctx),
      missingKey: 'validation.general',
      check: async (_raw, values) =>
        values && !(await coeditRepo.isClubMate(ctx.db, actor.id, values.user_id)) ? [{ code: 'custom' as const, message: 'coedit.not-club-mate', path: ['user_id'] }] : [],
    });
    await withForm(form, (f) => coeditRepo.invite(ctx.db, formation, f.values.user_id));
    return answer(actor, formation);
  });

  api.delete('/coedit/:id/convidados/:user_id', { config: guard, schema: { tags, params: coeditInviteParams, response: { 200: coeditAnswer } } }, async (request) => {
    const actor = actorOf(request);
    const formation = await owned(actor, request.params.id);
    if ((await coeditRepo.revoke(ctx.db, actor, formation.id, request.params.user_id)) === 0) throw notFound('coedit.not-invited');
    // Their open socket closes now, on every instance.
    accessChanges.emit();
    return answer(actor, formation);
  });

  // The socket: the session token travels in the query (browsers cannot set headers on a WebSocket;
  // the logs redact it). Refused before the upgrade: 401 without a valid session, 402 without an
  // active subscription, 404 for a formation the user may not draw.
  const admit = async (request: FastifyRequest) => {
    const { token } = request.query as { token?: string };
    if (typeof token !== 'string' || !token) throw unauthorized();
    const user = await userForToken(ctx.db, token);
    if (!user) throw unauthorized();
    if (!subscriptionActive(user)) throw paymentRequired();
    const { id } = request.params as { id: number };
    const formation = await coeditRepo.coeditable(ctx.db, userActor(user), id);
    if (!formation) throw notFound('formations.not-found');
    accepted.set(request, { user: { id: user.id, name: user.name }, formation, token });
  };

  api.get(
    '/coedit/:id/ws',
    { websocket: true, config: { access: access.public }, schema: { tags, params: idParams, querystring: z.object({ token: z.string().optional() }) }, preHandler: admit },
    (socket, request) => {
      const admitted = accepted.get(request);
      if (!admitted) {
        socket.close(4401);
        return;
      }
      hub.join(socket, admitted.formation.id, admitted.user, admitted.token);
    },
  );
}
