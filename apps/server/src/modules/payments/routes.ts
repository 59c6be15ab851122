import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payAnswer, payQuery, pickLanguage, text, translate } from '@prancheta/shared';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { notFound } from '../../http/errors.ts';
import { renderApprovedPage, renderCheckoutPage, renderStatusPage } from '../../payments/sandbox-page.ts';
import type { ApplyOutcome } from '../../payments/service.ts';
import { receiveNotification, startCheckout } from '../../payments/service.ts';
import type { RecurringOutcome } from '../../payments/recurring.ts';
import { receiveChargeNotification, receivePreapprovalNotification } from '../../payments/recurring.ts';
import { providerActor } from '../../payments/provider-actor.ts';
import { currentUser } from '../../plugins/auth.ts';
import { access } from '../../access/route-access.ts';
import { sandboxPaymentsRepo } from './repo.ts';

const referenceParams = z.object({ reference: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const SANDBOX_DECISIONS = { approve: 'approved', decline: 'declined', refund: 'refunded', chargeback: 'charged_back' } as const;

/** Which claimed status the sandbox "provider" sends for a payment in the given status. */
function sandboxAccepts(current: string, claimed: string): boolean {
  return current === 'pending' ? claimed === 'approved' || claimed === 'declined' : current === 'approved' && (claimed === 'refunded' || claimed === 'charged_back');
}

const notifyAnswer = z.object({ message: z.string(), outcome: z.string() });
/** Notification endpoints are public (providers call them): bounded per client address. */
const notifyRateLimit = { access: access.public, rateLimit: { max: 120, timeWindow: '1 minute' } };

/** Mercado Pago sends `?type=payment&data.id=1` (webhooks) or `?topic=payment&id=1` (IPN), and a JSON body. */
const mercadoPagoQuery = z.object({
  type: text().max(60).optional(),
  topic: text().max(60).optional(),
  id: text().max(60).optional(),
  'data.id': text().max(60).optional(),
});
const mercadoPagoBody = z
  .object({ type: text().max(60).optional(), data: z.object({ id: z.union([text().max(60), z.number()]).optional() }).optional() })
  .optional()
  .catch(undefined);

function notificationMessage(request: FastifyRequest, outcome: ApplyOutcome | RecurringOutcome) {
  return { message: translate(requestLanguage(request), 'payment.notification-received'), outcome };
}

/** The page language: `lang` query, else the request's X-Lang / Accept-Language. */
function pageLanguage(request: FastifyRequest, lang: string | undefined) {
  return lang ? pickLanguage(lang) : requestLanguage(request);
}

/**
 * GET /api/user/pay, the provider notification endpoints and the sandbox checkout pages.
 * The sandbox routes exist only while PAYMENT_PROVIDER=sandbox, so a production install cannot
 * be "paid" through them.
 */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/user/pay',
    {
      // Each call records a payment (and a provider preference): bounded per client address.
      config: { access: access.auth, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { tags: ['payments'], querystring: payQuery, response: { 200: payAnswer } },
    },
    async (request) => ({ url: await startCheckout(ctx, currentUser(request), request.query.plan_id, request.query.team_id) }),
  );

  api.post(
    '/payments/notify/mercadopago',
    { config: notifyRateLimit, schema: { tags: ['payments'], querystring: mercadoPagoQuery, body: mercadoPagoBody, response: { 200: notifyAnswer } } },
    async (request) => {
      const { query, body } = request;
      const type = query.type ?? query.topic ?? body?.type;
      const id = query['data.id'] ?? (query.topic ? query.id : undefined) ?? (body?.data?.id !== undefined ? String(body.data.id) : undefined);
      if (!id) return notificationMessage(request, 'unknown');
      // Recurring subscriptions: the preapproval itself (authorized, cancelled) and each of its charges.
      if (type === 'subscription_preapproval' || type === 'preapproval') {
        const outcome = await receivePreapprovalNotification(ctx, 'mercadopago', { id });
        request.log.info({ provider: 'mercadopago', preapprovalId: id, outcome }, 'preapproval notification');
        return notificationMessage(request, outcome);
      }
      if (type === 'subscription_authorized_payment' || type === 'authorized_payment') {
        const outcome = await receiveChargeNotification(ctx, 'mercadopago', { id });
        request.log.info({ provider: 'mercadopago', chargeId: id, outcome }, 'recurring charge notification');
        return notificationMessage(request, outcome);
      }
      // Merchant orders, plans and other topics carry nothing we act on.
      if (type !== 'payment') return notificationMessage(request, 'unknown');
      // Only the id is taken from the request; status and reference come from the provider.
      const outcome = await receiveNotification(ctx, 'mercadopago', { id });
      request.log.info({ provider: 'mercadopago', paymentId: id, outcome }, 'payment notification');
      return notificationMessage(request, outcome);
    },
  );

  if (ctx.config.PAYMENT_PROVIDER !== 'sandbox') return;

  api.post(
    '/payments/notify/sandbox',
    {
      config: notifyRateLimit,
      schema: {
        tags: ['payments'],
        body: z.object({ reference: text().max(64), status: z.enum(['approved', 'declined', 'refunded', 'charged_back']) }),
        response: { 200: notifyAnswer },
      },
    },
    async (request) => {
      const status = await sandboxPaymentsRepo.status(ctx.db, providerActor, request.body.reference);
      // Like a provider, the sandbox settles a payment once (only pending rows take a decision) and
      // refunds or charges back only what it approved.
      const allowed = !status ? false : sandboxAccepts(status, request.body.status);
      const outcome: ApplyOutcome = !status ? 'unknown' : allowed ? await receiveNotification(ctx, 'sandbox', request.body) : 'already-applied';
      return notificationMessage(request, outcome);
    },
  );

  await app.register(async (scope) => {
    // The checkout page posts plain HTML forms; this parser is scoped to these routes only.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const page = scope.withTypeProvider<ZodTypeProvider>();
    const sendHtml = (reply: FastifyReply, status: number, html: string) =>
      reply.status(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    const profileUrl = `${ctx.config.publicUrl}/profile`;

    page.get(
      '/payments/sandbox/:reference',
      { config: { access: access.public }, schema: { tags: ['payments'], params: referenceParams, querystring: z.object({ lang: z.string().max(20).optional() }) } },
      async (request, reply) => {
        const lang = pageLanguage(request, request.query.lang);
        const row = await sandboxPaymentsRepo.checkout(ctx.db, providerActor, request.params.reference);
        if (!row) return sendHtml(reply, 404, renderStatusPage({ lang, messageKey: 'payment.unknown', ok: false, backUrl: profileUrl }));
        // Relative, so the form posts to the origin that served the page (CSP form-action 'self').
        const action = `/api/payments/sandbox/${request.params.reference}?lang=${lang}`;
        if (row.status === 'approved') return sendHtml(reply, 200, renderApprovedPage({ lang, action, backUrl: profileUrl }));
        if (row.status !== 'pending') {
          return sendHtml(reply, 200, renderStatusPage({ lang, messageKey: `payment.status-page.${row.status}`, ok: false, backUrl: profileUrl }));
        }
        return sendHtml(reply, 200, renderCheckoutPage({ lang, action, plan: row, days: row.days, amountCents: row.amount_cents }));
      },
    );

    page.post(
      '/payments/sandbox/:reference',
      {
        config: notifyRateLimit,
        schema: {
          tags: ['payments'],
          params: referenceParams,
          querystring: z.object({ lang: z.string().max(20).optional() }),
          body: z.object({ decision: z.enum(['approve', 'decline', 'refund', 'chargeback']) }),
        },
      },
      async (request, reply) => {
        const status = SANDBOX_DECISIONS[request.body.decision];
        // Only a pending payment takes a decision; only an approved one is refunded or charged back.
        const current = await sandboxPaymentsRepo.status(ctx.db, providerActor, request.params.reference);
        if (!current || !sandboxAccepts(current, status)) throw notFound();
        // The same path a provider notification takes: verify (our pending row), then apply once.
        const outcome = await receiveNotification(ctx, 'sandbox', { reference: request.params.reference, status });
        request.log.info({ provider: 'sandbox', outcome }, 'payment notification');
        return reply.redirect(`${profileUrl}?payment=${status}`, 303);
      },
    );
  });
}

