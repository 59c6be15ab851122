import type { Migration } from './helpers.ts';
import { baseColumns } from './helpers.ts';

/**
 * Physical assessments and anamnese of an athlete, and the "done" marks a student
 * leaves on an assigned session from their student page. Everything hangs off `athletes`
 * (0029) and goes with the athlete (cascade; the posture photos' files are removed by the
 * assessments lifecycle before the rows go). Measures are one JSON column checked by the shared
 * schema (ranges in packages/shared/src/schemas/assessments.ts); results (BMI, density, fat %)
 * are computed when read, never stored, so a formula fix applies to every assessment.
 */
export const assessments: Migration = {
  name: '0030_assessments',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('assessments'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('athlete_id', 'integer', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('sex', 'text', (c) => c.notNull())
      .addColumn('age', 'integer', (c) => c.notNull())
      .addColumn('protocol', 'text', (c) => c.notNull().defaultTo('none'))
      .addColumn('measures', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('colors', 'text', (c) => c.notNull().defaultTo('{}'))
      .execute();
    await db.schema.createIndex('assessments_athlete_idx').on('assessments').columns(['athlete_id', 'date']).execute();
    await db.schema.createIndex('assessments_user_idx').on('assessments').column('user_id').execute();

    await baseColumns(db.schema.createTable('assessment_photos'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('assessment_id', 'integer', (c) => c.notNull().references('assessments.id').onDelete('cascade'))
      .addColumn('file_key', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('assessment_photos_assessment_idx').on('assessment_photos').column('assessment_id').execute();

    await baseColumns(db.schema.createTable('anamneses'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('athlete_id', 'integer', (c) => c.notNull().unique().references('athletes.id').onDelete('cascade'))
      .addColumn('answers', 'text', (c) => c.notNull())
      .addColumn('filled_by', 'text', (c) => c.notNull())
      .execute();

    await baseColumns(db.schema.createTable('session_marks'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('athlete_id', 'integer', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
      .addColumn('fitnes_id', 'integer', (c) => c.notNull().references('fitnes.id').onDelete('cascade'))
      .addColumn('effort', 'integer', (c) => c.notNull())
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.createIndex('session_marks_fitnes_idx').on('session_marks').columns(['fitnes_id', 'created_at']).execute();
    await db.schema.createIndex('session_marks_athlete_idx').on('session_marks').column('athlete_id').execute();
  },
};
