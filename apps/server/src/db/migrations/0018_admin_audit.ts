import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * The admin audit trail: who did what to which target, and when. The actor is kept by id and
 * e-mail without a foreign key, so the trail outlives a deleted admin or a deleted target.
 */
export const adminAudit: Migration = {
  name: '0018_admin_audit',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('admin_audit'), dialect)
      .addColumn('actor_id', 'integer', (c) => c.notNull())
      .addColumn('actor_email', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
    await db.schema.createIndex('admin_audit_created_idx').on('admin_audit').column('created_at').execute();
  },
};
