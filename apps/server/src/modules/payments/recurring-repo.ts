import type { Language, RecurringEntry } from '@prancheta/shared';
import type { Actor } from '../../access/actor.ts';
import { recurringPolicy } from '../../access/policies.ts';
import type { Db } from '../../db/index.ts';
import { localized } from '../../i18n/localized.ts';

const COLUMNS = [
  'recurring_subscriptions.id',
  'recurring_subscriptions.status',
  'recurring_subscriptions.amount_cents',
  'recurring_subscriptions.days',
  'recurring_subscriptions.paid_through',
  'recurring_subscriptions.grace_until',
  'recurring_subscriptions.cancelled_at',
  'recurring_subscriptions.cancelled_by',
  'plans.title as plan_title',
  'plans.translations as plan_translations',
  'users.end_subscription as access_end',
] as const;

function listQuery(db: Db, actor: Actor) {
  return db
    .selectFrom('recurring_subscriptions')
    .innerJoin('plans', 'plans.id', 'recurring_subscriptions.plan_id')
    .innerJoin('users', 'users.id', 'recurring_subscriptions.user_id')
    .select(COLUMNS)
    .where(recurringPolicy.visibleTo(actor));
}

export type RecurringRow = Awaited<ReturnType<ReturnType<typeof listQuery>['execute']>>[number];

/** A subscription row as JSON: the plan title in the reader's language. */
export function presentRecurring(row: RecurringRow, lang: Language): RecurringEntry {
  return {
    id: row.id,
    plan: localized({ title: row.plan_title, translations: row.plan_translations }, lang, ['title']).title,
    status: row.status,
    amount_cents: row.amount_cents,
    days: row.days,
    paid_through: row.paid_through,
    grace_until: row.grace_until,
    cancelled_at: row.cancelled_at,
    cancelled_by: row.cancelled_by,
    access_end: row.access_end,
  };
}

/** Recurring subscriptions as their coach (or, for the sandbox page, the provider) sees them. */
export const recurringRepo = {
  /**
   * The coach's current subscription: the newest one that renews, else the newest cancelled one
   * (shown until it is replaced); one never authorized is not shown.
   */
  async current(db: Db, actor: Actor & { kind: 'user' }): Promise<RecurringRow | null> {
    const rows = await listQuery(db, actor)
      .where('recurring_subscriptions.user_id', '=', actor.id)
      .where('recurring_subscriptions.status', '!=', 'pending')
      .where('recurring_subscriptions.paid_through', 'is not', null)
      .orderBy('recurring_subscriptions.id', 'desc')
      .limit(20)
      .execute();
    return rows.find((r) => r.status === 'authorized') ?? rows[0] ?? null;
  },

  async byId(db: Db, actor: Actor, id: number): Promise<RecurringRow | null> {
    return (await listQuery(db, actor).where('recurring_subscriptions.id', '=', id).executeTakeFirst()) ?? null;
  },

  /** The sandbox subscription with this reference and its plan (the sandbox page), or null. */
  async sandboxPage(db: Db, actor: Actor, reference: string) {
    return (
      (await db
        .selectFrom('recurring_subscriptions')
        .innerJoin('plans', 'plans.id', 'recurring_subscriptions.plan_id')
        .select(['recurring_subscriptions.status', 'recurring_subscriptions.amount_cents', 'recurring_subscriptions.days', 'plans.title', 'plans.short_desc'])
        .where('recurring_subscriptions.reference', '=', reference)
        .where('recurring_subscriptions.provider', '=', 'sandbox')
        .where(recurringPolicy.visibleTo(actor))
        .executeTakeFirst()) ?? null
    );
  },
};
