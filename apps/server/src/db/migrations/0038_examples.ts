import type { Migration } from './helpers.ts';

/** Tables whose rows "Load examples" creates; each gets an is_example flag. */
export const EXAMPLE_TABLES = ['treinos', 'formactions', 'fitnes', 'semanas', 'athletes', 'assessments'] as const;

/**
 * The first-run guide and its sample content:
 * - is_example (0/1) on every table the sample set writes to: example rows carry a badge in their
 *   lists, are left out of count limits and admin totals, and "Remove the examples" deletes exactly
 *   them (an index on (user_id, is_example) serves both reads);
 * - user_preferences.first_run_dismissed: the coach closed the first-run checklist (stored per
 *   account, so it stays closed on every device).
 */
export const examples: Migration = {
  name: '0038_examples',
  async up(db) {
    for (const table of EXAMPLE_TABLES) {
      await db.schema
        .alterTable(table)
        .addColumn('is_example', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex(`${table}_user_example_idx`).on(table).columns(['user_id', 'is_example']).execute();
    }
    await db.schema
      .alterTable('user_preferences')
      .addColumn('first_run_dismissed', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
