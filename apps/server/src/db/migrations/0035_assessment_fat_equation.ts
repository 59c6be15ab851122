import type { Migration } from './helpers.ts';

/**
 * The body-fat equation an assessment is computed and shown with ('siri' | 'brozek'): stored with the
 * assessment so a report prints the same figure later. Assessments from before the choice are Siri.
 */
export const assessmentFatEquation: Migration = {
  name: '0035_assessment_fat_equation',
  async up(db) {
    await db.schema
      .alterTable('assessments')
      .addColumn('fat_equation', 'text', (c) => c.notNull().defaultTo('siri'))
      .execute();
  },
};
