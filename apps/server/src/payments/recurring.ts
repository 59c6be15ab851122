import type { Transaction } from 'kysely';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/types.ts';
import { nowIso, stamps } from '../db/index.ts';
import { HttpError, invalid, notFound } from '../http/errors.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { recurringPolicy, paymentsPolicy } from '../access/policies.ts';
import { userActor } from '../access/actor.ts';
import { queueMail, sendQueuedMail } from '../mail/queue.ts';
import { providerActor } from './provider-actor.ts';
import { providerFor } from './registry.ts';
import type { PaymentRow, ProviderName, ProviderNotification, SubscriptionRow, VerifiedCharge } from './provider.ts';
import { auditPayment, extendSubscription, mailFacts } from './apply.ts';
import { receiptMail } from './mails.ts';
import { graceMail, recurringCancelledMail, refundedAfterCancelMail } from './recurring-mails.ts';
import { newPaymentReference } from './service.ts';

const DAY_MS = 86_400_000;
/** Days of access kept after a refused renewal, while the provider retries the card. */
export const GRACE_DAYS = 3;

type Trx = Transaction<Database>;

/**
 * What one recurring notification did: 'authorized' (the card was authorized), 'approved' (a
 * charge extended access), 'declined' (a refused charge; grace started when access was running),
 * 'cancelled' (the provider cancelled the subscription), 'refunded' (a charge of a cancelled
 * subscription was refunded), 'already-applied' (nothing left to do: a replay or an older state).
 */
export type RecurringOutcome = 'unknown' | 'pending' | 'authorized' | 'approved' | 'declined' | 'cancelled' | 'refunded' | 'already-applied' | 'amount-mismatch';

/** A subscription row read for update (row lock on PostgreSQL; SQLite serialises writers). */
async function lockedSubscription(ctx: AppContext, trx: Trx, id: number): Promise<SubscriptionRow> {
  let q = trx.selectFrom('recurring_subscriptions').selectAll().where('id', '=', id).where(recurringPolicy.ownedBy(providerActor));
  if (ctx.dialect === 'postgres') q = q.forUpdate();
  return q.executeTakeFirstOrThrow();
}

async function lockedUserEnd(ctx: AppContext, trx: Trx, userId: number): Promise<string | null> {
  let q = trx.selectFrom('users').select('end_subscription').where('id', '=', userId);
  if (ctx.dialect === 'postgres') q = q.forUpdate();
  return (await q.executeTakeFirstOrThrow()).end_subscription;
}

/**
 * POST /api/user/subscription: starts a subscription that renews itself for a plan the admin
 * offers as recurring (personal plans only). Refused (409) while another one of the coach renews.
 * Records a pending row, asks the provider for the preapproval and answers the page where the coach
 * authorizes the card; a provider failure removes the row again.
 */
export async function startRecurring(ctx: AppContext, user: AuthUser, planId: number): Promise<string> {
  const plan = await ctx.db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
  if (!plan) throw notFound('plans.not-found');
  if (!plan.recurring || plan.kind !== 'user') throw invalid({ plan_id: ['payment.recurring.not-offered'] });
  const running = await ctx.db
    .selectFrom('recurring_subscriptions')
    .select('id')
    .where('user_id', '=', user.id)
    .where('status', '=', 'authorized')
    .where(recurringPolicy.visibleTo(userActor(user)))
    .executeTakeFirst();
  if (running) throw new HttpError(409, 'payment.recurring.already-running');
  const provider = providerFor(ctx);
  const sub = await ctx.db
    .insertInto('recurring_subscriptions')
    .values({
      user_id: user.id,
      plan_id: plan.id,
      provider: provider.name,
      reference: newPaymentReference(),
      external_id: null,
      amount_cents: plan.price_cents,
      days: plan.days,
      paid_through: null,
      grace_until: null,
      grace_base: null,
      cancelled_at: null,
      cancelled_by: null,
      ...stamps(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  try {
    const created = await provider.createPreapproval(sub, plan, user);
    await ctx.db
      .updateTable('recurring_subscriptions')
      .set({ external_id: created.external_id, updated_at: nowIso() })
      .where('id', '=', sub.id)
      .where(recurringPolicy.ownedBy(userActor(user)))
      .execute();
    // Older subscriptions the coach never authorized are dropped: only the newest link counts.
    await ctx.db
      .updateTable('recurring_subscriptions')
      .set({ status: 'cancelled', cancelled_at: nowIso(), cancelled_by: 'user', updated_at: nowIso() })
      .where('user_id', '=', user.id)
      .where('status', '=', 'pending')
      .where('id', '!=', sub.id)
      .where(recurringPolicy.ownedBy(userActor(user)))
      .execute();
    return created.url;
  } catch (err) {
    await ctx.db
      .deleteFrom('recurring_subscriptions')
      .where('id', '=', sub.id)
      .where(recurringPolicy.ownedBy(userActor(user)))
      .execute();
    throw err;
  }
}

/**
 * Marks a subscription cancelled once (guarded by its status) and mails the coach. Access stays
 * until the end of the paid period: a grace that was running ends (nothing more will be charged),
 * any paid days are kept. Answers false when it was cancelled already.
 */
async function markCancelled(ctx: AppContext, subId: number, by: 'user' | 'provider'): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const sub = await lockedSubscription(ctx, trx, subId);
    if (sub.status === 'cancelled') return false;
    const now = nowIso();
    await trx
      .updateTable('recurring_subscriptions')
      .set({ status: 'cancelled', cancelled_at: now, cancelled_by: by, grace_until: null, grace_base: null, updated_at: now })
      .where('id', '=', sub.id)
      .where(recurringPolicy.ownedBy(providerActor))
      .execute();
    let end = await lockedUserEnd(ctx, trx, sub.user_id);
    if (sub.grace_until !== null && end === sub.grace_until) {
      // The grace was lent against a renewal that will not come: back to what was paid.
      end = sub.grace_base !== null && sub.grace_base > now ? sub.grace_base : now;
      await trx.updateTable('users').set({ end_subscription: end, updated_at: now }).where('id', '=', sub.user_id).execute();
    }
    if (sub.status === 'authorized') {
      const facts = await mailFacts(trx, sub);
      await queueMail(trx, recurringCancelledMail(facts.lang, facts.to, { plan: facts.plan, by, end }, `${ctx.config.publicUrl}/payment`));
    }
    return true;
  });
}

