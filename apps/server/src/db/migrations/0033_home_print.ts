import type { Migration } from './helpers.ts';

/**
 * The home overview and the compact fitness print:
 * - indexes that answer "the latest records of a coach" of each area from a B-tree (owner, then
 *   last change), so GET /api/home reads a few index entries per area whatever the table size;
 * - user_preferences.fitness_print: the fitness-sheet print layout the coach chose last
 *   ('standard' or 'compact'), so the next print opens with it.
 */
export const homePrint: Migration = {
  name: '0033_home_print',
  async up(db) {
    await db.schema.createIndex('formactions_user_recent_idx').on('formactions').columns(['user_id', 'type', 'updated_at', 'id']).execute();
    await db.schema.createIndex('treinos_user_recent_idx').on('treinos').columns(['user_id', 'updated_at', 'id']).execute();
    await db.schema.createIndex('semanas_user_recent_idx').on('semanas').columns(['user_id', 'updated_at', 'id']).execute();
    await db.schema.createIndex('fitnes_user_recent_idx').on('fitnes').columns(['user_id', 'is_video', 'updated_at', 'id']).execute();
    await db.schema
      .alterTable('user_preferences')
      .addColumn('fitness_print', 'text', (c) => c.notNull().defaultTo('standard'))
      .execute();
  },
};
