import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/** Accounts, sessions, settings, plans, payments, notifications, clubs skeleton, job runs. */
export const platform: Migration = {
  name: '0001_platform',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('users'), dialect)
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull().unique())
      .addColumn('level', 'text', (c) => c.notNull().defaultTo('user'))
      .addColumn('end_subscription', 'text')
      .addColumn('last_payment', 'text')
      .execute();

    await baseColumns(db.schema.createTable('sessions'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('purpose', 'text', (c) => c.notNull().defaultTo('session'))
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await baseColumns(db.schema.createTable('password_resets'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key_hash', 'text', (c) => c.notNull().unique())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    await baseColumns(db.schema.createTable('settings'), dialect)
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute();

    await baseColumns(db.schema.createTable('plans'), dialect)
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('short_desc', 'text', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('price_cents', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();

    await baseColumns(db.schema.createTable('payments'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('plan_id', 'integer', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull().unique())
      .addColumn('external_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('amount_cents', 'integer', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('applied_at', 'text')
      .execute();

    await baseColumns(db.schema.createTable('notifications'), dialect)
      .addColumn('ordem', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('icon', 'text', (c) => c.notNull().defaultTo('fa-info'))
      .addColumn('color', 'text', (c) => c.notNull().defaultTo('#000000'))
      .addColumn('background', 'text', (c) => c.notNull().defaultTo('#eeddff'))
      .execute();

    await baseColumns(db.schema.createTable('notification_dismissals'), dialect)
      .addColumn('notification_id', 'integer', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addUniqueConstraint('notification_dismissals_unique', ['notification_id', 'user_id'])
      .execute();

    await baseColumns(db.schema.createTable('teams'), dialect)
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('location', 'text')
      .addColumn('image', 'text')
      .addColumn('leader_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('max_users', 'integer', (c) => c.notNull().defaultTo(10))
      .addColumn('max_categories', 'integer', (c) => c.notNull().defaultTo(5))
      .addColumn('end_subscription', 'text')
      .execute();

    await baseColumns(db.schema.createTable('team_users'), dialect)
      .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addUniqueConstraint('team_users_unique', ['team_id', 'user_id'])
      .execute();

    await baseColumns(db.schema.createTable('categories'), dialect)
      .addColumn('team_id', 'integer', (c) => c.notNull().references('teams.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .execute();

    await baseColumns(db.schema.createTable('job_runs'), dialect)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('last_run_at', 'text', (c) => c.notNull())
      .addColumn('result', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  },
};
