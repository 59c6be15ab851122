import type { Language, PaymentEntry } from '@prancheta/shared';
import type { Actor } from '../../access/actor.ts';
import { paymentsPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import { localized } from '../../i18n/localized.ts';
import type { PaymentStatus } from '../../payments/provider.ts';

/**
 * The payment columns a list shows (status: pending, approved, declined, refunded, charged_back,
 * cancelled; period_start/period_end once applied; amount and refunded amount in cents; plan;
 * provider reference), for the payer's history and the admin screens.
 */
const LIST_COLUMNS = [
  'payments.id',
  'payments.user_id',
  'payments.created_at',
  'payments.status',
  'payments.amount_cents',
  'payments.refunded_cents',
  'payments.days',
  'payments.period_start',
  'payments.period_end',
  'payments.external_id',
  'payments.reference',
  'payments.provider',
  'payments.team_id',
  'payments.applied_at',
  'payments.reversed_at',
  'plans.title as plan_title',
  'plans.translations as plan_translations',
  'plans.kind as plan_kind',
  'teams.name as club',
] as const;

/** The payments the actor may see, with plan and club, newest first (a query to narrow or page). */
export function paymentListQuery(db: Db, actor: Actor) {
  return db
    .selectFrom('payments')
    .leftJoin('plans', 'plans.id', 'payments.plan_id')
    .leftJoin('teams', 'teams.id', 'payments.team_id')
    .select(LIST_COLUMNS)
    .where(paymentsPolicy.visibleTo(actor))
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc');
}

/** A payment list row: the payment, its plan and the club it paid for. */
export type PaymentListRow = Awaited<ReturnType<ReturnType<typeof paymentListQuery>['execute']>>[number];

/** A list row as JSON: the plan title in the reader's language. */
export function presentPayment(row: PaymentListRow, lang: Language): PaymentEntry {
  const plan = row.plan_title !== null ? localized({ title: row.plan_title, translations: row.plan_translations ?? '{}' }, lang, ['title']).title : '';
  return {
    id: row.id,
    created_at: row.created_at,
    plan,
    kind: row.plan_kind ?? 'user',
    club: row.club,
    amount_cents: row.amount_cents,
    refunded_cents: row.refunded_cents,
    status: row.status,
    days: row.days,
    period_start: row.period_start,
    period_end: row.period_end,
    provider_reference: row.external_id,
  };
}

/** Payments as their payer sees them (paymentsPolicy), newest first. */
export const paymentsRepo = {
  /** Every payment of `userId` the actor may see (the user's own; a system actor any user's), at most 500. */
  history(db: Db, actor: Actor, userId: number): Promise<PaymentListRow[]> {
    return paymentListQuery(db, actor).where('payments.user_id', '=', userId).limit(500).execute();
  },
};

/** Payments of the sandbox checkout, filtered by paymentsPolicy (the checkout acts as the provider). */
export const sandboxPaymentsRepo = {
  /** The status of the sandbox payment with this reference, or null. */
  async status(db: Db, actor: Actor, reference: string): Promise<PaymentStatus | null> {
    const row = await db.selectFrom('payments').select('status').where('reference', '=', reference).where('provider', '=', 'sandbox').where(paymentsPolicy.visibleTo(actor)).executeTakeFirst();
    return row?.status ?? null;
  },

  /** The sandbox payment with this reference and the plan it pays (the checkout page), or null. */
  async checkout(db: Db, actor: Actor, reference: string) {
    return (
      (await db
        .selectFrom('payments')
        .innerJoin('plans', 'plans.id', 'payments.plan_id')
        .select(['payments.status', 'payments.amount_cents', 'payments.days', 'plans.title', 'plans.short_desc'])
        .where('payments.reference', '=', reference)
        .where('payments.provider', '=', 'sandbox')
        .where(paymentsPolicy.visibleTo(actor))
        .executeTakeFirst()) ?? null
    );
  },
};
