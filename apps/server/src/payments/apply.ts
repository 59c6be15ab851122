import type { Transaction } from 'kysely';
import { pickLanguage } from '@prancheta/shared';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/types.ts';
import { nowIso, stamps } from '../db/index.ts';
import { localized } from '../i18n/localized.ts';
import { queueMail } from '../mail/queue.ts';
import { paymentsPolicy } from '../access/policies.ts';
import { laterOf } from '../plugins/auth.ts';
import { providerActor } from './provider-actor.ts';
import type { PaymentRow } from './provider.ts';
import { receiptMail, reversalMail } from './mails.ts';

const DAY_MS = 86_400_000;

type Trx = Transaction<Database>;

/** The statuses that close an applied payment and take its days back. */
export type ReversalKind = 'refunded' | 'charged_back' | 'cancelled';

/** The new subscription end: `days` after the later of now and the current end. */
export function extendSubscription(currentEnd: string | null, days: number, now = Date.now()): string {
  const current = currentEnd ? Date.parse(currentEnd) : Number.NaN;
  const base = Number.isFinite(current) && current > now ? current : now;
  return new Date(base + days * DAY_MS).toISOString();
}

/** The subscription end after taking `days` back: the end moves back, and never before now. */
export function shortenSubscription(currentEnd: string | null, days: number, now = Date.now()): { end: string; ended: boolean } {
  const current = currentEnd ? Date.parse(currentEnd) : Number.NaN;
  if (!Number.isFinite(current)) return { end: new Date(now).toISOString(), ended: true };
  const moved = current - days * DAY_MS;
  return moved > now ? { end: new Date(moved).toISOString(), ended: false } : { end: new Date(now).toISOString(), ended: true };
}

/**
 * The subscription a payment extends: the payer's own, or the club's for club plans. `paidFrom`
 * is where new paid days start counting: the later of that end and the free trial that covers it
 * (the payer's own trial, or the coordinator's for the club), so paying during a trial loses none
 * of its days; extendSubscription then takes the later of it and now.
 */
export async function lockedEnd(ctx: AppContext, trx: Trx, row: Pick<PaymentRow, 'team_id' | 'user_id'>): Promise<{ end: string | null; paidFrom: string | null; club: string | null; maxUsers: number | null }> {
  if (row.team_id !== null) {
    let q = trx.selectFrom('teams').select(['end_subscription', 'name', 'max_users', 'leader_id']).where('id', '=', row.team_id);
    if (ctx.dialect === 'postgres') q = q.forUpdate();
    const team = await q.executeTakeFirst();
    const leader = team ? await trx.selectFrom('users').select('trial_end').where('id', '=', team.leader_id).executeTakeFirst() : undefined;
    const end = team?.end_subscription ?? null;
    return { end, paidFrom: laterOf(end, leader?.trial_end ?? null), club: team?.name ?? null, maxUsers: team?.max_users ?? null };
  }
  let q = trx.selectFrom('users').select(['end_subscription', 'trial_end']).where('id', '=', row.user_id);
  if (ctx.dialect === 'postgres') q = q.forUpdate();
  const user = await q.executeTakeFirstOrThrow();
  return { end: user.end_subscription, paidFrom: laterOf(user.end_subscription, user.trial_end), club: null, maxUsers: null };
}

/** The payer, their last-used language and the paid plan's title in it (for the mails). */
export async function mailFacts(trx: Trx, row: Pick<PaymentRow, 'user_id' | 'plan_id'>) {
  const user = await trx
    .selectFrom('users')
    .leftJoin('user_preferences', 'user_preferences.user_id', 'users.id')
    .select(['users.email', 'users.name', 'user_preferences.language'])
    .where('users.id', '=', row.user_id)
    .executeTakeFirstOrThrow();
  const lang = pickLanguage(user.language);
  const plan = await trx.selectFrom('plans').select(['title', 'short_desc', 'translations', 'max_users']).where('id', '=', row.plan_id).executeTakeFirst();
  const title = plan ? localized(plan, lang, ['title']).title : String(row.plan_id);
  return { to: { email: user.email, name: user.name }, lang, plan: title, maxUsers: plan?.max_users ?? null };
}

/** Who changed a payment, for the audit trail: an admin acting by hand, or (default) the provider. */
export interface PaymentAuditActor {
  id: number;
  email: string;
}

/** Appends a payment change to the audit trail (actor 0 `provider:<name>` unless an admin acted). */
export async function auditPayment(trx: Trx, row: PaymentRow, action: string, detail: Record<string, unknown>, by?: PaymentAuditActor): Promise<void> {
  await trx
    .insertInto('admin_audit')
    .values({
      ...stamps(),
      actor_id: by?.id ?? 0,
      actor_email: by?.email ?? `provider:${row.provider}`,
      action,
      target: `payment:${row.id}`,
      detail: JSON.stringify({ user_id: row.user_id, team_id: row.team_id, ...detail }),
    })
    .execute();
}

/**
 * Applies an approval once: the conditional update is the guard (a repeated or concurrent
 * notification finds applied_at set, a payment refunded before its approval finds reversed_at
 * set, and both change nothing). On PostgreSQL the row lock makes a concurrent transaction wait,
 * then re-check the condition. Extends the subscription (or the club's), records the period and
 * queues the receipt in the same transaction.
 */