/**
 * POST /api/user/subscription/{id}/cancel: the coach stops the renewals. The provider's
 * preapproval is cancelled first (a provider failure or timeout answers 502/504 and changes
 * nothing); then the row is marked cancelled. Access is kept to the end of the paid period.
 */
export async function cancelRecurring(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const sub = await ctx.db
    .selectFrom('recurring_subscriptions')
    .selectAll()
    .where('id', '=', id)
    .where(recurringPolicy.visibleTo(userActor(user)))
    .executeTakeFirst();
  if (!sub) throw notFound();
  if (sub.status === 'cancelled') throw new HttpError(409, 'payment.recurring.already-cancelled');
  await providerFor(ctx, sub.provider as ProviderName).cancelPreapproval(sub);
  await markCancelled(ctx, sub.id, 'user');
  await sendQueuedMail(ctx);
}

/** The subscription a verified provider record names, or undefined (a forged or foreign id). */
function subscriptionByExternalId(ctx: AppContext, provider: ProviderName, externalId: string) {
  return ctx.db
    .selectFrom('recurring_subscriptions')
    .selectAll()
    .where('provider', '=', provider)
    .where('external_id', '=', externalId)
    .where(recurringPolicy.visibleTo(providerActor))
    .executeTakeFirst();
}

/**
 * A preapproval notification (Mercado Pago topic `subscription_preapproval`, or the sandbox page):
 * read back from the provider, then authorized once or cancelled once (by the provider: the coach
 * cancelled at Mercado Pago, or it gave up on the card). Anything else changes nothing.
 */
export async function receivePreapprovalNotification(ctx: AppContext, providerName: ProviderName, notification: ProviderNotification): Promise<RecurringOutcome> {
  const verified = await providerFor(ctx, providerName).verifyPreapproval(notification);
  if (!verified) return 'unknown';
  const sub = await subscriptionByExternalId(ctx, providerName, verified.external_id);
  if (!sub || sub.reference !== verified.reference) return 'unknown';
  if (verified.status === 'cancelled') {
    const changed = await markCancelled(ctx, sub.id, 'provider');
    await sendQueuedMail(ctx);
    return changed ? 'cancelled' : 'already-applied';
  }
  if (verified.status === 'authorized') {
    const res = await ctx.db
      .updateTable('recurring_subscriptions')
      .set({ status: 'authorized', updated_at: nowIso() })
      .where('id', '=', sub.id)
      .where('status', '=', 'pending')
      .where(recurringPolicy.ownedBy(providerActor))
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? 'authorized' : 'already-applied';
  }
  return 'pending';
}

