import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * Drawing a formation together: the invitations of club members to a formation, and the Yjs state of
 * each formation's room (saved on a debounce and at intervals so a restart loses nothing). Both go
 * with their formation (foreign keys cascade; the formation's purge deletes them first anyway).
 */
export const coedit: Migration = {
  name: '0042_coedit',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('formation_coeditors'), dialect)
      .addColumn('formation_id', 'integer', (c) => c.notNull().references('formactions.id').onDelete('cascade'))
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addUniqueConstraint('formation_coeditors_unique', ['formation_id', 'user_id'])
      .execute();
    await db.schema.createIndex('formation_coeditors_user_idx').on('formation_coeditors').column('user_id').execute();
    await baseColumns(db.schema.createTable('formation_ydocs'), dialect)
      .addColumn('formation_id', 'integer', (c) => c.notNull().unique().references('formactions.id').onDelete('cascade'))
      .addColumn('state', 'text', (c) => c.notNull())
      .execute();
  },
};
