import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPaymentRefundAnswer, adminPaymentsPage, adminPaymentsQuery, adminPaymentsTotals, adminPaymentsTotalsQuery, idParams, translate } from '@prancheta/shared';
import { access } from '../../access/route-access.ts';
import type { AppContext } from '../../context.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { applyReversal } from '../../payments/apply.ts';
import { findAdminPayment, findPaymentRecord, pagePayments, paymentTotals } from './repo.ts';

/**
 * Admin payments: every payment server-paged with search by e-mail and filters (status, period,
 * one user), the monthly totals, and marking an approved payment refunded by hand (audited, its
 * days taken back).
 * Admin and master only.
 */
export async function adminPaymentsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { access: access.level('admin', 'master') };
  const tags = ['admin'];

  api.get('/admin/payments', { config: admin, schema: { tags, querystring: adminPaymentsQuery, response: { 200: adminPaymentsPage } } }, async (request) =>
    pagePayments(ctx.db, ctx.dialect, request.query),
  );

  api.get('/admin/payments/totals', { config: admin, schema: { tags, querystring: adminPaymentsTotalsQuery, response: { 200: adminPaymentsTotals } } }, async (request) =>
    paymentTotals(ctx.db, request.query),
  );

  // Marks an approved payment refunded (a refund made outside the provider's notifications): the
  // same reversal a provider refund applies, once (guarded by reversed_at, so a second or parallel
  // call changes nothing), taking back the days it granted, audited under the admin, and mailed.
  api.post('/admin/payments/:id/refund', { config: admin, schema: { tags, params: idParams, response: { 200: adminPaymentRefundAnswer } } }, async (request) => {
    const { id } = request.params;
    const row = await findPaymentRecord(ctx.db, id);
    if (!row) throw notFound('admin.payments.not-found');
    const actor = request.user!;
    const done = row.status === 'approved' ? await applyReversal(ctx, row, 'refunded', row.amount_cents, { id: actor.id, email: actor.email }) : 'already-applied';
    if (done === 'already-applied') throw new HttpError(409, 'admin.payments.not-refundable');
    return { message: translate(requestLanguage(request), 'admin.payments.refunded'), payment: (await findAdminPayment(ctx.db, id))! };
  });
}
