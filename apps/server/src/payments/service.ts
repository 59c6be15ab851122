import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { nowIso, stamps } from '../db/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { PaymentRow, ProviderName, ProviderNotification, VerifiedPayment } from './provider.ts';
import { providerFor } from './registry.ts';
import { userActor } from '../access/actor.ts';
import { providerActor } from './provider-actor.ts';
import { paymentsPolicy } from '../access/policies.ts';
import { sendQueuedMail } from '../mail/queue.ts';
import { applyApproval, applyReversal, closeUnapplied, recordPartialRefund } from './apply.ts';

export { extendSubscription, shortenSubscription } from './apply.ts';

/**
 * What one notification did: 'approved' extended a subscription, 'refunded' / 'charged_back' /
 * 'cancelled' took an applied payment's days back (or closed a payment never applied),
 * 'partial-refund' recorded a refunded amount and took nothing back.
 */
export type ApplyOutcome =
  | 'unknown'
  | 'pending'
  | 'declined'
  | 'approved'
  | 'already-applied'
  | 'amount-mismatch'
  | 'refunded'
  | 'charged_back'
  | 'cancelled'
  | 'partial-refund';

/** A random, unguessable payment reference (also the sandbox checkout path segment). */
export function newPaymentReference(): string {
  return randomBytes(24).toString('base64url');
}

/** The club a club plan pays for: the given one, or the first the user leads (active clubs only). */
async function payingClub(ctx: AppContext, user: AuthUser, teamId: number | undefined): Promise<number> {
  let q = ctx.db.selectFrom('teams').select('id').where('leader_id', '=', user.id).where('pending', '=', 0);
  if (teamId !== undefined) q = q.where('id', '=', teamId);
  const team = await q.orderBy('id').limit(1).executeTakeFirst();
  if (!team) throw new HttpError(403, 'payment.club-leader-only');
  return team.id;
}

/**
 * GET /api/user/pay: records a pending payment for the plan and answers the provider's checkout
 * URL. A club plan pays for a club the user leads. A provider failure removes the pending row
 * again, so a refused checkout leaves nothing.
 */
export async function startCheckout(ctx: AppContext, user: AuthUser, planId: number, teamId?: number): Promise<string> {
  const plan = await ctx.db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
  if (!plan) throw notFound('plans.not-found');
  const team = plan.kind === 'club' ? await payingClub(ctx, user, teamId) : null;
  const provider = providerFor(ctx);
  const payment = await ctx.db
    .insertInto('payments')
    .values({
      user_id: user.id,
      plan_id: plan.id,
      provider: provider.name,
      reference: newPaymentReference(),
      external_id: null,
      status: 'pending',
      amount_cents: plan.price_cents,
      days: plan.days,
      applied_at: null,
      period_start: null,
      period_end: null,
      team_id: team,
      reversed_at: null,
      ...stamps(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  try {
    return await provider.createCheckout(payment, plan, user);
  } catch (err) {
    await ctx.db.deleteFrom('payments').where('id', '=', payment.id).where(paymentsPolicy.ownedBy(userActor(user))).execute();
    throw err;
  }
}

async function applyStatus(ctx: AppContext, row: PaymentRow, verified: VerifiedPayment): Promise<ApplyOutcome> {
  const refunded = Math.max(verified.refunded_cents ?? 0, row.refunded_cents);
  switch (verified.status) {
    case 'approved':
      if (row.reversed_at) return 'already-applied';
      if (row.applied_at) return refunded > row.refunded_cents && (await recordPartialRefund(ctx, row, refunded)) ? 'partial-refund' : 'already-applied';
      return applyApproval(ctx, row, verified.external_id, refunded);
    case 'refunded':
    case 'charged_back':
    case 'cancelled': {
      if (row.reversed_at) return 'already-applied';
      // Never applied (yet): close it, so a late approval changes nothing. When the approval won
      // a race for the row, the update finds applied_at set and the reversal takes the days back.
      if (!row.applied_at && (await closeUnapplied(ctx, row, verified.status, verified.external_id))) return verified.status;
      return applyReversal(ctx, row, verified.status, verified.status === 'cancelled' ? row.refunded_cents : Math.max(refunded, row.amount_cents));
    }
    case 'declined':
      if (row.applied_at || row.reversed_at) return 'already-applied';
      await closeUnapplied(ctx, row, 'declined', verified.external_id);
      return 'declined';
    default: {
      if (row.applied_at || row.reversed_at) return 'already-applied';
      if (row.external_id !== verified.external_id) {
        await ctx.db
          .updateTable('payments')
          .set({ external_id: verified.external_id, updated_at: nowIso() })
          .where('id', '=', row.id)
          .where('applied_at', 'is', null)
          .where(paymentsPolicy.ownedBy(providerActor))
          .execute();
      }
      return 'pending';
    }
  }
}

/**
 * The one notification handler of every provider: given the provider's own (verified) view of a
 * payment, records its status; an approval extends the subscription exactly once, a refund,
 * chargeback or cancellation of an applied payment takes its days back exactly once.
 */
export async function applyVerifiedPayment(ctx: AppContext, providerName: ProviderName, verified: VerifiedPayment): Promise<ApplyOutcome> {
  const row = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', verified.reference)
    .where('provider', '=', providerName)
    .where(paymentsPolicy.visibleTo(providerActor))
    .executeTakeFirst();
  // A charge of a recurring subscription carries the subscription's reference, not a payment's:
  // its row is found by the provider's payment id. Only an applied charge is looked at here (a
  // refund or chargeback at the provider takes its days back); charges are applied by the
  // recurring handler (payments/recurring.ts), never through this path.
  const renewal = row ? undefined : await appliedRenewalRow(ctx, providerName, verified.external_id);
  if (!row && !renewal) return 'unknown';
  return applyVerifiedRow(ctx, (row ?? renewal)!, verified);
}

async function appliedRenewalRow(ctx: AppContext, providerName: ProviderName, externalId: string): Promise<PaymentRow | undefined> {
  return ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', providerName)
    .where('external_id', '=', externalId)
    .where('subscription_id', 'is not', null)
    .where('applied_at', 'is not', null)
    .where(paymentsPolicy.visibleTo(providerActor))
    .executeTakeFirst();
}

async function applyVerifiedRow(ctx: AppContext, row: PaymentRow, verified: VerifiedPayment): Promise<ApplyOutcome> {
  if (verified.amount_cents !== undefined && verified.amount_cents !== row.amount_cents) return 'amount-mismatch';
  const outcome = await applyStatus(ctx, row, verified);
  // The mails the change queued (receipt, refund notice) go out now; a failure leaves them queued
  // for the mail-queue job and never touches the payment.
  await sendQueuedMail(ctx);
  return outcome;
}

/** A notification as it arrives at /api/payments/notify/{provider}: verify at the provider, then apply. */
export async function receiveNotification(ctx: AppContext, providerName: ProviderName, notification: ProviderNotification): Promise<ApplyOutcome> {
  const verified = await providerFor(ctx, providerName).verify(notification);
  if (!verified) return 'unknown';
  return applyVerifiedPayment(ctx, providerName, verified);
}
