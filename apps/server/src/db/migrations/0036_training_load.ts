import { baseColumns } from './helpers.ts';
import type { Migration } from './helpers.ts';

/**
 * Training load and wellness of roster athletes:
 * - load_entries: one row per done session or free entry (match, test, extra), with its RPE (0-10)
 *   and minutes; `origin` names where it came from ('mark:<id>' for a student's done mark,
 *   'attendance:<kind>:<record>:<slot>' for the attendance screen, 'free:<random>' for a free entry)
 *   and is unique per athlete, so a replayed request stores one row;
 * - wellness_checkins: the daily Hooper check-in (four items 1-7, a note); a second one on the same
 *   day replaces the first, which stays in history with `replaced_at` set;
 * - athletes.wellness_on: whether the student page asks for the check-in;
 * - load_settings: a coach's ACWR zone bounds, in hundredths (80 = 0.8).
 */
export const trainingLoad: Migration = {
  name: '0036_training_load',
  async up(db, dialect) {
    await baseColumns(db.schema.createTable('load_entries'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('athlete_id', 'integer', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('minutes', 'integer', (c) => c.notNull())
      .addColumn('rpe', 'integer', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('origin', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('load_entries_origin_idx').on('load_entries').columns(['athlete_id', 'origin']).unique().execute();
    await db.schema.createIndex('load_entries_athlete_date_idx').on('load_entries').columns(['athlete_id', 'date']).execute();
    await db.schema.createIndex('load_entries_user_date_idx').on('load_entries').columns(['user_id', 'date']).execute();

    await baseColumns(db.schema.createTable('wellness_checkins'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('athlete_id', 'integer', (c) => c.notNull().references('athletes.id').onDelete('cascade'))
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('sleep', 'integer', (c) => c.notNull())
      .addColumn('stress', 'integer', (c) => c.notNull())
      .addColumn('fatigue', 'integer', (c) => c.notNull())
      .addColumn('soreness', 'integer', (c) => c.notNull())
      .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('replaced_at', 'text')
      .execute();
    await db.schema.createIndex('wellness_checkins_athlete_date_idx').on('wellness_checkins').columns(['athlete_id', 'date']).execute();

    await db.schema
      .alterTable('athletes')
      .addColumn('wellness_on', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await baseColumns(db.schema.createTable('load_settings'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('acwr_low_pct', 'integer', (c) => c.notNull())
      .addColumn('acwr_target_pct', 'integer', (c) => c.notNull())
      .addColumn('acwr_caution_pct', 'integer', (c) => c.notNull())
      .execute();
  },
};