export async function applyApproval(ctx: AppContext, row: PaymentRow, externalId: string, refundedCents: number): Promise<'approved' | 'already-applied'> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const claimed = await trx
      .updateTable('payments')
      .set({ status: 'approved', external_id: externalId, applied_at: now, updated_at: now })
      .where('id', '=', row.id)
      .where('applied_at', 'is', null)
      .where('reversed_at', 'is', null)
      .where(paymentsPolicy.ownedBy(providerActor))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 'already-applied';
    const current = await lockedEnd(ctx, trx, row);
    const periodEnd = extendSubscription(current.paidFrom, row.days, Date.parse(now));
    const periodStart = new Date(Date.parse(periodEnd) - row.days * DAY_MS).toISOString();
    const facts = await mailFacts(trx, row);
    if (row.team_id !== null) {
      const maxUsers = Math.max(current.maxUsers ?? 0, facts.maxUsers ?? 0);
      await trx.updateTable('teams').set({ end_subscription: periodEnd, max_users: maxUsers, updated_at: now }).where('id', '=', row.team_id).execute();
    } else {
      await trx.updateTable('users').set({ end_subscription: periodEnd, last_payment: now, updated_at: now }).where('id', '=', row.user_id).execute();
    }
    await trx
      .updateTable('payments')
      .set({ period_start: periodStart, period_end: periodEnd, refunded_cents: refundedCents })
      .where('id', '=', row.id)
      .execute();
    const reference = externalId || row.reference;
    await queueMail(
      trx,
      receiptMail(facts.lang, facts.to, { plan: facts.plan, club: current.club, amountCents: row.amount_cents, periodStart, periodEnd, reference }, `${ctx.config.publicUrl}/profile`),
    );
    return 'approved';
  });
}

/**
 * Takes an applied payment's days back once (refund, chargeback, cancellation): the guard is
 * reversed_at, set by the conditional update. The end moves back by the payment's days, and to
 * now when that lies in the past. Audited (as the provider, or as `by`: an admin marking a payment
 * refunded by hand), and the payer is told by e-mail in their language.
 */
export async function applyReversal(ctx: AppContext, row: PaymentRow, kind: ReversalKind, refundedCents: number, by?: PaymentAuditActor): Promise<ReversalKind | 'already-applied'> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const claimed = await trx
      .updateTable('payments')
      .set({ status: kind, reversed_at: now, refunded_cents: refundedCents, updated_at: now })
      .where('id', '=', row.id)
      .where('applied_at', 'is not', null)
      .where('reversed_at', 'is', null)
      .where(paymentsPolicy.ownedBy(providerActor))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return 'already-applied';
    const current = await lockedEnd(ctx, trx, row);
    const next = shortenSubscription(current.end, row.days, Date.parse(now));
    if (row.team_id !== null) await trx.updateTable('teams').set({ end_subscription: next.end, updated_at: now }).where('id', '=', row.team_id).execute();
    else await trx.updateTable('users').set({ end_subscription: next.end, updated_at: now }).where('id', '=', row.user_id).execute();
    await auditPayment(trx, row, `payment.${kind}`, { days: row.days, amount_cents: row.amount_cents, end_before: current.end, end_after: next.end, external_id: row.external_id }, by);
    const facts = await mailFacts(trx, row);
    const reference = row.external_id ?? row.reference;
    await queueMail(
      trx,
      reversalMail(facts.lang, facts.to, { kind, plan: facts.plan, club: current.club, amountCents: row.amount_cents, days: row.days, reference, newEnd: next.end, ended: next.ended }, `${ctx.config.publicUrl}/payment`),
    );
    return kind;
  });
}

/**
 * Closes a payment that was never applied: declined / cancelled leave it open for a later
 * approved attempt on the same checkout; refunded / charged back (the refund notification came
 * first) set reversed_at, so a late approval changes nothing. Answers whether the row changed.
 */
export async function closeUnapplied(ctx: AppContext, row: PaymentRow, status: 'declined' | 'cancelled' | 'refunded' | 'charged_back', externalId: string): Promise<boolean> {
  const final = status === 'refunded' || status === 'charged_back';
  return ctx.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const res = await trx
      .updateTable('payments')
      .set({ status, external_id: externalId, updated_at: now, ...(final ? { reversed_at: now } : {}) })
      .where('id', '=', row.id)
      .where('applied_at', 'is', null)
      .where('reversed_at', 'is', null)
      .where(paymentsPolicy.ownedBy(providerActor))
      .executeTakeFirst();
    const changed = Number(res.numUpdatedRows) === 1;
    if (changed && final) await auditPayment(trx, row, `payment.${status}`, { days: 0, before_approval: true, external_id: externalId });
    return changed;
  });
}

/** Records a partial refund of an applied payment (nothing taken back), once per amount. */
export async function recordPartialRefund(ctx: AppContext, row: PaymentRow, refundedCents: number): Promise<boolean> {
  return ctx.db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('payments')
      .set({ refunded_cents: refundedCents, updated_at: nowIso() })
      .where('id', '=', row.id)
      .where('refunded_cents', '<', refundedCents)
      .where('reversed_at', 'is', null)
      .where(paymentsPolicy.ownedBy(providerActor))
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await auditPayment(trx, row, 'payment.partial-refund', { refunded_cents: refundedCents, amount_cents: row.amount_cents });
    return true;
  });
}