/** The payment row of one charge: made once per subscription and provider charge id (its reference derives from both). */
async function chargeRow(ctx: AppContext, sub: SubscriptionRow, charge: VerifiedCharge): Promise<PaymentRow> {
  const reference = `rn-${sub.provider}-${sub.id}-${charge.charge_id}`;
  await ctx.db
    .insertInto('payments')
    .values({
      user_id: sub.user_id,
      plan_id: sub.plan_id,
      provider: sub.provider,
      reference,
      external_id: charge.payment_id,
      status: 'pending',
      amount_cents: sub.amount_cents,
      days: sub.days,
      applied_at: null,
      period_start: null,
      period_end: null,
      team_id: null,
      reversed_at: null,
      subscription_id: sub.id,
      ...stamps(),
    })
    .onConflict((oc) => oc.column('reference').doNothing())
    .execute();
  return ctx.db.selectFrom('payments').selectAll().where('reference', '=', reference).where(paymentsPolicy.visibleTo(providerActor)).executeTakeFirstOrThrow();
}

/**
 * A charge approved for a running subscription: extends access by the plan's days exactly once
 * (the conditional update on applied_at is the guard, as for one-time payments). After a refused
 * renewal the new period starts where the paid one ended, so the grace days are not given twice,
 * and the grace ends. Queues the receipt. Answers 'cancelled-subscription' without changing
 * anything when the subscription was cancelled meanwhile (the caller refunds).
 */
async function applyCharge(ctx: AppContext, subId: number, row: PaymentRow, charge: VerifiedCharge): Promise<RecurringOutcome | 'cancelled-subscription'> {
  return ctx.db.transaction().execute(async (trx) => {
    const sub = await lockedSubscription(ctx, trx, subId);
    if (sub.status === 'cancelled') return 'cancelled-subscription';
    const now = nowIso();
    const nowMs = Date.parse(now);
    const claimed = await trx
      .updateTable('payments')
      .set({ status: 'approved', external_id: charge.payment_id ?? charge.charge_id, applied_at: now, updated_at: now })
      .where('id', '=', row.id)
      .where('applied_at', 'is', null)
      .where('reversed_at', 'is', null)
      .where(paymentsPolicy.ownedBy(providerActor))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 'already-applied';
    const currentEnd = await lockedUserEnd(ctx, trx, sub.user_id);
    let periodEnd: string;
    if (sub.grace_until !== null && sub.grace_base !== null && Date.parse(sub.grace_base) + sub.days * DAY_MS > nowMs) {
      periodEnd = new Date(Date.parse(sub.grace_base) + sub.days * DAY_MS).toISOString();
    } else {
      periodEnd = extendSubscription(sub.grace_until !== null ? sub.grace_base : currentEnd, sub.days, nowMs);
    }
    const periodStart = new Date(Date.parse(periodEnd) - sub.days * DAY_MS).toISOString();
    await trx.updateTable('users').set({ end_subscription: periodEnd, last_payment: now, updated_at: now }).where('id', '=', sub.user_id).execute();
    await trx.updateTable('payments').set({ period_start: periodStart, period_end: periodEnd }).where('id', '=', row.id).execute();
    await trx
      .updateTable('recurring_subscriptions')
      .set({ status: 'authorized', paid_through: periodEnd, grace_until: null, grace_base: null, updated_at: now })
      .where('id', '=', sub.id)
      .where(recurringPolicy.ownedBy(providerActor))
      .execute();
    const facts = await mailFacts(trx, row);
    await queueMail(
      trx,
      receiptMail(
        facts.lang,
        facts.to,
        { plan: facts.plan, club: null, amountCents: row.amount_cents, periodStart, periodEnd, reference: charge.payment_id ?? charge.charge_id },
        `${ctx.config.publicUrl}/profile`,
      ),
    );
    return 'approved';
  });
}

/**
 * A refused charge: recorded declined once. When the subscription was running (a renewal, not the
 * first charge) and no grace runs yet, access is kept GRACE_DAYS more days and the coach is mailed;
 * the provider's retries under the same charge id change nothing more until one goes through.
 */
