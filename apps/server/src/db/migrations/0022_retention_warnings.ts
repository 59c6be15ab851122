import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * Retention warnings: which records a coach was already warned about (by e-mail) before the 6-month
 * retention job deletes them, so each batch is mailed once; and per-user preferences, for now the
 * language the coach last used the app in, so the warning e-mail speaks it.
 */
export const retentionWarnings: Migration = {
  name: '0022_retention_warnings',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('retention_warnings'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      /** treino | formation | video | week | fitness */
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('record_id', 'integer', (c) => c.notNull())
      .addColumn('deletes_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('retention_warnings_record_uq', ['user_id', 'kind', 'record_id'])
      .execute();
    await db.schema.createIndex('retention_warnings_deletes_idx').on('retention_warnings').column('deletes_at').execute();
    await baseColumns(db.schema.createTable('user_preferences'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('language', 'text', (c) => c.notNull())
      .execute();
  },
};
