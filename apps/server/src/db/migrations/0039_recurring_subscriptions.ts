import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * Subscriptions that renew themselves (Mercado Pago preapprovals, or the sandbox's):
 * - plans.recurring: whether the admin offers the plan as a recurring subscription too (0: one-time
 *   payments only, the default, so existing plans keep their flow);
 * - recurring_subscriptions: one row per subscription a coach started: our reference (sent to the
 *   provider as external_reference), the provider's preapproval id, its status (pending until the
 *   coach authorizes the card, authorized, cancelled), the price and days of one period, the end of
 *   the last paid period, the grace after a refused renewal, and who cancelled it and when;
 * - payments.subscription_id: the subscription a payment row renews (null: a one-time payment).
 *   Every charge of a subscription is one payment row whose reference is derived from the
 *   provider's charge id, so a replayed notification finds the row it already made.
 */
export const recurringSubscriptions: Migration = {
  name: '0039_recurring_subscriptions',
  async up(db, dialect) {
    await db.schema
      .alterTable('plans')
      .addColumn('recurring', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await baseColumns(db.schema.createTable('recurring_subscriptions'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('plan_id', 'integer', (c) => c.notNull().references('plans.id'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('external_id', 'text')
      /** pending | authorized | cancelled */
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('paid_through', 'text')
      .addColumn('grace_until', 'text')
      .addColumn('grace_base', 'text')
      .addColumn('cancelled_at', 'text')
      /** user | provider */
      .addColumn('cancelled_by', 'text')
      .execute();
    await db.schema.createIndex('recurring_subscriptions_user_idx').on('recurring_subscriptions').columns(['user_id', 'status']).execute();
    await db.schema.createIndex('recurring_subscriptions_external_idx').on('recurring_subscriptions').columns(['provider', 'external_id']).unique().execute();

    await db.schema
      .alterTable('payments')
      .addColumn('subscription_id', 'integer', (c) => c.references('recurring_subscriptions.id').onDelete('set null'))
      .execute();
  },
};
