import { baseColumns } from './helpers.ts';
import type { Migration } from './helpers.ts';

/**
 * Free trial:
 * - users.trial_end: when the free trial that came with the account ends (null: none), kept apart
 *   from end_subscription so a trial never looks like a payment;
 * - trial_emails: SHA-256 hashes of the normalised e-mails that already had a trial, so the same
 *   mailbox gets no second one, also after its account was deleted (no user id: it outlives the
 *   account on purpose);
 * - settings `trial_days`: an install that already ran (it was seeded) keeps today's behaviour
 *   (0 days, no trial); a new install gets its value from bootstrap (TRIAL_DAYS, default 14).
 */
export const freeTrial: Migration = {
  name: '0037_free_trial',
  async up(db, dialect) {
    await db.schema.alterTable('users').addColumn('trial_end', 'text').execute();
    // The admin users list filters on accounts in trial.
    await db.schema.createIndex('users_trial_end_idx').on('users').column('trial_end').execute();

    await baseColumns(db.schema.createTable('trial_emails'), dialect)
      .addColumn('email_hash', 'text', (c) => c.notNull().unique())
      .execute();

    const seeded = await db.selectFrom('settings').select('value').where('key', '=', 'seeded').executeTakeFirst();
    if (seeded) {
      const now = new Date().toISOString();
      await db.insertInto('settings').values({ key: 'trial_days', value: '0', created_at: now, updated_at: now }).execute();
    }
  },
};
