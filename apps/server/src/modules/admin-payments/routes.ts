import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminPaymentRefundAnswer, adminPaymentsPage, adminPaymentsQuery, adminPaymentsTotals, adminPaymentsTotalsQuery, idParams, translate } from '@prancheta/shared';
import { access } from '../../access/route-access.ts';
import { auditAdminAction } from '../../audit/admin-audit.ts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../db/index.ts';
import type { PaymentsTable } from '../../db/types.ts';
import { requestLanguage } from '../../http/error-handler.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { findAdminPayment, pagePayments, paymentTotals } from './repo.ts';

/** The status a manual refund writes (plain text: the provider flow's type names only its own). */
const REFUNDED = 'refunded' as string as PaymentsTable['status'];
const APPROVED: PaymentsTable['status'] = 'approved';

/**
 * Admin payments: every payment server-paged with search by e-mail and filters (status, period,
 * one user), the monthly totals, and marking an approved payment refunded by hand (audited).
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

  // Marks an approved payment refunded (a refund made outside the provider's notifications). The
  // conditional update makes it happen once: a second or parallel call finds it no longer approved.
  api.post('/admin/payments/:id/refund', { config: admin, schema: { tags, params: idParams, response: { 200: adminPaymentRefundAnswer } } }, async (request) => {
    const { id } = request.params;
    const before = await findAdminPayment(ctx.db, id);
    if (!before) throw notFound('admin.payments.not-found');
    const result = await ctx.db.updateTable('payments').set({ status: REFUNDED, updated_at: nowIso() }).where('id', '=', id).where('status', '=', APPROVED).executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new HttpError(409, 'admin.payments.not-refundable');
    await auditAdminAction(ctx.db, request, {
      action: 'payment.refund',
      target: `payment:${id}`,
      detail: { user_id: before.user.id, email: before.user.email, amount_cents: before.amount_cents, days: before.days, from: before.status, to: 'refunded', manual: true },
    });
    return { message: translate(requestLanguage(request), 'admin.payments.refunded'), payment: (await findAdminPayment(ctx.db, id))! };
  });
}
