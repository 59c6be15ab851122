import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams, messageAnswer, payAnswer, pickLanguage, recurringAnswer, subscribeBody, translate } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { actorOf } from '../../access/actor.ts';
import { access } from '../../access/route-access.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { newPaymentReference } from '../../payments/service.ts';
import { cancelRecurring, receiveChargeNotification, receivePreapprovalNotification, startRecurring } from '../../payments/recurring.ts';
import { providerActor } from '../../payments/provider-actor.ts';
import { renderStatusPage, renderSubscriptionPage } from '../../payments/sandbox-page.ts';
import { presentRecurring, recurringRepo } from './recurring-repo.ts';

const referenceParams = z.object({ reference: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const chargeId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/**
 * Subscriptions that renew themselves: GET /api/user/subscription (the coach's current one),
 * POST /api/user/subscription {plan_id} (start: answers the provider's authorization page),
 * POST /api/user/subscription/{id}/cancel (stop the renewals; access kept to the end of the paid
 * period). With PAYMENT_PROVIDER=sandbox, the sandbox page that plays the provider's part.
 */
export async function recurringRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get('/user/subscription', { config: { access: access.auth }, schema: { tags: ['payments'], response: { 200: recurringAnswer } } }, async (request) => {
    const actor = actorOf(request);
    const row = await recurringRepo.current(ctx.db, actor);
    return { subscription: row ? presentRecurring(row, requestLanguage(request)) : null };
  });

  api.post(
    '/user/subscription',
    // Each call asks the provider for a preapproval: bounded per client address, like GET user/pay.
    { config: { access: access.auth, rateLimit: { max: 30, timeWindow: '1 minute' } }, schema: { tags: ['payments'], body: subscribeBody, response: { 200: payAnswer } } },
    async (request) => ({ url: await startRecurring(ctx, currentUser(request), request.body.plan_id) }),
  );

  api.post(
    '/user/subscription/:id/cancel',
    { config: { access: access.auth }, schema: { tags: ['payments'], params: idParams, response: { 200: messageAnswer.extend(recurringAnswer.shape) } } },
    async (request) => {
      await cancelRecurring(ctx, currentUser(request), request.params.id);
      const lang = requestLanguage(request);
      const row = await recurringRepo.byId(ctx.db, actorOf(request), request.params.id);
      return { message: translate(lang, 'payment.recurring.cancelled'), subscription: row ? presentRecurring(row, lang) : null };
    },
  );

  if (ctx.config.PAYMENT_PROVIDER !== 'sandbox') return;

  await app.register(async (scope) => {
    // The sandbox page posts plain HTML forms; this parser is scoped to these routes only.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const page = scope.withTypeProvider<ZodTypeProvider>();
    const sendHtml = (reply: FastifyReply, status: number, html: string) =>
      reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    const profileUrl = `${ctx.config.publicUrl}/profile`;
    const langQuery = z.object({ lang: z.string().max(20).optional() });

    page.get(
      '/payments/sandbox/subscription/:reference',
      { config: { access: access.public }, schema: { tags: ['payments'], params: referenceParams, querystring: langQuery } },
      async (request, reply) => {
        const lang = request.query.lang ? pickLanguage(request.query.lang) : requestLanguage(request);
        const sub = await recurringRepo.sandboxPage(ctx.db, providerActor, request.params.reference);
        if (!sub) return sendHtml(reply, 404, renderStatusPage({ lang, messageKey: 'payment.recurring.unknown', ok: false, backUrl: profileUrl }));
        // Relative, so the form posts to the origin that served the page (CSP form-action 'self').
        const action = `/api/payments/sandbox/subscription/${request.params.reference}?lang=${lang}`;
        // A fresh charge id per page view: resubmitting the same form replays the same charge.
        const html = renderSubscriptionPage({
          lang,
          action,
          backUrl: profileUrl,
          status: sub.status,
          plan: sub,
          days: sub.days,
          amountCents: sub.amount_cents,
          chargeId: newPaymentReference().slice(0, 24),
        });
        return sendHtml(reply, 200, html);
      },
    );

    page.post(
      '/payments/sandbox/subscription/:reference',
      {
        config: { access: access.public, rateLimit: { max: 120, timeWindow: '1 minute' } },
        schema: {
          tags: ['payments'],
          params: referenceParams,
          querystring: langQuery,
          body: z.object({ decision: z.enum(['authorize', 'decline', 'charge', 'refuse', 'cancel']), charge_id: chargeId.optional() }),
        },
      },
      async (request, reply) => {
        const { reference } = request.params;
        const { decision, charge_id: id } = request.body;
        const sub = await recurringRepo.sandboxPage(ctx.db, providerActor, reference);
        if (!sub) throw notFound();
        // What a provider would accept in each state: authorize a pending one once, charge only
        // what was authorized (or a charge crossing the cancellation), cancel once.
        if (decision === 'decline') return reply.redirect(`${profileUrl}?subscription=declined`, 303);
        if (decision === 'authorize') {
          if (sub.status !== 'pending' || !id) throw notFound();
          const outcome = await receivePreapprovalNotification(ctx, 'sandbox', { reference, status: 'authorized' });
          // The first charge goes with the authorization, as at Mercado Pago.
          const charged = await receiveChargeNotification(ctx, 'sandbox', { reference, id, status: 'approved' });
          request.log.info({ provider: 'sandbox', outcome, charged }, 'preapproval notification');
          return reply.redirect(`${profileUrl}?subscription=authorized`, 303);
        }
        if (decision === 'cancel') {
          if (sub.status !== 'authorized') throw notFound();
          const outcome = await receivePreapprovalNotification(ctx, 'sandbox', { reference, status: 'cancelled' });
          request.log.info({ provider: 'sandbox', outcome }, 'preapproval notification');
          return reply.redirect(`${profileUrl}?subscription=cancelled`, 303);
        }
        if (sub.status === 'pending' || !id) throw notFound();
        const outcome = await receiveChargeNotification(ctx, 'sandbox', { reference, id, status: decision === 'charge' ? 'approved' : 'declined' });
        request.log.info({ provider: 'sandbox', outcome }, 'recurring charge notification');
        return reply.redirect(`${profileUrl}?subscription=${decision === 'charge' ? 'charged' : 'refused'}`, 303);
      },
    );
  });
}
