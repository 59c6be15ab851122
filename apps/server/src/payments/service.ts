import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { nowIso, stamps } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { PaymentRow, ProviderName, ProviderNotification, VerifiedPayment } from './provider.ts';
import { providerFor } from './registry.ts';
import { userActor } from '../access/actor.ts';
import { providerActor } from './provider-actor.ts';
import { paymentsPolicy } from '../access/policies.ts';


const DAY_MS = 86_400_000;

/** What one notification did: only 'approved' extended a subscription. */
export type ApplyOutcome = 'unknown' | 'pending' | 'declined' | 'approved' | 'already-applied' | 'amount-mismatch';

/** A random, unguessable payment reference (also the sandbox checkout path segment). */
export function newPaymentReference(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * GET /api/user/pay: records a pending payment for the plan and answers the provider's checkout
 * URL. A provider failure removes the pending row again, so a refused checkout leaves nothing.
 */
export async function startCheckout(ctx: AppContext, user: AuthUser, planId: number): Promise<string> {
  const plan = await ctx.db.selectFrom('plans').selectAll().where('id', '=', planId).executeTakeFirst();
  if (!plan) throw notFound('plans.not-found');
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

/** The new subscription end: `days` after the later of now and the current end. */
export function extendSubscription(currentEnd: string | null, days: number, now = Date.now()): string {
  const current = currentEnd ? Date.parse(currentEnd) : Number.NaN;
  const base = Number.isFinite(current) && current > now ? current : now;
  return new Date(base + days * DAY_MS).toISOString();
}

async function applyApproval(ctx: AppContext, row: PaymentRow, externalId: string): Promise<ApplyOutcome> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    // The conditional update is the once-only guard: a repeated (or concurrent) notification finds
    // applied_at already set and changes nothing. On PostgreSQL the row lock makes a concurrent
    // transaction wait and then re-check the condition.
    const claimed = await trx
      .updateTable('payments')
      .set({ status: 'approved', external_id: externalId, applied_at: now, updated_at: now })
      .where('id', '=', row.id)
      .where('applied_at', 'is', null)
      .where(paymentsPolicy.ownedBy(providerActor))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 'already-applied';
    let query = trx.selectFrom('users').select(['id', 'end_subscription']).where('id', '=', row.user_id);
    if (ctx.dialect === 'postgres') query = query.forUpdate();
    const user = await query.executeTakeFirstOrThrow();
    await trx
      .updateTable('users')
      .set({ end_subscription: extendSubscription(user.end_subscription, row.days), last_payment: now, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    return 'approved';
  });
}

/**
 * The one notification handler of every provider: given the provider's own (verified) view of a
 * payment, records its status and, when approved, extends the user's subscription exactly once.
 */
export async function applyVerifiedPayment(ctx: AppContext, providerName: ProviderName, verified: VerifiedPayment): Promise<ApplyOutcome> {
  const row = await ctx.db
    .selectFrom('payments')
    .selectAll()
    .where('reference', '=', verified.reference)
    .where('provider', '=', providerName)
    .where(paymentsPolicy.visibleTo(providerActor))
    .executeTakeFirst();
  if (!row) return 'unknown';
  if (row.applied_at) return 'already-applied';
  if (verified.amount_cents !== undefined && verified.amount_cents !== row.amount_cents) return 'amount-mismatch';
  const now = nowIso();
  if (verified.status === 'approved') return applyApproval(ctx, row, verified.external_id);
  if (verified.status === 'declined') {
    await ctx.db
      .updateTable('payments')
      .set({ status: 'declined', external_id: verified.external_id, updated_at: now })
      .where('id', '=', row.id)
      .where('applied_at', 'is', null)
      .where(paymentsPolicy.ownedBy(providerActor))
      .execute();
    return 'declined';
  }
  if (row.external_id !== verified.external_id) {
    await ctx.db.updateTable('payments').set({ external_id: verified.external_id, updated_at: now }).where('id', '=', row.id).where('applied_at', 'is', null).where(paymentsPolicy.ownedBy(providerActor)).execute();
  }
  return 'pending';
}

/** A notification as it arrives at /api/payments/notify/{provider}: verify at the provider, then apply. */
export async function receiveNotification(ctx: AppContext, providerName: ProviderName, notification: ProviderNotification): Promise<ApplyOutcome> {
  const verified = await providerFor(ctx, providerName).verify(notification);
  if (!verified) return 'unknown';
  return applyVerifiedPayment(ctx, providerName, verified);
}
