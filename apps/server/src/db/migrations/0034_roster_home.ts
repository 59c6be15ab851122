import type { Migration } from './helpers.ts';

/**
 * The roster card of the home overview: the latest athletes of a coach read from a
 * B-tree (owner, then last change), like the other areas of migration 0033.
 */
export const rosterHome: Migration = {
  name: '0034_roster_home',
  async up(db) {
    await db.schema.createIndex('athletes_user_recent_idx').on('athletes').columns(['user_id', 'updated_at', 'id']).execute();
  },
};