async function refuseCharge(ctx: AppContext, subId: number, row: PaymentRow, charge: VerifiedCharge): Promise<RecurringOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    const sub = await lockedSubscription(ctx, trx, subId);
    const now = nowIso();
    const res = await trx
      .updateTable('payments')
      .set({ status: 'declined', external_id: charge.payment_id, updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .where('applied_at', 'is', null)
      .where('reversed_at', 'is', null)
      .where(paymentsPolicy.ownedBy(providerActor))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return 'already-applied';
    if (sub.status !== 'authorized' || sub.paid_through === null || sub.grace_until !== null) return 'declined';
    const currentEnd = await lockedUserEnd(ctx, trx, sub.user_id);
    const base = currentEnd !== null && currentEnd > now ? currentEnd : now;
    const graceUntil = new Date(Date.parse(base) + GRACE_DAYS * DAY_MS).toISOString();
    await trx.updateTable('users').set({ end_subscription: graceUntil, updated_at: now }).where('id', '=', sub.user_id).execute();
    await trx
      .updateTable('recurring_subscriptions')
      .set({ grace_until: graceUntil, grace_base: currentEnd ?? now, updated_at: now })
      .where('id', '=', sub.id)
      .where(recurringPolicy.ownedBy(providerActor))
      .execute();
    const facts = await mailFacts(trx, row);
    await queueMail(trx, graceMail(facts.lang, facts.to, { plan: facts.plan, amountCents: row.amount_cents, graceUntil }, `${ctx.config.publicUrl}/profile`));
    return 'declined';
  });
}

/**
 * A charge of a cancelled subscription: recorded, never applied, and refunded through the
 * provider. The row is claimed first (reversed_at), so parallel replays refund once; a refund the
 * provider refuses releases the claim and fails the notification (the provider sends it again).
 */
async function refundAfterCancel(ctx: AppContext, row: PaymentRow, charge: VerifiedCharge): Promise<RecurringOutcome> {
  const now = nowIso();
  const claim = await ctx.db
    .updateTable('payments')
    .set({ reversed_at: now, external_id: charge.payment_id ?? charge.charge_id, updated_at: now })
    .where('id', '=', row.id)
    .where('applied_at', 'is', null)
    .where('reversed_at', 'is', null)
    .where(paymentsPolicy.ownedBy(providerActor))
    .executeTakeFirst();
  if (Number(claim.numUpdatedRows) !== 1) return 'already-applied';
  try {
    if (charge.payment_id) await providerFor(ctx, row.provider as ProviderName).refundCharge(charge.payment_id);
  } catch (err) {
    await ctx.db.updateTable('payments').set({ reversed_at: null }).where('id', '=', row.id).where(paymentsPolicy.ownedBy(providerActor)).execute();
    throw err;
  }
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('payments')
      .set({ status: 'refunded', refunded_cents: row.amount_cents, updated_at: nowIso() })
      .where('id', '=', row.id)
      .where(paymentsPolicy.ownedBy(providerActor))
      .execute();
    await auditPayment(trx, row, 'payment.refunded', { days: 0, after_cancel: true, external_id: charge.payment_id ?? charge.charge_id });
    const facts = await mailFacts(trx, row);
    await queueMail(trx, refundedAfterCancelMail(facts.lang, facts.to, { plan: facts.plan, amountCents: row.amount_cents, reference: charge.payment_id ?? charge.charge_id }));
  });
  return 'refunded';
}

/**
 * A charge notification (Mercado Pago topic `subscription_authorized_payment`, or the sandbox
 * page): read back from the provider, matched to our subscription by the preapproval id the
 * provider reports, then applied once per charge id. A charge of a cancelled subscription never
 * extends access and is refunded.
 */
export async function receiveChargeNotification(ctx: AppContext, providerName: ProviderName, notification: ProviderNotification): Promise<RecurringOutcome> {
  const charge = await providerFor(ctx, providerName).verifyCharge(notification);
  if (!charge) return 'unknown';
  const sub = await subscriptionByExternalId(ctx, providerName, charge.preapproval_id);
  if (!sub) return 'unknown';
  if (charge.amount_cents !== undefined && charge.amount_cents !== sub.amount_cents) return 'amount-mismatch';
  if (charge.status === 'pending') return 'pending';
  const row = await chargeRow(ctx, sub, charge);
  let outcome: RecurringOutcome;
  if (charge.status === 'declined') {
    outcome = await refuseCharge(ctx, sub.id, row, charge);
  } else {
    const applied = await applyCharge(ctx, sub.id, row, charge);
    outcome = applied === 'cancelled-subscription' ? await refundAfterCancel(ctx, row, charge) : applied;
  }
  await sendQueuedMail(ctx);
  return outcome;
}

/**
 * Before a user is deleted: cancels at the provider every subscription of theirs that could still
 * charge (pending or authorized), so no renewal is charged for an account that no longer exists.
 * A provider failure throws (502/504) before anything is deleted.
 */
export async function cancelRecurringOfUser(ctx: AppContext, userId: number): Promise<void> {
  const open = await ctx.db
    .selectFrom('recurring_subscriptions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '!=', 'cancelled')
    .where('external_id', 'is not', null)
    .where(recurringPolicy.visibleTo(providerActor))
    .execute();
  for (const sub of open) await providerFor(ctx, sub.provider as ProviderName).cancelPreapproval(sub);
}
