import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * The payment lifecycle beyond "approved":
 * - payments: the period an approval covered, the club it paid for (club plans), what the provider
 *   refunded so far (a partial refund takes nothing back) and when a refund, chargeback or
 *   cancellation took the granted days back (set once: the guard of the reversal);
 * - plans: their kind ('user' or 'club') and, for club plans, the club's member limit;
 * - mail_queue: transactional e-mails (receipts, refunds, reminders) written in the same
 *   transaction as the state change they tell about, sent after it and retried by a job;
 * - subscription_reminders: which renewal reminders went out, once per period end and threshold.
 */
export const paymentLifecycle: Migration = {
  name: '0026_payment_lifecycle',
  async up(db, dialect) {
    await db.schema.alterTable('payments').addColumn('period_start', 'text').execute();
    await db.schema.alterTable('payments').addColumn('period_end', 'text').execute();
    await db.schema.alterTable('payments').addColumn('team_id', 'integer', (c) => c.references('teams.id').onDelete('set null')).execute();
    await db.schema.alterTable('payments').addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('payments').addColumn('reversed_at', 'text').execute();
    await db.schema.createIndex('payments_user_idx').on('payments').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('payments_status_idx').on('payments').columns(['status', 'created_at']).execute();

    // The renewal-reminder job looks for subscriptions ending within 7 days: served by the
    // (end_subscription, id) indexes of 0027_admin_lists, which the admin lists sort on.

    await db.schema.alterTable('plans').addColumn('kind', 'text', (c) => c.notNull().defaultTo('user')).execute();
    await db.schema.alterTable('plans').addColumn('max_users', 'integer').execute();

    await baseColumns(db.schema.createTable('mail_queue'), dialect)
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      /** pending | sending | sent | failed (failed: gave up after the last attempt) */
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('error', 'text')
      .execute();
    await db.schema.createIndex('mail_queue_status_idx').on('mail_queue').columns(['status', 'id']).execute();

    await baseColumns(db.schema.createTable('subscription_reminders'), dialect)
      /** 'user' or 'team' */
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'integer', (c) => c.notNull())
      .addColumn('period_end', 'text', (c) => c.notNull())
      .addColumn('threshold', 'integer', (c) => c.notNull())
      .addUniqueConstraint('subscription_reminders_uq', ['subject', 'subject_id', 'period_end', 'threshold'])
      .execute();
  },
};
