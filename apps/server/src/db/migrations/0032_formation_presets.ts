import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * Personal formation presets: a coach saves the players of a drawing as a named system of a sport
 * (normalised spots as JSON text) and places it again in the editor or on the board. Kept while the
 * account lives; deleted with it (purge contract, and the foreign key cascades).
 */
export const formationPresets: Migration = {
  name: '0032_formation_presets',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('formation_presets'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('sport_id', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('spots', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('formation_presets_user_idx').on('formation_presets').columns(['user_id', 'sport_id']).execute();
  },
};
